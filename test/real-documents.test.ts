// Shapes found in OpenRPC documents other projects publish, which the OpenRPC text advises against or which use
// more of JSON Schema than our spec: each is read one sensible way, with a located warning saying how, and
// `--strict` refuses them. The fixtures in test/fixtures/real-shapes/ are written for these tests, modelled on the
// shape of the Sui document (optional params before required ones) and of schemars output (schemas carrying their
// own `definitions`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { formatIssue } from '../generator/errors.js';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { startRpcServer } from './client-helpers.js';
import { readTree, repoRoot, tempDir, tscStrict, writeTree } from './helpers.js';

const shapes = join(repoRoot, 'test/fixtures/real-shapes');
const suiLike = join(shapes, 'sui-like.json');
const relative = (text: string) => text.replaceAll(`${repoRoot}/`, '');

type Validation = { ok: boolean; errors?: { path: string; message: string; keyword: string }[] };
type Validate = (method: string, value: unknown) => Validation;

describe('optional params before required ones (Sui-like document)', () => {
  const address = `0x${'ab'.repeat(32)}`;
  let out: string;
  let generation: ReturnType<typeof generate>;
  let validators: { validateParams: Validate };

  beforeAll(async () => {
    out = join(tempDir(), 'sui');
    generation = generate(suiLike);
    writeOutput(out, generation.files);
    validators = await import(pathToFileURL(join(out, 'dist/validators.js')).href);
  });

  it('is a located warning per such param, not an error', () => {
    expect(generation.warnings.map((w) => relative(formatIssue(w)))).toEqual([
      'test/fixtures/real-shapes/sui-like.json:15:9: methods[0].params[1]: optional param "gas_price" comes before required param "tx_bytes" (params[2]); OpenRPC asks for optional params last. Read as: it keeps its position, and null stands for it when left out',
      'test/fixtures/real-shapes/sui-like.json:24:9: methods[1].params[0]: optional param "filter" comes before required param "owner" (params[2]); OpenRPC asks for optional params last. Read as: it keeps its position, and null stands for it when left out',
      'test/fixtures/real-shapes/sui-like.json:25:9: methods[1].params[1]: optional param "cursor" comes before required param "owner" (params[2]); OpenRPC asks for optional params last. Read as: it keeps its position, and null stands for it when left out',
    ]);
  });

  it('types the param as a required tuple element that may be null; trailing optional ones stay optional', () => {
    const types = readFileSync(join(out, 'src/types.ts'), 'utf8');
    expect(types).toContain('export type LedgerDryRunTransferParams = [sender: LedgerAddress, gas_price: BigIntText | null, tx_bytes: Base64, epoch?: BigIntText] | {');
    // `cursor` may already be null: no second `| null`.
    expect(types).toContain('export type LedgerQueryObjectsParams = [filter: ObjectFilter | null, cursor: string | null, owner: LedgerAddress, limit?: number] | {');
    expect(tscStrict(out)).toBe('');
  });

  it('validators accept null in that position and check a value given there', () => {
    const v = (params: unknown) => validators.validateParams('ledger_dryRunTransfer', params);
    expect(v([address, null, 'AAEC']).ok).toBe(true);
    expect(v([address, '1000', 'AAEC', '7']).ok).toBe(true);
    expect(v([address, 'lots', 'AAEC']).errors).toEqual([{ path: 'params[1]', message: 'must match pattern ^[0-9]+$ (BigIntText)', keyword: 'pattern' }]);
    expect(v([address, null]).errors).toEqual([{ path: 'params[2]', message: 'missing required param "tx_bytes"', keyword: 'required' }]);
    // null holds the place of an optional param only where a required one follows.
    expect(v([address, null, 'AAEC', null]).errors?.map((e) => e.path)).toEqual(['params[3]']);
    expect(v({ sender: address, tx_bytes: 'AAEC' }).ok).toBe(true);
    expect(validators.validateParams('ledger_queryObjects', [null, null, address]).ok).toBe(true);
    expect(validators.validateParams('ledger_queryObjects', [{ type: 'coin' }, 'c1', address, 50]).ok).toBe(true);
    expect(validators.validateParams('ledger_queryObjects', [{ kind: 'coin' }, null, address]).errors?.[0]?.path).toBe('params[0].kind');
  });

  it('the client sends null for a param left out before a required one, and nothing for trailing ones', async () => {
    type Client = { ledger_dryRunTransfer(...args: unknown[]): Promise<unknown>; close(): Promise<void> };
    const { createClient, validators } = (await import(pathToFileURL(join(out, 'dist/index.js')).href)) as { createClient: (o: object) => Client; validators: unknown };
    const server = await startRpcServer({ answer: () => ({ result: { status: 'success', gasUsed: '21' } }) });
    const client = createClient({ url: server.url, validate: true, validators });
    try {
      expect(await client.ledger_dryRunTransfer(address, null, 'AAEC')).toEqual({ status: 'success', gasUsed: '21' });
      expect(await client.ledger_dryRunTransfer(address, undefined, 'AAEC', undefined)).toEqual({ status: 'success', gasUsed: '21' });
      expect(server.requests.map((r) => r.params)).toEqual([
        [address, null, 'AAEC'],
        [address, null, 'AAEC'],
      ]);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('the server hands the handler null in that position, from the positional and the named form', async () => {
    const server = (await import(pathToFileURL(join(out, 'dist/server.js')).href)) as {
      createRpcHandler: (handlers: object) => { handle(text: string): Promise<string | undefined> };
    };
    const seen: unknown[] = [];
    const rpc = server.createRpcHandler({
      ledger_dryRunTransfer: (params: unknown) => {
        seen.push(params);
        return { status: 'success', gasUsed: '1' };
      },
    });
    const call = (params: unknown) => rpc.handle(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ledger_dryRunTransfer', params }));
    expect(JSON.parse((await call([address, null, 'AAEC']))!).result).toEqual({ status: 'success', gasUsed: '1' });
    await call({ sender: address, tx_bytes: 'AAEC' });
    expect(JSON.parse((await call([address, 5, 'AAEC']))!).error.code).toBe(-32602);
    expect(seen).toEqual([
      [address, null, 'AAEC'],
      [address, null, 'AAEC'],
    ]);
  });
});

describe('warnings on the command line', () => {
  it('are printed on stderr after the file list; the output is written', () => {
    const out = join(tempDir(), 'out');
    let stdout = '';
    let stderr = '';
    expect(runCli(['generate', '--spec', suiLike, '--out', out], { out: (t) => (stdout += t), err: (t) => (stderr += t) })).toBe(0);
    expect(stdout).toContain('wrote    ');
    const lines = relative(stderr).trimEnd().split('\n');
    expect(lines[0]).toBe('rpcforge: 3 warning(s) (--strict makes them errors):');
    expect(lines.slice(1).map((l) => l.split(': ')[0])).toEqual([
      'test/fixtures/real-shapes/sui-like.json:15:9',
      'test/fixtures/real-shapes/sui-like.json:24:9',
      'test/fixtures/real-shapes/sui-like.json:25:9',
    ]);
    expect(existsSync(join(out, 'package.json'))).toBe(true);
  });

  it('--strict makes them errors: exit 2, the output directory untouched', () => {
    const out = join(tempDir(), 'out');
    const earlier = tempDir();
    writeTree(earlier, { 'openrpc.yaml': 'openrpc: 1.4.1\ninfo: { title: Earlier, version: "1" }\nmethods: []\n' });
    expect(runCli(['generate', '--spec', join(earlier, 'openrpc.yaml'), '--out', out], { out: () => {}, err: () => {} })).toBe(0);
    const before = readTree(out);
    let stderr = '';
    expect(runCli(['generate', '--spec', suiLike, '--out', out, '--strict'], { out: () => {}, err: (t) => (stderr += t) })).toBe(2);
    const lines = relative(stderr).trimEnd().split('\n');
    // Three from the document, and one from the changelog: against the earlier package in `out`, the changes are
    // breaking and info.version did not move.
    expect(lines[0]).toBe('rpcforge: the spec has 4 warning(s), errors under --strict; nothing was written.');
    expect(lines).toHaveLength(5);
    expect(lines.filter((l) => /: info\.version: \d+ breaking change\(s\) without the version bump they need/.test(l))).toHaveLength(1);
    expect(lines[1]).toMatch(/^test\/fixtures\/real-shapes\/sui-like\.json:15:9: methods\[0\]\.params\[1\]: optional param "gas_price"/);
    expect(readTree(out)).toEqual(before);
  });

  it('--strict changes nothing for a document without warnings', () => {
    const out = join(tempDir(), 'out');
    let stderr = '';
    expect(runCli(['generate', '--spec', join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml'), '--out', out, '--strict'], { out: () => {}, err: (t) => (stderr += t) })).toBe(0);
    expect(stderr).toBe('');
  });
});

describe('shapes real documents use that TypeScript is strict about', () => {
  it('a map of itself (Firebolt EventObject) and a $ref narrowed by sibling keywords (MetaMask) type-check', async () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml': [
        'openrpc: 1.4.1',
        'info: { title: Shapes, version: "1" }',
        'methods:',
        '  - name: send',
        '    params: [{ name: event, required: true, schema: { $ref: "#/components/schemas/Event" } }]',
        '    result: { name: status, schema: { $ref: "#/components/schemas/Restricted" } }',
        'components:',
        '  schemas:',
        '    Event:',
        '      type: object',
        '      additionalProperties: { anyOf: [{ type: string }, { type: array, items: { $ref: "#/components/schemas/Event" } }, { $ref: "#/components/schemas/Event" }] }',
        '    Status: { type: object, required: [status], properties: { status: { type: string }, detail: { type: string } } }',
        '    Restricted: { $ref: "#/components/schemas/Status", properties: { status: { enum: [VALID, INVALID] } } }',
        '',
      ].join('\n'),
    });
    const out = join(tempDir(), 'out');
    writeOutput(out, generate(join(dir, 'openrpc.yaml')).files);
    expect(tscStrict(out)).toBe('');
    const { validateParams, validateResult } = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as Record<string, (m: string, v: unknown) => { ok: boolean }>;
    expect(validateParams!('send', [{ a: 'x', b: [{ c: 'y' }], d: { e: { f: 'z' } } }]).ok).toBe(true);
    expect(validateParams!('send', [{ a: { b: 1 } }]).ok).toBe(false);
    expect(validateResult!('send', { status: 'VALID' }).ok).toBe(true);
    expect(validateResult!('send', { status: 'MAYBE' }).ok).toBe(false);
    expect(validateResult!('send', { detail: 'no status' }).ok).toBe(false);
  });
});

describe('unions that hold the type itself (the shape of Sui\'s MoveValue)', () => {
  // MoveValue is `anyOf: [integer, …, array of MoveValue, …, anyOf: [MoveValue, null], …]`: written as it stands,
  // `type MoveValue = … | MoveValue | null` is a circular alias (TS2456). Left/Right reach each other the same way.
  it('type-checks and validates: the bare self-reference is dropped, the one inside an array stays', async () => {
    const out = join(tempDir(), 'out');
    writeOutput(out, generate(join(shapes, 'sui-move-value.json')).files);
    expect(tscStrict(out)).toBe('');
    const types = readFileSync(join(out, 'src/types.ts'), 'utf8');
    expect(types).toContain('export type MoveValue = number | boolean | SuiAddress | MoveValue[] | string | {');
    expect(types).toContain('} | MoveStruct | null | MoveVariant;');
    expect(types).toMatch(/export type Left = \(number \| Left\[\]\) \| null;/);
    expect(types).toContain('export type Right = null | number | Left[];');
    const { validateResult } = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as Record<string, (m: string, v: unknown) => { ok: boolean }>;
    // The validators read the bare self-reference the same way: null is accepted by its own branch, not after
    // re-entering MoveValue on the same value until the depth bound.
    expect(validateResult!('move_getValue', [1, true, null, { fields: { a: [null] }, type: 't', variant: 'v' }]).ok).toBe(true);
    expect(validateResult!('move_getValue', null)).toEqual({ ok: true, value: null });
    expect(validateResult!('move_getValue', 1.5).ok).toBe(false);
  });
});

describe('keywords of later drafts', () => {
  const spec = () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml':
        'openrpc: 1.4.1\ninfo: { title: Later, version: "1" }\nmethods:\n  - name: put\n    params:\n      - name: item\n        required: true\n' +
        '        schema:\n          type: object\n          properties: { a: { type: string } }\n          unevaluatedProperties: false\n          dependentRequired: { a: [b] }\n',
    });
    return join(dir, 'openrpc.yaml');
  };

  it('are located warnings, and the validators ignore them as draft-07 (and ajv) do', async () => {
    const path = spec();
    const { warnings, files } = generate(path);
    expect(warnings.map((w) => `${w.line}:${w.column}: ${w.path}: ${w.message}`)).toEqual([
      '11:11: methods[0].params[0].schema.unevaluatedProperties: "unevaluatedProperties" is a keyword of a later JSON Schema draft; OpenRPC schemas are draft-07, where it asserts nothing, so the validators ignore it',
      '12:11: methods[0].params[0].schema.dependentRequired: "dependentRequired" is a keyword of a later JSON Schema draft; OpenRPC schemas are draft-07, where it asserts nothing, so the validators ignore it',
    ]);
    const out = join(tempDir(), 'out');
    writeOutput(out, files);
    const { validateParams } = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as { validateParams: (m: string, p: unknown) => { ok: boolean } };
    const schema = { type: 'object', properties: { a: { type: 'string' } }, unevaluatedProperties: false, dependentRequired: { a: ['b'] } };
    const ajv = new Ajv({ strict: false });
    for (const value of [{ a: 'x' }, { a: 'x', extra: 1 }, { a: 1 }, {}]) expect(validateParams('put', [value]).ok, JSON.stringify(value)).toBe(ajv.validate(schema, value));
  });

  it('are errors under --strict', () => {
    let stderr = '';
    expect(runCli(['generate', '--spec', spec(), '--out', join(tempDir(), 'out'), '--strict'], { out: () => {}, err: (t) => (stderr += t) })).toBe(2);
    expect(stderr).toContain('rpcforge: the spec has 2 warning(s), errors under --strict; nothing was written.');
  });
});

describe('draft-07 keywords beyond the core: what the reports say (verdicts: validators-differential.test.ts)', () => {
  let out: string;
  let checks: Record<string, (v: unknown, path?: string, errors?: unknown[]) => unknown>;
  const report = (name: string, value: unknown) => {
    const errors: { path: string; message: string; keyword: string }[] = [];
    expect(checks[`is${name}`]!(value)).toBe(false);
    checks[`report${name}`]!(value, 'value', errors);
    return errors;
  };

  beforeAll(async () => {
    out = join(tempDir(), 'draft07');
    writeOutput(out, generate(join(shapes, 'draft07-keywords.json')).files);
    checks = {
      ...(await import(pathToFileURL(join(out, 'dist/internal/is.js')).href)),
      ...(await import(pathToFileURL(join(out, 'dist/internal/report.js')).href)),
    };
  });

  it('the generated package type-checks under --strict; propertyNames listing the names narrows the keys', () => {
    expect(tscStrict(out)).toBe('');
    const types = readFileSync(join(out, 'src/types.ts'), 'utf8');
    expect(types).toContain("export type ColorCounts = { [K in 'red' | 'green' | 'blue']?: number };");
  });

  it('names the failing item, key or property', () => {
    expect(report('MultipleOfFive', 12)).toEqual([{ path: 'value', message: 'must be a multiple of 5', keyword: 'multipleOf' }]);
    expect(report('DistinctPoints', [{ x: 0 }, { x: 1 }, { x: 0 }])).toEqual([{ path: 'value[2]', message: 'must not repeat an earlier item (uniqueItems)', keyword: 'uniqueItems' }]);
    expect(report('HasAdmin', ['user', 'guest'])).toEqual([{ path: 'value', message: 'must contain at least one item that is "admin"', keyword: 'contains' }]);
    expect(report('LowerKeys', { alpha: 1, Beta: 'x' })).toEqual([
      { path: 'value.Beta', message: 'is not an allowed property name: must match pattern ^[a-z]+$', keyword: 'propertyNames' },
    ]);
    expect(report('ColorCounts', { red: 1, pink: 2 })).toEqual([
      { path: 'value.pink', message: 'is not an allowed property name: must be one of "red", "green", "blue"', keyword: 'propertyNames' },
    ]);
    expect(report('ChosenKeys', { red: 1, gray: 2 })).toEqual([
      { path: 'value.gray', message: 'is not an allowed property name: must be one of "red", "green", "blue"', keyword: 'propertyNames' },
    ]);
    expect(report('SmallMap', { a: 1, b: 2, c: 3 })).toEqual([{ path: 'value', message: 'must have at most 2 properties', keyword: 'maxProperties' }]);
    expect(report('SmallMap', {})).toEqual([{ path: 'value', message: 'must have at least 1 properties', keyword: 'minProperties' }]);
    expect(report('Payment', { card: '1234' })).toEqual([
      { path: 'value.billing', message: 'is required when card is present', keyword: 'dependencies' },
      { path: 'value.cvv', message: 'is required when card is present', keyword: 'dependencies' },
    ]);
    expect(report('Payment', { iban: 'DE00', kind: 'card' })).toEqual([{ path: 'value.kind', message: 'must be "wire"', keyword: 'const' }]);
    expect(report('Shipping', { country: 'US', postal: 'K1A 0B1' })).toEqual([{ path: 'value.postal', message: 'must match pattern ^[0-9]{5}$', keyword: 'pattern' }]);
    expect(report('Shipping', { country: 'CA', postal: '12345' })).toEqual([{ path: 'value.postal', message: 'must have at least 6 characters', keyword: 'minLength' }]);
    expect(report('TupleClosed', ['a', 'b'])).toEqual([{ path: 'value', message: 'must have at most 1 items', keyword: 'additionalItems' }]);
  });
});

describe('schemas holding their own definitions (schemars-like document)', () => {
  const schemarsLike = join(shapes, 'schemars-like.json');
  let out: string;
  let generation: ReturnType<typeof generate>;

  beforeAll(() => {
    out = join(tempDir(), 'schemars');
    generation = generate(schemarsLike);
    writeOutput(out, generation.files);
  });

  it('reads #/definitions/… against the schema that holds them, with one located warning per schema', () => {
    const lines = generation.warnings.map((w) => relative(formatIssue(w)));
    const how = 'read against this schema\'s own definitions (the document root has none), as JSON Schema reads a schema without $id; now components.schemas:';
    expect(lines).toEqual([
      `test/fixtures/real-shapes/schemars-like.json:83:9: components.schemas.Header.definitions: 2 $ref(s) to "#/definitions/…" ${how} BlockHash, DigestItem`,
      `test/fixtures/real-shapes/schemars-like.json:96:9: components.schemas.Tree.definitions: 2 $ref(s) to "#/definitions/…" ${how} Node`,
      `test/fixtures/real-shapes/schemars-like.json:18:13: methods[0].params[0].schema.definitions: 1 $ref(s) to "#/definitions/…" ${how} BlockHash`,
      `test/fixtures/real-shapes/schemars-like.json:35:11: methods[0].result.schema.definitions: 3 $ref(s) to "#/definitions/…" ${how} ApiEntry, StateVersion, ApiId`,
      `test/fixtures/real-shapes/schemars-like.json:59:13: methods[1].params[0].schema.definitions: 1 $ref(s) to "#/definitions/…" ${how} BlockHash`,
    ]);
  });

  it('hoists each definition once into components, so it gets a named type and guard (recursion included)', () => {
    // BlockHash is defined by three schemas, identically: one component.
    expect(generation.model.schemas.map((s) => s.key)).toEqual(['Header', 'Tree', 'BlockHash', 'DigestItem', 'Node', 'ApiEntry', 'StateVersion', 'ApiId']);
    const types = readFileSync(join(out, 'src/types.ts'), 'utf8');
    expect(types).toContain('export interface Node {\n  label: string;\n  children?: Node[];\n}');
    expect(types).toContain('export type ApiEntry = [ApiId, number];');
    expect(types).toContain('  apis: ApiEntry[];');
    expect(types).toContain('export type StateGetRuntimeVersionParams = [at?: BlockHash | null] | {');
    // The definitions left in place are only those nothing refers to.
    const bundled = JSON.parse(readFileSync(join(out, 'openrpc.json'), 'utf8')) as { methods: { result: { schema: Record<string, unknown> } }[] };
    expect(bundled.methods[0]!.result.schema.definitions).toEqual({ Unused: { type: 'boolean' } });
    expect(tscStrict(out)).toBe('');
  });

  it('validators follow the hoisted definitions and report the path inside them', async () => {
    const { validateResult, validateParams } = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as { validateResult: Validate; validateParams: Validate };
    const version = { specName: 'node', specVersion: 3, apis: [['0x00112233445566ff', 1]], stateVersion: 'V1' };
    expect(validateResult('state_getRuntimeVersion', version).ok).toBe(true);
    expect(validateResult('state_getRuntimeVersion', { ...version, apis: [['0x0011', 1]] }).errors).toEqual([
      { path: 'result.apis[0][0]', message: 'must match pattern ^0x[0-9a-f]{16}$ (ApiId)', keyword: 'pattern' },
    ]);
    expect(validateResult('chain_getTree', { label: 'a', children: [{ label: 'b', children: [{ label: 7 }] }] }).errors).toEqual([
      { path: 'result.children[0].children[0].label', message: 'must be string', keyword: 'type' },
    ]);
    expect(validateParams('chain_getHeader', [`0x${'0'.repeat(64)}`]).ok).toBe(true);
    expect(validateParams('chain_getHeader', ['0x00']).errors?.[0]?.path).toBe('params[0]');
  });

  it('a reference neither the document nor the enclosing schema resolves is still refused where it is', () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.json': JSON.stringify(
        {
          openrpc: '1.2.6',
          info: { title: 'Dangling', version: '1' },
          methods: [{ name: 'a', params: [], result: { name: 'r', schema: { $ref: '#/definitions/Missing', definitions: { Present: { type: 'string' } } } } }],
        },
        null,
        2,
      ),
    });
    let stderr = '';
    expect(runCli(['generate', '--spec', join(dir, 'openrpc.json'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) })).toBe(2);
    expect(stderr.replaceAll(`${dir}/`, '').trimEnd().split('\n')).toEqual([
      'rpcforge: the spec has 1 error(s); nothing was written.',
      'openrpc.json:14:11: methods[0].result.schema.$ref: unresolved $ref "#/definitions/Missing": nothing at #/definitions/Missing',
    ]);
  });

  it('reads $defs (schemars 1.x) the same way, and a pointer into a definition keeps its tail', () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.json': JSON.stringify({
        openrpc: '1.2.6',
        info: { title: 'Defs', version: '1' },
        methods: [{ name: 'a', params: [], result: { name: 'r', schema: { $ref: '#/components/schemas/Pair' } } }],
        components: {
          schemas: {
            Pair: {
              type: 'object',
              properties: { left: { $ref: '#/$defs/Side' }, right: { $ref: '#/$defs/Side/properties/weight' } },
              $defs: { Side: { type: 'object', properties: { weight: { type: 'integer' } } } },
            },
          },
        },
      }),
    });
    const generated = generate(join(dir, 'openrpc.json'));
    expect(generated.warnings.map((w) => w.message)).toEqual([
      '2 $ref(s) to "#/$defs/…" read against this schema\'s own $defs (the document root has none), as JSON Schema reads a schema without $id; now components.schemas: Side',
    ]);
    const pair = (generated.model.document.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas.Pair!;
    expect(pair.properties).toEqual({ left: { $ref: '#/components/schemas/Side' }, right: { $ref: '#/components/schemas/Side/properties/weight' } });
    expect(generated.files.find((f) => f.path === 'src/types.ts')?.contents).toContain('  right?: number;');
  });

  it('works the same in a method file of a multi-file spec, located in that file', () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml': 'openrpc: 1.2.6\ninfo: { title: Split, version: "1" }\nmethods:\n  - $ref: ./methods/get.yaml\n',
      'methods/get.yaml': [
        'name: get',
        'params: []',
        'result:',
        '  name: r',
        '  schema:',
        '    type: array',
        '    items: { $ref: "#/definitions/Entry" }',
        '    definitions:',
        '      Entry: { type: integer }',
        '',
      ].join('\n'),
    });
    const generated = generate(join(dir, 'openrpc.yaml'));
    expect(generated.warnings.map((w) => formatIssue(w).replaceAll(`${dir}/`, ''))).toEqual([
      'methods/get.yaml:8:5: result.schema.definitions: 1 $ref(s) to "#/definitions/…" read against this schema\'s own definitions (the document root has none), as JSON Schema reads a schema without $id; now components.schemas: Entry',
    ]);
    expect(generated.files.find((f) => f.path === 'src/types.ts')?.contents).toContain('export type GetResult = Entry[];');
  });
});

describe('schemas no value satisfies (Massa-like document)', () => {
  // Massa's published document writes its "no return" results as the schema `false`, and its CompactConfig requires
  // `execution_stats` while listing no such property under additionalProperties: false.
  const massaLike = join(shapes, 'massa-like.json');

  it('are located warnings; the package still type-checks, and its validators refuse what the schemas refuse', async () => {
    const generation = generate(massaLike);
    expect(generation.warnings.map((w) => relative(formatIssue(w)))).toEqual([
      'test/fixtures/real-shapes/massa-like.json:13:69: methods[1].result.schema: the result schema is `false`, which admits no value: the validators refuse every answer and the result types as never. A method that answers nothing is written with the schema {"type": "null"}',
      'test/fixtures/real-shapes/massa-like.json:39:44: components.schemas.CompactConfig.required[2]: required property "execution_stats" is not in "properties" and "additionalProperties" is false, so no object satisfies this schema: the validators refuse every object here. List the property, or drop it from "required"',
    ]);
    const out = join(tempDir(), 'massa');
    writeOutput(out, generation.files);
    expect(tscStrict(out)).toBe('');
    const { validateResult } = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as { validateResult: Validate };
    expect(validateResult('get_config', { thread_count: 32, t0: 16000 }).ok).toBe(false);
    expect(validateResult('get_config', { thread_count: 32, t0: 16000, execution_stats: {} }).ok).toBe(false);
    expect(validateResult('stop_node', null).ok).toBe(false);
  });

  it('--strict refuses the document', () => {
    let stderr = '';
    expect(runCli(['generate', '--spec', massaLike, '--out', join(tempDir(), 'out'), '--strict'], { out: () => {}, err: (t) => (stderr += t) })).toBe(2);
    expect(stderr).toContain('rpcforge: the spec has 2 warning(s), errors under --strict; nothing was written.');
  });

  it('a schema requiring its own forbidden name is no warning when a pattern or a listed property admits it', () => {
    const dir = tempDir();
    const object = (extra: object) => ({ type: 'object', required: ['a'], additionalProperties: false, ...extra });
    writeTree(dir, {
      'openrpc.json': JSON.stringify({
        openrpc: '1.2.6',
        info: { title: 'T', version: '1' },
        methods: [
          { name: 'listed', params: [], result: { name: 'r', schema: object({ properties: { a: { type: 'string' } } }) } },
          { name: 'patterned', params: [], result: { name: 'r', schema: object({ patternProperties: { '^a$': { type: 'string' } } }) } },
          { name: 'open', params: [], result: { name: 'r', schema: { type: 'object', required: ['a'] } } },
        ],
      }),
    });
    expect(generate(join(dir, 'openrpc.json')).warnings).toEqual([]);
  });
});

describe("a $ref written relative to the repository root, not to its file (Starknet's api/*.json)", () => {
  it('the error names the path looked at, and the file the same path names from a folder above', () => {
    // The repository's layout: the trace API in api/, whose refs say ./api/starknet_api_openrpc.json.
    const dir = tempDir();
    const starknet = join(repoRoot, 'test/reference/starknet');
    writeTree(dir, {
      'api/starknet_trace_api_openrpc.json': readFileSync(join(starknet, 'starknet_trace_api_openrpc.json'), 'utf8'),
      'api/starknet_api_openrpc.json': readFileSync(join(starknet, 'api/starknet_api_openrpc.json'), 'utf8'),
    });
    let stderr = '';
    expect(runCli(['generate', '--spec', join(dir, 'api/starknet_trace_api_openrpc.json'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) })).toBe(2);
    expect(stderr.replaceAll(`${dir}/,`, '<dir>/,').replaceAll(`${dir}/`, '').trimEnd().split('\n')[1]).toBe(
      'api/starknet_trace_api_openrpc.json:20:13: methods[0].params[0].schema.$ref: unresolved $ref "./api/starknet_api_openrpc.json#/components/schemas/TXN_HASH": ' +
        'cannot read spec file: file not found (looked for api/api/starknet_api_openrpc.json: a relative $ref resolves against the folder of the file that holds it); ' +
        'api/starknet_api_openrpc.json exists: if the $ref is written relative to <dir>/, write it relative to the referring file instead, or give the spec from a copy laid out so it resolves',
    );
  });
});

describe('a content descriptor filed under components.schemas (Starknet WebSocket API)', () => {
  it('is a located warning saying its inner schema is not applied where a schema $ref names it', () => {
    const generation = generate(join(repoRoot, 'test/reference/starknet/starknet_ws_api.json'));
    expect(generation.warnings.map((w) => relative(formatIssue(w)))).toEqual([
      'test/reference/starknet/starknet_ws_api.json:429:7: components.schemas.SUBSCRIPTION_ID: "SUBSCRIPTION_ID" has the shape of a content descriptor (name and schema, no JSON Schema keyword): as a schema it asserts nothing, so where a schema $ref names it every value is valid and its type is unknown; its inner "schema" is not applied. A content descriptor belongs in components.contentDescriptors; a schema $ref would name its inner schema',
      // Its subscriptions are read by name (test/subscriptions-spec.test.ts); the one pairing whose names differ is said.
      'test/reference/starknet/starknet_ws_api.json:277:7: methods[8].name: starknet_subscribeNewTransactions is paired with the notification starknet_subscriptionNewTransaction, whose name differs (NewTransactions / NewTransaction): no other notification fits (declare x-subscription to say so)',
    ]);
    // Kept as written: the schema types as any value, as JSON Schema reads the document.
    expect(generation.files.find((f) => f.path === 'src/types.ts')?.contents).toMatch(/export type SubscriptionId = unknown;/);
  });

  it('a schema with a name property and a JSON Schema keyword beside it is no warning', () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.json': JSON.stringify({
        openrpc: '1.2.6',
        info: { title: 'T', version: '1' },
        methods: [{ name: 'm', params: [], result: { name: 'r', schema: { $ref: '#/components/schemas/Named' } } }],
        components: { schemas: { Named: { type: 'object', name: 'Named', schema: 'v1', properties: { a: { type: 'string' } } } } },
      }),
    });
    expect(generate(join(dir, 'openrpc.json')).warnings).toEqual([]);
  });
});
