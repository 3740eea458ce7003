// A small benchmark harness: bounded in time, contenders measured in alternating rounds so that machine noise
// hits all of them alike; the median round of each is reported.

export interface MeasureOptions {
  /** Rounds per contender. */
  rounds?: number;
  /** Milliseconds per round. */
  roundMs?: number;
}

/** Ops/s of each contender: the median round, and every round (in order, so rounds can be compared pairwise). */
export interface Measurement {
  median: Record<string, number>;
  rounds: Record<string, number[]>;
}

export function measure(contenders: Record<string, () => unknown>, options: MeasureOptions = {}): Measurement {
  const rounds = options.rounds ?? 15;
  const roundMs = options.roundMs ?? 200;
  const samples: Record<string, number[]> = {};
  for (const [name, fn] of Object.entries(contenders)) {
    samples[name] = [];
    for (let i = 0; i < 200; i++) fn(); // warm-up
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of Object.entries(contenders)) {
      let ops = 0;
      const start = performance.now();
      let elapsed = 0;
      while (elapsed < roundMs) {
        for (let i = 0; i < 10; i++) fn();
        ops += 10;
        elapsed = performance.now() - start;
      }
      samples[name]!.push((ops * 1000) / elapsed);
    }
  }
  return { median: Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, median(s)])), rounds: samples };
}

/** The median over rounds of a / b, each round's pair measured back to back: robust to a machine whose speed drifts. */
export function medianRatio(m: Measurement, a: string, b: string): number {
  const ra = m.rounds[a] ?? [];
  const rb = m.rounds[b] ?? [];
  return median(ra.map((x, i) => x / (rb[i] as number)));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('');
}
