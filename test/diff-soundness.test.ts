// Are the levels right? A seeded property test: random small schemas, one or two random edits, and the request and
// response walks of `rpcforge diff`. Whenever every change found is `info`, the edit must be safe for real values:
// on the request side every value the old schema accepts is still accepted (callers keep working), on the response
// side every value the new schema accepts was accepted before (consumers keep working). ajv judges the values.
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Change } from '../generator/diff/change.js';
import type { SchemaRule } from '../generator/diff/rule.js';
import { rules } from '../generator/diff/rules.js';
import { walkSchemas } from '../generator/diff/schema-walk.js';
import { schemaArbitrary } from './support/schema-arbitrary.js';

type Schema = Record<string, unknown>;
const seed = Number(process.env.FC_SEED ?? 20261123);
const schemaRules = rules.filter((r): r is SchemaRule => r.scope === 'schema');
const keys = ['a', 'b', 'c'];

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const clean = (o: Record<string, unknown>): Schema => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const leaf: fc.Arbitrary<Schema> = fc.oneof(
  fc.record({ type: fc.constant('string'), pattern: opt(fc.constantFrom('^[a-c]+$', '^[a-z]*$', '^x')), minLength: opt(fc.nat(2)), maxLength: opt(fc.integer({ min: 3, max: 8 })) }).map(clean),
  fc.record({ type: fc.constant('integer'), minimum: opt(fc.integer({ min: -5, max: 5 })), maximum: opt(fc.integer({ min: 5, max: 20 })) }).map(clean),
  fc.constant({ type: ['string', 'null'] }),
  fc.constant({ type: 'number' }),
  fc.uniqueArray(fc.constantFrom<unknown>('a', 'b', 'c', 1, 2), { minLength: 1, maxLength: 3 }).map((e) => ({ enum: e })),
  fc.constantFrom<unknown>('a', 1, true).map((c) => ({ const: c })),
  fc.constant({ type: 'boolean' }),
);
const { node } = fc.letrec<{ node: Schema; object: Schema; array: Schema; union: Schema }>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array'), tie('union')),
  object: fc
    .record({ properties: fc.dictionary(fc.constantFrom(...keys), tie('node'), { maxKeys: 3 }), closed: fc.boolean(), required: fc.subarray(keys) })
    // Required keys always have a schema: see docs/change-loop.md on `property-added`.
    .map(({ properties, closed, required }) => clean({ type: 'object', properties, required: required.filter((k) => k in properties), additionalProperties: closed ? false : undefined })),
  array: fc.record({ items: tie('node'), minItems: opt(fc.nat(1)), maxItems: opt(fc.integer({ min: 2, max: 3 })) }).map((a) => clean({ type: 'array', ...a })),
  union: fc.record({ keyword: fc.constantFrom('oneOf', 'anyOf'), branches: fc.array(leaf, { minLength: 2, maxLength: 3 }) }).map(({ keyword, branches }) => ({ [keyword]: branches })),
}));

/** Every schema node of `schema` (objects reached through properties, items and union branches). */
function nodes(schema: Schema): Schema[] {
  const out = [schema];
  const props = schema.properties as Record<string, Schema> | undefined;
  if (props) for (const k of Object.keys(props)) out.push(...nodes(props[k]!));
  if (schema.items && typeof schema.items === 'object') out.push(...nodes(schema.items as Schema));
  for (const key of ['oneOf', 'anyOf']) if (Array.isArray(schema[key])) for (const b of schema[key] as Schema[]) out.push(...nodes(b));
  return out;
}

/** One small edit of the kinds the rules judge, at the node `pick` selects. */
function edit(schema: Schema, pick: number, kind: number, n: number): void {
  const all = nodes(schema);
  const s = all[pick % all.length]!;
  const flip = (key: string, value: unknown) => (key in s ? delete s[key] : (s[key] = value));
  switch (kind % 10) {
    case 0: // nullability
      if (Array.isArray(s.type)) s.type = (s.type as string[]).filter((t) => t !== 'null');
      else if (typeof s.type === 'string') s.type = [s.type, 'null'];
      break;
    case 1: // enum values
      if (Array.isArray(s.enum)) s.enum = n % 2 === 0 && s.enum.length > 1 ? s.enum.slice(1) : [...s.enum, `v${n}`];
      else flip('enum', ['a', 'b']);
      break;
    case 2:
      flip('const', n % 2 === 0 ? 'a' : 1);
      break;
    case 3: { // bounds
      const bound = ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'][n % 6]!;
      if (typeof s[bound] === 'number') s[bound] = n % 3 === 0 ? undefined : (s[bound] as number) + (n % 2 === 0 ? 1 : -1);
      else s[bound] = 2;
      if (s[bound] === undefined) delete s[bound];
      break;
    }
    case 4: { // required
      const props = Object.keys((s.properties as Schema | undefined) ?? {});
      if (props.length === 0) break;
      const req = new Set((s.required as string[] | undefined) ?? []);
      const key = props[n % props.length]!;
      if (req.has(key)) req.delete(key);
      else req.add(key);
      s.required = [...req];
      break;
    }
    case 5: { // properties
      if (s.type !== 'object') break;
      const props = (s.properties ?? (s.properties = {})) as Record<string, Schema>;
      const key = keys[n % keys.length]!;
      if (key in props) {
        delete props[key];
        if (Array.isArray(s.required)) s.required = (s.required as string[]).filter((r) => r !== key);
      } else props[key] = { type: 'integer' };
      break;
    }
    case 6:
      if (s.type === 'object') flip('additionalProperties', false);
      break;
    case 7: // union branches
      for (const key of ['oneOf', 'anyOf']) {
        const branches = s[key] as Schema[] | undefined;
        if (branches) s[key] = n % 2 === 0 && branches.length > 1 ? branches.slice(0, -1) : [...branches, { type: 'boolean' }];
      }
      break;
    case 8: // type
      if (typeof s.type === 'string') s.type = n % 2 === 0 ? [s.type, s.type === 'integer' ? 'boolean' : 'integer'] : s.type === 'integer' ? 'string' : 'integer';
      else if (Array.isArray(s.type)) s.type = (s.type as string[]).length > 1 ? (s.type as string[]).slice(1) : [...new Set([...(s.type as string[]), 'boolean'])];
      else delete s.type;
      break;
    default: // pattern
      flip('pattern', '^[a-c]+$');
  }
}

function changesOf(before: Schema, after: Schema, direction: 'request' | 'response'): Change[] {
  const out: Change[] = [];
  walkSchemas(
    { direction, oldDoc: {}, newDoc: {}, rules: schemaRules, emit: (rule, f) => out.push({ level: rule.level, kind: rule.kind, method: 'm', path: '', message: f.message, bump: rule.bump, at: [] }) },
    before,
    after,
    [],
    [],
  );
  return out;
}

describe('rpcforge diff: what is called safe is safe', () => {
  it(`info-only changes keep every old request valid and every new result valid before (seed ${seed})`, () => {
    const ajv = new Ajv({ strict: false, allErrors: false });
    let checkedRequest = 0;
    let checkedResponse = 0;
    fc.assert(
      fc.property(node, fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 2 }), (before, edits) => {
        const after = structuredClone(before);
        for (const [pick, kind, n] of edits) edit(after, pick, kind, n);
        const validBefore = ajv.compile(before);
        const validAfter = ajv.compile(after);
        const sample = (schema: Schema) => fc.sample(schemaArbitrary(schema, {}), { numRuns: 25, seed });
        const request = changesOf(before, after, 'request');
        if (request.length > 0 && request.every((c) => c.level === 'info')) {
          checkedRequest++;
          for (const value of sample(before)) {
            if (validBefore(value)) expect(validAfter(value), `request value ${JSON.stringify(value)} refused after ${JSON.stringify(request.map((c) => c.kind))}`).toBe(true);
          }
        }
        const response = changesOf(before, after, 'response');
        if (response.length > 0 && response.every((c) => c.level === 'info')) {
          checkedResponse++;
          for (const value of sample(after)) {
            if (validAfter(value)) expect(validBefore(value), `result value ${JSON.stringify(value)} unknown before ${JSON.stringify(response.map((c) => c.kind))}`).toBe(true);
          }
        }
      }),
      { numRuns: 400, seed },
    );
    // The property must have been put to the test, not skipped.
    expect(checkedRequest).toBeGreaterThan(40);
    expect(checkedResponse).toBeGreaterThan(40);
  });
});
