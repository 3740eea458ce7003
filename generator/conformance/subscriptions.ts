// The subscriptions of `rpcforge test` (issue 37): for each subscription the spec declares (x-subscription kinds, or
// Starknet's naming convention), over the endpoint's WebSocket route, it subscribes, watches the notifications for
// `--subscription-seconds`, then unsubscribes. Three checks per subscription, each failing with the call, the answer
// or notification at fault and a line that sends the call again:
//   subscribe      answered with a subscription id;
//   notifications  at least one within the window; each of the spec's notification method, its value valid by the
//                  package's own validator, and none with the identity of an earlier one (x-subscription identity);
//   unsubscribe    answered `true`, and no notification of that subscription after the answer.
// The WebSocket route: the URL itself when it is ws(s)://; for http(s):// the spec's WebSocket server path matching
// the HTTP one the URL is at (`/v3/<key>` → `/ws/v3/<key>`, under any base path before it), else the same path. An
// endpoint that refuses that upgrade is HTTP-only: each subscription is skipped, saying so (never passed).
// The report holds no count of notifications: they depend on timing, and one seed gives one report.
import { judgeObject, parseBounded, quote, type Judged } from './answer.js';
import type { Model, SubscriptionModel } from '../model/model.js';
import { routesOf } from '../emit/server/routes.js';
import type { Validation } from '../validate/example-validators.js';
import { check } from './runner.js';
import type { CheckResult, Failure, MethodReport } from './report.js';
import { SubscriptionSocket, type Pushed } from './subscription-socket.js';
import type { Transport } from './transport.js';
import { paramsArbitrary, sampleValid, type Params } from './values.js';
import { seedOf } from '../values/sample.js';
import { identityKey } from '../emit/client/runtime/internal/subscriptions.js';

export interface SubscriptionValidators {
  validateNotification?: (name: string, value: unknown) => Validation;
  validateSubscriptionParams?: (name: string, params: unknown) => Validation;
}

/** How long notifications are watched by default (`--subscription-seconds`). */
export const defaultSubscriptionSeconds = 3;

/** After the last unsubscribe, how long a late notification is waited for. */
const graceMs = 500;

/** A subscription's name in the report: the subscribe method, and the kind it chooses (`eth_subscribe newHeads`). */
export function subscriptionGroup(subscription: SubscriptionModel): string {
  return subscription.value === undefined ? subscription.subscribe : `${subscription.subscribe} ${subscription.value}`;
}

/** The WebSocket URL subscriptions go to, for the endpoint's `url` (the target or the URL as reports show it). */
export function socketUrl(model: Model, url: string): string {
  const parts = /^(https?|wss?):\/\/([^/?#]*)([^?#]*)(.*)$/is.exec(url);
  if (parts === null) return url;
  const [, scheme, host, path, rest] = parts as unknown as [string, string, string, string, string];
  if (/^wss?$/i.test(scheme)) return url;
  const ws = scheme.toLowerCase() === 'https' ? 'wss' : 'ws';
  const routes = routesOf(model);
  const sockets = routes.filter((r) => r.transport === 'ws' && !/\{[^}]*\}/.test(r.path));
  for (const http of routes.filter((r) => r.transport === 'http')) {
    const pattern = new RegExp(http.pattern);
    // The route may sit under a base path (a --config network's): each start at a '/' is tried.
    for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) {
      const match = pattern.exec(path.slice(at));
      if (match === null) continue;
      const target = sockets.find((r) => r.keyed === http.keyed) ?? sockets[0];
      if (target === undefined) break;
      return `${ws}://${host}${path.slice(0, at)}${target.path.replace('<API_KEY>', match.groups?.key ?? '')}${rest}`;
    }
  }
  return `${ws}://${host}${path}${rest}`;
}

/** One subscription as it ran: its call, its id, its notifications, its unsubscribe. */
interface Watched {
  subscription: SubscriptionModel;
  body: string;
  subscribed: { failure?: Failure; id?: unknown };
  unsubscribe?: { body: string; failure?: Failure; at?: number };
}

export interface SubscriptionRun {
  model: Model;
  /** The subscriptions selected (`--methods`), in the spec's order. */
  subscriptions: readonly SubscriptionModel[];
  validators: SubscriptionValidators;
  transport: Transport;
  /** Milliseconds the notifications are watched; 0 skips the subscriptions. */
  windowMs: number;
  seed: number;
}

/** The reports of the selected subscriptions, one per subscription, in the spec's order; empty when there are none. */
export async function subscriptionReports(run: SubscriptionRun): Promise<MethodReport[]> {
  const { model, transport, subscriptions } = run;
  if (subscriptions.length === 0) return [];
  const skipAll = (note: string) => subscriptions.map((s) => report(s, [{ ...check('subscription', 'subscribe', 0), status: 'skip', note }]));
  if (run.windowMs <= 0) return skipAll('not checked (--subscription-seconds 0)');
  const target = socketUrl(model, transport.target);
  const shown = transport.redact(socketUrl(model, transport.shownUrl));
  let socket: SubscriptionSocket;
  transport.timeLeft();
  try {
    socket = await SubscriptionSocket.open(target, transport.socketOptions());
  } catch (error) {
    return skipAll(`skipped: no WebSocket route (${shown}: ${transport.redact((error as Error).message)})`);
  }
  try {
    const session = new Session(run, socket, shown);
    const watched: Watched[] = [];
    for (const subscription of subscriptions) watched.push(await session.subscribe(subscription));
    await session.wait(run.windowMs);
    for (const one of watched) if (one.subscribed.id !== undefined) one.unsubscribe = await session.unsubscribe(one.subscription, one.subscribed.id);
    await session.wait(graceMs);
    return watched.map((one) => report(one.subscription, session.checks(one)));
  } finally {
    socket.close();
  }
}

function report(subscription: SubscriptionModel, checks: CheckResult[]): MethodReport {
  const status = checks.some((c) => c.status === 'fail') ? 'fail' : checks.every((c) => c.status === 'skip') ? 'skip' : 'pass';
  return { name: subscriptionGroup(subscription), status, checks };
}

/** The calls and checks on one connection. */
class Session {
  private nextId = 1;

  constructor(
    private readonly run: SubscriptionRun,
    private readonly socket: SubscriptionSocket,
    private readonly shown: string,
  ) {}

  private failure(message: string, body: string, answer?: string): Failure {
    const t = this.run.transport;
    return { message: t.redact(message), request: t.redact(body), ...(answer === undefined ? {} : { answer: t.redact(quote(answer)) }), curl: t.watchLine(body, this.shown) };
  }

  /** Sends a call on the connection, counted as the run's; the answer judged. */
  private async call(method: string, params: Params): Promise<{ body: string; judged: Judged; text?: string; at?: number }> {
    const id = this.nextId++;
    const body = JSON.stringify({ jsonrpc: '2.0', id, method, params });
    const t = this.run.transport;
    t.calls++;
    const answer = await this.socket.call(body, id, Math.min(t.socketOptions().callTimeoutMs, t.timeLeft()));
    if ('reason' in answer) return { body, judged: { kind: 'broken', reason: `no answer: ${answer.reason}` } };
    const parsed = parseBounded(answer.text);
    const judged: Judged = parsed === undefined ? { kind: 'broken', reason: `the answer is not JSON, or past the answers' bounds: ${quote(answer.text)}` } : judgeObject(parsed, id);
    return { body, judged, text: answer.text, at: answer.at };
  }

  async subscribe(subscription: SubscriptionModel): Promise<Watched> {
    const params = this.subscribeParams(subscription);
    if (params === undefined) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 0, method: subscription.subscribe, params: subscription.value === undefined ? [] : [subscription.value] });
      return { subscription, body, subscribed: { failure: this.failure('no valid params generated for the subscribe call (its required params\' schemas)', body) } };
    }
    const { body, judged, text } = await this.call(subscription.subscribe, params);
    const id = judged.kind === 'result' ? judged.value : undefined;
    if (typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id))) return { subscription, body, subscribed: { id } };
    const why = judged.kind === 'broken' ? judged.reason : judged.kind === 'error' ? `refused with error ${judged.code} (${quote(judged.message)})` : `answered ${quote(JSON.stringify(judged.value))}, not a subscription id (a string)`;
    return { subscription, body, subscribed: { failure: this.failure(`${subscription.subscribe}: ${why}`, body, text) } };
  }

  async unsubscribe(subscription: SubscriptionModel, id: unknown): Promise<Watched['unsubscribe']> {
    const params = subscription.unsubscribeByName === undefined ? [id] : { [subscription.unsubscribeByName]: id };
    const { body, judged, text, at } = await this.call(subscription.unsubscribe, params);
    if (judged.kind === 'result' && judged.value === true) return { body, at };
    const why = judged.kind === 'broken' ? judged.reason : judged.kind === 'error' ? `refused with error ${judged.code} (${quote(judged.message)})` : `answered ${quote(JSON.stringify(judged.value))}, not true`;
    return { body, failure: this.failure(`${subscription.unsubscribe}: ${why}`, body, text) };
  }

  /** Waits `ms`, within the run's time; Ctrl-C and the deadline stop the run (RunStopped). */
  async wait(ms: number): Promise<void> {
    const end = performance.now() + ms;
    for (let left = ms; left > 0; left = end - performance.now()) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(left, 100)));
      this.run.transport.timeLeft();
    }
  }

  /** The subscribe call's params: the kind chosen, then the required params, generated valid; undefined when none are. */
  private subscribeParams(subscription: SubscriptionModel): Params | undefined {
    const last = subscription.params.reduce((n, p, i) => (p.required ? i + 1 : n), 0);
    const own = { params: subscription.params.slice(0, last), paramStructure: subscription.paramStructure } as Parameters<typeof paramsArbitrary>[0];
    const validate = this.run.validators.validateSubscriptionParams;
    const valid = (p: Params) => validate === undefined || validate(subscription.name, p).ok;
    const params = last === 0 ? (subscription.paramStructure === 'by-name' ? {} : []) : sampleValid(paramsArbitrary(own, this.run.model, true), (this.run.seed ^ seedOf(subscriptionGroup(subscription))) | 0, valid);
    if (params === undefined) return undefined;
    if (subscription.value === undefined) return params;
    return [subscription.value, ...(params as unknown[])];
  }

  /** The three checks of one subscription, from what came. */
  checks(one: Watched): CheckResult[] {
    const { subscription, body, subscribed } = one;
    if (subscribed.failure !== undefined) return [check('subscription', 'subscribe', 1, subscribed.failure)];
    const seconds = this.run.windowMs / 1000;
    const notices = new Set([...gatewayNotices, ...this.run.model.notices.map((n) => n.method)]);
    const mine = this.socket.pushed.filter((p) => isOf(p, subscription, subscribed.id, notices));
    const before = one.unsubscribe?.at === undefined ? mine : mine.filter((p) => p.at <= one.unsubscribe!.at!);
    const results = [check('subscription', 'subscribe', 1), check('subscription', `notifications within ${seconds} s`, 0, this.notificationProblem(subscription, before, body))];
    const after = one.unsubscribe?.at === undefined ? [] : mine.filter((p) => p.at > one.unsubscribe!.at!);
    const late = after.length === 0 ? undefined : this.failure(`a notification of the subscription came after ${subscription.unsubscribe} answered true`, one.unsubscribe!.body, after[0]!.text);
    results.push(check('subscription', 'unsubscribe', 1, one.unsubscribe?.failure ?? late));
    return results;
  }

  /** What is wrong with a subscription's notifications (none; one of another method, invalid or a duplicate). */
  private notificationProblem(subscription: SubscriptionModel, pushed: Pushed[], body: string): Failure | undefined {
    const { notification, identity, name } = subscription;
    if (pushed.length === 0) return this.failure(`no notification within ${this.run.windowMs / 1000} s (${notification.method} with the subscription's id)`, body);
    const seen = new Map<string, number>();
    for (const [i, one] of pushed.entries()) {
      const message = one.parsed as { jsonrpc?: unknown; method?: unknown; params?: Record<string, unknown> };
      if (message.jsonrpc !== '2.0' || message.method !== notification.method) return this.failure(`notification ${i + 1} is not a JSON-RPC 2.0 ${notification.method} notification`, body, one.text);
      const value = message.params?.[notification.resultParam];
      const verdict = this.run.validators.validateNotification?.(name, value) ?? { ok: true };
      if (!verdict.ok) {
        const [first] = verdict.errors;
        return this.failure(`notification ${i + 1} does not match its schema: params.${notification.resultParam}${first!.path.replace(/^result(?=$|[.[])/, '')}: ${first!.message}`, body, one.text);
      }
      const key = identityKey(value, identity);
      if (key === undefined) continue;
      const earlier = seen.get(key);
      if (earlier !== undefined) return this.failure(`notification ${i + 1} repeats notification ${earlier}: the same identity (${identity.join(', ')}) = ${quote(key)}`, body, one.text);
      seen.set(key, i + 1);
    }
    return undefined;
  }
}

/** Notices a subscription may get beside its notifications (the gateway's end and gap notices; Starknet's reorg). */
const gatewayNotices = new Set(['rpcforge_subscriptionEnded', 'rpcforge_subscriptionGap']);

/** Whether a pushed message carries the subscription's id and is no notice: a notification, of whatever method. */
function isOf(pushed: Pushed, subscription: SubscriptionModel, id: unknown, notices: ReadonlySet<string>): boolean {
  const message = pushed.parsed as { method?: unknown; params?: unknown } | undefined;
  if (typeof message?.method === 'string' && message.method !== subscription.notification.method && notices.has(message.method)) return false;
  const params = message?.params;
  return typeof params === 'object' && params !== null && (params as Record<string, unknown>)[subscription.notification.subscriptionParam] === id;
}
