// `npm run bench gateway` measures the rows issue 23 asks for: each gateway against the bare forwarder of its
// transport, latency percentiles and the latency a gateway adds per call, and the targets judged. Run for real (anvil,
// the gateway processes, the load generator), briefly: the WebSocket contenders, one round of 150 ms per load.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('bench/gateway.ts', () => {
  it('prints throughput against direct and the bare forwarder, p50/p99 latency and the added latency, and the verdicts', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/gateway.ts'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, BENCH_GATEWAY: 'WebSocket', BENCH_ROUND_MS: '150', BENCH_ROUNDS: '1' },
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('| eth_getBlockByNumber | path | calls/s (median) | / direct | / bare forwarder | CPU per call | p50 | p99 | added p50 | added p99 |');
    const cells = (line: string) => line.split('|').slice(1, -1).map((c) => c.trim());
    const rows = lines.filter((l) => l.startsWith('| sequential') || l.startsWith('| 100 concurrent')).map(cells);
    // Direct, two gateways and the bare forwarder, at each load.
    expect(rows).toHaveLength(8);
    const latency = /^-?[\d,]+ µs$/;
    for (const row of rows) {
      expect(row[2]).toMatch(/^[\d,]+$/);
      expect(row[6]).toMatch(latency);
      expect(row[7]).toMatch(latency);
    }
    const gateway = rows.filter((r) => r[1] === 'gateway, WebSocket upstream');
    expect(gateway).toHaveLength(2);
    for (const row of gateway) {
      expect(row[4]).toMatch(/^\d+\.\d\d ×$/);
      expect(row[8]).toMatch(latency);
      expect(row[9]).toMatch(latency);
    }
    // The ratio to the bare forwarder is the two rates' quotient.
    const bare = rows.find((r) => r[0] === 'sequential' && r[1] === 'bare forwarder, WebSocket upstream')!;
    const rate = (r: string[]) => Number(r[2]!.replace(/,/g, ''));
    expect(Number(gateway[0]![4]!.slice(0, -2))).toBeCloseTo(rate(gateway[0]!) / rate(bare), 1);
    expect(run.stdout).toMatch(/sequential, gateway, WebSocket upstream: \d+\.\d\d × the bare forwarder \(target ≥ 0\.90 ×\): (met|NOT met)/);
    expect(run.stdout).toMatch(/100 concurrent, gateway, WebSocket upstream, batched: \d+\.\d\d × direct \(target ≥ 0\.80 ×\): (met|NOT met)/);
  }, 150_000);

  it('measures one load alone, and an older build beside the current one (BENCH_GATEWAY_LOAD, BENCH_GATEWAY_BEFORE)', () => {
    const bench = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'bench/gateway.ts'], {
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, BENCH_GATEWAY: 'WebSocket upstream', BENCH_ROUND_MS: '150', BENCH_ROUNDS: '1', ...env },
      });
    // The current build stands in for an older one: what is checked is that both run, in the same rounds.
    const run = bench({ BENCH_GATEWAY_LOAD: '100', BENCH_GATEWAY_BEFORE: 'generated' });
    expect(run.status, run.stderr).toBe(0);
    const rows = run.stdout.split('\n').filter((l) => /^\| (sequential|100 concurrent) \|/.test(l)).map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));
    expect(rows.every((r) => r[0] === '100 concurrent')).toBe(true);
    expect(rows.map((r) => r[1])).toEqual([
      'direct to anvil',
      'gateway, WebSocket upstream',
      'gateway, WebSocket upstream, batched',
      'bare forwarder, WebSocket upstream',
      'gateway, WebSocket upstream (before)',
      'gateway, WebSocket upstream, batched (before)',
    ]);
    for (const row of rows.slice(1)) expect(row[5]).toMatch(/^\d+ µs$/);
    expect(run.stdout).toMatch(/100 concurrent, gateway, WebSocket upstream \(before\): \d+\.\d\d × the bare forwarder/);
    const missing = bench({ BENCH_GATEWAY_LOAD: '100', BENCH_GATEWAY_BEFORE: 'no-such-build' });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/BENCH_GATEWAY_BEFORE: no dist\/server\.js in no-such-build/);
  }, 150_000);
});
