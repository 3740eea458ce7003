// Prometheus text exposition, parsed line by line: every line must be a comment or a sample, samples keyed by name and
// labels as written (`rpc_requests_total{method="eth_call",outcome="ok",transport="http"}`). Values are read as
// Prometheus reads them (Go's ParseFloat): NaN and Inf in any case, since prom-client prints NaN as `Nan`.
export function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?[0-9.e+-]+|[Nn][Aa][Nn]|[+-][Ii][Nn][Ff])$/.exec(line);
    if (m === null) throw new Error(`not a Prometheus text line: ${JSON.stringify(line)}`);
    samples.set(`${m[1]}${m[2] ?? ''}`, sampleValue(m[3]));
  }
  return samples;
}

function sampleValue(text: string): number {
  const word = text.toLowerCase();
  if (word === 'nan') return Number.NaN;
  if (word === '+inf') return Number.POSITIVE_INFINITY;
  if (word === '-inf') return Number.NEGATIVE_INFINITY;
  return Number(text);
}
