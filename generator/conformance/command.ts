// `rpcforge test <url> [--spec <file>] [--key <key>] [--transport http|ws] [--methods <globs>] [--seed <n>] [--calls <n>] [--rate <calls/s>]
// [--timeout <s>] [--call-timeout <s>] [--max-answer-mib <MiB>] [--allow-writes] [--format text|json|junit|html]
// [--out <file>] [--known <file>] [--subscription-seconds <s>]`: the spec as a conformance suite for a live JSON-RPC endpoint over HTTP or WebSocket
// (docs/conformance.md).
// Exit codes: 0 every check passed, 1 a check failed (or the time limit stopped the run), 2 bad input or an endpoint
// that cannot be reached or does not speak JSON-RPC, 130 interrupted (Ctrl-C; the report of what ran is printed).
import { writeFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { SpecError } from '../errors.js';
import { packageChecks } from '../emit/validators/emit-validators.js';
import { resolveOutputs } from '../config/outputs.js';
import { generate } from '../pipeline.js';
import { packageValidators } from '../validate/example-validators.js';
import { secretValue } from '../../gateway/src/secrets.js';
import { judgeText, quote } from './answer.js';
import { selectMethods } from './plan.js';
import { KnownMatcher, loadKnown } from './known.js';
import { progress } from './progress.js';
import { formatReport, methodLine, passed, type ReportFormat } from './report.js';
import { runConformance } from './runner.js';
import { defaultSubscriptionSeconds } from './subscriptions.js';
import { visibleText } from './visible-text.js';
import { endpointDown, keyVariable, RunStopped, Transport, transportDefaults, type Answer } from './transport.js';
import { urlSecrets } from './url-secrets.js';
import { type TransportKind, urlForTransport } from './transport-kind.js';

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  /**
   * The terminal's width when stderr and stdout are both terminals (the CLI's own io), else undefined: then the
   * progress lines are transient (./progress.ts), since the report printed after them lists every method again.
   */
  terminalColumns?: () => number | undefined;
}

interface Flags {
  spec: string;
  key?: string;
  transport?: TransportKind;
  methods?: string;
  seed?: number;
  calls: number;
  rate: number;
  timeout: number;
  callTimeout: number;
  maxAnswerMib: number;
  allowWrites: boolean;
  stateNode?: string;
  format: ReportFormat;
  out?: string;
  known?: string;
  subscriptionSeconds: number;
}

const positiveNumber = (what: string) => (value: string) => {
  const n = Number(value);
  if (!(value.trim() !== '' && Number.isFinite(n) && n > 0)) throw new InvalidArgumentError(`expected a positive number of ${what}`);
  return n;
};
const wholeNumber = (min: number, max: number) => (value: string) => {
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || n < min || n > max) throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
  return n;
};
const nonNegative = (value: string) => {
  const n = Number(value);
  if (!(value.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 600)) throw new InvalidArgumentError('expected a number of seconds from 0 to 600');
  return n;
};
const transportKind = (value: string): TransportKind => {
  if (value !== 'http' && value !== 'ws') throw new InvalidArgumentError('expected http or ws');
  return value;
};
const format = (value: string): ReportFormat => {
  if (value !== 'text' && value !== 'json' && value !== 'junit' && value !== 'html') throw new InvalidArgumentError('expected text, json, junit or html');
  return value;
};

export function addTestCommand(program: Command, io: Io, done: (code: Promise<number>) => void, signal?: AbortSignal): void {
  program
    .command('test')
    .description('run the spec as a conformance suite against a live JSON-RPC endpoint over HTTP or WebSocket: examples, generated valid and invalid params, envelope rules')
    .argument('<url>', 'the endpoint: http(s):// (a POST per call) or ws(s):// (one WebSocket connection); the key goes in place of {key}, else is appended as a path segment')
    .option('--spec <file>', 'root OpenRPC document', 'spec/openrpc.yaml')
    .option('--key <key>', `API key (or env:NAME, file:PATH; default: $${keyVariable}); reports show it as $${keyVariable}`)
    .option('--transport <kind>', 'http (a POST per call) or ws (one WebSocket connection); a URL of the other scheme is mapped (http→ws, https→wss and back) (default: from the URL\'s scheme)', transportKind)
    .option('--methods <globs>', 'methods to test, comma-separated globs (* and ?), e.g. eth_get*,getVoteAccounts (default: all)')
    .option('--seed <n>', 'seed of the generated calls: the same seed sends the same calls and gives the same report (default: a random one, printed)', wholeNumber(-(2 ** 31), 2 ** 31 - 1))
    .option('--calls <n>', 'generated valid calls per method, before shrinking', wholeNumber(0, 10_000), 20)
    .option('--rate <calls/s>', 'most calls started per second', positiveNumber('calls a second'), transportDefaults.rate)
    .option('--timeout <seconds>', 'time limit of the whole run; past it the run stops and reports what ran (exit 1)', positiveNumber('seconds'), transportDefaults.timeoutSeconds)
    .option('--call-timeout <seconds>', 'time one call may take', positiveNumber('seconds'), transportDefaults.callTimeoutMs / 1000)
    .option('--max-answer-mib <MiB>', 'largest answer read; a larger one fails its check', positiveNumber('MiB'), transportDefaults.maxAnswerBytes / 2 ** 20)
    .option('--allow-writes', 'also call the methods that may write (x-idempotent: false, a send/submit/sign name, or no mark and no example)', false)
    .option('--state-node <url>', 'with --allow-writes, create the learned state through this node (one with an unlocked dev account, e.g. the anvil behind a gateway, which refuses eth_accounts) instead of the endpoint')
    .option('--format <format>', 'report format: text, json, junit or html', format, 'text' as ReportFormat)
    .option('--out <file>', 'write the report to this file instead of stdout (progress still goes to stderr)')
    .option('--subscription-seconds <seconds>', 'how long each subscription the spec declares is watched over the endpoint\'s WebSocket route, between subscribe and unsubscribe (0: not checked)', nonNegative, defaultSubscriptionSeconds)
    .option('--known <file>', 'YAML list of known differences (method, check, message, reason, source): a failure an entry covers is reported as known, not failed; an entry that covers none fails the run as stale')
    .action((url: string, flags: Flags) => done(runTest(url, flags, io, signal)));
}

/** Parses `args` (what follows `rpcforge`) and runs the test command; resolves to its exit code. */
export async function runTestCommand(args: readonly string[], io: Io, signal?: AbortSignal): Promise<number> {
  let result: Promise<number> = Promise.resolve(2);
  const program = new Command('rpcforge').exitOverride().configureOutput({ writeOut: io.out, writeErr: io.err });
  addTestCommand(program, io, (p) => (result = p), signal);
  try {
    program.parse([...args], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  return result;
}

async function runTest(url: string, flags: Flags, io: Io, outerSignal?: AbortSignal): Promise<number> {
  // Every line to stderr and the report go through the transport's mask once it exists (the key, the URL's secrets:
  // ./url-secrets.ts); before that, through the URL's own.
  let redact = (text: string) => urlSecrets(url).secrets.filter((s) => s.length >= 8).reduce((t, s) => t.replaceAll(s, `$${keyVariable}`), text);
  const err = (text: string) => io.err(redact(text));
  const fail = (message: string) => {
    // Messages may quote the endpoint (a preflight answer): each line shown inert (./visible-text.ts).
    err(`rpcforge test: ${message.split('\n').map(visibleText).join('\n')}\n`);
    return 2;
  };
  if (!/^(https?|wss?):\/\/[^/]/i.test(url)) return fail(`${urlSecrets(url).shown}: expected an http(s):// or ws(s):// URL`);
  // --transport over the scheme: the same host and path, the scheme mapped (said on the progress line).
  const given = url;
  url = urlForTransport(url, flags.transport);
  const mapped = url === given ? '' : ` (--transport ${flags.transport}: ${given.slice(0, given.indexOf(':'))}:// sent as ${url.slice(0, url.indexOf(':'))}://)`;
  let key: string | undefined;
  try {
    key = flags.key === undefined ? process.env[keyVariable] || undefined : secretValue(flags.key, '--key');
  } catch (error) {
    return fail((error as Error).message);
  }
  let loaded;
  try {
    const { model } = generate(flags.spec, { outputs: resolveOutputs(['validators']) });
    loaded = { model, validators: packageValidators(packageChecks(model).files) };
  } catch (error) {
    if (error instanceof SpecError) return fail(`the spec has ${error.issues.length} error(s)\n${error.message}`);
    return fail((error as Error).message);
  }
  const { model, validators } = loaded;
  let known: KnownMatcher | undefined;
  try {
    if (flags.known !== undefined) known = new KnownMatcher(loadKnown(flags.known));
  } catch (error) {
    if (error instanceof SpecError) return fail(`the known-differences file has ${error.issues.length} error(s)\n${error.message}`);
    return fail((error as Error).message);
  }
  if (flags.stateNode !== undefined && !flags.allowWrites) return fail('--state-node creates state, a write: give --allow-writes with it');
  const selection = selectMethods(model, { methods: flags.methods, allowWrites: flags.allowWrites });
  if (selection.methods.length === 0 && (selection.subscriptions?.length ?? 0) === 0) {
    return fail(`no method to test: ${flags.methods === undefined ? 'every method is a write (--allow-writes calls them)' : `none of the spec's ${model.methods.length} methods matches --methods ${flags.methods}${selection.skipped.length > 0 ? ` (or it is a write: --allow-writes)` : ''}`}`);
  }
  const seed = flags.seed ?? (Math.floor(Math.random() * 2 ** 31) | 0);
  // Ctrl-C stops the run between calls; the report of what ran is still printed.
  const interrupt = new AbortController();
  const onSigint = () => interrupt.abort();
  process.once('SIGINT', onSigint);
  const signal = outerSignal ? AbortSignal.any([outerSignal, interrupt.signal]) : interrupt.signal;
  let shown = progress(err, undefined);
  const transport = new Transport({
    url,
    key,
    rate: flags.rate,
    callTimeoutMs: flags.callTimeout * 1000,
    maxAnswerBytes: Math.round(flags.maxAnswerMib * 2 ** 20),
    deadline: performance.now() + flags.timeout * 1000,
    signal,
  });
  redact = (text) => transport.redactAll(text);
  try {
    // An endpoint that cannot be reached, or answers something other than JSON, is bad input: nothing to test.
    const preflight = await transport.send('{"jsonrpc":"2.0","id":0,"method":"rpcforge_noSuchMethod","params":[]}');
    const judged = judgeText(preflight);
    if ('reason' in judged) return fail(`${transport.shownUrl} cannot be tested: ${transport.redact(judged.reason)}`);
    // A path that is not a JSON-RPC endpoint (a 404 page in JSON, a JSON document that is no JSON-RPC answer):
    // every call would fail the envelope; one clear line says what the URL is instead.
    const notRpc = notAnEndpoint(preflight, judged.parsed);
    if (notRpc !== undefined) return fail(`${transport.shownUrl} is not a JSON-RPC endpoint: ${transport.redact(notRpc)}`);
    // A key refused (HTTP 401 or 403) refuses every call: one clear line beats a report of every check failed.
    if (preflight.ok && (preflight.status === 401 || preflight.status === 403)) {
      const message = (judged.parsed as { error?: { message?: unknown } } | null)?.error?.message;
      const said = typeof message === 'string' ? `: ${JSON.stringify(message.slice(0, 200))}` : '';
      const hint = key === undefined ? `the endpoint refuses the key (none given with --key or $${keyVariable})` : 'the endpoint refuses the key given';
      return fail(`${transport.shownUrl} cannot be tested: HTTP ${preflight.status}${transport.redact(said)}; ${hint}`);
    }
    transport.watchHealth = true;
    const watching = selection.subscriptions?.length ? `, ${selection.subscriptions.length} subscription(s)` : '';
    err(`rpcforge test ${transport.shownUrl}: ${selection.methods.length} method(s)${watching}, seed ${seed}${mapped}\n`);
    // Transient only when the report comes to the same terminal right after (not with --out).
    shown = progress(err, flags.out === undefined ? io.terminalColumns?.() : undefined);
    const report = await runConformance(model, validators, transport, selection, {
      seed,
      calls: flags.calls,
      spec: model.specFile,
      allowWrites: flags.allowWrites,
      subscriptionMs: flags.subscriptionSeconds * 1000,
      ...(flags.stateNode === undefined ? {} : { stateNode: new Transport({ url: flags.stateNode, key: undefined, rate: flags.rate, callTimeoutMs: flags.callTimeout * 1000, maxAnswerBytes: Math.round(flags.maxAnswerMib * 2 ** 20), deadline: performance.now() + flags.timeout * 1000, signal }) }),
      onMethod: (m) => {
        known?.method(m);
        shown.method(methodLine(m));
      },
      onState: (lines) => shown.text(lines.map((l) => `  state: ${visibleText(transport.redact(l))}\n`).join('')),
    });
    known?.finish(report);
    shown.clear();
    // Timing-dependent, so on stderr and not in the report (one seed, one report).
    if (transport.rateRetries > 0) err(`rpcforge test: ${transport.rateRetries} call(s) sent again after a rate answer (429 / -32005)\n`);
    // The report's fields are masked where they are made; the whole text once more, whatever a field missed.
    const text = transport.redactAll(formatReport(report, flags.format));
    if (flags.out === undefined) io.out(text);
    else {
      writeFileSync(flags.out, text);
      err(`rpcforge test: report written to ${flags.out}\n`);
    }
    if (report.stopped === 'interrupted') return 130;
    if (report.stopped?.startsWith(endpointDown)) {
      err(`rpcforge test: ${visibleText(report.stopped)}: the run stopped there; the report holds what ran\n`);
      return 2;
    }
    return passed(report) ? 0 : 1;
  } catch (error) {
    if (error instanceof RunStopped) return error.message === 'interrupted' ? 130 : 1;
    return fail(transport.redact((error as Error).message));
  } finally {
    shown.clear();
    transport.close();
    process.off('SIGINT', onSigint);
  }
}

/**
 * Why the first call's answer says the URL is no JSON-RPC endpoint, or undefined: HTTP 404, 405, 410 or 415 (a wrong
 * path or method; 401/403 are the key's, said apart), or a body that is no JSON-RPC response (no `jsonrpc` member).
 */
function notAnEndpoint(answer: Answer, parsed: unknown): string | undefined {
  if (!answer.ok) return undefined;
  if ([404, 405, 410, 415].includes(answer.status)) return `HTTP ${answer.status} to a JSON-RPC call (a wrong path?)`;
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const rpc = items.some((i) => typeof i === 'object' && i !== null && 'jsonrpc' in i);
  if (!rpc) return `HTTP ${answer.status}, a JSON body that is no JSON-RPC response: ${quote(JSON.stringify(parsed) ?? '')}`;
  return undefined;
}
