// The API key against a hostile server that sends it back in every form it can (raw, URL-encoded with upper- and
// lower-case hex, JSON-escaped), in every place the client echoes (HTTP bodies, messages, error data and its
// property names, ids, batch entries, WebSocket close reasons, ignored messages, retry logs) and at every position
// around each cut the client makes: no error (message, stack, every own property) and no log line may hold the key
// or any 4-character part of it. Keys with `"`, `\` and `%`, and keys of 1-3 characters, which are masked only where
// they follow the key path (`/v3/`, `/ws/v3/`): see `shortKeyLength` in the client's transport.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inspect } from 'node:util';
import type { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ClientOptions, createClient, HttpStatusError, type JsonRpcError, type ResultValidationError, type SocketClosedError, TransportError, validators } from '../generated/dist/index.js';
import { type HostileHttp, type HostileWs, type Request, requestsOf, sleep, startHostileHttp, startHostileWs } from './client-hostile-servers.js';

const hash = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';
/** Pads the key away from the start of a text; no key below holds it, so the client's cut shows as a count of it. */
const fill = '=';

const longKeys = ['Q"7\\z%Vk#9wX', 'pct%25%2Fkey!Zq', 'sk_live_9f8e7d6c5b4a', 'W%"\\'];
const shortKeys = ['k', '%', '"\\'];

/** The forms a key takes in texts: raw, URL-encoded (both hex cases), JSON-escaped. */
function forms(key: string): string[] {
  const encoded = encodeURIComponent(key);
  return [...new Set([key, encoded, encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()), JSON.stringify(key).slice(1, -1)])];
}

/** Every text an error carries: message, stack, inspect output, and each own property (nested errors too). */
function textsOf(error: Error): string {
  const seen = new Set<unknown>();
  const replacer = (_key: string, value: unknown) => {
    if (value instanceof Error) {
      if (seen.has(value)) return '[seen]';
      seen.add(value);
      return Object.fromEntries(Object.getOwnPropertyNames(value).map((name) => [name, (value as unknown as Record<string, unknown>)[name]]));
    }
    return typeof value === 'bigint' ? String(value) : value;
  };
  return [String(error), error.stack ?? '', inspect(error, { depth: 10, showHidden: true }), JSON.stringify(error, replacer)].join('\n');
}

/** The parts of `text` that give the key away: for a key of 4 characters or more any 4-character part of any form;
 * for a shorter one, a form (or its start, at a cut) right after the key path. */
function leaks(text: string, key: string): string[] {
  const found = new Set<string>();
  for (const form of forms(key)) {
    if (key.length >= 4) {
      for (let i = 0; i + 4 <= form.length; i++) if (text.includes(form.slice(i, i + 4))) found.add(form.slice(i, i + 4));
    } else {
      for (const path of ['/v3/', '/ws/v3/']) {
        if (text.includes(path + form)) found.add(path + form);
        // Part of it right before a cut (marked …).
        for (let k = 1; k < form.length; k++) if (text.includes(`${path}${form.slice(0, k)}…`)) found.add(`${path}${form.slice(0, k)}…`);
      }
    }
  }
  return [...found];
}

const servers: (HostileHttp | HostileWs)[] = [];
const clients: Client[] = [];
const escaped: unknown[] = [];
const onEscape = (error: unknown) => escaped.push(error);
beforeAll(() => {
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
});
afterAll(() => {
  process.off('unhandledRejection', onEscape);
  process.off('uncaughtException', onEscape);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
  expect(escaped.splice(0)).toEqual([]);
});
function client(options: ClientOptions): Client {
  const made = createClient({ retry: false, ...options });
  clients.push(made);
  return made;
}
async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as Error,
  );
}

/** What the server sends back: the key's forms, after the key path for a short key (the only place it is masked). */
function echoes(key: string, path: string): string[] {
  return key.length >= 4 ? forms(key) : forms(key).map((form) => path + form);
}

/** The key the request came with: the last path segment, decoded. */
const keyOf = (request: IncomingMessage) => decodeURIComponent((request.url ?? '').split('/').pop() ?? '');

/**
 * Calls `run(padding, form)` with the key's form placed after `padding` fill characters, for every padding that puts
 * some part of the form across the client's cut: first a probe with only fill shows how many fill characters the
 * cut keeps.
 */
async function sweep(echoes: readonly string[], run: (padding: string, form: string) => Promise<Error>): Promise<Error[]> {
  const probe = await run(fill.repeat(5_000), '');
  const kept = probe.message.split(fill).length - 1;
  expect(kept, `probe: ${probe.message}`).toBeGreaterThan(0);
  expect(kept, `probe: ${probe.message}`).toBeLessThan(5_000);
  const errors = [probe];
  const longest = Math.max(...echoes.map((f) => f.length)) + 4;
  for (let padding = Math.max(0, kept - longest); padding <= kept + 1; padding++) {
    for (const form of echoes) errors.push(await run(fill.repeat(padding), form));
  }
  return errors;
}

async function collect(key: string): Promise<{ errors: [string, Error][]; lines: string[] }> {
  const errors: [string, Error][] = [];
  const lines: string[] = [];
  const logger = { debug: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
  const httpEchoes = echoes(key, '/v3/');
  const wsEchoes = echoes(key, '/ws/v3/');
  const add = (name: string, list: Error[]) => errors.push(...list.map((e): [string, Error] => [name, e]));

  // HTTP: what the server answers is set per call.
  let answer: (request: IncomingMessage, response: ServerResponse, requests: Request[]) => void = () => undefined;
  const http = await startHostileHttp((body, response, request) => answer(request, response, requestsOf(body).requests));
  servers.push(http);
  const gateway = client({ url: http.url, apiKey: key, logger, validate: { result: true }, validators });
  const json = (response: ServerResponse, value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  const first = (requests: Request[]) => requests[0] as Request;

  // An HTTP error status whose body repeats the key (HttpStatusError.body, cut at 1,000 characters).
  add(
    'HttpStatusError',
    await sweep(httpEchoes, (padding, form) => {
      answer = (_q, response) => response.writeHead(400).end(`${padding}${form}${'='.repeat(3)} and more`);
      return rejection(gateway.eth_getTransactionByHash(hash));
    }),
  );
  // Bodies dense with the key: masking shortens them, so what the client reads past its cut comes into view.
  for (const form of httpEchoes) {
    for (let offset = 0; offset <= form.length; offset++) {
      answer = (_q, response) => response.writeHead(400).end(`${fill.repeat(offset)}${form.repeat(Math.ceil(3_000 / form.length))}`);
      errors.push(['HttpStatusError dense', await rejection(gateway.eth_getTransactionByHash(hash))]);
      answer = (_q, response) => response.writeHead(200).end(`${fill.repeat(offset)}${form.repeat(Math.ceil(1_000 / form.length))}`);
      errors.push(['ProtocolError dense', await rejection(gateway.eth_getTransactionByHash(hash))]);
    }
  }
  // A body that is not JSON (ProtocolError, cut at 300).
  add(
    'ProtocolError not JSON',
    await sweep(httpEchoes, (padding, form) => {
      answer = (_q, response) => response.writeHead(200).end(`oops ${padding}${form} trailing text`);
      return rejection(gateway.eth_getTransactionByHash(hash));
    }),
  );
  // An answer whose id is the key (cut at 100), and one of the wrong shape (cut at 200).
  add(
    'ProtocolError id',
    await sweep(httpEchoes, (padding, form) => {
      answer = (_q, response) => json(response, { jsonrpc: '2.0', id: `${padding}${form}`, result: null });
      return rejection(gateway.eth_getTransactionByHash(hash));
    }),
  );
  add(
    'ProtocolError shape',
    await sweep(httpEchoes, (padding, form) => {
      answer = (_q, response, requests) => json(response, { jsonrpc: '2.0', id: first(requests).id, note: `${padding}${form}` });
      return rejection(gateway.eth_getTransactionByHash(hash));
    }),
  );
  add(
    'ProtocolError batch id',
    await sweep(httpEchoes, (padding, form) => {
      answer = (_q, response, requests) => json(response, [...requests.map((r) => ({ jsonrpc: '2.0', id: r.id, result: null })), { jsonrpc: '2.0', id: `${padding}${form}`, result: null }]);
      return rejection(gateway.batch((b) => [b.eth_getTransactionByHash(hash), b.eth_getTransactionReceipt(hash)]));
    }),
  );
  // Error answers: message, data and data's property names repeat the key in every form; whole, never cut.
  for (const form of httpEchoes) {
    answer = (request, response, requests) =>
      json(response, { jsonrpc: '2.0', id: first(requests).id, error: { code: -32000, message: `denied ${form} at ${request.url}`, data: { [form]: [form, keyOf(request)], path: request.url } } });
    errors.push(['JsonRpcError', await rejection(gateway.eth_getTransactionByHash(hash))]);
    // A result that fails validation: ResultValidationError.result and its issues.
    answer = (_q, response, requests) => json(response, { jsonrpc: '2.0', id: first(requests).id, result: { [form]: form } });
    errors.push(['ResultValidationError', await rejection(gateway.eth_getBlockByNumber('latest', false))]);
  }
  // Retries log the error they retry after.
  answer = (request, response) => response.writeHead(503).end(`busy: ${request.url} ${keyOf(request)}`);
  errors.push(['HttpStatusError retried', await rejection(client({ url: http.url, apiKey: key, logger, retry: { retries: 1, delay: 1 } }).eth_getTransactionByHash(hash))]);
  // Too large, timed out, refused.
  answer = (request, response) => response.writeHead(200).end(`"${request.url}${'x'.repeat(2_000)}"`);
  errors.push(['ResponseTooLargeError', await rejection(client({ url: http.url, apiKey: key, maxResponseBytes: 1_000 }).eth_getTransactionByHash(hash))]);
  answer = () => undefined;
  errors.push(['TimeoutError', await rejection(gateway.eth_getTransactionByHash(hash, { timeout: 50 }))]);
  await http.close();
  servers.splice(servers.indexOf(http), 1);
  errors.push(['ConnectionError', await rejection(gateway.eth_getTransactionByHash(hash))]);

  // WebSocket: a message that is not JSON, or answers no call, breaks the socket: the call's ProtocolError and the
  // warn line quote it (cut at 300 and 200), one call each, the next on a new socket; a notification is logged (cut
  // at 200) and ignored; a close reason repeats the key.
  let wsAnswer: (socket: WebSocket, request: Request, path: string) => void = () => undefined;
  const ws = await startHostileWs((body, socket) => wsAnswer(socket, requestsOf(body).requests[0] as Request, ''));
  servers.push(ws);
  const socketGateway = client({ url: ws.url, apiKey: key, transport: 'ws', logger, reconnect: true, timeout: 2_000 });
  const broken = (message: (padding: string, form: string) => string) => (padding: string, form: string) => {
    wsAnswer = (socket) => socket.send(message(padding, form));
    return rejection(socketGateway.eth_getTransactionByHash(hash));
  };
  add('ProtocolError WebSocket not JSON', await sweep(wsEchoes, broken((padding, form) => `${padding}${form} not json`)));
  add('ProtocolError WebSocket stray id', await sweep(wsEchoes, broken((padding, form) => JSON.stringify({ jsonrpc: '2.0', id: 1e9, result: `${padding}${form}` }))));
  for (const form of wsEchoes) {
    for (let offset = 0; offset <= form.length; offset++) {
      errors.push(['ProtocolError WebSocket repeated', await broken((padding) => `${padding}${form.repeat(Math.ceil(1_000 / form.length))}`)(fill.repeat(offset), form)]);
    }
  }
  wsAnswer = (socket, request) => {
    for (const form of wsEchoes) socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { result: `${fill.repeat(20)}${form}` } }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: null }));
  };
  const sent = lines.length;
  await socketGateway.eth_getTransactionByHash(hash);
  expect(lines.length - sent).toBe(wsEchoes.length);
  for (const form of wsEchoes) {
    wsAnswer = (socket) => socket.close(4000, `bye ${form}`.slice(0, 120));
    errors.push(['SocketClosedError', await rejection(socketGateway.eth_getTransactionByHash(hash))]);
  }
  return { errors, lines };
}

describe('the API key, sent back by a hostile server in every form and at every cut', () => {
  for (const key of [...longKeys, ...shortKeys]) {
    it(`never shows in an error or a log line: key ${JSON.stringify(key)}`, async () => {
      const { errors, lines } = await collect(key);
      expect(errors.length).toBeGreaterThan(40);
      for (const [name, error] of errors) {
        expect(leaks(textsOf(error), key), `${name}: ${error.message}`).toEqual([]);
        if (error instanceof TransportError) expect(error.endpoint, name).toMatch(/\/v3\/\*\*\*$/);
      }
      expect(lines.length).toBeGreaterThan(10);
      for (const line of lines) expect(leaks(line, key), line).toEqual([]);
      // The texts still say where the key was: the masked path, and the server's texts around it.
      const status = errors.find(([name]) => name === 'HttpStatusError retried')?.[1] as HttpStatusError;
      expect(status).toBeInstanceOf(HttpStatusError);
      expect(status.body).toMatch(/^busy: \/v3\/\*\*\* /);
      const denied = errors.find(([name]) => name === 'JsonRpcError')?.[1] as JsonRpcError;
      expect(denied.message).toMatch(/ at \/v3\/\*\*\*$/);
      expect((denied.data as { path: string }).path).toBe('/v3/***');
      if (key.length >= 4) {
        expect(denied.message).toBe('denied *** at /v3/***');
        expect((errors.find(([name]) => name === 'ResultValidationError')?.[1] as ResultValidationError).result).toEqual({ '***': '***' });
        expect((errors.find(([name]) => name === 'SocketClosedError')?.[1] as SocketClosedError).reason).toBe('bye ***');
      }
    });
  }
});
