// rpcforge.config.*: loading (TypeScript through jiti, JavaScript, JSON), checking with located errors, several jobs,
// flags over the config, `rpcforge init`, and the client-only package a config can ask for.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineConfig, type RpcforgeConfig } from 'rpcforge/config';
import { runCli } from '../generator/cli.js';
import { resolveJobs } from '../generator/config/jobs.js';
import { loadConfig } from '../generator/config/load.js';
import { starterConfig, starterSpec } from '../generator/config/init.js';
import { readTree, repoRoot, tempDir, tscStrict, writeTree } from './helpers.js';

const capture = () => {
  const io = { stdout: '', stderr: '', out: (t: string) => (io.stdout += t), err: (t: string) => (io.stderr += t) };
  return io;
};
const minimalSpec = readFileSync(join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml'), 'utf8');

describe('config files', () => {
  it('defineConfig is typed (tsc -p . checks this file through the package\'s own exports) and returns its argument', () => {
    const jobs: RpcforgeConfig = [{ spec: 'a.yaml', outputs: ['client', 'docs'] }];
    expect(defineConfig(jobs)).toBe(jobs);
    // @ts-expect-error an output that does not exist
    defineConfig({ spec: 'a.yaml', outputs: ['clinet'] });
    // @ts-expect-error spec is required
    defineConfig({ output: 'x' });
  });

  it('loads a TypeScript config that imports defineConfig from rpcforge/config, paths relative to the config', () => {
    const dir = tempDir();
    writeTree(dir, {
      'rpcforge.config.ts': `import { defineConfig, type RpcforgeJob } from 'rpcforge/config';\nconst job: RpcforgeJob = { spec: 'api/openrpc.yaml', output: 'out', packageName: '@acme/ledger', outputs: ['client'] };\nexport default defineConfig(job);\n`,
    });
    const [job] = loadConfig(join(dir, 'rpcforge.config.ts'));
    expect(job).toMatchObject({ spec: join(dir, 'api/openrpc.yaml'), output: join(dir, 'out'), packageName: '@acme/ledger' });
    // The client brings the validators it imports, and the types every part imports.
    expect([...job!.outputs!]).toEqual(['types', 'validators', 'client']);
  });

  it('loads .mjs and .json configs, and an array of jobs', () => {
    const dir = tempDir();
    writeTree(dir, {
      'a.mjs': `export default [{ spec: 'one.yaml', output: 'one' }, { spec: 'two.yaml', output: 'two', outputs: ['types'] }];\n`,
      'b.json': JSON.stringify({ spec: 'x.yaml' }),
    });
    const jobs = loadConfig(join(dir, 'a.mjs'));
    expect(jobs.map((j) => j.spec)).toEqual([join(dir, 'one.yaml'), join(dir, 'two.yaml')]);
    expect(jobs[1]!.label).toMatch(/a\.mjs \[1\]$/);
    expect(loadConfig(join(dir, 'b.json'))[0]!.spec).toBe(join(dir, 'x.yaml'));
  });

  it('names the file and the job in every error', () => {
    const dir = tempDir();
    const bad = (name: string, text: string) => {
      writeTree(dir, { [name]: text });
      try {
        loadConfig(join(dir, name));
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(bad('c1.json', '{"spec": "a.yaml", "outDir": "x"}')).toMatch(/c1\.json: unknown field "outDir" \(expected spec, output, /);
    expect(bad('c2.json', '[{"spec": "a.yaml"}, {"spec": "b.yaml", "outputs": ["clinet"]}]')).toMatch(/c2\.json \[1\]: "outputs": unknown output "clinet" \(expected some of types, validators, client, server, docs\)/);
    expect(bad('c3.json', '{"output": "x"}')).toMatch(/c3\.json: "spec" is missing/);
    expect(bad('c4.json', '{"spec": "a.yaml", "packageName": "Bad Name"}')).toMatch(/c4\.json: "packageName" must be a valid npm package name/);
    expect(bad('c5.json', '[]')).toMatch(/c5\.json: the config holds no job/);
    expect(bad('c6.ts', 'export default {\n  spec: \n')).toMatch(/c6\.ts: cannot load the config: /);
    expect(bad('c7.json', '{"spec": "a.yaml", "maxFileSizeMiB": -1}')).toMatch(/c7\.json: "maxFileSizeMiB" must be a positive number, not -1/);
  });

  it('finds rpcforge.config.* in the working directory; flags override it; two jobs may not share an output', () => {
    const dir = tempDir();
    writeTree(dir, { 'rpcforge.config.json': JSON.stringify({ spec: 'api.yaml', output: 'pkg', maxFileSizeMiB: 2 }) });
    expect(resolveJobs({}, dir)[0]).toMatchObject({ spec: join(dir, 'api.yaml'), out: join(dir, 'pkg'), maxFileBytes: 2 * 1024 * 1024 });
    expect(resolveJobs({ spec: 'other.yaml', out: 'elsewhere', maxFileSize: 1 }, dir)[0]).toMatchObject({ spec: 'other.yaml', out: join(dir, 'elsewhere'), maxFileBytes: 1024 * 1024 });
    // No config: the defaults of the flags.
    expect(resolveJobs({}, tempDir())[0]).toMatchObject({ spec: 'spec/openrpc.yaml' });
    writeTree(dir, { 'two.json': JSON.stringify([{ spec: 'a.yaml' }, { spec: 'b.yaml' }]) });
    expect(() => resolveJobs({ config: 'two.json' }, dir)).toThrow(/two\.json \[1\] writes to the same output directory as .*two\.json \[0\]/);
    writeTree(dir, { 'three.json': JSON.stringify([{ spec: 'a.yaml', output: 'a' }, { spec: 'b.yaml', output: 'b' }]) });
    expect(() => resolveJobs({ config: 'three.json', out: 'x' }, dir)).toThrow(/--spec and --out override a config with one job only/);
  });

  it('rpcforge generate --config runs every job; a bad config exits 2 with its message', () => {
    const dir = tempDir();
    writeTree(dir, {
      'api.yaml': minimalSpec,
      'jobs.mjs': `import { defineConfig } from 'rpcforge/config';\nexport default defineConfig([{ spec: 'api.yaml', output: 'full', outputs: ['types'] }, { spec: 'api.yaml', output: 'named', packageName: 'named-api', outputs: ['types'] }]);\n`,
      'bad.json': '{"spec": 1}',
    });
    const io = capture();
    expect(runCli(['generate', '--config', join(dir, 'jobs.mjs')], io)).toBe(0);
    expect(io.stdout).toMatch(/job .*jobs\.mjs \[0\][\s\S]*generated .*full\/[\s\S]*job .*jobs\.mjs \[1\][\s\S]*generated .*named\//);
    expect(JSON.parse(readFileSync(join(dir, 'named/package.json'), 'utf8')).name).toBe('named-api');
    expect(JSON.parse(readFileSync(join(dir, 'full/package.json'), 'utf8')).name).toBe('minimal-api');
    const badIo = capture();
    expect(runCli(['generate', '--config', join(dir, 'bad.json')], badIo)).toBe(2);
    expect(badIo.stderr).toMatch(/bad\.json: "spec" must be a non-empty path, not 1\n$/);
  }, 60_000);
});

describe('rpcforge init', () => {
  it('writes a starter config that loads, and refuses to overwrite one', () => {
    const dir = tempDir();
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const io = capture();
      expect(runCli(['init'], io)).toBe(0);
      expect(io.stdout).toBe('rpcforge: wrote rpcforge.config.ts\nrpcforge: wrote spec/openrpc.yaml\n');
      expect(readFileSync(join(dir, 'rpcforge.config.ts'), 'utf8')).toBe(starterConfig);
      expect(readFileSync(join(dir, 'spec/openrpc.yaml'), 'utf8')).toBe(starterSpec);
      expect(loadConfig(join(dir, 'rpcforge.config.ts'))[0]).toMatchObject({ spec: join(dir, 'spec/openrpc.yaml'), output: join(dir, 'generated') });
      const again = capture();
      expect(runCli(['init'], again)).toBe(2);
      expect(again.stderr).toBe('rpcforge init: rpcforge.config.ts already exists; rpcforge init leaves it as it is\n');
      expect(readFileSync(join(dir, 'rpcforge.config.ts'), 'utf8')).toBe(starterConfig);
    } finally {
      process.chdir(cwd);
    }
  });

  it('writes a starter spec the next generate builds (it failed: spec not found), and keeps a spec already there', () => {
    const dir = tempDir();
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(runCli(['init'], capture())).toBe(0);
      const io = capture();
      expect(runCli(['generate', '--quiet'], io), io.stderr).toBe(0);
      expect(io.stderr).toBe('');
      expect(io.stdout).toMatch(/^rpcforge: job rpcforge\.config\.ts\nrpcforge: generated generated\/ from spec\/openrpc\.yaml in \d+ ms: 1 methods, 0 schemas\n  \d+ written, 0 unchanged, 0 removed\n$/);
      expect(JSON.parse(readFileSync(join(dir, 'generated/openrpc.json'), 'utf8')).methods[0].name).toBe('math_add');

      const other = tempDir();
      writeTree(other, { 'spec/openrpc.yaml': minimalSpec });
      process.chdir(other);
      const kept = capture();
      expect(runCli(['init'], kept)).toBe(0);
      expect(kept.stdout).toBe('rpcforge: wrote rpcforge.config.ts\n');
      expect(readFileSync(join(other, 'spec/openrpc.yaml'), 'utf8')).toBe(minimalSpec);
    } finally {
      process.chdir(cwd);
    }
  }, 120_000);
});

describe('generate --quiet', () => {
  it('prints the summary and the change count, no file or change list, and counts the warnings', () => {
    const dir = tempDir();
    writeTree(dir, { 'api.yaml': minimalSpec });
    const args = ['generate', '--spec', join(dir, 'api.yaml'), '--out', join(dir, 'pkg'), '--quiet'];
    const first = capture();
    expect(runCli(args, first)).toBe(0);
    expect(first.stdout.split('\n').filter((l) => l !== '')).toHaveLength(2);
    expect(first.stdout).not.toContain('wrote');
    // A breaking change without its bump: the count line of the changes, and the warning counted on stderr.
    writeTree(dir, { 'api.yaml': minimalSpec.replace('type: integer', 'type: string') });
    const second = capture();
    expect(runCli(args, second)).toBe(0);
    expect(second.stdout).toMatch(/\n  \d+ API changes since the last release \([^)]*\): [1-9]\d* breaking.*\n$/);
    expect(second.stdout).not.toMatch(/^    breaking/m);
    expect(second.stderr).toMatch(/^rpcforge: 1 warning\(s\); run without --quiet to see them \(--strict makes them errors\)\n$/);
  }, 120_000);
});

describe('a client-only package (outputs without server)', () => {
  it('has no server files, no ./server entry, no ws dependency, type-checks and imports', () => {
    const dir = tempDir();
    writeTree(dir, { 'api.yaml': minimalSpec, 'rpcforge.config.json': JSON.stringify({ spec: 'api.yaml', output: 'pkg', outputs: ['client', 'docs'] }) });
    expect(runCli(['generate', '--config', join(dir, 'rpcforge.config.json')], capture())).toBe(0);
    const pkgDir = join(dir, 'pkg');
    const files = [...readTree(pkgDir).keys()];
    expect(files.filter((f) => /server/.test(f))).toEqual([]);
    expect(files).toContain('dist/client.js');
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    expect(JSON.stringify(pkg)).not.toMatch(/"ws"/);
    expect(Object.keys(pkg.exports)).not.toContain('./server');
    expect(readFileSync(join(pkgDir, 'README.md'), 'utf8')).not.toMatch(/## Server/);
    expect(tscStrict(pkgDir)).toBe('');
    const loaded = execFileSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(join(pkgDir, 'dist/index.js'))}); console.log(typeof m.createClient, typeof m.validateParams);`], { encoding: 'utf8' });
    expect(loaded.trim()).toBe('function function');
    expect(existsSync(join(pkgDir, 'src/server.ts'))).toBe(false);
  }, 60_000);

  it('a types-only package has neither client nor validators', () => {
    const dir = tempDir();
    writeTree(dir, { 'api.yaml': minimalSpec });
    expect(runCli(['generate', '--spec', join(dir, 'api.yaml'), '--out', join(dir, 'pkg'), '--config', join(dir, 'none.json')], capture())).toBe(2);
    writeTree(dir, { 'c.json': JSON.stringify({ spec: 'api.yaml', output: 'pkg', outputs: ['types'] }) });
    expect(runCli(['generate', '--config', join(dir, 'c.json')], capture())).toBe(0);
    const files = [...readTree(join(dir, 'pkg')).keys()];
    expect(files).toContain('src/types.ts');
    expect(files.filter((f) => /client|validators|server|README/.test(f))).toEqual([]);
    expect(tscStrict(join(dir, 'pkg'))).toBe('');
  }, 60_000);
});
