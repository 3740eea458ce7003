// Examples checked at generate time (generator/validate/examples.ts): a method example that still sends the shape of
// before a spec edit, and a schema-level example its schema refuses, are located warnings in the generated
// validators' words; `--strict` refuses them; the docs page marks each example.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { formatIssue, type SpecIssue } from '../generator/errors.js';
import { loadBundle } from '../generator/load/bundle.js';
import { buildModel } from '../generator/model/build.js';
import { generate } from '../generator/pipeline.js';
import { checkExamples } from '../generator/validate/examples.js';
import { referenceDir, repoRoot, tempDir, writeTree } from './helpers.js';

const isExampleWarning = (w: SpecIssue) => / does not match (its schema|it)$/.test(w.message) || /example\(s\)/.test(w.message);

/** A small spec, one method per file, as ours is laid out; `edits` stand for the edits the examples did not follow. */
function fixture(): string {
  const dir = tempDir();
  writeTree(dir, {
    'openrpc.yaml': [
      'openrpc: 1.4.1',
      'info: { title: Drift, version: "1.0.0" }',
      'methods:',
      '  - $ref: methods/get_balance.yaml',
      '  - $ref: methods/get_account.yaml',
      '  - $ref: methods/transfer.yaml',
      'components:',
      '  schemas:',
      '    Address:',
      '      type: string',
      '      pattern: "^0x[0-9a-f]{4}$"',
      '      examples:',
      '        - "0xabcd"',
      '        - "0xABCD"',
      '    Kind:',
      '      enum: ["<plain>", "fancy"]',
      '    Account:',
      '      type: object',
      '      properties:',
      '        balance: { type: string }',
      '        nonce: { type: integer }',
      '        kind: { $ref: "#/components/schemas/Kind" }',
      // `nonce` became required after the examples were written.
      '      required: [balance, nonce]',
      '',
    ].join('\n'),
    // Its second param (`block`) was removed; the second example still sends it.
    'methods/get_balance.yaml': [
      'name: get_balance',
      'paramStructure: by-position',
      'params:',
      '  - name: address',
      '    required: true',
      '    schema: { $ref: "../openrpc.yaml#/components/schemas/Address" }',
      'result: { name: balance, schema: { type: string } }',
      'examples:',
      '  - name: current',
      '    params:',
      '      - name: address',
      '        value: "0xabcd"',
      '    result: { name: balance, value: "0x10" }',
      '  - name: at a block',
      '    params:',
      '      - name: address',
      '        value: "0xabcd"',
      '      - name: block',
      '        value: latest',
      '    result: { name: balance, value: "0x10" }',
      '',
    ].join('\n'),
    'methods/get_account.yaml': [
      'name: get_account',
      'params:',
      '  - name: address',
      '    required: true',
      '    schema: { $ref: "../openrpc.yaml#/components/schemas/Address" }',
      'result: { name: account, schema: { $ref: "../openrpc.yaml#/components/schemas/Account" } }',
      'examples:',
      '  - name: an account',
      '    params:',
      '      - name: address',
      '        value: "0xabcd"',
      '    result:',
      '      name: account',
      '      value:',
      '        balance: "0x10"',
      '        kind: "<fancy>"',
      '',
    ].join('\n'),
    // By name: `memo` became required; the example leaves it out.
    'methods/transfer.yaml': [
      'name: transfer',
      'paramStructure: by-name',
      'params:',
      '  - { name: to, required: true, schema: { $ref: "../openrpc.yaml#/components/schemas/Address" } }',
      '  - { name: memo, required: true, schema: { type: string } }',
      'result: { name: ok, schema: { type: boolean } }',
      'examples:',
      '  - name: plain',
      '    params:',
      '      - { name: to, value: "0xabcd" }',
      '    result: { name: ok, value: true }',
      '',
    ].join('\n'),
  });
  return dir;
}

describe('examples checked at generate time', () => {
  it('a stale example is a located warning at the failing value, in the validators\' words', () => {
    const dir = fixture();
    const cwd = process.cwd();
    process.chdir(dir);
    let warnings: string[];
    try {
      warnings = generate('openrpc.yaml').warnings.map(formatIssue);
    } finally {
      process.chdir(cwd);
    }
    expect(warnings).toEqual([
      'methods/get_balance.yaml:19:9: examples[1].params[1].value: too many params: get_balance takes 1; example "at a block" of get_balance does not match its schema',
      'methods/get_account.yaml:14:7: examples[0].result.value.nonce: is required (and 1 more); example "an account" of get_account does not match its schema',
      'methods/transfer.yaml:9:5: examples[0].params: missing required param "memo"; example "plain" of transfer does not match its schema',
      'openrpc.yaml:14:11: components.schemas.Address.examples[1]: must match pattern ^0x[0-9a-f]{4}$ (Address); this example of the schema does not match it',
    ]);
  });

  it('--strict refuses them: exit 2, nothing written', () => {
    const dir = fixture();
    const out = join(tempDir(), 'out');
    let stderr = '';
    expect(runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', out, '--strict'], { out: () => {}, err: (t) => (stderr += t) })).toBe(2);
    expect(stderr).toMatch(/^rpcforge: the spec has 4 warning\(s\), errors under --strict; nothing was written\./);
    expect(stderr).toContain('get_balance.yaml:19:9: examples[1].params[1].value: too many params');
    expect(() => readdirSync(out)).toThrow(/ENOENT/);
    // Without --strict: written, warnings on stderr, exit 0.
    stderr = '';
    expect(runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', out], { out: () => {}, err: (t) => (stderr += t) })).toBe(0);
    expect(stderr).toMatch(/^rpcforge: 4 warning\(s\) \(--strict makes them errors\):/);
  });

  it('the docs page marks each example, with the first reason escaped, and shows schema-level examples with their schema', () => {
    const { files } = generate(join(fixture(), 'openrpc.yaml'));
    const html = files.find((f) => f.path === 'docs/index.html')!.contents;
    const examples = [...html.matchAll(/<div class="example">\n<h6>(.*?)<\/h6>\n(<p class="example-problem">.*?<\/p>\n)?/g)].map((m) => [m[1], m[2]?.trim() ?? '']);
    expect(examples).toEqual([
      ['current <span class="badge">matches its schemas</span>', ''],
      ['at a block <span class="badge warn">does not match its schemas</span>', '<p class="example-problem">params[1]: too many params: get_balance takes 1</p>'],
      ['an account <span class="badge warn">does not match its schemas</span>', '<p class="example-problem">result.nonce: is required</p>'],
      ['plain <span class="badge warn">does not match its schemas</span>', '<p class="example-problem">params.memo: missing required param "memo"</p>'],
    ]);
    // The request shown is the one judged: the stale param is still sent, by position.
    expect(html).toContain('"method": "get_balance",\n  "params": [\n    "0xabcd",\n    "latest"\n  ]');
    const address = html.slice(html.indexOf('<section class="schema" id="schema-Address"'), html.indexOf('</section>', html.indexOf('id="schema-Address"')));
    expect(address).toContain('<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"0xabcd"</code></pre></div>');
    expect(address).toContain(
      '<div class="schema-example"><p><span class="badge warn">does not match the schema</span> <span class="example-problem">value: must match pattern ^0x[0-9a-f]{4}$ (Address)</span></p><pre class="json"><code>"0xABCD"</code></pre></div>',
    );
  });

  it('a reason carrying markup is escaped on the page', () => {
    const dir = fixture();
    writeTree(dir, { 'methods/transfer.yaml': readFileSync(join(dir, 'methods/transfer.yaml'), 'utf8').replace('{ name: to, value: "0xabcd" }', '{ name: to, value: "0xabcd" }\n      - { name: memo, value: "x" }') });
    const account = readFileSync(join(dir, 'methods/get_account.yaml'), 'utf8').replace('        kind: "<fancy>"', '        nonce: 1\n        kind: "<fancy>"');
    writeTree(dir, { 'methods/get_account.yaml': account });
    const { files, warnings } = generate(join(dir, 'openrpc.yaml'));
    expect(warnings.map((w) => w.path)).toEqual(['examples[1].params[1].value', 'examples[0].result.value.kind', 'components.schemas.Address.examples[1]']);
    const html = files.find((f) => f.path === 'docs/index.html')!.contents;
    expect(html).toContain('<p class="example-problem">result.kind: must be one of "&lt;plain&gt;", "fancy" (Kind)</p>');
    // Outside scripts: the page's markup. The Try it runner's script holds the validators, whose enum is the spec's
    // text as JavaScript strings ("<plain>"), inert there: only `</script` or `<!--` could end a script early.
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')).not.toMatch(/<plain>|<fancy>/);
    for (const script of scripts) expect(script).not.toMatch(/<\/script|<!--/i);
  });

  it('our spec and the fixtures under test/fixtures give no such warning; every example of our spec is checked and valid', () => {
    const ours = generate(join(repoRoot, 'spec/openrpc.yaml'), { outputs: new Set(['types']) });
    expect(ours.warnings).toEqual([]);
    const verdicts = [...ours.model.methods.flatMap((m) => m.examples.map((e) => e.verdict)), ...ours.model.schemas.flatMap((s) => s.examples.map((e) => e.verdict))];
    expect(verdicts.length).toBeGreaterThan(30);
    expect(verdicts.every((v) => v?.ok === true)).toBe(true);
    const fixtures = join(repoRoot, 'test/fixtures');
    let generated = 0;
    for (const name of readdirSync(fixtures)) {
      const specs = readdirSync(join(fixtures, name), { recursive: true, encoding: 'utf8' }).filter((f) => /^(spec\/openrpc\.(yaml|json)|[^/]+\.json)$/.test(f));
      for (const spec of specs) {
        let warnings: SpecIssue[] = [];
        try {
          warnings = generate(join(fixtures, name, spec), { outputs: new Set(['types']) }).warnings;
          generated++;
        } catch {
          continue; // fixtures of refused documents
        }
        expect(warnings.filter(isExampleWarning), `${name}/${spec}`).toEqual([]);
      }
    }
    // Every golden case (a folder with spec/) generates, beside the single-file documents that do.
    const goldenCases = readdirSync(fixtures).filter((name) => readdirSync(join(fixtures, name)).includes('spec')).length;
    expect(goldenCases).toBeGreaterThanOrEqual(4);
    expect(generated).toBeGreaterThanOrEqual(goldenCases);
  }, 120_000);

  it('a schema-level example of a published document that contradicts its schema is reported (Firebolt)', () => {
    const { warnings } = generate(join(referenceDir, 'corpus/firebolt/firebolt-core-open-rpc.json'), { outputs: new Set(['types']) });
    expect(warnings.filter(isExampleWarning).map((w) => `${w.path}: ${w.message}`)).toEqual([
      'methods[114].examples[1].params[0].value: too many params: Metrics.signIn takes 0; example "Send signIn metric with entitlements" of Metrics.signIn does not match its schema',
      'components.schemas.FederatedResponse.examples[0].result: is required; this example of the schema does not match it',
    ]);
  }, 60_000);

  it('the work is bounded: thousands of examples are quick, and past the node budget the rest is left unchecked, said once', () => {
    const dir = tempDir();
    const examples = Array.from({ length: 5_000 }, (_, i) => ({ name: `e${i}`, params: [{ name: 'n', value: i % 1000 === 7 ? -1 : i }], result: { name: 'r', value: `0x${i.toString(16)}` } }));
    const doc = {
      openrpc: '1.4.1',
      info: { title: 'Many', version: '1' },
      methods: [{ name: 'm', params: [{ name: 'n', required: true, schema: { type: 'integer', minimum: 0 } }], result: { name: 'r', schema: { type: 'string', pattern: '^0x[0-9a-f]+$' } }, examples }],
    };
    writeTree(dir, { 'openrpc.json': JSON.stringify(doc, null, 1) });
    const bundle = loadBundle(join(dir, 'openrpc.json'));
    const model = buildModel(bundle);
    const started = performance.now();
    const warnings = checkExamples(bundle, model);
    const ms = performance.now() - started;
    expect(warnings.map((w) => w.path)).toEqual(['methods[0].examples[7].params[0].value', 'methods[0].examples[1007].params[0].value', 'methods[0].examples[2007].params[0].value', 'methods[0].examples[3007].params[0].value', 'methods[0].examples[4007].params[0].value']);
    expect(model.methods[0]!.examples.every((e) => e.verdict !== undefined)).toBe(true);
    expect(ms).toBeLessThan(5_000);

    // A budget of 3,000 values: 1,000 examples (the params array, its value, the result), the rest unchecked and
    // counted in one warning.
    const small = buildModel(bundle);
    const bounded = checkExamples(bundle, small, { maxNodes: 3_000 });
    expect(bounded.map((w) => `${w.path}: ${w.message}`)).toEqual([
      'methods[0].examples[7].params[0].value: must be >= 0; example "e7" of m does not match its schema',
      ': 4000 example(s) not checked against their schemas: all examples together hold more than 3,000 JSON values',
    ]);
    expect(small.methods[0]!.examples.filter((e) => e.verdict !== undefined)).toHaveLength(1_000);
    // At most maxWarnings listed, the rest counted.
    const capped = checkExamples(bundle, buildModel(bundle), { maxWarnings: 2 }).map((w) => w.message);
    expect(capped).toHaveLength(3);
    expect(capped[2]).toBe('3 more example(s) do not match their schemas (only the first 2 are listed)');
  }, 60_000);
});
