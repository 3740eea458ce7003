// The one table of rules `rpcforge diff` runs. A kind id names one rule and never changes meaning; tests and CI
// filters may rely on it (docs/change-loop.md, "Spec changes: rpcforge diff").
import { documentRules } from './document-rules.js';
import { methodRules } from './method-rules.js';
import type { Rule } from './rule.js';
import { schemaRules } from './schema-rules.js';
import { subscriptionRules } from './subscription-rules.js';

export const rules: readonly Rule[] = [...documentRules, ...subscriptionRules, ...methodRules, ...schemaRules];

export const rulesByKind: ReadonlyMap<string, Rule> = new Map(rules.map((r) => [r.kind, r]));
if (rulesByKind.size !== rules.length) throw new Error('rpcforge diff: two rules share a kind id');
