// `rpcforge generate --watch` with real file edits in a temporary directory: the CLI runs as a child process, the
// test edits files and waits (bounded) for the lines it prints, then kills it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, tempDir, writeTree } from './helpers.js';

const root = (refs: string[]) => `openrpc: 1.4.1
info: { title: Watched API, version: 1.0.0 }
methods:
  - name: get_amount
    params: []
    result: { name: amount, schema: { $ref: 'schemas.yaml#/Amount' } }
${refs.join('')}`;
const extraMethod = `  - name: get_note
    params: []
    result: { name: note, schema: { $ref: 'extra.yaml#/Note' } }
`;

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Waits until the output from `from` on matches `pattern`; fails after `ms`. Returns the index after the match. */
function waitFor(read: () => string, pattern: RegExp, from: number, ms = 90_000): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      const text = read().slice(from);
      const match = pattern.exec(text);
      if (match) return resolve(from + match.index + match[0].length);
      if (Date.now() - started > ms) return reject(new Error(`no ${pattern} within ${ms} ms; output since:\n${text}`));
      setTimeout(poll, 50);
    };
    poll();
  });
}

describe('rpcforge generate --watch', () => {
  it('regenerates on edits of every file of the spec, survives invalid edits, and follows the $refs', async () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml': root([]),
      'schemas.yaml': 'Amount: { type: integer }\n',
      // Types only: a fast generation, and the config path of --watch.
      'rpcforge.config.json': JSON.stringify({ spec: 'openrpc.yaml', output: 'out', outputs: ['types'] }),
    });
    // As in a project that installed rpcforge (the compiler finds @types/node from the working directory).
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    let output = '';
    const child = spawn(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'generate', '--watch'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const read = () => output;
    const published = () => readFileSync(join(dir, 'out/openrpc.json'), 'utf8');
    try {
      let at = await waitFor(read, /watching 2 files of openrpc\.yaml; Ctrl-C stops\n/, 0);
      expect(output).toContain('generated out/ from openrpc.yaml');

      // A burst of writes to a $ref'd file: one regeneration, with the change summary.
      for (const type of ['number', 'boolean', 'string']) writeFileSync(join(dir, 'schemas.yaml'), `Amount: { type: ${type} }\n`);
      const burst = at;
      at = await waitFor(read, /watching 2 files of openrpc\.yaml; Ctrl-C stops\n/, at);
      const run = output.slice(burst, at);
      expect(run.match(/regenerating/g)).toHaveLength(1);
      expect(run).toContain('schemas.yaml changed; regenerating');
      expect(run).toMatch(/API changes? since the last release \(1\.0\.0\): [1-9]\d* breaking/);
      // Warnings go to stderr, a pipe of its own: they may arrive after the stdout lines.
      at = Math.max(at, await waitFor(read, /info\.version: \d+ breaking change\(s\) without the version bump they need.*\n/, burst));
      expect(published()).toContain('"type": "string"');

      // An invalid edit: the located error, the output left as it was, still watching.
      const before = published();
      writeFileSync(join(dir, 'schemas.yaml'), 'Amount: { type: [\n');
      const invalid = at;
      at = await waitFor(read, /the last run failed: the output is as the last valid run left it\); Ctrl-C stops\n/, at);
      // The located error comes on stderr, which may arrive after the stdout line.
      at = Math.max(at, await waitFor(read, /the spec has 1 error\(s\); nothing was written\.\nschemas\.yaml:\d+:\d+.*\n/, invalid));
      expect(published()).toBe(before);

      // A new $ref'd file: watched once the root refers to it.
      writeTree(dir, { 'schemas.yaml': 'Amount: { type: string }\n', 'extra.yaml': 'Note: { type: string }\n', 'openrpc.yaml': root([extraMethod]) });
      at = await waitFor(read, /watching 3 files of openrpc\.yaml; Ctrl-C stops\n/, at);
      writeFileSync(join(dir, 'extra.yaml'), 'Note: { type: string, maxLength: 10 }\n');
      at = await waitFor(read, /extra\.yaml changed; regenerating[\s\S]*watching 3 files/, at);
      expect(published()).toContain('"maxLength": 10');

      // Dropped from the spec, dropped from the watch: editing it regenerates nothing.
      writeFileSync(join(dir, 'openrpc.yaml'), root([]));
      at = await waitFor(read, /watching 2 files of openrpc\.yaml; Ctrl-C stops\n/, at);
      writeFileSync(join(dir, 'extra.yaml'), 'Note: { type: integer }\n');
      await new Promise((r) => setTimeout(r, 1500));
      expect(output.slice(at)).not.toContain('regenerating');
      expect(child.exitCode).toBe(null);
      // The changelog holds the net change since 1.0.0 was first generated, not a history of the saves: get_note came
      // and went, and of the burst's types only integer → string is left.
      const changelog = readFileSync(join(dir, 'out/CHANGELOG.md'), 'utf8');
      expect(changelog).toContain('type integer no longer allowed (now string)');
      expect(changelog).not.toMatch(/get_note|number|boolean/);
    } finally {
      child.kill('SIGTERM');
    }
  }, 240_000);

  it('watches the config file too: an edit restarts the jobs with the new config, a broken config keeps the old jobs', async () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml': root([]),
      'schemas.yaml': 'Amount: { type: integer }\n',
      'rpcforge.config.json': JSON.stringify({ spec: 'openrpc.yaml', output: 'out', outputs: ['types'] }),
    });
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    let output = '';
    const child = spawn(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'generate', '--watch'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const read = () => output;
    try {
      let at = await waitFor(read, /watching 2 files of openrpc\.yaml; Ctrl-C stops\n/, 0);
      expect(existsSync(join(dir, 'other/openrpc.json'))).toBe(false);

      // A second job added: both are generated, then both watched.
      const twoJobs = [
        { spec: 'openrpc.yaml', output: 'out', outputs: ['types'] },
        { spec: 'openrpc.yaml', output: 'other', outputs: ['types'], packageName: 'other-api' },
      ];
      writeFileSync(join(dir, 'rpcforge.config.json'), JSON.stringify(twoJobs));
      at = await waitFor(read, /rpcforge\.config\.json changed; reading the config again\n/, at);
      at = await waitFor(read, /(?:[\s\S]*?watching 2 files of openrpc\.yaml[^\n]*\n){2}/, at);
      expect(JSON.parse(readFileSync(join(dir, 'other/package.json'), 'utf8')).name).toBe('other-api');

      // A broken config: its located error, and the two jobs stay watched (a spec edit regenerates both).
      writeFileSync(join(dir, 'rpcforge.config.json'), JSON.stringify([{ spec: 'openrpc.yaml', output: 'out', outputs: ['clinet'] }]));
      at = await waitFor(read, /rpcforge\.config\.json \[0\]: "outputs": unknown output "clinet"[\s\S]*still watching the jobs it had\n/, at);
      writeFileSync(join(dir, 'schemas.yaml'), 'Amount: { type: string }\n');
      // Both jobs regenerate, each announcing its watch again (lazy: the two runs may interleave their lines).
      await waitFor(read, /(?:[\s\S]*?schemas\.yaml changed; regenerating[\s\S]*?watching 2 files of openrpc\.yaml[^\n]*\n){2}/, at);
      for (const out of ['out', 'other']) expect(readFileSync(join(dir, out, 'openrpc.json'), 'utf8')).toContain('"type": "string"');
      expect(child.exitCode).toBe(null);
    } finally {
      child.kill('SIGTERM');
    }
  }, 240_000);
});
