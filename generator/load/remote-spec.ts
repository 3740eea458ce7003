// `--spec <http(s) URL>`: the root document from a URL, or from a live endpoint's `rpc.discover`. A GET of the URL
// that answers an OpenRPC document (JSON or YAML with an `openrpc` field) is taken as it is; else the URL is called
// as a JSON-RPC endpoint with `rpc.discover`, whose result is the document. The bytes are bounded as a file's
// (`--max-file-size`), the whole fetch by `timeoutMs`, and the text is then read by the loader from a file of its own
// in a fresh folder (its `--ref-root`), with the loader's depth and size bounds: so a remote document cannot reach a
// local file through a relative `$ref`.
//
// The generator runs synchronously (`runCli` returns the exit code), so the fetch runs in a child Node process and
// this one waits for it, bounded by the same time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const defaultFetchTimeoutMs = 30_000;

export function isSpecUrl(spec: string): boolean {
  return /^https?:\/\//i.test(spec);
}

/** The URL as messages show it: a user name, password or query (where keys are often put) masked. */
export function urlLabel(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username !== '' || parsed.password !== '') [parsed.username, parsed.password] = ['***', ''];
    if (parsed.search !== '') parsed.search = '?***';
    return parsed.href;
  } catch {
    return url;
  }
}

/** The child's program: argv = [url, maxBytes, timeoutMs]; prints `{ text, from, ext }` as JSON, or exits 3 with a
 * one-line reason on stderr. Every read is bounded in bytes and the whole run in time. */
const fetchProgram = String.raw`
const [url, maxBytesText, timeoutText] = process.argv.slice(1);
const maxBytes = Number(maxBytesText);
const signal = AbortSignal.timeout(Number(timeoutText));
const fail = (reason) => { process.stderr.write(reason + '\n'); process.exit(3); };
async function read(response) {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) fail('the answer is ' + declared + ' bytes, larger than ' + maxBytes + ' (the limit; --max-file-size raises it)');
  const chunks = [];
  let received = 0;
  for await (const chunk of response.body ?? []) {
    received += chunk.length;
    if (received > maxBytes) fail('the answer is larger than ' + maxBytes + ' bytes (the limit; --max-file-size raises it)');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
const isDocument = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.openrpc === 'string';
try {
  let got = 'no answer';
  const response = await fetch(url, { signal, headers: { accept: 'application/json, application/yaml, text/yaml, */*;q=0.5' } });
  const text = await read(response);
  if (response.ok) {
    let json;
    try { json = JSON.parse(text); } catch {}
    if (isDocument(json)) { process.stdout.write(JSON.stringify({ text, from: 'document', ext: 'json' })); process.exit(0); }
    if (json === undefined && /^openrpc\s*:/m.test(text)) { process.stdout.write(JSON.stringify({ text, from: 'document', ext: 'yaml' })); process.exit(0); }
  }
  got = 'GET answered HTTP ' + response.status + ' ' + (response.headers.get('content-type') ?? 'without a content type');
  const call = await fetch(url, { method: 'POST', signal, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"rpc.discover","params":[]}' });
  const answerText = await read(call);
  let answer;
  try { answer = JSON.parse(answerText); } catch {}
  if (call.ok && isDocument(answer?.result)) { process.stdout.write(JSON.stringify({ text: JSON.stringify(answer.result, null, 2) + '\n', from: 'rpc.discover', ext: 'json' })); process.exit(0); }
  const why = answer?.error ? 'error ' + answer.error.code + ' ' + JSON.stringify(String(answer.error.message).slice(0, 200)) : 'HTTP ' + call.status + (answer === undefined ? ', not JSON' : ', no OpenRPC document in its result');
  fail('neither an OpenRPC document (' + got + ') nor an endpoint answering rpc.discover (' + why + ')');
} catch (error) {
  fail(signal.aborted ? 'no document within ' + timeoutText + ' ms' : String(error?.cause?.message ?? error?.message ?? error));
}
`;

export interface RemoteSpec {
  /** The file the document was written to, in a folder of its own (the reference root). */
  path: string;
  dir: string;
  /** Where the document came from: the URL itself, or its `rpc.discover`. */
  from: 'document' | 'rpc.discover';
}

/** Fetches the document at `url` (see above) into a new temporary folder; throws an Error naming the URL. */
export function fetchSpec(url: string, { maxFileBytes, timeoutMs = defaultFetchTimeoutMs }: { maxFileBytes: number; timeoutMs?: number }): RemoteSpec {
  let out: string;
  try {
    out = execFileSync(process.execPath, ['--input-type=module', '-e', fetchProgram, url, String(maxFileBytes), String(timeoutMs)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // The child's own timeout stops it first; this one is for a child that hangs anyway.
      timeout: timeoutMs + 5_000,
      // JSON-escaped text: up to twice the bytes, and more for control characters; the cap still holds it.
      maxBuffer: maxFileBytes * 6 + 1024,
    });
  } catch (error) {
    const e = error as { stderr?: string; code?: string; message: string };
    const reason = e.code === 'ETIMEDOUT' ? `no document within ${timeoutMs} ms` : (e.stderr?.trim().split('\n')[0] ?? e.message) || e.message;
    throw new Error(`--spec ${urlLabel(url)}: ${reason.split(url).join(urlLabel(url))}`);
  }
  const { text, from, ext } = JSON.parse(out) as { text: string; from: RemoteSpec['from']; ext: 'json' | 'yaml' };
  const dir = mkdtempSync(join(tmpdir(), 'rpcforge-remote-spec-'));
  const path = join(dir, `openrpc.${ext}`);
  writeFileSync(path, text);
  return { path, dir, from };
}
