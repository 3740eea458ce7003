// The checks of `rpcforge test`, in a fixed order so that one seed gives the same calls and the same report: per method
// (in the spec's order) its examples, then generated valid calls (a seeded fast-check property: the first failure
// shrinks to a minimal case), then invalid params one violation at a time; then the JSON-RPC envelope rules once.
// Calls go one at a time through the transport (paced, bounded); when the run runs out of time or is interrupted, the
// checks not run are left out and the report says why it stopped.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { MethodModel, Model } from '../model/model.js';
import { seedOf } from '../values/sample.js';
import type { Validation } from '../validate/example-validators.js';
import { judge, judgeObject, judgeText, neverForValidCalls, quote, type Judged } from './answer.js';
import { edgeVariants } from './boundaries.js';
import { envelopeChecks } from './envelope.js';
import { CreditsPage, creditsCheck } from './credits.js';
import { gasCapChecks, gasClamp } from './gas-cap.js';
import { maxParamsCalls, overMaxResults } from './limits.js';
import { nodeRefusal } from './refusals.js';
import { fixedSaid, namesTheParam, paramOf } from './refusal-reason.js';
import { revertChecks } from './reverts.js';
import { learnState, stateCheck, withinGasCap, withLearned, withLearnedArbitrary, type LearnedState } from './state.js';
import { ServedTally } from './served.js';
import { HttpTally } from './http.js';
import type { PlannedMethod, Selection } from './plan.js';
import { envelopeGroup, type CheckResult, type Failure, type MethodReport, type Report } from './report.js';
import { subscriptionReports, type SubscriptionValidators } from './subscriptions.js';
import { RunStopped, type Transport } from './transport.js';
import { invalidVariants, paramsArbitrary, sampleValid, type Params } from './values.js';

export interface Validators extends SubscriptionValidators {
  validateParams: (method: string, params: unknown) => Validation;
  validateResult: (method: string, result: unknown) => Validation;
}

export interface RunOptions {
  seed: number;
  /** Generated valid calls per method (before shrinking). */
  calls: number;
  /** Calls shrinking may add after a method's first failure (default 100). */
  maxShrinkCalls?: number;
  onMethod?: (report: MethodReport) => void;
  /** Create state first (./state.ts): with --allow-writes. */
  allowWrites?: boolean;
  /** Where that state is created (--state-node): a node whose unlocked account deploys; default the endpoint. */
  stateNode?: Transport;
  /** What the run learned and created, and whether credits are checked: for stderr, never the report. */
  onState?: (lines: string[]) => void;
  /** Milliseconds each subscription's notifications are watched (./subscriptions.ts; 0: listed as skipped); without it
   * the subscriptions are not run. `onMethod` gets each subscription's report too. */
  subscriptionMs?: number;
}

export class Runner {
  private nextId = 1;
  /** Node refusals (./refusals.ts) seen since the last `takeRefusals`: notes, not failures. */
  private refusals: string[] = [];
  /** Learned state (./state.ts), once learned. */
  state: LearnedState | undefined;
  /** What each method's calls with valid params got (./served.ts): the "served nothing checkable" verdict. */
  readonly served = new ServedTally();
  /** Each method's and the envelope's answers held to HTTP 200 and application/json (./http.ts). */
  readonly http = new HttpTally();
  /** The first call answered with a result: the envelope checks' probe. */
  answered: { method: string; params: Params } | undefined;

  constructor(
    private readonly model: Model,
    private readonly validators: Validators,
    private readonly transport: Transport,
  ) {}

  /** `{ jsonrpc, id, method, params }` as sent, and the id. */
  request(method: string, params: Params | undefined, id: string | number | null = this.nextId++): { body: string; id: string | number | null } {
    const call: Record<string, unknown> = { jsonrpc: '2.0', id, method };
    if (params !== undefined) call.params = params;
    return { body: JSON.stringify(call), id };
  }

  failure(message: string, body: string, answer?: string, minimal?: Params): Failure {
    return {
      message: this.transport.redact(message),
      ...(minimal === undefined ? {} : { minimal }),
      request: this.transport.redact(body),
      ...(answer === undefined ? {} : { answer: this.transport.redact(quote(answer)) }),
      curl: this.transport.curl(body),
    };
  }

  /** Sends one call and judges its answer. */
  async call(method: string, params: Params | undefined): Promise<{ body: string; judged: Judged; text?: string }> {
    const { body, id } = this.request(method, params);
    const answer = await this.transport.send(body);
    const judged = judge(answer, id);
    this.served.sent(method, body, answer.ok ? answer.text : undefined, judged);
    this.http.note(method, body, answer);
    // The envelope's probe: a small call (not the limit checks' thousands of values) the endpoint answered.
    if (judged.kind === 'result' && params !== undefined && this.answered === undefined && body.length <= 2048) this.answered = { method, params };
    return { body, judged, ...(answer.ok ? { text: answer.text } : {}) };
  }

  validParams(method: string, params: Params): boolean {
    return this.validators.validateParams(method, params).ok;
  }

  /** The node refusals noted since the last call of this, as one note (undefined when none). */
  takeRefusals(calls = 1): string | undefined {
    const seen = this.refusals;
    this.refusals = [];
    if (seen.length === 0) return undefined;
    return this.transport.redact(calls > 1 ? `${seen.length} of ${calls} calls ${seen[0]} (the first)` : seen[0]!);
  }

  /** What is wrong with the answer to a call with valid params, or undefined when nothing is. */
  private problemWithValid(method: MethodModel, judged: Judged): string | undefined {
    this.served.saw(method.name, judged);
    if (judged.kind === 'broken') return judged.reason;
    if (judged.kind === 'error') {
      const declaredHere = method.errors.some((e) => e.code === judged.code);
      const refusal = declaredHere ? undefined : nodeRefusal(judged);
      if (refusal !== undefined) {
        this.refusals.push(refusal);
        this.served.refused(method.name);
        return undefined;
      }
      if (neverForValidCalls.has(judged.code)) return `valid params answered with error ${judged.code} (${quote(judged.message)})`;
      const declared = method.errors.some((e) => e.code === judged.code) || this.model.standardErrors.some((e) => e.code === judged.code);
      return declared ? undefined : `error ${judged.code} (${quote(judged.message)}) is not one the spec declares for ${method.name}`;
    }
    if (method.result === undefined) return undefined;
    const tooMany = overMaxResults(method, judged.value);
    if (tooMany !== undefined) return tooMany;
    const verdict = this.validators.validateResult(method.name, judged.value);
    if (verdict.ok) return undefined;
    const [first] = verdict.errors;
    return `the result does not match its schema: ${first!.path}: ${first!.message}${verdict.errors.length > 1 ? ` (and ${verdict.errors.length - 1} more)` : ''}`;
  }

  /**
   * The spec's own examples, answered as the example says: a result (matching the schema, and the example's value
   * where it is marked x-deterministic) or an error the spec declares. A node refusal is not excused here: the
   * example is sent again with the chain's own values where the learned state fills its params (a mainnet block the
   * node does not hold), and passes, with a note, only if that is answered.
   */
  async examples(planned: PlannedMethod): Promise<CheckResult[]> {
    const results: CheckResult[] = [];
    for (const example of planned.examples) {
      const name = `example ${JSON.stringify(example.name)}${example.deterministic ? ' (exact)' : ''}`;
      const { body, judged, text } = await this.call(planned.method.name, example.params);
      this.takeRefusals();
      let problem = this.problemWithValid(planned.method, judged);
      const refusal = this.takeRefusals();
      if (problem === undefined && example.deterministic && judged.kind === 'result' && example.result !== undefined && !isDeepStrictEqual(judged.value, example.result)) {
        problem = `the result differs from the example's (x-deterministic): expected ${quote(JSON.stringify(example.result))}`;
      }
      if (refusal === undefined) {
        results.push(check('example', name, 1, problem === undefined ? undefined : this.failure(problem, body, text)));
        continue;
      }
      results.push(await this.refusedExample(planned, example.params, name, refusal, body, text));
    }
    return results;
  }

  /** An example the endpoint refused: sent again with learned values in its params, else a failure. */
  private async refusedExample(planned: PlannedMethod, params: Params, name: string, refusal: string, body: string, text: string | undefined): Promise<CheckResult> {
    const { method } = planned;
    const learned = this.state === undefined ? undefined : withLearned(method, params, this.state, (p) => this.validParams(method.name, p));
    if (learned !== undefined && learned.used.length > 0) {
      const again = await this.call(method.name, learned.params);
      const problem = this.problemWithValid(method, again.judged);
      const second = this.takeRefusals();
      if (problem === undefined && second === undefined) {
        return { ...check('example', name, 2), note: `${refusal} as written; answered with the chain's own values at ${learned.used.join(', ')}` };
      }
      const why = problem ?? second!;
      return check('example', name, 2, this.failure(`the example was ${refusal} (the spec's example is answered, not refused); with the chain's own values at ${learned.used.join(', ')}: ${why}`, again.body, again.text, learned.params));
    }
    return check('example', name, 1, this.failure(`the example was ${refusal} (the spec's example is answered, not refused)`, body, text, params));
  }

  async generated(planned: PlannedMethod, options: RunOptions): Promise<CheckResult> {
    const { method } = planned;
    const name = `generated valid params (${options.calls} calls)`;
    // Valid: the spec's validator accepts the params and they stay within the declared gas cap (./state.ts).
    const valid = (p: Params) => this.validators.validateParams(method.name, p).ok && withinGasCap(method, p, this.state);
    const budget = options.calls + (options.maxShrinkCalls ?? 100);
    let sent = 0;
    /** Of the calls sent, those answered with a result (the share the report gives: a node refusing most of its
     * generated calls checks few results). */
    let results = 0;
    let cut = false;
    let last: Failure | undefined;
    let stopped: RunStopped | undefined;
    this.takeRefusals();
    // Gas kept under the spec's cap (./gas-cap.ts) before the learned values go in; what is still over it is skipped.
    const clamp = await gasClamp(this, method, this.model);
    const arbitrary = withLearnedArbitrary(paramsArbitrary(method, this.model).map(clamp), method, this.state, valid);
    const property = fc.asyncProperty(arbitrary, async (params) => {
      // Params the arbitraries cannot promise valid (oneOf's "exactly one", formats) are skipped, not sent.
      fc.pre(valid(params));
      if (stopped || cut || sent >= budget) return true;
      sent++;
      try {
        const { body, judged, text } = await this.call(method.name, params);
        if (judged.kind === 'result') results++;
        const problem = this.problemWithValid(method, judged);
        if (problem === undefined) return true;
        last = this.failure(problem, body, text, params);
        // No answer (a timeout, a refused connection, an answer past the cap) is not about the params: shrinking
        // would only spend a call timeout per step, so the case stands as found.
        if (text === undefined) cut = true;
        return false;
      } catch (error) {
        if (!(error instanceof RunStopped)) throw error;
        stopped = error;
        return true;
      }
    });
    const details = await fc.check(property, { seed: methodSeed(options.seed, method.name), numRuns: options.calls, maxSkipsPerRun: 100 });
    if (stopped) throw stopped;
    const note = this.takeRefusals(sent);
    const answered = { answered: { results, calls: sent } };
    if (details.failed && last !== undefined) return { ...check('generated', name, sent, last, details.numShrinks), ...answered };
    if (note !== undefined && !details.failed) return { ...check('generated', name, sent), note, ...answered };
    if (details.failed) return { ...check('generated', name, sent), status: 'skip', note: `no valid params generated: ${quote(String(details.errorInstance ?? 'too many refused by the spec\'s own validator'))}` };
    return { ...check('generated', name, sent), ...answered };
  }

  async invalid(planned: PlannedMethod, seed: number): Promise<CheckResult[]> {
    const { method } = planned;
    if (method.params.length === 0 && method.paramStructure !== 'by-name') {
      // No params declared: one given is one too many.
      return this.invalidChecks(method, [{ name: 'too many params (1)', params: ['rpcforge-extra'] }].filter((v) => !this.validators.validateParams(method.name, v.params).ok));
    }
    const base = await this.answeredBase(method, seed);
    if (base === undefined) return [{ ...check('invalid-params', 'invalid params'), status: 'skip', note: 'no valid params to start from' }];
    const full = base.params;
    const variants = invalidVariants(method, this.model, full, (p) => !this.validators.validateParams(method.name, p).ok);
    const edges = edgeVariants(method, this.model, full, methodSeed(seed, method.name), (p) => this.validators.validateParams(method.name, p).ok);
    const clamp = await gasClamp(this, method, this.model);
    return [...(await this.boundaryCheck(method, edges.valid.map((v) => ({ ...v, params: clamp(v.params) })))), ...(await this.invalidChecks(method, [...variants, ...edges.invalid], base.judged)), ...(await this.limitChecks(method, full))];
  }

  /**
   * The valid params (every param given) the invalid variants are built from, and the endpoint's answer to them. Each
   * candidate holds the chain's own values where the state has them (./state.ts), and is sent: the first answered
   * (a result or a declared error) is the base, so a variant breaks one thing in a call the endpoint answers and its
   * refusal is the change's. A spec's schema may admit values a node refuses (the official spec's odd-length hex),
   * so up to `baseTries` samples are tried; when none is answered, the first stands, and a variant's refusal that
   * does not name its param fails as unexplained (./refusal-reason.ts).
   */
  private async answeredBase(method: MethodModel, seed: number): Promise<{ params: Params; judged: Judged } | undefined> {
    const valid = (p: Params) => this.validParams(method.name, p);
    const arbitrary = paramsArbitrary(method, this.model, true);
    let first: { params: Params; judged: Judged } | undefined;
    for (let i = 0; i < baseTries; i++) {
      const sampled = sampleValid(arbitrary, methodSeed(seed, method.name) + i * 7919, valid);
      if (sampled === undefined) break;
      const params = this.state === undefined ? sampled : withLearned(method, sampled, this.state, valid).params;
      const { judged } = await this.call(method.name, params);
      this.takeRefusals();
      if (answeredAsValid(method, judged)) return { params, judged };
      first ??= { params, judged };
    }
    return first;
  }

  /** Valid params at the schemas' edges (./boundaries.ts), one check: the first call not answered as valid fails it. */
  private async boundaryCheck(method: MethodModel, variants: { name: string; params: Params }[]): Promise<CheckResult[]> {
    if (variants.length === 0) return [];
    let sent = 0;
    for (const variant of variants) {
      sent++;
      const { body, judged, text } = await this.call(method.name, variant.params);
      const problem = this.problemWithValid(method, judged);
      if (problem !== undefined) return [check('generated', boundaryName(variants.length), sent, this.failure(`${variant.name}: ${problem}`, body, text, variant.params))];
    }
    return [check('generated', boundaryName(variants.length), sent)];
  }

  /** x-limits.maxParams (./limits.ts) and gasCap (./gas-cap.ts) from both sides. */
  private async limitChecks(method: MethodModel, full: Params): Promise<CheckResult[]> {
    const results: CheckResult[] = [];
    for (const call of maxParamsCalls(method, this.model, full, (p) => this.validators.validateParams(method.name, p).ok)) {
      const { body, judged, text } = await this.call(method.name, call.params);
      let problem: string | undefined;
      if (!call.over) problem = this.problemWithValid(method, judged);
      else if (judged.kind === 'broken') problem = judged.reason;
      else if (judged.kind === 'result') problem = 'a call over the params limit answered with a result, not error -32602';
      else if (judged.code !== -32602) problem = `a call over the params limit refused with ${judged.code} (${quote(judged.message)}), not -32602`;
      // The params hold thousands of values: the report names the call, and the request (cut) and curl line carry them.
      const note = this.takeRefusals();
      const result = check('limits', call.name, 1, problem === undefined ? undefined : this.failure(problem, body, text));
      results.push(note === undefined ? result : { ...result, note });
    }
    results.push(...(await gasCapChecks(this, method, this.model, full, (p) => this.validators.validateParams(method.name, p).ok)));
    return results;
  }

  /**
   * Each invalid variant must be refused -32602, and for the reason the variant broke (./refusal-reason.ts): the
   * refusal names the param, or the same call with that param fixed (`full`) is answered. Otherwise the endpoint
   * refused the call for another reason (anvil refusing the base params' fee fields), which proves nothing.
   */
  private async invalidChecks(method: MethodModel, variants: { name: string; params: Params }[], fixed?: Judged): Promise<CheckResult[]> {
    const results: CheckResult[] = [];
    for (const variant of variants) {
      const { body, judged, text } = await this.call(method.name, variant.params);
      let problem: string | undefined;
      if (judged.kind === 'broken') problem = judged.reason;
      else if (judged.kind === 'result') problem = 'invalid params answered with a result, not error -32602';
      else if (judged.code !== -32602) problem = `invalid params refused with ${judged.code} (${quote(judged.message)}), not -32602`;
      else if (fixed !== undefined && !namesTheParam(variant.name, judged)) {
        const said = fixed;
        // Answered (a result or a declared error): the one change altered the verdict, so the refusal is the change's.
        // A base refused too, in whatever words, leaves the variant's refusal unexplained.
        if (!answeredAsValid(method, said)) problem = `refused, for another reason: the refusal (-32602 ${quote(judged.message)}) does not name ${paramOf(variant.name)}, and the same call with it fixed is not answered either (${fixedSaid(said)})`;
      }
      results.push(check('invalid-params', variant.name, 1, problem === undefined ? undefined : this.failure(problem, body, text, variant.params)));
    }
    return results;
  }

  /** Valid params with every param given (learned state put in), for the revert and credits checks. */
  fullParams(planned: PlannedMethod, seed: number): Params | undefined {
    const { method } = planned;
    const valid = (p: Params) => this.validParams(method.name, p);
    return planned.examples.find((e) => valid(e.params))?.params ?? sampleValid(paramsArbitrary(method, this.model, true), methodSeed(seed, method.name), valid);
  }

  /**
   * A call every endpoint of the spec answers, for the envelope checks: the first call of the run answered with a
   * result, else an example's params, else generated ones.
   */
  probe(selection: Selection, seed: number): { method: string; params: Params } | undefined {
    if (this.answered !== undefined) return this.answered;
    for (const planned of selection.methods) {
      const example = planned.examples.find((e) => this.validators.validateParams(planned.method.name, e.params).ok);
      if (example) return { method: planned.method.name, params: example.params };
      const params = sampleValid(paramsArbitrary(planned.method, this.model), methodSeed(seed, planned.method.name), (p) => this.validators.validateParams(planned.method.name, p).ok);
      if (params !== undefined) return { method: planned.method.name, params };
    }
    return undefined;
  }

  judgeObject = judgeObject;
  judgeText = judgeText;
  problemFor = (method: string, judged: Judged) => this.problemWithValid(this.model.methods.find((m) => m.name === method)!, judged);
}

/** Valid params tried as the base of a method's invalid variants (Runner.answeredBase). */
const baseTries = 4;

/** Whether an answer is one valid params may get: a result, or an error the method declares. */
function answeredAsValid(method: MethodModel, judged: Judged): boolean {
  return judged.kind === 'result' || (judged.kind === 'error' && method.errors.some((e) => e.code === judged.code));
}

/** Each method's own seed: the same calls for a method whichever others --methods selects. */
export function methodSeed(seed: number, method: string): number {
  return (seed ^ seedOf(method)) | 0;
}

export function check(kind: CheckResult['kind'], name: string, calls = 1, failure?: Failure, shrinks?: number): CheckResult {
  return {
    kind,
    name,
    status: failure === undefined ? 'pass' : 'fail',
    calls,
    ...(failure === undefined ? {} : { failure: shrinks === undefined ? failure : { ...failure, shrinks } }),
  };
}

export async function runConformance(
  model: Model,
  validators: Validators,
  transport: Transport,
  selection: Selection,
  options: RunOptions & { spec: string },
): Promise<Report> {
  const runner = new Runner(model, validators, transport);
  const methods: MethodReport[] = [];
  const subscriptions: MethodReport[] = [];
  const envelope: CheckResult[] = [];
  let stopped: string | undefined;
  // What runs now, for an interrupted run: only that is marked so, never a method that had finished.
  let during = 'learned state';
  let open: MethodReport | undefined;
  try {
    runner.state = await learnState(runner, transport, model.methods, options.allowWrites === true, options.stateNode);
    const credits = await CreditsPage.find(transport);
    options.onState?.([...runner.state.log, credits ? `credits: read from ${credits.url}` : 'credits: the endpoint reports none (no GET /metrics with credits_charged_total)']);
    for (const planned of selection.methods) {
      const report: MethodReport = { name: planned.method.name, status: 'pass', checks: [] };
      methods.push(report);
      open = report;
      during = report.name;
      report.checks.push(...(await runner.examples(planned)));
      const learned = await stateCheck(runner, planned, runner.state, options.seed);
      if (learned) report.checks.push(learned.check);
      report.checks.push(await runner.generated(planned, options));
      report.checks.push(...(await runner.invalid(planned, options.seed)));
      const full = learned?.params ?? runner.fullParams(planned, options.seed);
      report.checks.push(...(await revertChecks(runner, model, planned.method, full, runner.state)));
      const charged = credits && full !== undefined ? await creditsCheck(runner, credits, planned.method, full) : undefined;
      if (charged) report.checks.push(charged);
      const lacking = runner.served.lacking(planned.method.name, report.checks.reduce((n, c) => n + c.calls, 0), (message, last) => runner.failure(message, last.body, last.text));
      if (lacking) report.checks = [lacking];
      const http = runner.http.check(planned.method.name, (message, body, text) => runner.failure(message, body, text));
      if (http && !lacking) report.checks.push(http);
      const served = runner.served.verdict(planned.method, (message, last) => runner.failure(message, last.body, last.text));
      if (served && !lacking) report.checks.push(served);
      report.status = report.checks.some((c) => c.status === 'fail') ? 'fail' : 'pass';
      open = undefined;
      options.onMethod?.(report);
    }
    during = 'subscriptions';
    const watched = options.subscriptionMs === undefined ? [] : await subscriptionReports({ model, subscriptions: selection.subscriptions ?? [], validators, transport, windowMs: options.subscriptionMs, seed: options.seed });
    for (const report of watched) {
      subscriptions.push(report);
      options.onMethod?.(report);
    }
    during = envelopeGroup;
    const probe = runner.probe(selection, options.seed);
    for (const step of envelopeChecks(runner, transport, probe)) envelope.push(await step());
    const http = runner.http.check(envelopeGroup, (message, body, text) => runner.failure(message, body, text));
    if (http) envelope.push(http);
    const errorStatuses = transport.errorStatuses.check((message, body, text) => runner.failure(message, body, text));
    if (errorStatuses) envelope.push(errorStatuses);
  } catch (error) {
    if (!(error instanceof RunStopped)) throw error;
    stopped = error.message;
    if (open) open.status = open.checks.some((c) => c.status === 'fail') ? 'fail' : 'incomplete';
  }
  const all = [...methods.flatMap((m) => m.checks), ...subscriptions.flatMap((m) => m.checks), ...envelope];
  return {
    url: transport.shownUrl,
    spec: options.spec,
    seed: options.seed,
    callsPerMethod: options.calls,
    ...(stopped === undefined ? {} : { stopped, stoppedDuring: during }),
    methods,
    skipped: selection.skipped,
    subscriptions,
    envelope,
    totals: {
      methods: methods.length,
      checks: all.length,
      passed: all.filter((c) => c.status === 'pass').length,
      failed: all.filter((c) => c.status === 'fail').length,
      skipped: all.filter((c) => c.status === 'skip').length,
      calls: transport.calls,
    },
  };
}

const boundaryName = (calls: number) => `boundary values (${calls} calls: each enum value, oneOf branch, length and number bound)`;
