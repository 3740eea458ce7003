// Differential test: the generated validators must give the same accept/reject verdict as ajv (draft-07, the
// oracle) on every schema of our spec and every method of the official Ethereum spec, for the spec's examples and
// for seeded property-based cases (schema-driven values and one-place mutations of them). The reports must agree
// with the verdicts: an invalid value gets at least one error with a path, a valid one none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../generator/load/bundle.js';
import { buildModel } from '../generator/model/build.js';
import type { MethodModel } from '../generator/model/model.js';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { referenceDir, repoRoot, tempDir } from './helpers.js';
import { mutate, schemaArbitrary } from './support/schema-arbitrary.js';

const seed = Number(process.env.FC_SEED ?? 20261122);
type Report = (v: unknown, path: string, errors: { path: string }[]) => void;
type Validate = (method: string, value: unknown) => { ok: boolean; errors?: { path: string; message: string; keyword: string }[] };

interface Target {
  name: string;
  oracle: ValidateFunction;
  ours: (value: unknown) => { valid: boolean; errors: { path: string }[] };
  arbitrary: fc.Arbitrary<unknown>;
  examples: unknown[];
  runs: number;
}

/** The JSON Schema of a method's params, as JSON-RPC sees them: a tuple, an object, or either. */
function paramsSchema(method: MethodModel, base: string, index: number): Record<string, unknown> {
  const ref = (i: number) => ({ $ref: `${base}#/methods/${index}/params/${i}/schema` });
  const items = method.params.length > 0 ? { items: method.params.map((_p, i) => ref(i)) } : {};
  const tuple = { type: 'array', ...items, minItems: method.params.filter((p) => p.required).length, maxItems: method.params.length };
  const object = {
    type: 'object',
    properties: Object.fromEntries(method.params.map((p, i) => [p.name, ref(i)])),
    required: method.params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
  return method.paramStructure === 'by-position' ? tuple : method.paramStructure === 'by-name' ? object : { anyOf: [tuple, object] };
}

function methodTargets(doc: Record<string, unknown>, base: string, methods: MethodModel[], validate: { params: Validate; result: Validate }, runs: number): Target[] {
  const ajv = new Ajv({ strict: false, validateFormats: false });
  ajv.addSchema({ ...doc, $id: base });
  const resolveRoot = doc;
  const targets: Target[] = [];
  methods.forEach((method) => {
    const raw = (doc.methods as Record<string, unknown>[])[method.index] as { examples?: { params: { value: unknown }[]; result?: { value: unknown } }[] };
    const params = paramsSchema(method, base, method.index);
    targets.push({
      name: `${base} ${method.name} params`,
      oracle: ajv.compile(params),
      ours: (v) => {
        const r = validate.params(method.name, v);
        return { valid: r.ok, errors: r.errors ?? [] };
      },
      arbitrary: schemaArbitrary(JSON.parse(JSON.stringify(params).replaceAll(`"${base}#/`, '"#/')) as Record<string, unknown>, resolveRoot),
      examples: (raw.examples ?? []).map((e) => e.params.map((p) => p.value)),
      runs,
    });
    if (!method.result) return;
    targets.push({
      name: `${base} ${method.name} result`,
      oracle: ajv.compile({ $ref: `${base}#/methods/${method.index}/result/schema` }),
      ours: (v) => {
        const r = validate.result(method.name, v);
        return { valid: r.ok, errors: r.errors ?? [] };
      },
      arbitrary: schemaArbitrary(method.result.schema as Record<string, unknown>, resolveRoot),
      examples: (raw.examples ?? []).filter((e) => e.result).map((e) => e.result!.value),
      runs,
    });
  });
  return targets;
}

const totals = { cases: 0, valid: 0 };

function runTarget(target: Target): void {
  const check = (value: unknown) => {
    const expected = target.oracle(value);
    const ours = target.ours(value);
    totals.cases++;
    if (expected) totals.valid++;
    if (ours.valid !== expected) {
      throw new Error(`${target.name}: ajv says ${expected ? 'valid' : 'invalid'}, ours says ${ours.valid ? 'valid' : 'invalid'} for ${JSON.stringify(value).slice(0, 400)}`);
    }
    if (ours.valid !== (ours.errors.length === 0)) throw new Error(`${target.name}: verdict and report disagree for ${JSON.stringify(value).slice(0, 400)}`);
  };
  for (const example of target.examples) check(example);
  const mutated = fc.tuple(target.arbitrary, fc.nat(), fc.nat(), fc.jsonValue({ maxDepth: 2 })).map(([v, pick, kind, r]) => mutate(v, pick, kind, r));
  // Values as JSON.parse makes them: fast-check may build objects without a prototype, which the oracle's deep
  // equality (uniqueItems, const, enum) does not expect and which no request or response can hold.
  const asJson = target.arbitrary.map((v) => (v === undefined ? v : JSON.parse(JSON.stringify(v))) as unknown);
  fc.assert(fc.property(fc.oneof(asJson, mutated), (value) => check(value)), { seed, numRuns: target.runs });
}

describe('generated validators agree with ajv', () => {
  const ourDoc = JSON.parse(readFileSync(join(repoRoot, 'generated/openrpc.json'), 'utf8')) as Record<string, unknown>;
  const ourModel = buildModel(loadBundle(join(repoRoot, 'spec/openrpc.yaml')));
  let ours: { validateParams: Validate; validateResult: Validate };
  let checks: Record<string, (v: unknown, ...rest: unknown[]) => unknown>;
  let eth: { validateParams: Validate; validateResult: Validate };
  let ethModel: ReturnType<typeof buildModel>;
  let ethDoc: Record<string, unknown>;

  beforeAll(async () => {
    ours = await import(pathToFileURL(join(repoRoot, 'generated/dist/validators.js')).href);
    checks = {
      ...(await import(pathToFileURL(join(repoRoot, 'generated/dist/internal/is.js')).href)),
      ...(await import(pathToFileURL(join(repoRoot, 'generated/dist/internal/report.js')).href)),
    };
    const spec = join(referenceDir, 'execution-apis/openrpc.json');
    const generation = generate(spec);
    ethModel = generation.model;
    ethDoc = JSON.parse(readFileSync(spec, 'utf8')) as Record<string, unknown>;
    const out = join(tempDir(), 'eth');
    writeOutput(out, generation.files);
    eth = await import(pathToFileURL(join(out, 'dist/validators.js')).href);
  });

  it('on every component schema of our spec', () => {
    const ajv = new Ajv({ strict: false, validateFormats: false });
    ajv.addSchema({ ...ourDoc, $id: 'ours' });
    for (const schema of ourModel.schemas) {
      const is = checks[`is${schema.typeName}`] as (v: unknown) => boolean;
      const report = checks[`report${schema.typeName}`] as Report;
      runTarget({
        name: `component ${schema.key}`,
        oracle: ajv.compile({ $ref: `ours#/components/schemas/${schema.key}` }),
        ours: (v) => {
          const errors: { path: string }[] = [];
          report(v, 'value', errors);
          return { valid: is(v), errors };
        },
        arbitrary: schemaArbitrary({ $ref: `#/components/schemas/${schema.key}` }, ourDoc),
        examples: [],
        runs: 150,
      });
    }
  });

  it('on the params and result of every method of our spec', () => {
    for (const target of methodTargets(ourDoc, 'ours', ourModel.methods, { params: ours.validateParams, result: ours.validateResult }, 100)) runTarget(target);
  });

  it('on the params and result of every method of the official Ethereum spec', () => {
    for (const target of methodTargets(ethDoc, 'eth', ethModel.methods, { params: eth.validateParams, result: eth.validateResult }, 40)) runTarget(target);
  });

  it('on schemas using every draft-07 keyword beyond the core (multipleOf, uniqueItems, contains, propertyNames, dependencies, if/then/else, …)', async () => {
    const spec = join(repoRoot, 'test/fixtures/real-shapes/draft07-keywords.json');
    const generation = generate(spec);
    const out = join(tempDir(), 'draft07');
    writeOutput(out, generation.files);
    const doc = JSON.parse(readFileSync(join(out, 'openrpc.json'), 'utf8')) as Record<string, unknown>;
    const compiled = {
      ...(await import(pathToFileURL(join(out, 'dist/internal/is.js')).href)),
      ...(await import(pathToFileURL(join(out, 'dist/internal/report.js')).href)),
    } as Record<string, (v: unknown, ...rest: unknown[]) => unknown>;
    const ajv = new Ajv({ strict: false, validateFormats: false });
    ajv.addSchema({ ...doc, $id: 'draft07' });
    const before = totals.cases;
    for (const schema of generation.model.schemas) {
      const is = compiled[`is${schema.typeName}`] as (v: unknown) => boolean;
      const report = compiled[`report${schema.typeName}`] as Report;
      runTarget({
        name: `draft-07 component ${schema.key}`,
        oracle: ajv.compile({ $ref: `draft07#/components/schemas/${schema.key}` }),
        ours: (v) => {
          const errors: { path: string }[] = [];
          report(v, 'value', errors);
          return { valid: is(v), errors };
        },
        arbitrary: schemaArbitrary({ $ref: `#/components/schemas/${schema.key}` }, doc),
        examples: [],
        runs: 200,
      });
    }
    const validators = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as { validateParams: Validate; validateResult: Validate };
    for (const target of methodTargets(doc, 'draft07m', generation.model.methods, { params: validators.validateParams, result: validators.validateResult }, 200)) runTarget(target);
    expect(totals.cases - before).toBeGreaterThanOrEqual(20 * 200);
  });

  it('on schemas holding their own definitions (schemars output): ajv reads each schema as a document of its own', async () => {
    const spec = join(repoRoot, 'test/fixtures/real-shapes/schemars-like.json');
    const original = JSON.parse(readFileSync(spec, 'utf8')) as {
      methods: { name: string; params: { schema: Record<string, unknown> }[]; result: { schema: Record<string, unknown> } }[];
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    const generation = generate(spec);
    const out = join(tempDir(), 'schemars');
    writeOutput(out, generation.files);
    const compiled = {
      ...(await import(pathToFileURL(join(out, 'dist/internal/is.js')).href)),
      ...(await import(pathToFileURL(join(out, 'dist/internal/report.js')).href)),
    } as Record<string, (v: unknown, ...rest: unknown[]) => unknown>;
    const validators = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as { validateParams: Validate; validateResult: Validate };
    const verdict = (r: ReturnType<Validate>) => ({ valid: r.ok, errors: r.errors ?? [] });
    const ajv = new Ajv({ strict: false, validateFormats: false });
    const targets: [string, Record<string, unknown>, Target['ours']][] = [];
    for (const [key, schema] of Object.entries(original.components.schemas)) {
      targets.push([`component ${key}`, schema, (v) => {
        const errors: { path: string }[] = [];
        (compiled[`report${key}`] as Report)(v, 'value', errors);
        return { valid: compiled[`is${key}`]!(v) as boolean, errors };
      }]);
    }
    for (const method of original.methods) {
      if (method.params.length === 1) targets.push([`${method.name} param`, method.params[0]!.schema, (v) => verdict(validators.validateParams(method.name, [v]))]);
      if (!('$ref' in method.result.schema)) targets.push([`${method.name} result`, method.result.schema, (v) => verdict(validators.validateResult(method.name, v))]);
    }
    expect(targets).toHaveLength(5);
    for (const [name, schema, ours] of targets) {
      const copy = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
      runTarget({ name: `schemars ${name}`, oracle: ajv.compile(copy), ours, arbitrary: schemaArbitrary(copy, copy), examples: [], runs: 200 });
    }
  });

  it('ran at least 10,000 cases, with both verdicts well represented', () => {
    expect(totals.cases).toBeGreaterThanOrEqual(10_000);
    const share = totals.valid / totals.cases;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.85);
  });
});
