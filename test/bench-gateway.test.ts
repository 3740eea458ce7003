// `npm run bench gateway` measures the rows issue 23 asks for: each gateway against the bare forwarder of its
// transport, latency percentiles and the latency a gateway adds per call, and the targets judged, each ratio the median
// of its ratios within a round. Run for real (anvil, the gateway processes, the load generator), briefly: the WebSocket
// contenders, three rounds of 200 calls per load.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('bench/gateway.ts', () => {
  it('prints throughput against direct and the bare forwarder, p50/p99 latency and the added latency, and the verdicts', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/gateway.ts'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, BENCH_GATEWAY: 'WebSocket', BENCH_ROUND_CALLS: '200', BENCH_ROUNDS: '3' },
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('| eth_getBlockByNumber | path | calls/s (median) | / direct | / bare forwarder | CPU per call | / bare forwarder, by CPU | p50 | p99 | added p50 | added p99 |');
    const cells = (line: string) => line.split('|').slice(1, -1).map((c) => c.trim());
    const rows = lines.filter((l) => l.startsWith('| sequential') || l.startsWith('| 100 concurrent')).map(cells);
    // Direct, two gateways and the bare forwarder, at each load.
    expect(rows).toHaveLength(8);
    const latency = /^-?[\d,]+ µs$/;
    for (const row of rows) {
      expect(row[2]).toMatch(/^[\d,]+$/);
      expect(row[7]).toMatch(latency);
      expect(row[8]).toMatch(latency);
    }
    const gateway = rows.filter((r) => r[1] === 'gateway, WebSocket upstream');
    expect(gateway).toHaveLength(2);
    for (const row of gateway) {
      expect(row[4]).toMatch(/^\d+\.\d\d ×$/);
      expect(row[5]).toMatch(/^\d+ µs$/);
      expect(row[6]).toMatch(/^\d+\.\d\d ×$/);
      expect(row[9]).toMatch(latency);
      expect(row[10]).toMatch(latency);
    }
    // The ratio to the bare forwarder is the median of the ratios within each round (listed in round order), not the
    // quotient of two medians taken seconds apart: of three rounds, the middle one.
    for (const [load, row] of [['sequential', gateway[0]!], ['100 concurrent', gateway[1]!]] as const) {
      const line = lines.find((l) => l.startsWith(`${load}, gateway, WebSocket upstream / bare forwarder: `));
      expect(line, run.stdout).toBeDefined();
      const perRound = line!.split(': ')[1]!.split(' ').map(Number);
      expect(perRound).toHaveLength(3);
      expect(row[4]).toBe(`${[...perRound].sort((a, b) => a - b)[1]!.toFixed(2)} ×`);
      // So is the ratio by CPU per call, the bare forwarder's over the gateway's.
      const byCpu = lines.find((l) => l.startsWith(`${load}, gateway, WebSocket upstream / bare forwarder, by CPU: `));
      expect(byCpu, run.stdout).toBeDefined();
      const cpuRounds = byCpu!.split(': ')[1]!.split(' ').map(Number);
      expect(cpuRounds).toHaveLength(3);
      expect(row[6]).toBe(`${[...cpuRounds].sort((a, b) => a - b)[1]!.toFixed(2)} ×`);
    }
    expect(run.stdout).toMatch(/sequential, gateway, WebSocket upstream: by CPU per call \d+\.\d\d × \(middle half of 3 rounds \d+\.\d\d–\d+\.\d\d ×\) the bare forwarder \(target ≥ 0\.90 ×\): (met|NOT met); calls\/s \d+\.\d\d × \(middle half of 3 rounds \d+\.\d\d–\d+\.\d\d ×\) the bare forwarder \(target ≥ 0\.90 ×\): (met|NOT met); added over the bare forwarder p50 -?[\d,]+ µs, p99 -?[\d,]+ µs/);
    expect(run.stdout).toMatch(/100 concurrent, gateway, WebSocket upstream, batched: \d+\.\d\d × \(middle half of 3 rounds \d+\.\d\d–\d+\.\d\d ×\) direct \(target ≥ 0\.80 ×\): (met|NOT met)/);
    expect(run.stdout).toMatch(/sequential: 3 rounds of 200 calls per contender; 100 concurrent: 3 rounds of 200 calls per contender; every contender in each round, the order reversed every other round/);
  }, 150_000);

  it('measures one load alone, and an older build beside the current one (BENCH_GATEWAY_LOAD, BENCH_GATEWAY_BEFORE)', () => {
    const bench = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'bench/gateway.ts'], {
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, BENCH_GATEWAY: 'WebSocket upstream', BENCH_ROUND_CALLS: '200', BENCH_ROUNDS: '3', ...env },
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
    expect(run.stdout).toMatch(/100 concurrent, gateway, WebSocket upstream \(before\): by CPU per call \d+\.\d\d × \(middle half of 3 rounds [\d.–]+ ×\) the bare forwarder/);
    const missing = bench({ BENCH_GATEWAY_LOAD: '100', BENCH_GATEWAY_BEFORE: 'no-such-build' });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/BENCH_GATEWAY_BEFORE: no dist\/server\.js in no-such-build/);
    const badCount = bench({ BENCH_GATEWAY_LOAD: '100', BENCH_ROUND_CALLS: '0.5' });
    expect(badCount.status).not.toBe(0);
    expect(badCount.stderr).toMatch(/BENCH_ROUND_CALLS must be a whole number from 1 to 1,000,000, not "0\.5"/);
    // A filter that matches nothing stops the bench, naming what there is, instead of measuring nothing.
    const noLoad = bench({ BENCH_GATEWAY_LOAD: 'batch' });
    expect(noLoad.status).not.toBe(0);
    expect(noLoad.stderr).toMatch(/BENCH_GATEWAY_LOAD="batch" names no load; loads: sequential, 100 concurrent/);
    const noContender = bench({ BENCH_GATEWAY: 'gRPC' });
    expect(noContender.status).not.toBe(0);
    expect(noContender.stderr).toMatch(/BENCH_GATEWAY="gRPC" names no contender; contenders: .*bare forwarder/);
  }, 150_000);
});
