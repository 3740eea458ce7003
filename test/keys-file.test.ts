// `rpcforge serve --keys` with keys files of any size, as child processes on 127.0.0.1: 100,000 keys at start and
// on reload while /healthz is polled every 50 ms (its worst wait bounded), a half-written file never in force,
// invalid files reported by place without quoting a key and the keys in force kept, the size cap at start and on
// reload, and no key of the file on stdout or stderr. Then the generated KeyRing's packed table: installed on this
// thread in milliseconds, answering as a Map of the same keys would, and a tampered table refused.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyRing, type PackedKeys } from '../gateway/src/index.js';
import { keyId } from '../generator/emit/server/runtime/engine/key-id.js';
import { defaultKeysSettleMs } from '../gateway/src/keys-file.js';
import { post, until } from './gateway-helpers.js';
import { cpuTimeMs } from './support/cpu-time.js';
import { serveProcesses, started, stop, type Run } from './support/serve-process.js';

const { work, run, cleanup } = serveProcesses();
afterAll(cleanup);

const header = 'plans:\n  Free:\n    dailyCredits: 3000000\n  Growth:\n    creditsPerSecond: 4000\nkeys:\n';

/** A keys file of `count` random keys (32 hex digits after a prefix), half on each plan. */
function keysFile(count: number, prefix: string): { text: string; keys: string[] } {
  const hex = randomBytes(count * 16).toString('hex');
  const keys = Array.from({ length: count }, (_, i) => `${prefix}-${hex.slice(i * 32, i * 32 + 32)}`);
  return { text: header + keys.map((key, i) => `  ${key}:\n    plan: ${i % 2 === 0 ? 'Free' : 'Growth'}\n`).join(''), keys };
}

const status = async (base: string, key: string) => (await post(`${base}/v3/${key}`, 'eth_getBlockByNumber', ['latest', false])).status;
const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** No key of `keys` anywhere in what the process printed. */
function expectNoKey(server: Run, keys: readonly string[]): void {
  const printed = server.out() + server.err();
  for (const key of keys) if (printed.includes(key)) expect.fail(`a key was printed: ${printed.slice(Math.max(0, printed.indexOf(key) - 200), printed.indexOf(key) + 60)}`);
}

/** `file:line:column` of `needle`'s first character in `text` (1-based, as the messages count). */
function placeOf(file: string, text: string, needle: string): string {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split('\n');
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
}

/** Polls /healthz every 50 ms until stopped: the time each answer took, and any status but 200. */
function pollHealth(base: string): { stop(): Promise<{ worst: number; count: number; bad: number[] }> } {
  const times: number[] = [];
  const bad: number[] = [];
  let polling = true;
  const loop = (async () => {
    while (polling) {
      const start = performance.now();
      const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      times.push(performance.now() - start);
      if (response.status !== 200) bad.push(response.status);
      await delay(50);
    }
  })();
  return {
    async stop() {
      polling = false;
      await loop;
      return { worst: Math.max(...times), count: times.length, bad };
    },
  };
}

describe('serve --keys with big files', () => {
  it('starts with 100,000 keys in under 10 s and reloads 100,000 others in under 5 s (its CPU time, and the settle wait); /healthz never waits 250 ms', async () => {
    const file = join(work, 'keys-big.yaml');
    const first = keysFile(100_000, 'first');
    writeFileSync(file, first.text);
    const spawned = performance.now();
    const server = run(['--mock', '--keys', file]);
    try {
      const base = await started(server);
      const startMs = performance.now() - spawned;
      // The promise, 10 s, on the serve process's own CPU time (its threads, the keys worker among them, and
      // its children): the wall time counts the time it waited for a core, 22.5 s once with four test files running
      // on this 2-core machine, and says nothing of what it did.
      const startCpuMs = cpuTimeMs(server.child.pid!);
      console.info(`keys-file figures: start ${Math.round(startMs)} ms wall, ${Math.round(startCpuMs)} ms CPU`);
      expect(startCpuMs).toBeLessThan(10_000);
      // The banner names the file and its first key's fingerprint, never a key.
      expect(server.out()).toContain(`keys: 100000 from ${file} (first key's fingerprint ${keyId(first.keys[0]!)})`);
      expect(server.out()).toContain(`${base}/v3/<API_KEY>`);
      expect(await status(base, first.keys[99_999]!)).toBe(200);

      const second = keysFile(100_000, 'second');
      const health = pollHealth(base);
      await delay(500);
      const writing = performance.now();
      const cpuBefore = cpuTimeMs(server.child.pid!);
      // Written from the libuv pool: this thread stays free to poll.
      await writeFile(file, second.text);
      await until(async () => (await status(base, second.keys[12_345]!)) === 200, 20_000, 'the new keys are in force');
      const reloadMs = performance.now() - writing;
      const reloadCpuMs = cpuTimeMs(server.child.pid!) - cpuBefore;
      expect(await status(base, first.keys[12_345]!)).toBe(401);
      expect(await status(base, second.keys[0]!)).toBe(200);
      await delay(500);
      const { worst, count, bad } = await health.stop();
      const installed = /reloaded .*: 100000 keys .*installed in ([\d.]+) ms/.exec(server.err())?.[1];
      console.info(`keys-file figures: start ${Math.round(startMs)} ms, reload ${Math.round(reloadMs)} ms wall, ${Math.round(reloadCpuMs)} ms CPU (installed in ${installed} ms), worst /healthz ${worst.toFixed(1)} ms of ${count}`);
      // The reload's 5 s: the file's settle time (a fixed wait, by design) and the CPU time the process spent from
      // the write until the new keys answered (the worker's read and check, the install, the polls answered), not
      // the wall time, which grows with whatever else the machine runs.
      expect(defaultKeysSettleMs + reloadCpuMs).toBeLessThan(5_000);
      expect(worst).toBeLessThan(250);
      expect(bad).toEqual([]);
      expect(count).toBeGreaterThan(20);
      expect(server.err()).toContain(`reloaded ${file}: 100000 keys (the first's fingerprint ${keyId(second.keys[0]!)})`);
      expectNoKey(server, [...first.keys.slice(0, 1000), ...second.keys.slice(0, 1000)]);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('never puts a half-written file in force: the first half, completed 1 s later, loads whole', async () => {
    const file = join(work, 'keys-half.yaml');
    const before = keysFile(2_000, 'before');
    writeFileSync(file, before.text);
    const server = run(['--mock', '--keys', file]);
    try {
      const base = await started(server);
      const after = keysFile(2_000, 'after');
      // Cut at an entry: the first half is a valid file of 1,000 keys.
      const cut = after.text.indexOf(`  ${after.keys[1_000]}:`);
      const [early, late] = [after.keys[10]!, after.keys[1_990]!];
      const states = new Set<string>();
      let watching = true;
      const watch = (async () => {
        while (watching) {
          states.add(`${await status(base, early)}/${await status(base, late)}`);
          await delay(50);
        }
      })();
      await writeFile(file, after.text.slice(0, cut));
      await delay(1_000);
      await appendFile(file, after.text.slice(cut));
      await until(() => states.has('200/200'), 15_000, 'the whole file is in force');
      watching = false;
      await watch;
      // 200/401 would be the first half in force (401/200 is a poll whose first request came before the reload).
      expect(states).toContain('401/401');
      expect(states).not.toContain('200/401');
      const reloads = [...server.err().matchAll(/reloaded .*: (\d+) keys/g)].map((m) => Number(m[1]));
      expect(reloads).toEqual([2_000]);
      expect(await status(base, before.keys[0]!)).toBe(401);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('reports an invalid file by file:line:column and entry number, quotes no key, and keeps the keys in force', async () => {
    const file = join(work, 'keys-invalid.yaml');
    const good = keysFile(50, 'good');
    writeFileSync(file, good.text);
    const server = run(['--mock', '--keys', file]);
    const printedKeys = [...good.keys];
    try {
      const base = await started(server);
      let reported = 0;
      /** Writes `text`, waits for its report, and gives that line. */
      const rejected = async (text: string): Promise<string> => {
        await writeFile(file, text);
        await until(() => server.err().split('not reloaded').length - 1 > reported, 15_000, 'the file is reported');
        reported++;
        const line = server.err().split('\n').filter((l) => l.includes('not reloaded')).at(-1)!;
        expect(await status(base, good.keys[7]!)).toBe(200);
        return line;
      };

      // A plan not defined, at the 42nd key: the place of its value, the entry by number and fingerprint.
      const badPlan = keysFile(50, 'badplan');
      printedKeys.push(...badPlan.keys);
      const gold = badPlan.text.replace(`  ${badPlan.keys[41]}:\n    plan: Growth`, `  ${badPlan.keys[41]}:\n    plan: Gold`);
      expect(await rejected(gold)).toContain(`${placeOf(file, gold, 'Gold')}: keys.<key #42 ${keyId(badPlan.keys[41]!)}>.plan: plan must name one of the plans under \`plans:\``);

      // A duplicate key: found in linear time, reported at the second one.
      const dup = keysFile(50, 'dup');
      printedKeys.push(...dup.keys);
      const twice = `${dup.text}  ${dup.keys[3]}:\n    plan: Free\n`;
      expect(await rejected(twice)).toContain(`${file}:${twice.split('\n').length - 2}:3: not valid YAML: duplicated mapping key`);

      // Broken YAML on a line that holds a key: the parser's snippet would quote it.
      const broken = keysFile(5, 'broken');
      printedKeys.push(...broken.keys);
      const brokenLine = await rejected(`${header}  ${broken.keys[0]}: {plan: Free\n`);
      expect(brokenLine).toContain(`${file}:`);
      expect(brokenLine).toMatch(/:\d+:\d+: not valid YAML: /);

      // An alias whose name is a key, and a key YAML reads as a number.
      printedKeys.push('alias-secret-0123456789abcdef');
      expect(await rejected(`${header}  k: &alias-secret-0123456789abcdef {plan: Free}\n  j: *alias-secret-0123456789abcdef\n  *alias-secret-0123456789abcdef : {plan: Free}\n`)).toContain(`${file}:`);
      expect(await rejected(`${header}  0x1234567: {plan: Free}\n`)).toContain(`${file}:7:3: keys.<key #1>: the key must be a string (quote the key`);

      // A valid file again is loaded.
      const fixed = keysFile(50, 'fixed');
      printedKeys.push(...fixed.keys);
      await writeFile(file, fixed.text);
      await until(async () => (await status(base, fixed.keys[0]!)) === 200, 15_000, 'the fixed file is in force');
      expect(await status(base, good.keys[7]!)).toBe(401);
      expectNoKey(server, printedKeys);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('refuses a file over --keys-max-mib, at start (exit 2) and on reload (the keys in force kept)', async () => {
    const file = join(work, 'keys-cap.yaml');
    const small = keysFile(20, 'small');
    writeFileSync(file, small.text);
    // 0.01 MiB: 10,485 bytes; 20 keys are about 1.4 KB, 200 about 14 KB.
    const server = run(['--mock', '--keys', file, '--keys-max-mib', '0.01']);
    try {
      const base = await started(server);
      const big = keysFile(200, 'big');
      await writeFile(file, big.text);
      await until(() => /not reloaded/.test(server.err()), 15_000, 'the big file is reported');
      expect(server.err()).toContain(`${file}: ${Buffer.byteLength(big.text)} bytes, over the limit of 10485 bytes (--keys-max-mib)`);
      expect(await status(base, small.keys[0]!)).toBe(200);
      expect(await status(base, big.keys[0]!)).toBe(401);
    } finally {
      expect(await stop(server)).toBe(0);
    }
    const refused = run(['--mock', '--keys', file, '--keys-max-mib', '0.01']);
    expect(await refused.exited).toBe(2);
    expect(refused.err()).toContain(`${file}: ${Buffer.byteLength(readFileSync(file, 'utf8'))} bytes, over the limit of 10485 bytes (--keys-max-mib)`);
    expect(refused.out()).not.toMatch(/gateway listening/);
  }, 120_000);
});

describe('KeyRing packed table', () => {
  it('installs 100,000 packed keys on this thread in milliseconds and answers as a Map of them would', () => {
    const keys = new Map<string, { plan: string; dailyCredits?: number; allowedOrigins?: string[]; enabled?: boolean }>();
    const reference = new Map<string, { plan: string; dailyCredits: number; origins?: string[] }>();
    const hex = randomBytes(100_000 * 8).toString('hex');
    for (let i = 0; i < 100_000; i++) {
      // Mostly hex keys; some with astral characters, lone surrogates and lengths from 1 up.
      const key = i % 1000 === 0 ? `\u{1F511}${i}\uD800` : i % 997 === 0 ? String(i % 10) : hex.slice(i * 16, i * 16 + 16);
      if (keys.has(key)) continue;
      const config = i % 3 === 0 ? { plan: 'Free', dailyCredits: i } : i % 5 === 0 ? { plan: 'Growth', allowedOrigins: ['https://a.example'] } : i % 7 === 0 ? { plan: 'Free', enabled: false } : { plan: 'Growth' };
      keys.set(key, config);
      if (config.enabled !== false) reference.set(key, { plan: config.plan, dailyCredits: config.dailyCredits ?? (config.plan === 'Free' ? 10 : 3_000_000), origins: config.allowedOrigins });
    }
    const packed = KeyRing.pack({ plans: { Free: { dailyCredits: 10 }, Growth: {} }, keys });
    // Through a port, as from the worker thread: the arrays' buffers are transferred.
    const { port1, port2 } = new MessageChannel();
    const buffers = Object.values(packed).filter((value) => ArrayBuffer.isView(value)).map((array) => array.buffer as ArrayBuffer);
    port1.postMessage(packed, buffers);
    const received = receiveMessageOnPort(port2)!.message as PackedKeys;
    port1.close();
    const ring = new KeyRing({ plans: { Free: {} }, keys: { 'old-key': { plan: 'Free' } } });
    const installing = performance.now();
    ring.update(received);
    const installMs = performance.now() - installing;
    console.info(`keys-file figures: 100,000 packed keys installed in ${installMs.toFixed(1)} ms`);
    // Building a Map of them took 170-390 ms on this thread; the bound leaves room for a loaded machine.
    expect(installMs).toBeLessThan(100);
    expect(ring.size).toBe(reference.size);
    expect(ring.authenticate('old-key')).toBe(false);
    // Compared in plain loops (300,000 expect calls would take seconds), the first difference reported.
    const differences: string[] = [];
    for (const [key, expected] of reference) {
      const verdict = ring.authenticate(key);
      const origins = typeof verdict === 'object' && verdict.ok ? verdict.allowedOrigins : undefined;
      if (ring.dailyCredits(key) !== expected.dailyCredits || ring.planOf(key)?.name !== expected.plan || verdict === false || JSON.stringify(origins) !== JSON.stringify(expected.origins)) {
        differences.push(`key #${differences.length}: ${JSON.stringify({ verdict, daily: ring.dailyCredits(key), plan: ring.planOf(key) })} for ${JSON.stringify(expected)}`);
      }
    }
    // Absent keys: disabled ones, a character less, one character changed.
    for (const [key, config] of keys) if (config.enabled === false && ring.authenticate(key) !== false) differences.push('a disabled key let in');
    for (const key of reference.keys()) {
      const shorter = key.slice(0, -1);
      if (!reference.has(shorter) && ring.authenticate(shorter) !== false) differences.push('a key less its last character let in');
      const changed = `${shorter}${String.fromCharCode(key.charCodeAt(key.length - 1) ^ 1)}`;
      if (!reference.has(changed) && ring.authenticate(changed) !== false) differences.push('a key with its last character changed let in');
    }
    expect(differences.slice(0, 3)).toEqual([]);
    expect(ring.authenticate('')).toBe(false);
  });

  it('refuses a tampered packed table (a full slot table would never end a lookup) and keeps the keys in force', () => {
    const ring = new KeyRing({ plans: { Free: {} }, keys: { 'kept-key': { plan: 'Free' } } });
    const packed = KeyRing.pack({ plans: { Free: {} }, keys: { a: { plan: 'Free' }, b: { plan: 'Free' } } });
    expect(() => ring.update({ ...packed, slots: new Uint32Array(packed.slots.length).fill(1) })).toThrow(/not a table KeyRing.pack made \(slots\)/);
    expect(() => ring.update({ ...packed, settingOf: Uint32Array.of(0, 5) })).toThrow(/settings/);
    expect(() => ring.update({ ...packed, starts: Uint32Array.of(0, 2, 1) })).toThrow(/starts/);
    expect(ring.authenticate('kept-key')).toBe(true);
    expect(ring.authenticate('a')).toBe(false);
    // A bad entry is named by its number, with its path, never by its key.
    const error = (() => {
      try {
        KeyRing.pack({ plans: { Free: {} }, keys: new Map([['fine', { plan: 'Free' }], ['secret-0001', { plan: 'Gold' }]]) });
      } catch (caught) {
        return caught as TypeError & { path: unknown };
      }
    })();
    expect(error?.message).toMatch(/^keys: entry 1: plan must be one of the plans listed \("Free"\)$/);
    expect(error?.path).toEqual(['keys', 1, 'plan']);
  });
});
