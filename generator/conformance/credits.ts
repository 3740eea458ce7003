// Credits, where the endpoint reports them: a method's cost charged per call must equal its `x-credits`. Our gateway
// reports what it charged on its Prometheus page, `GET /metrics` at the endpoint's origin, as the counter
// `rpc_credits_charged_total{method="…"}` (any metric name ending `credits_charged_total`: the prefix is an option
// of the server); with RPCFORGE_METRICS_TOKEN set, the page wants `Authorization: Bearer <token>`, sent from that
// variable (never printed). The check reads the counter, sends one call, reads it again: the difference must be the
// method's x-credits. An endpoint without such a page gets no credits checks (nothing to read), which stderr says once.
//
// The counter is the gateway's, for every caller: run against a gateway no one else calls meanwhile, or the other
// callers' charges show up as a difference (the failure says what was charged, and how much was expected).
import type { MethodModel } from '../model/model.js';
import { quote } from './answer.js';
import type { CheckResult } from './report.js';
import { check, type Runner } from './runner.js';
import type { Transport } from './transport.js';
import type { Params } from './values.js';

export const metricsTokenVariable = 'RPCFORGE_METRICS_TOKEN';

export class CreditsPage {
  private constructor(
    private readonly transport: Transport,
    readonly url: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** The endpoint's metrics page, when it reports charged credits; undefined otherwise. */
  static async find(transport: Transport): Promise<CreditsPage | undefined> {
    const target = new URL(transport.target.replace(/^ws/i, 'http'));
    const url = `${target.origin}/metrics`;
    const token = process.env[metricsTokenVariable];
    const page = new CreditsPage(transport, url, token ? { authorization: `Bearer ${token}` } : {});
    const text = await transport.get(url, page.headers);
    return text !== undefined && /credits_charged_total/.test(text) ? page : undefined;
  }

  /** Credits charged for `method` so far (0 before its first charge), or undefined when the page cannot be read. */
  async charged(method: string): Promise<number | undefined> {
    const text = await this.transport.get(this.url, this.headers);
    if (text === undefined) return undefined;
    let total = 0;
    const label = `method="${method.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    for (const line of text.split('\n')) {
      // `<prefix>credits_charged_total{method="eth_call"} 6240`: one series per method.
      const match = /^[A-Za-z_:][\w:]*credits_charged_total\{([^}]*)\}\s+(\S+)/.exec(line);
      if (match && match[1]!.split(',').includes(label)) total += Number(match[2]);
    }
    return Number.isFinite(total) ? total : undefined;
  }
}

/** One call of `method` with `params`; the credits charged for it must be its x-credits. */
export async function creditsCheck(runner: Runner, page: CreditsPage, method: MethodModel, params: Params): Promise<CheckResult | undefined> {
  if (typeof method.credits !== 'number') return undefined;
  const name = `credits charged per call = x-credits (${method.credits})`;
  const before = await page.charged(method.name);
  const { body, judged, text } = await runner.call(method.name, params);
  const after = await page.charged(method.name);
  if (before === undefined || after === undefined) return { ...check('credits', name), status: 'skip', note: 'the metrics page could not be read' };
  // A call refused before the charge (invalid params, the rate) costs nothing: only an answered call says.
  if (judged.kind === 'broken' || (judged.kind === 'error' && judged.code === -32602)) {
    return { ...check('credits', name), status: 'skip', note: `the call was not answered (${quote(judged.kind === 'broken' ? judged.reason : judged.message)})` };
  }
  const charged = after - before;
  const problem = charged === method.credits ? undefined : `charged ${charged} credits for one call (${page.url}: *credits_charged_total{method="${method.name}"}), not the spec's x-credits ${method.credits}`;
  return check('credits', name, 1, problem === undefined ? undefined : runner.failure(problem, body, text, params));
}
