// The shape of a rule: a stable kind id, a level, a direction, the version bump it asks for, one line of
// documentation and one small check function. Every rule is registered in one table (rules.ts), like oasdiff's
// checker/rules.go; the checker runs the table, the formatters never see a rule.
import type { Bundle } from '../load/bundle.js';
import type { JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';
import type { MethodModel, Model } from '../model/model.js';
import type { Bump, Direction, Level } from './change.js';

export interface RuleInfo {
  kind: string;
  level: Level;
  direction: Direction;
  bump: Exclude<Bump, 'none'>;
  summary: string;
}

/** What a check found. `path` is relative to the scope's path, `at` to the scope's place in the new document. */
export interface Finding {
  message: string;
  path?: readonly Segment[];
  at?: readonly Segment[];
  /** Document-scope rules about one method name it here. */
  method?: string;
}

/** One loaded spec: what the checker compares. */
export interface Side {
  label: string;
  bundle: Bundle;
  model: Model;
  document: JsonObject;
  methods: Map<string, MethodSide>;
}

export interface MethodSide {
  name: string;
  /** Index in the document's method list. */
  index: number;
  /** The method object, its `$ref` followed. */
  raw: JsonObject;
  /** Its params, each `$ref` followed. */
  params: JsonObject[];
  result: JsonObject | undefined;
  model: MethodModel;
}

export interface MethodMatching {
  /** Methods present under the same name on both sides. */
  kept: string[];
  added: string[];
  removed: string[];
  /** Removed and added methods with identical params and result. */
  renamed: { from: string; to: string }[];
}

export interface DocumentPair {
  old: Side;
  new: Side;
  methods: MethodMatching;
}

export interface ParamMatching {
  /** Same name on both sides (indexes into each side's params). */
  kept: { old: number; new: number }[];
  added: number[];
  removed: number[];
  /** A different name at the same position (by position only, or with an identical schema and required flag). */
  renamed: { old: number; new: number }[];
}

export interface MethodPair {
  old: MethodSide;
  new: MethodSide;
  params: ParamMatching;
  docs: { old: JsonObject; new: JsonObject };
}

/** Two schema nodes met at the same place of a parallel walk, `$ref`s already followed. */
export interface SchemaPair {
  old: JsonObject;
  new: JsonObject;
  /** The references followed to reach each node, when they were references. */
  oldRef?: string;
  newRef?: string;
  resolveOld(value: unknown): unknown;
  resolveNew(value: unknown): unknown;
}

export interface DocumentRule extends RuleInfo {
  scope: 'document';
  check(pair: DocumentPair): Finding[];
}
export interface MethodRule extends RuleInfo {
  scope: 'method';
  check(pair: MethodPair): Finding[];
}
export interface SchemaRule extends RuleInfo {
  scope: 'schema';
  check(pair: SchemaPair): Finding[];
}
export type Rule = DocumentRule | MethodRule | SchemaRule;
