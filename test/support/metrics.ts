// Prometheus text exposition, parsed line by line: every line must be a comment or a sample, samples keyed by name and
// labels as written (`rpc_requests_total{method="eth_call",outcome="ok",transport="http"}`).
export function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    if (m === null) throw new Error(`not a Prometheus text line: ${JSON.stringify(line)}`);
    samples.set(`${m[1]}${m[2] ?? ''}`, Number(m[3]));
  }
  return samples;
}
