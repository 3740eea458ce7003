// "Served nothing checkable": every verdict of `rpcforge test` says what was seen. A node's refusal of valid params
// (./refusals.ts) passes the call it answers, and an endpoint that refuses everything ("header not found" to every
// call) would pass every check of a method without ever showing one result. So each method's calls with valid params
// are counted (examples, learned state, generated, boundary values, limits): a method none of whose calls produced
// a result checked against its result schema fails one check, `served something checkable`, with the counts and
// the last such call. A --known entry may list it (a method the node lacks on purpose). A method with no result
// schema (a notification) has nothing to check and gets no such check.
import type { MethodModel } from '../model/model.js';
import type { Judged } from './answer.js';
import type { CheckResult, Failure } from './report.js';

interface Tally {
  /** Calls with valid params judged. */
  calls: number;
  /** Of them, answered with a result (checked against the result schema). */
  results: number;
  /** Of them, refused by the node (a note elsewhere). */
  refused: number;
  /** Of them, answered with an error (declared, refused or not) or nothing usable. */
  errors: number;
  /** The first such call's first error, for the message. */
  first?: string;
  /** Every answer of the method's calls, valid params or not, and how many of them were -32601 (method not found). */
  answers: number;
  missing: number;
  /** The last call sent for the method: the failure's request and reproduce line. */
  last?: { body: string; text: string | undefined };
}

/** At most 200 characters, a cut marked `…` (so a key echoed across the cut is still masked: ./transport.ts). */
const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

export const servedCheckName = 'served something checkable';

export class ServedTally {
  private readonly byMethod = new Map<string, Tally>();

  private of(method: string): Tally {
    let t = this.byMethod.get(method);
    if (!t) this.byMethod.set(method, (t = { calls: 0, results: 0, refused: 0, errors: 0, answers: 0, missing: 0 }));
    return t;
  }

  /** A call sent (whatever its params): the last one is the failure's reproduce line. */
  sent(method: string, body: string, text: string | undefined, judged: Judged): void {
    const t = this.of(method);
    t.last = { body, text };
    if (judged.kind === 'broken') return;
    t.answers++;
    if (judged.kind === 'error' && judged.code === -32601) t.missing++;
  }

  /**
   * One failure for a method the endpoint lacks (every answer -32601), in place of one per check: the checks say
   * nothing about a method that is not there.
   */
  lacking(method: string, calls: number, failure: (message: string, last: { body: string; text: string | undefined }) => Failure): CheckResult | undefined {
    const t = this.byMethod.get(method);
    if (t === undefined || t.answers === 0 || t.missing !== t.answers || t.last === undefined) return undefined;
    const message = `the endpoint lacks the method: all ${t.answers} call(s) answered -32601 (Method not found)`;
    return { kind: 'served', name: 'method implemented', status: 'fail', calls, failure: failure(message, t.last) };
  }

  /** The answer to a call with valid params. */
  saw(method: string, judged: Judged): void {
    const t = this.of(method);
    t.calls++;
    if (judged.kind === 'result') t.results++;
    else {
      t.errors++;
      t.first ??= cut(judged.kind === 'error' ? `${judged.code} ${judged.message}` : judged.reason);
    }
  }

  refused(method: string): void {
    this.of(method).refused++;
  }

  /** Calls with valid params answered with a result, of those sent: for the generated check's note. */
  answered(method: string): { calls: number; results: number } {
    const t = this.of(method);
    return { calls: t.calls, results: t.results };
  }

  /** The failing check when the method served nothing checkable; undefined when it did, or has no result to check. */
  verdict(method: MethodModel, failure: (message: string, last: { body: string; text: string | undefined }) => Failure): CheckResult | undefined {
    const t = this.byMethod.get(method.name);
    if (method.result === undefined || t === undefined || t.calls === 0 || t.results > 0 || t.last === undefined) return undefined;
    const refused = t.refused === t.calls ? 'all refused by the endpoint' : `${t.refused} refused by the endpoint, ${t.errors - t.refused} answered with an error or nothing usable`;
    const message = `served nothing checkable: ${t.calls} call(s) with valid params, ${refused}, none answered with a result to check against the schema (first: ${t.first ?? '?'})`;
    return { kind: 'served', name: servedCheckName, status: 'fail', calls: 0, failure: failure(message, t.last) };
  }
}
