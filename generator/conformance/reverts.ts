// Declared reverts, provoked: a method that declares an error whose message speaks of a revert (our spec's
// ExecutionReverted: code 3, "execution reverted: <revert_reason>", data the hex ABI-encoded payload, on eth_call and
// eth_estimateGas) gets one call that must revert with a payload the runner chose, an `Error(string)` with the reason
// "rpcforge revert", and the answer must carry the declared code, a message matching the declared template (its
// `<…>` placeholders standing for any text, the reason included) and, where the declaration gives `data` as a hex
// template, exactly that payload.
//
// How the revert is caused, without a signing key: the first param (a call object) either runs init code (a call with
// no `to` runs `data` as init code, on any EVM node: code that copies the payload to memory and REVERTs with it) where
// the spec's validator accepts a call object without `to`, or calls the contract the run deployed through the node's
// unlocked account with --allow-writes (./state.ts: its code reverts with the call's data as the payload). A spec
// that requires `to` (ours did before 3.2.0) needs --allow-writes on a dev node; elsewhere the check is a skip that
// says so.
import type { MethodModel, Model } from '../model/model.js';
import { quote } from './answer.js';
import type { CheckResult } from './report.js';
import { check, type Runner } from './runner.js';
import type { LearnedState } from './state.js';
import type { Params } from './values.js';

export const revertReason = 'rpcforge revert';

/** `Error(string)` ABI-encoded: selector 0x08c379a0, offset 0x20, length, the text padded to 32 bytes. */
export function errorPayload(reason: string): string {
  const text = Buffer.from(reason, 'utf8');
  const word = (n: number) => n.toString(16).padStart(64, '0');
  const padded = text.toString('hex').padEnd(Math.ceil(text.length / 32) * 64, '0');
  return `0x08c379a0${word(32)}${word(text.length)}${padded}`;
}

/** Init code that reverts with `payload`: CODECOPY(0, 12, n); REVERT(0, n); then the payload itself. */
export function revertingInitCode(payload: string): string {
  const n = (payload.length - 2) / 2;
  if (n > 255) throw new RangeError('revert payload longer than PUSH1 can say');
  const b = (v: number) => v.toString(16).padStart(2, '0');
  return `0x60${b(n)}600c60003960${b(n)}6000fd${payload.slice(2)}`;
}

/**
 * The declared template as a whole-message pattern: literal text, each `<placeholder>` any text. A message declared
 * without a placeholder (the official spec's "execution reverted") also matches with `: <reason>` after it, as
 * go-ethereum and anvil answer: the reason is then allowed there, not required.
 */
function templatePattern(message: string): RegExp {
  const parts = message.split(/<[^<>]*>/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*')}${parts.length === 1 ? '(?:: [\\s\\S]*)?' : ''}$`);
}

/** Whether the declared template says where the reason goes (a `<placeholder>`): then the answer must carry it. */
const placesReason = (message: string) => /<[^<>]*>/.test(message);

/** The revert checks of one method (none when it declares no revert); `base` is valid params with every param given. */
export async function revertChecks(runner: Runner, model: Model, method: MethodModel, base: Params | undefined, state: LearnedState | undefined): Promise<CheckResult[]> {
  const declared = method.errors.find((e) => /revert/i.test(e.message));
  if (declared === undefined) return [];
  const name = `declared error ${declared.code} (${quote(declared.message)}) on a revert`;
  const valid = (p: Params) => runner.validParams(method.name, p);
  if (base === undefined || !Array.isArray(base) || base.length === 0) return [{ ...check('declared-error', name, 0), status: 'skip', note: 'no valid by-position params with a call object to start from' }];
  const payload = errorPayload(revertReason);
  // The block: "latest", where the learned state is (a mainnet number from an example would be past anvil's head).
  const rest = base.slice(1).map((v, i) => (i === 0 && typeof v === 'string' ? 'latest' : v));
  // The call's code and payload go in `data` or in `input` (the official spec's only name for it), whichever the
  // spec's call object takes.
  const candidates: Params[] = [];
  for (const field of ['data', 'input']) {
    candidates.push([{ [field]: revertingInitCode(payload) }, ...rest]);
    if (state?.contract !== undefined) candidates.push([{ ...(state.from === undefined ? {} : { from: state.from }), to: state.contract, [field]: payload }, ...rest]);
  }
  const params = candidates.find(valid);
  if (params === undefined) {
    // Say which of the two is missing: the flag, or (with it) a node that would deploy the contract.
    const why = state?.writesAllowed === true ? 'none was deployed (the node has no unlocked account, or refused eth_sendTransaction: see the state line)' : '--allow-writes deploys one through a node\'s unlocked account';
    return [{ ...check('declared-error', name, 0), status: 'skip', note: `the spec requires \`to\`, so the revert needs a contract to call: ${why}` }];
  }
  const { body, judged, text } = await runner.call(method.name, params);
  let problem: string | undefined;
  if (judged.kind === 'broken') problem = judged.reason;
  else if (judged.kind === 'result') problem = `a call that reverts (Error("${revertReason}")) answered with a result, not error ${declared.code}`;
  else if (judged.code !== declared.code) problem = `a revert answered with error ${judged.code} (${quote(judged.message)}), not the declared ${declared.code}`;
  else if (!templatePattern(declared.message).test(judged.message) || (placesReason(declared.message) && !judged.message.includes(revertReason))) {
    problem = `a revert answered with message ${JSON.stringify(quote(judged.message))}: not the declared ${JSON.stringify(declared.message)} with the reason "${revertReason}"`;
  } else if (typeof declared.data === 'string' && declared.data.startsWith('0x')) {
    const data = (JSON.parse(text!) as { error: { data?: unknown } }).error.data;
    if (typeof data !== 'string' || data.toLowerCase() !== payload) problem = `a revert's data is ${quote(JSON.stringify(data) ?? 'missing')}, not the revert payload ${payload}`;
  }
  return [check('declared-error', name, 1, problem === undefined ? undefined : runner.failure(problem, body, text, params))];
}
