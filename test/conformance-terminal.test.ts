// `rpcforge test` as a person runs it in a terminal, and stopped by one. In a real terminal (a pty from util-linux's
// `script`), stdout and stderr both go to the screen: each method's progress line gives way to the next and the last
// is erased before the report, so each method is on the screen once (in the report), not twice. An interrupt
// (Ctrl-C) during the envelope checks, after the last method finished, marks the envelope checks as stopped and
// keeps the finished method's result (it used to turn a passed method `incomplete`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTestCommand } from '../generator/conformance/command.js';
import { formatReport, type Report } from '../generator/conformance/report.js';
import { repoRoot } from './helpers.js';
import { exampleHandlers, startServer } from './server-helpers.js';

const spec = join(repoRoot, 'spec/openrpc.yaml');

/** What a terminal shows for `output`: each row as left after carriage returns and erase-line sequences. */
function screen(output: string): string[] {
  return output
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((row) => {
      // After the last "\r\x1b[2K" (or bare "\r") the row is written afresh; colours and other CSI sequences are dropped.
      const fresh = row.split(/\r(?:\u001b\[2K)?/).at(-1)!;
      return fresh.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
    });
}

describe('rpcforge test in a terminal', () => {
  it('shows each method once: the progress lines are replaced, and the last erased before the report', async () => {
    const { base, close } = await startServer(exampleHandlers().handlers);
    try {
      const command = [process.execPath, join(repoRoot, 'bin/rpcforge.js'), 'test', '--spec', spec, `${base}/v3/`, '--key', 'terminal-key-0042', '--seed', '3', '--calls', '2', '--rate', '5000', '--methods', 'eth_getBlockByNumber,getVoteAccounts']
        .map((word) => `'${word.replaceAll("'", `'\\''`)}'`)
        .join(' ');
      // script(1) runs the command on a pseudo-terminal: both its stdout and stderr are that terminal.
      const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(0);
      const rows = screen(output);
      for (const method of ['eth_getBlockByNumber', 'getVoteAccounts']) {
        expect(rows.filter((row) => row.startsWith(`  ok    ${method}: `)), `${method} in:\n${rows.join('\n')}`).toHaveLength(1);
      }
      // The progress was there, written over in place: the raw output holds every method's line and the erases.
      expect(output).toMatch(/\r\u001b\[2K {2}ok {4}eth_getBlockByNumber: /);
      expect(rows.some((row) => row.startsWith('passed: 2 methods'))).toBe(true);
    } finally {
      await close();
    }
  }, 120_000);

  it('keeps a line per method when stderr is not a terminal (piped, a CI log)', async () => {
    const { base, close } = await startServer(exampleHandlers().handlers);
    try {
      let err = '';
      const code = await runTestCommand(['test', '--spec', spec, `${base}/v3/`, '--key', 'terminal-key-0042', '--seed', '3', '--calls', '2', '--rate', '5000', '--methods', 'eth_getBlockByNumber,getVoteAccounts'], { out: () => undefined, err: (t) => (err += t) });
      expect(code).toBe(0);
      expect(err).not.toContain('\u001b');
      expect(err.split('\n').filter((l) => /^ {2}ok {4}/.test(l)).map((l) => l.split(':')[0]!.trim())).toEqual(['ok    eth_getBlockByNumber', 'ok    getVoteAccounts']);
    } finally {
      await close();
    }
  }, 60_000);
});

describe('rpcforge test interrupted during the envelope checks', () => {
  it('marks the envelope checks stopped, keeps the finished method passed, exit 130', async () => {
    const { base, server, close } = await startServer(exampleHandlers().handlers);
    const interrupt = new AbortController();
    // Ctrl-C as the second envelope check reaches the server: the first (malformed JSON) has been answered by then.
    server.prependListener('request', (request) => {
      request.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('"jsonrpc":"1.0"')) interrupt.abort();
      });
    });
    try {
      let out = '';
      const code = await runTestCommand(['test', '--spec', spec, `${base}/v3/`, '--key', 'terminal-key-0042', '--seed', '3', '--calls', '2', '--rate', '5000', '--methods', 'eth_getBlockByNumber', '--format', 'json'], { out: (t) => (out += t), err: () => undefined }, interrupt.signal);
      expect(code).toBe(130);
      const report = JSON.parse(out) as Report;
      // The method had finished (and passed) before the interrupt: it stays so.
      expect(report.methods.map((m) => [m.name, m.status])).toEqual([['eth_getBlockByNumber', 'pass']]);
      expect(report.stopped).toBe('interrupted');
      expect(report.stoppedDuring).toBe('JSON-RPC envelope');
      expect(report.envelope.map((c) => [c.name, c.status])).toEqual([['malformed JSON → -32700', 'pass']]);
      const text = formatReport(report, 'text');
      expect(text).toContain('\n  ok    eth_getBlockByNumber: ');
      expect(text).toContain('\n  stop  JSON-RPC envelope: 1 checks, 0 failed (interrupted: the others did not run)\n');
      expect(text).toContain('\nstopped early (interrupted) during the JSON-RPC envelope checks: the checks after the last one listed did not run\n');
      expect(formatReport(report, 'html')).toContain('<h2>JSON-RPC envelope <span class="fail">incomplete</span></h2>');
    } finally {
      await close();
    }
  }, 60_000);
});
