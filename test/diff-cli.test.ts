// `rpcforge diff` through the CLI: each format's exact output, --fail-on and --check-version exit codes, bad input,
// and our own spec against itself and against a modified copy.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { diffSpecs } from '../generator/diff/diff.js';
import { repoRoot, tempDir } from './helpers.js';
import { baseSpec, methodOf, writeSpec, type Spec } from './support/diff-specs.js';

const capture = () => {
  const io = { stdout: '', stderr: '', out: (t: string) => (io.stdout += t), err: (t: string) => (io.stderr += t) };
  return io;
};
const run = (args: string[]) => {
  const io = capture();
  const code = runCli(['diff', ...args], io);
  return { code, stdout: io.stdout, stderr: io.stderr };
};

let dir: string;
let oldPath: string;
let newPath: string;
const write = (name: string, mutate: (s: Spec) => void): string => {
  const spec = baseSpec();
  mutate(spec);
  return writeSpec(join(dir, name), spec);
};

beforeAll(() => {
  dir = tempDir('rpcforge-diff-cli-');
  oldPath = writeSpec(join(dir, 'a'), baseSpec());
  // One breaking, two warnings, one info, one of them in the second file and one message with `|` and a backtick.
  newPath = write('b', (s) => {
    methodOf(s, 'get_block')['x-credits'] = 20;
    methodOf(s, 'get_block').params[1].required = true;
    s.root.methods.push({ name: 'ping', params: [], result: { name: 'pong', schema: { type: 'string' } } });
    s.schemas.Tx.properties.tag.pattern = '^[a-z|`]+$';
  });
});

describe('rpcforge diff output formats', () => {
  const strip = (text: string) => text.split(dir).join('<tmp>');

  it('text (the default): a summary line, then the changes grouped by method', () => {
    const { code, stdout, stderr } = run([oldPath, newPath]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(strip(stdout)).toBe(
      [
        'rpcforge diff <tmp>/a/openrpc.json → <tmp>/b/openrpc.json: 4 changes (1 breaking, 2 warning, 1 info), semver: major',
        '',
        'get_block',
        "  warning   credits-increased        ['x-credits']: credits per call raised from 10 to 20",
        '  breaking  param-required-added     params[1].required: param full is now required',
        '',
        'ping',
        '  info      method-added             method added',
        '',
        'send_tx',
        '  warning   request-pattern-changed  params[0].schema.properties.tag.pattern: pattern changed from ^[a-z]+$ to ^[a-z|`]+$',
        '',
      ].join('\n'),
    );
  });

  it('json: the documented stable form', () => {
    const { stdout } = run([oldPath, newPath, '--format', 'json']);
    expect(JSON.parse(strip(stdout))).toEqual({
      from: '<tmp>/a/openrpc.json',
      to: '<tmp>/b/openrpc.json',
      semver: 'major',
      changes: [
        { level: 'warning', kind: 'credits-increased', method: 'get_block', path: "['x-credits']", message: 'credits per call raised from 10 to 20' },
        { level: 'breaking', kind: 'param-required-added', method: 'get_block', path: 'params[1].required', message: 'param full is now required' },
        { level: 'info', kind: 'method-added', method: 'ping', path: '', message: 'method added' },
        { level: 'warning', kind: 'request-pattern-changed', method: 'send_tx', path: 'params[0].schema.properties.tag.pattern', message: 'pattern changed from ^[a-z]+$ to ^[a-z|`]+$' },
      ],
    });
    expect(stdout).toBe(`${JSON.stringify(JSON.parse(stdout), null, 2)}\n`);
  });

  it('markdown: a table ready for a pull request, with | and ` escaped', () => {
    const { stdout } = run([oldPath, newPath, '--format', 'markdown']);
    expect(strip(stdout)).toBe(
      [
        '### API changes: `<tmp>/a/openrpc.json` → `<tmp>/b/openrpc.json`',
        '',
        'Semver advice: **major**. 1 breaking, 2 warning, 1 info.',
        '',
        '| Level | Method | Kind | Path | Change |',
        '|---|---|---|---|---|',
        "| warning | `get_block` | `credits-increased` | `['x-credits']` | credits per call raised from 10 to 20 |",
        '| breaking | `get_block` | `param-required-added` | `params[1].required` | param full is now required |',
        '| info | `ping` | `method-added` |  | method added |',
        '| warning | `send_tx` | `request-pattern-changed` | `params[0].schema.properties.tag.pattern` | pattern changed from ^\\[a-z\\]+$ to ^\\[a-z\\|\\`\\]+$ |',
        '',
      ].join('\n'),
    );
  });

  it('github: ::error / ::warning / ::notice at the new spec\'s file and line', () => {
    const { stdout } = run([oldPath, newPath, '--format', 'github']);
    const lines = strip(stdout).split('\n');
    expect(lines).toEqual([
      "::warning file=<tmp>/b/openrpc.json,line=92,col=7,title=warning%3A credits-increased::get_block ['x-credits']: credits per call raised from 10 to 20",
      '::error file=<tmp>/b/openrpc.json,line=66,col=11,title=breaking%3A param-required-added::get_block params[1].required: param full is now required',
      '::notice file=<tmp>/b/openrpc.json,line=204,col=5,title=info%3A method-added::ping: method added',
      '::warning file=<tmp>/b/schemas.json,line=127,col=9,title=warning%3A request-pattern-changed::send_tx params[0].schema.properties.tag.pattern: pattern changed from ^[a-z]+$ to ^[a-z|`]+$',
      'rpcforge diff <tmp>/a/openrpc.json → <tmp>/b/openrpc.json: 4 changes (1 breaking, 2 warning, 1 info), semver: major',
      '',
    ]);
    // The lines named are where the new spec says it.
    const root = readFileSync(newPath, 'utf8').split('\n');
    expect(root[91]).toMatch(/^ {6}"x-credits": 20/);
    expect(root[65]).toMatch(/^ {10}"required": true/);
    expect(readFileSync(join(dir, 'b/schemas.json'), 'utf8').split('\n')[126]).toContain('"pattern": "^[a-z|`]+$"');
  });

  it('github: an added `required` entry is annotated at that entry, not at the property', () => {
    const path = write('req', (s) => {
      s.schemas.Tx.required.push('data');
      s.schemas.Block.required = ['hash', 'label', 'number'];
    });
    const { stdout } = run([oldPath, path, '--format', 'github']);
    const annotations = strip(stdout).split('\n').filter((l) => l.startsWith('::'));
    const schemas = readFileSync(join(dir, 'req/schemas.json'), 'utf8').split('\n');
    const lineOf = (text: string, after: string) => schemas.findIndex((l, i) => i > schemas.findIndex((a) => a.includes(after)) && l.includes(text)) + 1;
    expect(annotations).toEqual([
      `::notice file=<tmp>/req/schemas.json,line=${lineOf('"label"', '"Block"')},col=7,title=info%3A response-required-property-added::get_block result.schema.oneOf[0].properties.label: property label is now required`,
      `::error file=<tmp>/req/schemas.json,line=${lineOf('"data"', '"Tx"')},col=7,title=breaking%3A request-required-property-added::send_tx params[0].schema.properties.data: property data is now required`,
    ]);
    // Those lines are the entries of the `required` lists, above the properties.
    expect(schemas[lineOf('"data"', '"Tx"') - 1]).toBe('      "data"');
    expect(schemas[lineOf('"data"', '"Tx"') - 2]).toBe('      "to",');
  });

  it('github: a newline or % in a message cannot start another workflow command', () => {
    // A property name goes into the message as it is.
    const path = write('nl', (s) => (s.schemas.Tx.properties['a\n::error::x 100%'] = { type: 'string' }));
    const { stdout } = run([oldPath, path, '--format', 'github']);
    expect(stdout.split('\n').filter((l) => l.startsWith('::'))).toHaveLength(1);
    expect(stdout).toContain('::notice ');
    expect(stdout).toContain('optional property a%0A::error::x 100%25 added');
    expect(run([oldPath, path]).stdout).toContain('optional property a ::error::x 100% added');
  });

  it('no changes: every format says so', () => {
    expect(run([oldPath, oldPath]).stdout).toMatch(/: no changes, semver: none\n$/);
    expect(JSON.parse(run([oldPath, oldPath, '--format', 'json']).stdout)).toMatchObject({ semver: 'none', changes: [] });
    expect(run([oldPath, oldPath, '--format', 'markdown']).stdout).toContain('No changes. Semver advice: **none**.');
  });
});

describe('rpcforge diff exit codes', () => {
  it('--fail-on: exit 1 when a change is at least that severe, else 0', () => {
    const infoOnly = write('info-only', (s) => s.root.methods.push({ name: 'ping', params: [] }));
    const warningOnly = write('warning-only', (s) => (methodOf(s, 'get_block')['x-credits'] = 20));
    expect(run([oldPath, newPath]).code).toBe(0);
    const failing = run([oldPath, newPath, '--fail-on', 'breaking']);
    expect(failing.code).toBe(1);
    expect(failing.stderr).toBe('rpcforge diff: 1 change(s) at or above --fail-on breaking\n');
    expect(run([oldPath, warningOnly, '--fail-on', 'breaking']).code).toBe(0);
    expect(run([oldPath, warningOnly, '--fail-on', 'warning']).code).toBe(1);
    expect(run([oldPath, infoOnly, '--fail-on', 'warning']).code).toBe(0);
    expect(run([oldPath, infoOnly, '--fail-on', 'info']).code).toBe(1);
    expect(run([oldPath, oldPath, '--fail-on', 'info']).code).toBe(0);
  });

  it('--check-version: exit 1 unless info.version went up as much as the changes need', () => {
    const breaking = (version: string) => write(`breaking-${version}`, (s) => {
      s.root.info.version = version;
      methodOf(s, 'get_block').params.pop();
    });
    const added = (version: string) => write(`added-${version}`, (s) => {
      s.root.info.version = version;
      s.root.methods.push({ name: 'ping', params: [] });
    });
    const docs = (version: string) => write(`docs-${version}`, (s) => {
      s.root.info.version = version;
      methodOf(s, 'get_block').summary = 'Another summary.';
    });
    const check = (path: string) => run([oldPath, path, '--check-version']);
    expect(check(breaking('1.1.0'))).toMatchObject({ code: 1, stderr: 'rpcforge diff: --check-version: info.version 1.0.0 → 1.1.0: a minor bump, but the changes need a major bump\n' });
    expect(check(breaking('2.0.0')).code).toBe(0);
    expect(check(added('1.0.1')).code).toBe(1);
    expect(check(added('1.1.0')).code).toBe(0);
    expect(check(docs('1.0.0')).code).toBe(1);
    expect(check(docs('1.0.1')).code).toBe(0);
    expect(check(oldPath).code).toBe(0);
    expect(check(added('0.9.0'))).toMatchObject({ code: 1, stderr: expect.stringContaining('the version went down') });
    expect(check(added('one'))).toMatchObject({ code: 1, stderr: expect.stringContaining('"one" is not a semantic version') });
  });

  it('below 1.0.0 a breaking change needs a minor bump and anything else a patch', () => {
    const zero = write('zero', (s) => (s.root.info.version = '0.3.0'));
    const next = (version: string) => write(`zero-${version}`, (s) => {
      s.root.info.version = version;
      methodOf(s, 'get_block').params.pop();
    });
    expect(JSON.parse(run([zero, next('0.3.1'), '--format', 'json']).stdout).semver).toBe('minor');
    expect(run([zero, next('0.3.1'), '--check-version']).code).toBe(1);
    expect(run([zero, next('0.4.0'), '--check-version']).code).toBe(0);
    const added = write('zero-added', (s) => {
      s.root.info.version = '0.3.1';
      s.root.methods.push({ name: 'ping', params: [] });
    });
    expect(diffSpecs(zero, added).report.semver).toBe('patch');
  });

  it('--fail-on and --check-version together: either failing gives 1', () => {
    const path = write('both', (s) => {
      s.root.info.version = '2.0.0';
      methodOf(s, 'get_block').params.pop();
    });
    expect(run([oldPath, path, '--check-version']).code).toBe(0);
    expect(run([oldPath, path, '--check-version', '--fail-on', 'breaking']).code).toBe(1);
  });

  it('bad input exits 2 with the file, line and path', () => {
    const broken = join(dir, 'broken.yaml');
    writeFileSync(broken, 'openrpc: 1.4.1\ninfo: { title: X, version: 1.0.0 }\nmethods:\n  - name: a\n    params: []\n    result: { name: r, schema: { $ref: "#/components/schemas/Missing" } }\n');
    const bad = run([oldPath, broken]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/broken\.yaml:6:\d+: methods\[0\]\.result\.schema\.\$ref: .*Missing/);
    expect(bad.stdout).toBe('');

    const yaml = join(dir, 'bad-yaml.yaml');
    writeFileSync(yaml, 'openrpc: 1.4.1\ninfo: [\n');
    expect(run([yaml, oldPath])).toMatchObject({ code: 2, stderr: expect.stringMatching(/bad-yaml\.yaml:\d+:\d+: invalid YAML/) });
    expect(run([join(dir, 'nowhere.yaml'), oldPath])).toMatchObject({ code: 2, stderr: expect.stringContaining('nowhere.yaml: cannot read spec file: file not found') });
    expect(run([oldPath, newPath, '--format', 'xml']).code).toBe(2);
    expect(run([oldPath, newPath, '--fail-on', 'minor']).code).toBe(2);
    expect(run([oldPath]).code).toBe(2);
  });
});

describe('rpcforge diff on our own spec', () => {
  it('spec/ against itself: no change', () => {
    const spec = join(repoRoot, 'spec/openrpc.yaml');
    const { report } = diffSpecs(spec, spec);
    expect(report.changes).toEqual([]);
    expect(report.semver).toBe('none');
  });

  it('spec/ against a modified copy: each edit found, in the method that sees it', () => {
    const copy = join(tempDir('rpcforge-diff-own-'), 'spec');
    cpSync(join(repoRoot, 'spec'), copy, { recursive: true });
    const edit = (file: string, from: string | RegExp, to: string) => {
      const path = join(copy, file);
      const text = readFileSync(path, 'utf8');
      const next = text.replace(from, to);
      expect(next, file).not.toBe(text);
      writeFileSync(path, next);
    };
    edit('methods/evm/eth_getLogs.yaml', 'x-credits: 255', 'x-credits: 300');
    edit('methods/evm/eth_getLogs.yaml', 'maxResults: 10000', 'maxResults: 5000');
    // `removed` is no longer a required property of Log: consumers of logs (eth_getLogs, receipts) may miss it.
    edit('schemas/log.yaml', /^ {4}- removed\n/m, '');
    edit('openrpc.yaml', /^ {2}- name: WebSocket\n[\s\S]*?(?=^methods:)/m, '');
    const { report } = diffSpecs(join(repoRoot, 'spec/openrpc.yaml'), join(copy, 'openrpc.yaml'));
    expect(report.changes.map((c) => [c.level, c.kind, c.method, c.path])).toEqual([
      ['breaking', 'server-removed', '', 'servers[1]'],
      ['warning', 'credits-increased', 'eth_getLogs', "['x-credits']"],
      ['breaking', 'limit-tightened', 'eth_getLogs', "['x-limits'].maxResults"],
      ['breaking', 'response-required-property-removed', 'eth_getLogs', 'result.schema.items.properties.removed'],
      ['breaking', 'response-required-property-removed', 'eth_getTransactionReceipt', 'result.schema.oneOf[0].properties.logs.items.properties.removed'],
      // The subscriptions that send logs (issue 37): a notification is read as a result.
      ['breaking', 'response-required-property-removed', 'subscribe.logs', 'notification.schema.properties.removed'],
      ['breaking', 'response-required-property-removed', 'subscribe.transactionReceipts', 'notification.schema.items.properties.logs.items.properties.removed'],
    ]);
    expect(report.semver).toBe('major');
  });
});
