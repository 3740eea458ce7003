// A spec written by someone else must not make the generator read the wrong files, hang, exhaust memory, overflow
// the stack, or emit validators a request can stall. Each hostile case gets one exact error naming file, line,
// column and JSON path, exit code 2, and leaves the output directory byte for byte as it was.
import { execFileSync } from 'node:child_process';
import { realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { SpecError } from '../generator/errors.js';
import { withoutCaptures } from '../generator/emit/validators/compile.js';
import { loadBundle } from '../generator/load/bundle.js';
import { patternHazard } from '../generator/validate/pattern-safety.js';
import { readTree, referenceDir, repoRoot, tempDir, writeTree } from './helpers.js';

const head = 'openrpc: 1.4.1\ninfo:\n  title: Hostile\n  version: "1"\n';
/** A root document whose one method is the file `ref` names (the `$ref` sits at line 6, column 5). */
const methodRef = (ref: string) => `${head}methods:\n  - $ref: '${ref}'\n`;
/** A root document whose one method's result schema is `schema` (written at line 10, column 15). */
const resultSchema = (schema: string) => `${head}methods:\n  - name: a\n    params: []\n    result:\n      name: r\n      schema: ${schema}\n`;
const method = 'name: a\nparams: []\n';

/** `n` objects nested in JSON: {"a":{"a":…{}…}}. */
const nestedJson = (n: number) => `${'{"a":'.repeat(n - 1)}{}${'}'.repeat(n - 1)}`;

interface Case {
  name: string;
  files: Record<string, string>;
  /** Extra CLI arguments; `<dir>` stands for the spec's folder. */
  args?: string[];
  /** Prepares what writeTree cannot: FIFOs, links. */
  setup?: (dir: string) => void;
  /** The error line, exactly, or a pattern where the position depends on the parser's stack size. */
  error: string | RegExp;
}

const cases: Case[] = [
  {
    name: 'a $ref to a device outside the spec folder (/dev/zero)',
    files: { 'openrpc.yaml': methodRef('/dev/zero') },
    error: 'openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "/dev/zero": outside the reference root <dir> (only files under it are read; --ref-root names another folder)',
  },
  {
    name: 'a $ref to a device inside the reference root (/dev/zero with --ref-root /)',
    files: { 'openrpc.yaml': methodRef('/dev/zero') },
    args: ['--ref-root', '/'],
    error: 'openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "/dev/zero": /dev/zero is a character device, not a regular file',
  },
  {
    name: 'a $ref to /dev/urandom',
    files: { 'openrpc.yaml': methodRef('/dev/urandom') },
    args: ['--ref-root', '/dev'],
    error: 'openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "/dev/urandom": /dev/urandom is a character device, not a regular file',
  },
  {
    name: 'a $ref to a FIFO (would block the open)',
    files: { 'openrpc.yaml': methodRef('./pipe.yaml') },
    setup: (dir) => execFileSync('mkfifo', [join(dir, 'pipe.yaml')]),
    error: 'openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "./pipe.yaml": pipe.yaml is a FIFO (named pipe), not a regular file',
  },
  {
    name: 'a $ref to a directory',
    files: { 'openrpc.yaml': methodRef('./methods'), 'methods/a.yaml': method },
    error: 'openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "./methods": methods is a directory, not a regular file',
  },
  {
    name: 'a $ref that climbs out of the spec folder',
    files: { 'spec/openrpc.yaml': methodRef('../secret.yaml'), 'secret.yaml': method },
    error: 'spec/openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "../secret.yaml": outside the reference root spec (only files under it are read; --ref-root names another folder)',
  },
  {
    name: 'a symbolic link inside the folder that resolves outside it',
    files: { 'spec/openrpc.yaml': methodRef('./link.yaml'), 'secret.yaml': method },
    setup: (dir) => symlinkSync(join(dir, 'secret.yaml'), join(dir, 'spec/link.yaml')),
    error: 'spec/openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "./link.yaml": it is a symbolic link to secret.yaml, outside the reference root spec (only files under it are read; --ref-root names another folder)',
  },
  {
    name: 'a file over the size cap',
    files: { 'openrpc.yaml': methodRef('./big.yaml'), 'big.yaml': `${method}description: ${'x'.repeat(2048)}\n` },
    args: ['--max-file-size', '0.001'],
    error: 'openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "./big.yaml": the file is larger than 1 KiB (the limit; --max-file-size raises it)',
  },
  {
    name: 'a remote $ref',
    files: { 'openrpc.yaml': resultSchema("{ $ref: 'https://example.com/schemas/block.json#/Block' }") },
    error: 'openrpc.yaml:10:17: methods[0].result.schema.$ref: cannot follow $ref "https://example.com/schemas/block.json#/Block": remote references are not fetched; save the schema in a file under the spec\'s folder and reference that file',
  },
  {
    name: 'a malformed URI',
    files: { 'openrpc.yaml': methodRef('%E0%A4%A') },
    error: 'openrpc.yaml:6:5: methods[0].$ref: cannot follow $ref "%E0%A4%A": malformed percent-encoding in the path',
  },
  {
    name: 'a malformed local fragment',
    files: { 'openrpc.yaml': resultSchema("{ $ref: '#/components/%E0%A4%A' }") },
    error: 'openrpc.yaml:10:17: methods[0].result.schema.$ref: cannot follow $ref "#/components/%E0%A4%A": malformed percent-encoding in the fragment',
  },
  {
    name: 'JSON nested 5,000 levels deep',
    files: { 'openrpc.yaml': methodRef('./deep.json'), 'deep.json': `{"name": "a", "params": [], "x-deep": ${nestedJson(5000)}}` },
    error: `deep.json:1:${39 + 5 * 63}: ['x-deep']${'.a'.repeat(63)}: nested deeper than 64 levels of objects and arrays (the limit)`,
  },
  {
    name: 'YAML nested 300 levels deep',
    files: { 'openrpc.yaml': `${head}methods: []\nx-deep: ${'['.repeat(300)}${']'.repeat(300)}\n` },
    error: `openrpc.yaml:6:${9 + 63}: ['x-deep']${'[0]'.repeat(63)}: nested deeper than 64 levels of objects and arrays (the limit)`,
  },
  {
    // The YAML parser itself runs out of stack somewhere below 1,000 levels (where depends on the stack size), and
    // says so as a parse error at that spot.
    name: 'YAML nested 5,000 levels deep',
    files: { 'openrpc.yaml': `${head}methods: []\nx-deep: ${'['.repeat(5000)}${']'.repeat(5000)}\n` },
    error: /^openrpc\.yaml:6:\d+: nested too deeply to parse \(more than 64 levels of objects and arrays is refused\)$/,
  },
  {
    name: 'nesting that passes in each file but not once a $ref is inlined',
    files: {
      'openrpc.yaml': `${head}methods: []\nx-deep: ${nestedJson(40).replace('{}', "{ $ref: './b.json' }")}\n`,
      'b.json': nestedJson(40),
    },
    // Level 41 in the root file (the document is level 1) holds the $ref; b.json's 24th key "a" is level 65.
    error: `b.json:1:${2 + 5 * 23}: ${'a.'.repeat(24).slice(0, -1)}: nested deeper than 64 levels of objects and arrays, counted through the files its $refs lead to (the limit)`,
  },
  {
    name: 'a chain of 100 local references',
    files: {
      'openrpc.yaml': `${head}methods: []\ncomponents:\n  schemas:\n${Array.from({ length: 100 }, (_, i) => `    S${i}: ${i === 99 ? '{ type: string }' : `{ $ref: '#/components/schemas/S${i + 1}' }`}\n`).join('')}`,
    },
    error: 'openrpc.yaml:8:11: components.schemas.S0.$ref: $ref "#/components/schemas/S1" starts a chain of more than 64 references in a row (the limit)',
  },
  {
    // Shallow everywhere, yet a walk that follows references (the validators compiler) would go 300 levels down;
    // at 1,000 components the compiler overflowed the stack. Reported where the walk passes the limit.
    name: 'a chain of 100 components, each holding the next',
    files: {
      'openrpc.yaml': `${head}methods:\n  - name: a\n    params: []\n    result: { name: r, schema: { $ref: "#/components/schemas/S0" } }\ncomponents:\n  schemas:\n${Array.from(
        { length: 100 },
        (_, i) => `    S${i}: { type: object, properties: { n: ${i === 99 ? '{ type: string }' : `{ $ref: "#/components/schemas/S${i + 1}" }`} } }\n`,
      ).join('')}`,
    },
    error: 'openrpc.yaml:25:45: components.schemas.S14.properties.n.$ref: $ref "#/components/schemas/S15" leads through more than 256 levels of nested schemas, counting every schema its references lead to (the limit)',
  },
  {
    name: 'references that only lead to each other',
    files: { 'openrpc.yaml': `${head}methods: []\ncomponents:\n  schemas:\n    A: { $ref: '#/components/schemas/B' }\n    B: { $ref: '#/components/schemas/A' }\n` },
    error: 'openrpc.yaml:8:10: components.schemas.A.$ref: circular $ref: #/components/schemas/B → #/components/schemas/A → #/components/schemas/B never reaches a schema',
  },
  // A pattern that can backtrack catastrophically runs on re2js (linear time) instead, when it translates exactly
  // (see the last describe below and test/linear-patterns.test.ts); one that does not is refused.
  {
    name: 'a pattern with catastrophic backtracking and a backreference (no linear-time engine runs it)',
    files: { 'openrpc.yaml': resultSchema("{ type: string, pattern: '^(a+)+\\1$' }") },
    error: 'openrpc.yaml:10:31: methods[0].result.schema.pattern: pattern "^(a+)+\\\\1$" uses a backreference (\\1), which no linear-time engine runs, and can backtrack catastrophically: some text matches it in many different ways, so a short hostile string can take seconds to test; rewrite it so every text matches one way (e.g. "(a+)+" → "a+", "(a|a)*" → "a*")',
  },
  {
    name: 'an untranslatable hostile pattern reached only through a $ref outside components',
    files: { 'openrpc.yaml': `${resultSchema("{ $ref: '#/x-hidden/s' }")}x-hidden:\n  s: { type: string, pattern: '^((?<=a)a+)+$' }\n` },
    error: `openrpc.yaml:12:22: ['x-hidden'].s.pattern: pattern "^((?<=a)a+)+$" uses a lookbehind ((?<=a)), which no linear-time engine runs, and can backtrack catastrophically: some text matches it in many different ways, so a short hostile string can take seconds to test; rewrite it so every text matches one way (e.g. "(a+)+" → "a+", "(a|a)*" → "a*")`,
  },
];

describe('hostile specs', () => {
  const outDir = join(tempDir(), 'out');
  let before: Map<string, string>;

  beforeAll(() => {
    // A good earlier run: the output directory every refused run must leave alone.
    const good = tempDir();
    writeTree(good, { 'openrpc.yaml': `${head}methods:\n  - name: ok\n    params: []\n    result: { name: r, schema: { type: string } }\n` });
    const io = { out: () => {}, err: (t: string) => { throw new Error(t); } };
    expect(runCli(['generate', '--spec', join(good, 'openrpc.yaml'), '--out', outDir], io)).toBe(0);
    before = readTree(outDir);
  });

  for (const c of cases) {
    it(`${c.name}: exact located error, exit 2, output untouched`, { timeout: 10_000 }, () => {
      const dir = realpathSync(tempDir());
      writeTree(dir, c.files);
      c.setup?.(dir);
      const spec = join(dir, c.files['openrpc.yaml'] === undefined ? 'spec/openrpc.yaml' : 'openrpc.yaml');
      let stderr = '';
      const started = performance.now();
      const code = runCli(['generate', '--spec', spec, '--out', outDir, ...(c.args ?? [])], { out: () => {}, err: (t) => (stderr += t) });
      // A FIFO or a device must be refused at once, not read: far below the test's own timeout.
      expect(performance.now() - started).toBeLessThan(5_000);
      const lines = stderr.replaceAll(`${dir}/`, '').replaceAll(dir, '<dir>').trimEnd().split('\n');
      expect(lines[0]).toBe('rpcforge: the spec has 1 error(s); nothing was written.');
      expect(lines.slice(1)).toHaveLength(1);
      if (typeof c.error === 'string') expect(lines[1]).toBe(c.error);
      else expect(lines[1]).toMatch(c.error);
      expect(code).toBe(2);
      expect(readTree(outDir)).toEqual(before);
    });
  }

  it('the root spec itself: a FIFO or a device is refused at once, with the file named', { timeout: 10_000 }, () => {
    const dir = realpathSync(tempDir());
    execFileSync('mkfifo', [join(dir, 'openrpc.yaml')]);
    for (const [spec, error] of [
      [join(dir, 'openrpc.yaml'), 'openrpc.yaml: cannot read spec file: openrpc.yaml is a FIFO (named pipe), not a regular file'],
      ['/dev/zero', '/dev/zero: cannot read spec file: /dev/zero is a character device, not a regular file'],
    ] as const) {
      let stderr = '';
      const started = performance.now();
      expect(runCli(['generate', '--spec', spec, '--out', outDir], { out: () => {}, err: (t) => (stderr += t) })).toBe(2);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(stderr.replaceAll(`${dir}/`, '').trimEnd().split('\n').slice(1)).toEqual([error]);
      expect(readTree(outDir)).toEqual(before);
    }
  });

  it('bounds the number of files, their total size and the size of the bundled document (generate() options)', () => {
    const dir = realpathSync(tempDir());
    // Each file references the next one ten times: 10^6 inlined copies of the last one by default.
    const files: Record<string, string> = { 'openrpc.yaml': `${head}methods: []\nx-big: { $ref: './f0.yaml' }\n` };
    for (let i = 0; i < 6; i++) files[`f${i}.yaml`] = `[${Array.from({ length: 10 }, () => `{ $ref: './f${i + 1}.yaml' }`).join(', ')}]\n`;
    files['f6.yaml'] = '{ leaf: true }\n';
    writeTree(dir, files);
    const root = join(dir, 'openrpc.yaml');
    const message = (options: Parameters<typeof loadBundle>[1]) => {
      try {
        loadBundle(root, options);
      } catch (error) {
        if (error instanceof SpecError) return error.message.replaceAll(`${dir}/`, '');
        throw error;
      }
      return 'no error';
    };
    expect(message({ maxFiles: 3 })).toBe('f1.yaml:1:4: [0].$ref: cannot follow $ref "./f2.yaml": the spec already reads 3 files (the limit)');
    expect(message({ maxTotalBytes: 400 })).toMatch(/^f\d\.yaml:1:4: \[0\]\.\$ref: cannot follow \$ref "\.\/f\d\.yaml": the spec's files hold more than 400 bytes together \(the limit\)$/);
    expect(message({ maxNodes: 5_000 })).toBe(
      'f6.yaml:1:1: the bundled document grows past 5000 objects and arrays (the limit): the same files are inlined over and over',
    );
    expect(message({})).toContain('grows past 1000000 objects and arrays');
  });

  it('resolves the OpenRPC meta-schema URL from its package, without the network', () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml': `${head}methods:\n  - name: rpc.discover\n    params: []\n    result:\n      name: OpenRPC Schema\n      schema: { $ref: 'https://meta.open-rpc.org/' }\n  - name: e\n    params: []\n    result:\n      name: e\n      schema: { $ref: 'https://raw.githubusercontent.com/open-rpc/meta-schema/master/schema.json#/definitions/errorObject' }\n`,
    });
    const { document } = loadBundle(join(dir, 'openrpc.yaml'));
    const [discover, error] = (document.methods as { result: { schema: Record<string, unknown> } }[]).map((m) => m.result.schema);
    expect(discover).toMatchObject({ title: 'openrpcDocument', type: 'object', required: ['info', 'methods', 'openrpc'] });
    expect(JSON.stringify(discover)).not.toContain('"$ref":"http');
    expect(error).toMatchObject({ title: 'errorObject', required: ['code', 'message'] });
  });
});

describe('patterns the generator accepts cannot stall a validator', () => {
  // Long runs of the characters real patterns take, each ending in one character they refuse: the input that makes
  // an ambiguous pattern retry every way of splitting the run. 100 KB each.
  const hostile = ['0x', '', '0x0', 'a', '1'].flatMap((prefix) =>
    ['1', 'a', 'A', 'f', '0', ' '].map((run) => `${prefix}${run.repeat(100_000)}!`),
  );

  it('every component guard of our generated package answers 100 KB hostile strings quickly', async () => {
    const guards = (await import('../generated/src/guards.js')) as Record<string, (value: unknown) => boolean>;
    const names = Object.keys(guards).filter((name) => /^is[A-Z]/.test(name));
    expect(names.length).toBeGreaterThan(40);
    const started = performance.now();
    for (const name of names) for (const s of hostile) guards[name]!(s);
    // Linear checks take about a millisecond per 100 KB string; a backtracking one would take seconds for one.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('every pattern of our spec, the Ethereum spec and the Starknet spec is accepted and runs in linear time', () => {
    const specs = [join(repoRoot, 'spec/openrpc.yaml'), join(referenceDir, 'execution-apis/openrpc.json'), join(referenceDir, 'starknet/starknet_write_api.json')];
    const patterns = new Set<string>();
    for (const spec of specs) {
      const pending: unknown[] = [loadBundle(spec).document];
      for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
        if (typeof value !== 'object' || value === null) continue;
        const object = value as Record<string, unknown>;
        if (typeof object.pattern === 'string') patterns.add(object.pattern);
        if (typeof object.patternProperties === 'object' && object.patternProperties !== null) for (const key of Object.keys(object.patternProperties)) patterns.add(key);
        pending.push(...Object.values(object));
      }
    }
    expect(patterns.size).toBeGreaterThan(30);
    for (const pattern of patterns) {
      expect(patternHazard(pattern), pattern).toBeUndefined();
      // As the emitted validators run a pattern they do not turn into character checks.
      const re = new RegExp(withoutCaptures(pattern), 'u');
      const started = performance.now();
      for (const s of hostile) re.test(s);
      expect(performance.now() - started, pattern).toBeLessThan(1_000);
    }
  });
  it('a spec whose patterns can backtrack catastrophically generates, and its validators answer 100 KB hostile strings quickly', async () => {
    // Once refused; now tested with re2js in linear time: a pattern, a patternProperties key, and a pattern reached
    // only through a $ref outside components.
    const dir = realpathSync(tempDir());
    const schema = "{ type: object, properties: { a: { type: string, pattern: '^(a+)+$' }, b: { type: string, pattern: '^(a|a)*$' }, c: { type: string, pattern: '^(\\w+\\s?)*$' }, d: { $ref: '#/x-hidden/s' } }, patternProperties: { '^([a-z]+)*$': { type: string } } }";
    writeTree(dir, { 'openrpc.yaml': `${resultSchema(schema)}x-hidden:\n  s: { type: string, pattern: '^(a+)+$' }\n` });
    const out = join(dir, 'out');
    expect(runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', out], { out: () => {}, err: () => {} })).toBe(0);
    const match = readTree(out).get('src/internal/match.ts') ?? '';
    expect(match.match(/RE2JS\.compile\(/g)).toHaveLength(4);
    expect(match).not.toContain('new RegExp');
    const { validateResult } = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as { validateResult: (m: string, v: unknown) => { ok: boolean } };
    expect(validateResult('a', { a: 'aaa', b: 'aa', c: 'ab cd', d: 'a', xyz: 'k' }).ok).toBe(true);
    const started = performance.now();
    for (const s of hostile) {
      expect(validateResult('a', { a: s, b: s, c: s, d: s }).ok).toBe(false);
      // A key the pattern refuses leaves its value unconstrained.
      expect(validateResult('a', { [s]: 1 }).ok).toBe(true);
    }
    expect(validateResult('a', { abc: 1 }).ok).toBe(false);
    // 30 strings of 100 KB, each checked against four patterns: backtracking would take seconds on any one of them.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('a request whose every string is 100 KB of hostile text is answered quickly by the generated server', async () => {
    const { createRpcHandler } = await import('../generated/dist/server.js');
    const { examples, exampleHandlers, methodNames, request } = await import('./server-helpers.js');
    const rpc = createRpcHandler(exampleHandlers().handlers, { maxBodyBytes: 64 * 1024 * 1024, logger: { error: () => {}, warn: () => {}, info: () => {} } as never });
    const replace = (value: unknown, s: string): unknown =>
      typeof value === 'string' ? s : Array.isArray(value) ? value.map((v) => replace(v, s)) : typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v, s)])) : value;
    let requests = 0;
    const started = performance.now();
    for (const method of methodNames) {
      for (const s of hostile.slice(0, 12)) {
        const params = examples[method].params;
        if (params === undefined) continue;
        const reply = JSON.parse((await rpc.handle(request(method, replace(params, s)), { apiKey: 'key', transport: 'http' })) as string);
        expect(reply.error?.code, method).toBe(-32602);
        requests++;
      }
    }
    expect(requests).toBeGreaterThan(100);
    // Each request carries at least 100 KB to parse and check: about a millisecond when every check is linear.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
