// The spec's `x-limits.gasCap` (eth_call, eth_estimateGas: the request's `gas` capped at 10 × the current block gas
// limit), checked from both sides like maxParams (./limits.ts): a call just under the cap must be answered, one just
// over it refused with -32602 (what the generated server answers, emit/server/runtime/metering/limits.ts).
// The block gas limit is read from the endpoint itself (eth_getBlockByNumber("latest", false).gasLimit, the EVM
// standard call), once per run. It may move between blocks by 1/1024 of itself, so the two calls keep 1/256 of the
// cap away from it on each side: only the cap is at stake, not the block that happens to be latest.
// The capped object is the first param that is an object holding the field; the fee fields and `value` are dropped
// from both calls (where the schema lets them go), so that a node refusing an unfunded sender does not blur the verdict.
import type { MethodModel, Model } from '../model/model.js';
import type { Judged } from './answer.js';
import type { CheckResult, Failure } from './report.js';
import type { Params } from './values.js';

/** What the checks need from the runner (./runner.ts). */
export interface GasCapRunner {
  call(method: string, params: Params | undefined): Promise<{ body: string; judged: Judged; text?: string }>;
  problemFor(method: string, judged: Judged): string | undefined;
  failure(message: string, body: string, answer?: string, minimal?: Params): Failure;
}

/**
 * The gas cap: `multiple` × the block gas limit, the multiple taken in thousandths and rounded, exactly as the
 * generated server's checkGas computes it (emit/server/runtime/metering/limits.ts). The one place
 * `rpcforge test` computes it: the checks from both sides below, the clamp of generated calls (`gasClamp`) and the
 * learned-state filter of valid calls (state.ts `withinGasCap`), so none of them disagrees with the server, or with
 * another, on a value near the cap.
 */
export function gasCapOf(multiple: number, blockGasLimit: bigint): bigint {
  return (blockGasLimit * BigInt(Math.round(multiple * 1000))) / 1000n;
}

const feeFields = ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'maxFeePerBlobGas', 'value'];
const limits = new WeakMap<object, Promise<bigint | string>>();

/** The latest block's gas limit, or why it could not be read; one read per runner. */
function blockGasLimit(runner: GasCapRunner, model: Model): Promise<bigint | string> {
  let known = limits.get(runner);
  if (!known) {
    known = (async () => {
      if (!model.methods.some((m) => m.name === 'eth_getBlockByNumber')) return 'the spec has no eth_getBlockByNumber to read the block gas limit with';
      const { judged } = await runner.call('eth_getBlockByNumber', ['latest', false]);
      const gasLimit = judged.kind === 'result' && typeof judged.value === 'object' && judged.value !== null ? (judged.value as { gasLimit?: unknown }).gasLimit : undefined;
      if (typeof gasLimit !== 'string' || !/^0x[0-9a-f]{1,32}$/i.test(gasLimit)) return 'eth_getBlockByNumber("latest", false) gave no gasLimit';
      return BigInt(gasLimit);
    })();
    limits.set(runner, known);
  }
  return known;
}

export async function gasCapChecks(runner: GasCapRunner, method: MethodModel, model: Model, full: Params, valid: (p: Params) => boolean): Promise<CheckResult[]> {
  const cap = method.limits?.gasCap;
  if (cap === undefined) return [];
  const { field, blockGasLimitMultiple } = cap;
  const entries: [string | number, unknown][] = Array.isArray(full) ? full.map((v, i) => [i, v]) : Object.entries(full);
  const at = entries.find(([, v]) => typeof v === 'object' && v !== null && !Array.isArray(v));
  const name = (side: string) => `x-limits.gasCap: ${field} ${side} ${blockGasLimitMultiple} × the block gas limit`;
  if (at === undefined) return [];
  const limit = await blockGasLimit(runner, model);
  if (typeof limit === 'string') return [{ kind: 'limits', name: name('at'), status: 'skip', calls: 0, note: `not checkable: ${limit}` }];
  const capValue = gasCapOf(blockGasLimitMultiple, limit);
  const margin = capValue / 256n + 1n;
  const withGas = (gas: bigint): Params | undefined => {
    const object = { ...(at[1] as Record<string, unknown>), [field]: `0x${gas.toString(16)}` };
    for (const fee of feeFields) {
      const without = { ...object };
      delete without[fee];
      if (valid(place(full, at[0], without))) delete object[fee];
    }
    const params = place(full, at[0], object);
    return valid(params) ? params : undefined;
  };
  const where = typeof at[0] === 'number' ? `params[${at[0]}].${field}` : `params.${at[0]}.${field}`;
  const results: CheckResult[] = [];
  for (const [over, gas] of [
    [false, capValue - margin],
    [true, capValue + margin],
  ] as const) {
    const params = withGas(gas);
    const label = `${name(over ? 'just over' : 'just under')} (${where} ${gas}) ${over ? 'refused with -32602' : 'answered'}`;
    if (params === undefined) {
      results.push({ kind: 'limits', name: label, status: 'skip', calls: 0, note: `the spec's own validator refuses ${where} = ${gas}` });
      continue;
    }
    const { body, judged, text } = await runner.call(method.name, params);
    let problem: string | undefined;
    if (!over) problem = runner.problemFor(method.name, judged);
    else if (judged.kind === 'broken') problem = judged.reason;
    else if (judged.kind === 'result') problem = 'a call over the gas cap answered with a result, not error -32602';
    else if (judged.code !== -32602) problem = `a call over the gas cap refused with ${judged.code}, not -32602`;
    results.push({ kind: 'limits', name: label, status: problem === undefined ? 'pass' : 'fail', calls: 1, ...(problem === undefined ? {} : { failure: runner.failure(problem, body, text, params) }) });
  }
  return results;
}

function place(full: Params, key: string | number, value: unknown): Params {
  if (Array.isArray(full)) {
    const copy = [...full];
    copy[key as number] = value;
    return copy;
  }
  return { ...full, [key]: value };
}

/** For the generated valid calls: params with the capped field kept under the cap (a value past it is not valid for
 * the spec, though its schema cannot say so: the limit moves with the chain). Identity without a cap or a known limit. */
export async function gasClamp(runner: GasCapRunner, method: MethodModel, model: Model): Promise<(params: Params) => Params> {
  const cap = method.limits?.gasCap;
  if (cap === undefined) return (p) => p;
  const limit = await blockGasLimit(runner, model);
  if (typeof limit === 'string') return (p) => p;
  const capValue = gasCapOf(cap.blockGasLimitMultiple, limit);
  const highest = `0x${(capValue - capValue / 256n - 1n).toString(16)}`;
  const clamp = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const gas = (v as Record<string, unknown>)[cap.field];
    if (typeof gas !== 'string' || !/^0x[0-9a-f]+$/i.test(gas) || BigInt(gas) <= BigInt(highest)) return v;
    return { ...v, [cap.field]: highest };
  };
  return (params) => (Array.isArray(params) ? params.map(clamp) : Object.fromEntries(Object.entries(params).map(([k, v]) => [k, clamp(v)])));
}
