// Hostile input: a spec's text is data and never becomes code. Names JavaScript treats specially (`__proto__`,
// `constructor`) stay data everywhere; names the package's runtime uses (`JsonRpcError`) are planned away; and a
// few full generations of specs whose every text position holds hostile strings (comment and string terminators,
// template and regex breakers, line and paragraph separators, lone surrogates, HTML, payloads that set a canary)
// either fail with a located error or give a package that compiles with tsc --strict and runs none of that text
// when each of its modules is imported.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { ts } from 'ts-morph';
import { beforeAll, describe, expect, it } from 'vitest';
import { SpecError } from '../generator/errors.js';
import { compileFailure } from '../generator/emit/package.js';
import { loadBundle } from '../generator/load/bundle.js';
import { packageNames } from '../generator/model/names.js';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { repoRoot, tempDir, tscStrict } from './helpers.js';
import { canary, hostileSpec } from './support/hostile.js';

const seed = Number(process.env.FC_SEED ?? 20261123);

/** Generates `spec` (a JSON document) into `<dir>/out`; returns the output directory. */
function generateInto(dir: string, spec: unknown): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'openrpc.json'), JSON.stringify(spec, null, 2));
  const out = join(dir, 'out');
  writeOutput(out, generate(join(dir, 'openrpc.json')).files);
  return out;
}

/** Every .js file under `dir`. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
}

/** Imports every module of each package's dist/ in a fresh Node process; returns the canary's value there. */
function importAll(root: string, packages: string[]): unknown {
  const files = packages.flatMap((p) => scripts(join(p, 'dist'))).map((f) => pathToFileURL(f).href);
  const program = `for (const f of ${JSON.stringify(files)}) await import(f); console.log(JSON.stringify(globalThis.${canary} ?? null));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', program], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop() as string) as unknown;
}

const info = { title: 'Hostile', version: '1.0.0' };

describe('names JavaScript treats specially stay data', () => {
  let out: string;
  let validators: { validateParams: (method: string, params: unknown) => { ok: boolean; errors?: { path: string }[] } };
  let guards: Record<string, (v: unknown) => boolean>;

  beforeAll(async () => {
    const object = (required: string[]) => ({
      type: 'object',
      required,
      properties: { ['__proto__']: { type: 'string' }, constructor: { type: 'integer' }, prototype: { enum: ['__proto__', 'constructor'] } },
    });
    // Built with JSON.parse so `__proto__` is an own key of the document, as it is in a spec file.
    const spec = JSON.parse(
      JSON.stringify({
        openrpc: '1.2.6',
        info,
        methods: [
          {
            name: '__proto__',
            paramStructure: 'by-name',
            params: [
              { name: '__proto__', required: true, schema: { $ref: '#/components/schemas/__proto__' } },
              { name: 'constructor', schema: { type: 'string', enum: ['__proto__', 'toString'] } },
            ],
            result: { name: 'r', schema: { $ref: '#/components/schemas/constructor' } },
          },
          ...['constructor', 'toString'].map((name) => ({ name, params: [{ name: 'x', required: true, schema: { type: 'string' } }] })),
        ],
        components: { schemas: { PROTO: object(['__proto__', 'constructor', 'toString']), constructor: object(['prototype']) } },
      }).replace('"PROTO"', '"__proto__"'),
    ) as unknown;
    out = generateInto(tempDir(), spec);
    validators = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as typeof validators;
    guards = (await import(pathToFileURL(join(out, 'dist/guards.js')).href)) as typeof guards;
  }, 60_000);

  it('YAML and JSON spec files keep a `__proto__` key as an own key', () => {
    const dir = tempDir();
    const yaml = 'openrpc: 1.2.6\ninfo: { title: t, version: "1" }\nmethods: []\ncomponents:\n  schemas:\n    __proto__: { type: object, properties: { __proto__: { type: string } } }\n';
    writeFileSync(join(dir, 'a.yaml'), yaml);
    writeFileSync(join(dir, 'a.json'), '{"openrpc":"1.2.6","info":{"title":"t","version":"1"},"methods":[],"components":{"schemas":{"__proto__":{"type":"object","properties":{"__proto__":{"type":"string"}}}}}}');
    for (const file of ['a.yaml', 'a.json']) {
      const schemas = (loadBundle(join(dir, file)).document.components as { schemas: Record<string, { properties: object }> }).schemas;
      expect(Object.getPrototypeOf(schemas)).toBe(Object.prototype);
      expect(Object.keys(schemas)).toEqual(['__proto__']);
      const schema = Object.getOwnPropertyDescriptor(schemas, '__proto__')?.value as { properties: object };
      expect(Object.keys(schema.properties)).toEqual(['__proto__']);
    }
  });

  it('a required property `__proto__`: a value without it is refused, one with it accepted; types.ts has the field', () => {
    const types = readFileSync(join(out, 'src/types.ts'), 'utf8');
    expect(types).toMatch(/export interface Proto \{[^}]*'__proto__': string;[^}]*constructor: number;[^}]*toString: unknown;/);
    const isProto = guards.isProto as (v: unknown) => boolean;
    const valid = JSON.parse('{"__proto__": "x", "constructor": 1, "toString": 0}') as unknown;
    expect(isProto(valid)).toBe(true);
    // Inherited `constructor` and `toString` exist on every object: only own properties count.
    expect(isProto({})).toBe(false);
    expect(isProto(JSON.parse('{"constructor": 1, "toString": 0}'))).toBe(false);
    expect(isProto(JSON.parse('{"__proto__": "x", "toString": 0}'))).toBe(false);
    expect(isProto(JSON.parse('{"__proto__": 5, "constructor": 1, "toString": 0}'))).toBe(false);
  });

  it('a method and a param named `__proto__`, a param named `constructor`, enum values `__proto__`', () => {
    const ok = (params: string) => validators.validateParams('__proto__', JSON.parse(params)).ok;
    const inner = '{"__proto__": "x", "constructor": 1, "toString": 0}';
    expect(ok(`{"__proto__": ${inner}}`)).toBe(true);
    expect(ok(`{"__proto__": ${inner}, "constructor": "__proto__"}`)).toBe(true);
    expect(ok('{}')).toBe(false);
    expect(ok(`{"constructor": "toString"}`)).toBe(false);
    expect(ok(`{"__proto__": ${inner}, "constructor": "x"}`)).toBe(false);
    // Methods named like Object.prototype's members are found as themselves; absent ones are unknown.
    expect(validators.validateParams('constructor', ['x']).ok).toBe(true);
    expect(validators.validateParams('toString', [1]).ok).toBe(false);
    expect(validators.validateParams('toString', ['x']).ok).toBe(true);
    expect(validators.validateParams('valueOf', []).ok).toBe(false);
    expect(validators.validateParams('hasOwnProperty', []).errors?.[0]?.path).toBe('method');
    const isConstructor = guards.isConstructor as (v: unknown) => boolean;
    expect(isConstructor(JSON.parse('{"prototype": "__proto__"}'))).toBe(true);
    expect(isConstructor({})).toBe(false);
    const methods = readFileSync(join(out, 'src/methods.ts'), 'utf8');
    expect(methods).toContain("['__proto__']: {");
  });
});

describe('names the package uses are planned away', () => {
  it('components, methods and errors named after the names the package reserves, or reading the same in PascalCase: distinct names, the package compiles', () => {
    const names = [...packageNames()].filter((n) => /^[A-Z]/.test(n)).sort();
    expect(names).toEqual(expect.arrayContaining(['JsonRpcError', 'RpcEngine', 'MemoryRateLimiter', 'HttpTransport', 'ValidationResult', 'Handlers', 'Best', 'Record']));
    const object = { type: 'object', properties: { a: { oneOf: [{ type: 'string' }, { type: 'integer' }] } } };
    const spec = {
      openrpc: '1.2.6',
      info,
      methods: [
        { name: 'eth_getLogs', params: [], result: { name: 'r', schema: { $ref: '#/components/schemas/JsonRpcError' } } },
        { name: 'eth.getLogs', params: [], result: { name: 'r', schema: { $ref: '#/components/schemas/Best' } } },
        // Its result type would be `ValidationResult`, the name validation.ts exports.
        { name: 'validation', params: [], errors: [{ code: 7, message: 'failed <code> with <data> and <code>' }] },
        ...['Client', 'RpcEngine'].map((name, i) => ({
          name,
          params: [{ name: 'p', schema: { $ref: `#/components/schemas/${name}` } }],
          result: { name: 'r', schema: { $ref: '#/components/schemas/Handlers' } },
          errors: [{ $ref: `#/components/errors/${name}` }, { code: 100 + i, message: i === 0 ? 'JsonRpc' : `${name} failed` }],
        })),
      ],
      components: {
        schemas: Object.fromEntries(names.map((name) => [name, object])),
        // Error classes are named from the key plus `Error`: `Transport` would be the client's `TransportError`.
        errors: { Client: { code: -32001, message: 'Client' }, RpcEngine: { code: -32002, message: 'Transport' } },
      },
    };
    // A collision would make the package fail to type-check (generation itself does not type-check: the tests do).
    const root = tempDir();
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    const out = generateInto(root, spec);
    expect(tscStrict(out)).toBe('');
    const types = readFileSync(join(out, 'src/types.ts'), 'utf8');
    const own = new Set(['Methods', 'MethodName', 'MethodParams', 'MethodResult']);
    for (const name of names.filter((n) => !own.has(n))) expect(types).not.toMatch(new RegExp(`export (interface|type) ${name} `));
    for (const name of ['JsonRpcError', 'ValidationResult', 'Client', 'RpcEngine', 'Best', 'Record']) expect(types).toContain(`export interface ${name}Type {`);
    // The method `validation` would have `ValidationResult` (validation.ts's), then the component's `ValidationResultType`.
    expect(types).toContain('export type ValidationResultType2 = void;');
    const validators = readFileSync(join(out, 'src/validators.ts'), 'utf8');
    expect(validators).toContain('export function validateEthGetLogsParams(');
    expect(validators).toContain('export function validateEthGetLogs2Params(');
    const errors = readFileSync(join(out, 'src/errors.ts'), 'utf8');
    expect(errors).toContain('constructor(codeText: string, dataText: string, codeText2: string, data?: unknown)');
    expect(errors).toContain('export class ClientError extends JsonRpcError');
    expect(errors).toMatch(/export class JsonRpcErrorType\d* extends JsonRpcError/);
  }, 90_000);

  it('emitted code that does not compile is reported briefly, as a bug of rpcforge', () => {
    const file = ts.createSourceFile('/x.ts', `const a: number = '${'x'.repeat(100_000)}';`, ts.ScriptTarget.ES2022);
    const diagnostic = (i: number): ts.Diagnostic => ({ file, start: 6, length: 1, code: 2322, category: ts.DiagnosticCategory.Error, messageText: `Type error ${i}: ${'y'.repeat(10_000)}` });
    const report = compileFailure(Array.from({ length: 500 }, (_v, i) => diagnostic(i)));
    expect(report).toMatch(/bug in rpcforge, not in the spec/);
    expect(report).toContain('TS2322 Type error 0');
    expect(report).toContain('… and 497 more');
    expect(report.length).toBeLessThan(2000);
  });
});

describe('full generations of hostile specs', () => {
  const specs = fc.sample(hostileSpec, { seed, numRuns: 6 });

  it('generate or fail with a located error; compile with tsc --strict; importing every module runs no spec text', () => {
    const root = tempDir('rpcforge-hostile-');
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    const packages: string[] = [];
    let hostileStrings = 0;
    specs.forEach((spec, i) => {
      hostileStrings += countStrings(spec);
      try {
        packages.push(generateInto(join(root, String(i)), spec));
      } catch (error) {
        // A refusal must say where: file, line and column, and the JSON path.
        expect(error).toBeInstanceOf(SpecError);
        for (const issue of (error as SpecError).issues) {
          expect(issue.file).toMatch(/openrpc\.json$/);
          expect(issue.line).toBeGreaterThan(0);
          expect(issue.path).not.toBe('');
        }
      }
    });
    expect(hostileStrings).toBeGreaterThan(specs.length * 300);
    // Most generations get through: a test that only ever saw refusals would prove nothing about emitted code.
    expect(packages.length).toBeGreaterThanOrEqual(specs.length - 1);

    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ES2022', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: true, types: ['node'] }, include: packages.map((p) => `${p}/src`) }),
    );
    expect(tscStrict(root)).toBe('');

    // The canary check can fail: a module that runs a payload sets it.
    const control = join(root, 'control');
    mkdirSync(join(control, 'dist'), { recursive: true });
    writeFileSync(join(control, 'dist/control.js'), `// ${'*/'}\nglobalThis.${canary} = 1;\n`);
    expect(importAll(root, [control])).toBe(1);
    expect(importAll(root, packages)).toBe(null);
    // About 35 s on an idle 2-core machine (six generations, each compiling its dist/, then one tsc); the limit
    // leaves room for a loaded one.
  }, 240_000);
});

/** Strings in a JSON value, keys included: how many hostile texts one spec carries. */
function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countStrings(v), 0);
  if (typeof value === 'object' && value !== null) return Object.entries(value).reduce((n, [, v]) => n + 1 + countStrings(v), 0);
  return 0;
}
