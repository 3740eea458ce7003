// The JSON-RPC 2.0 envelope rules, checked once per run with a call the endpoint answers (the probe: an example of
// the first selected method, else generated params): malformed JSON → -32700 with id null; an invalid request →
// -32600; an unknown method → -32601; string and number ids echoed as sent; a batch answered call by call, each id
// once; a notification (no id) answered with nothing.
import { judgeObject, judgeText, neverForValidCalls, quote } from './answer.js';
import { check, type Runner } from './runner.js';
import { envelopeGroup, type CheckResult } from './report.js';
import type { Transport } from './transport.js';
import type { Params } from './values.js';

const unknownMethod = 'rpcforge_noSuchMethod';

type Step = () => Promise<CheckResult>;

export function envelopeChecks(runner: Runner, transport: Transport, probe: { method: string; params: Params } | undefined): Step[] {
  const send = async (name: string, body: string, judgeBody: (text: ReturnType<typeof judgeText>) => string | undefined, quiet = false): Promise<CheckResult> => {
    const answer = await transport.send(body, quiet);
    runner.http.note(envelopeGroup, body, answer);
    const problem = judgeBody(judgeText(answer));
    return check('envelope', name, 1, problem === undefined ? undefined : runner.failure(problem, body, answer.ok ? answer.text : undefined));
  };
  const expectError = (code: number, id: string | number | null) => (text: ReturnType<typeof judgeText>) => {
    if ('reason' in text) return text.reason;
    const judged = judgeObject(text.parsed, id);
    if (judged.kind === 'broken') return judged.reason;
    if (judged.kind === 'result') return `answered with a result, not error ${code}`;
    return judged.code === code ? undefined : `answered error ${judged.code} (${quote(judged.message)}), not ${code}`;
  };
  const steps: Step[] = [
    () => send('malformed JSON → -32700', '{"jsonrpc":"2.0","id":1,"method":', expectError(-32700, null)),
    () => {
      const { body, id } = runner.request(probe?.method ?? unknownMethod, undefined);
      return send('jsonrpc not "2.0" → -32600', body.replace('"2.0"', '"1.0"'), expectError(-32600, id));
    },
    () => {
      const id = 'rpcforge-method-not-a-string';
      return send('method not a string → -32600', JSON.stringify({ jsonrpc: '2.0', id, method: 42 }), expectError(-32600, id));
    },
    () => {
      const { body, id } = runner.request(unknownMethod, []);
      return send('unknown method → -32601', body, expectError(-32601, id));
    },
  ];
  if (probe === undefined) return steps;
  // The id checks judge the envelope only: a schema failure of the probe method's result is the probe's, reported
  // once as its own check below, not as "string id echoed", "number id echoed" and "batch" failures.
  let probeProblem: { problem: string; body: string; text: string } | undefined;
  const answered = (id: string | number, body?: string) => (text: ReturnType<typeof judgeText>) => {
    if ('reason' in text) return text.reason;
    const judged = judgeObject(text.parsed, id);
    if (judged.kind === 'broken') return judged.reason;
    const problem = runner.problemFor(probe.method, judged);
    if (problem !== undefined && body !== undefined) probeProblem ??= { problem, body, text: JSON.stringify(text.parsed) };
    return undefined;
  };
  steps.push(
    () => {
      const { body } = runner.request(probe.method, probe.params, 'rpcforge-string-id');
      return send('string id echoed', body, answered('rpcforge-string-id', body));
    },
    () => {
      const { body, id } = runner.request(probe.method, probe.params);
      return send('number id echoed', body, answered(id as number, body));
    },
    () => {
      const calls = [runner.request(probe.method, probe.params, 'rpcforge-batch-a'), runner.request(probe.method, probe.params), runner.request(unknownMethod, [])];
      const body = `[${calls.map((c) => c.body).join(',')}]`;
      return send('batch answered call by call', body, (text) => batchProblem(text, calls.map((c) => c.id as string | number), runner, probe.method));
    },
    () => {
      const body = JSON.stringify({ jsonrpc: '2.0', method: probe.method, params: probe.params });
      return send('notification not answered', body, (text) => {
        if ('parsed' in text) return `a notification was answered: ${quote(JSON.stringify(text.parsed))}`;
        // An empty body is the right answer (JSON.parse('') fails): only a transport failure is a problem.
        return text.reason.startsWith('no answer') ? text.reason : undefined;
      }, true);
    },
    async () => {
      const name = `probe ${probe.method} answered as its method's schema says`;
      if (probeProblem === undefined) return check('envelope', name, 0);
      return check('envelope', name, 0, runner.failure(`${probeProblem.problem} (a failure of ${probe.method}'s answer, not of the envelope)`, probeProblem.body, probeProblem.text));
    },
  );
  return steps;
}

/** The batch's answer must be an array with one response per call, matched by id (in any order). */
function batchProblem(text: ReturnType<typeof judgeText>, ids: (string | number)[], runner: Runner, method: string): string | undefined {
  if ('reason' in text) return text.reason;
  if (!Array.isArray(text.parsed)) return `a batch answered with ${quote(JSON.stringify(text.parsed))}, not an array`;
  const answers = text.parsed as unknown[];
  const byId = new Map<unknown, unknown[]>();
  for (const a of answers) {
    const id = typeof a === 'object' && a !== null ? (a as { id?: unknown }).id : undefined;
    byId.set(id, [...(byId.get(id) ?? []), a]);
  }
  for (const [k, id] of ids.entries()) {
    const found = byId.get(id) ?? [];
    if (found.length === 0) return `no answer for the batch's call ${k + 1} (id ${JSON.stringify(id)}); ${answers.length} answer(s) for ${ids.length} calls`;
    if (found.length > 1) return `${found.length} answers for the batch's call ${k + 1} (id ${JSON.stringify(id)})`;
    const judged = judgeObject(found[0], id);
    if (judged.kind === 'broken') return `batch call ${k + 1}: ${judged.reason}`;
    if (k === ids.length - 1) {
      if (judged.kind !== 'error' || judged.code !== -32601) return `batch call ${k + 1} (unknown method) not answered -32601`;
    } else if (judged.kind === 'error' && neverForValidCalls.has(judged.code)) {
      // The probe's own answer is judged by its own check; an envelope error inside the batch is the batch's.
      return `batch call ${k + 1}: answered error ${judged.code} (${quote(judged.message)}), which a call answered alone is not`;
    }
  }
  if (answers.length !== ids.length) return `${answers.length} answers for a batch of ${ids.length} calls`;
  return undefined;
}
