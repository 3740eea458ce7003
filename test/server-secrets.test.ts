// The API key never leaves the generated server, whole or in part: hostile keys (quotes, backslashes, percent
// signs, non-ASCII, one character) through handlers and authenticate functions that quote them in every form, with
// the server's log lines and HTTP bodies searched for every form of the key and every 4 characters of it. Key
// paths with malformed percent-encoding are refused with 401 before anything is decoded or asked.
import { describe, expect, it } from 'vitest';
import { JsonRpcError } from '../generated/dist/index.js';
import { createFetchHandler, type ServerLogger } from '../generated/dist/server.js';
import { examples, exampleHandlers, openSocket, request, startServer } from './server-helpers.js';

const hostileKeys = ['Zq"9\\%X7', 'k"\\%-WVxQj"', '%zQ8"\\W', 'ключ"\\Ÿ%41', 'q'];

/** Every form a key could be written in: as is, URL-encoded (both hex cases), JSON-escaped, and those combined. */
function forms(key: string): string[] {
  const encoded = encodeURIComponent(key);
  const lower = encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase());
  const json = (s: string) => JSON.stringify(s).slice(1, -1);
  return [...new Set([key, encoded, lower, json(key), json(json(key)), json(encoded)])];
}

/** The forms, and every run of 4 characters of each (the whole form when it is shorter). */
function fragments(key: string): string[] {
  const out = new Set<string>();
  for (const form of forms(key)) {
    const width = Math.min(4, form.length);
    for (let i = 0; i + width <= form.length; i++) out.add(form.slice(i, i + width));
  }
  return [...out];
}

function capture(): ServerLogger & { lines: string[] } {
  const lines: string[] = [];
  // Both renderings a real logger might use: JSON and the raw field values.
  const flatten = (v: unknown): string => (typeof v === 'object' && v !== null ? Object.values(v).map(flatten).join(' ') : String(v));
  return { lines, error: (message, details) => lines.push(`${message} ${JSON.stringify(details)} ${flatten(details)}`) };
}

/** Handlers that put the caller's key in every place a handler can: error messages, stacks, data, results' errors. */
function leakyHandlers() {
  return exampleHandlers({
    eth_call: (_p: never, context: never) => {
      throw new Error(`upstream refused key ${(context as { apiKey: string }).apiKey}`);
    },
    eth_estimateGas: (_p: never, context: never) => {
      const key = (context as { apiKey: string }).apiKey;
      throw new JsonRpcError(-32000, `bad key ${encodeURIComponent(key)}`, { key });
    },
    eth_getStorageAt: (_p: never, context: never) => {
      throw new TypeError(JSON.stringify({ key: (context as { apiKey: string }).apiKey }));
    },
    getVoteAccounts: (_p: never, context: never) => {
      throw new JsonRpcError(-32001, 'no votes', { detail: JSON.stringify({ key: (context as { apiKey: string }).apiKey }) });
    },
    eth_getTransactionByHash: () => {
      throw new Error('upstream failed: timeout');
    },
  }).handlers;
}

const post = async (url: string, body: string) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, text: await res.text() };
};

describe('the API key never leaves the server', () => {
  it('hostile keys over HTTP and WebSocket: no form of the key, nor 4 characters of it, in any log line or body', async () => {
    const logger = capture();
    const accepted = new Set(hostileKeys);
    const { base, wsBase } = await startServer(leakyHandlers(), {
      logger,
      authenticate: (key) => {
        if (key.startsWith('throw')) throw new Error(`authenticate cannot look up ${key} (${encodeURIComponent(key)})`);
        return accepted.has(key);
      },
    });
    const bodies: string[] = [];
    const leaky = ['eth_call', 'eth_estimateGas', 'eth_getStorageAt', 'getVoteAccounts', 'eth_getTransactionByHash'] as const;
    for (const key of hostileKeys) {
      const url = `${base}/v3/${encodeURIComponent(key)}`;
      for (const method of leaky) {
        const reply = await post(url, request(method, examples[method].params));
        expect(reply.status, `${key} ${method}`).toBe(200);
        bodies.push(reply.text);
      }
      const batch = await post(url, `[${leaky.map((m, i) => request(m, examples[m].params, i)).join(',')}]`);
      bodies.push(batch.text);
      // The same calls over WebSocket.
      const ws = await openSocket(`${wsBase}/ws/v3/${encodeURIComponent(key)}`);
      const replies: string[] = [];
      await new Promise<void>((resolve) => {
        ws.on('message', (data: Buffer) => {
          replies.push(data.toString('utf8'));
          if (replies.length === leaky.length) resolve();
        });
        for (const method of leaky) ws.send(request(method, examples[method].params));
      });
      ws.close();
      bodies.push(...replies);
      // authenticate failing with the key in its message, and a refused key.
      const failing = await post(`${base}/v3/${encodeURIComponent(`throw${key}`)}`, request('eth_call', examples.eth_call.params));
      expect(failing.status).toBe(401);
      bodies.push(failing.text);
    }
    // Every failure was logged (5 keys × (3 handler failures × 3 transports... ) at least), each with the route as documented.
    expect(logger.lines.length).toBeGreaterThanOrEqual(hostileKeys.length * 5);
    expect(logger.lines.some((l) => l.includes('"route":"/v3/<API_KEY>"'))).toBe(true);
    expect(logger.lines.some((l) => l.includes('"route":"/ws/v3/<API_KEY>"'))).toBe(true);
    expect(logger.lines.filter((l) => l.startsWith('authenticate failed'))).toHaveLength(hostileKeys.length);
    // Replies kept their codes: the text that quoted the key was withheld, not the error.
    expect(bodies.some((b) => b.includes('"code":-32000'))).toBe(true);
    expect(bodies.some((b) => b.includes('"code":-32001'))).toBe(true);

    for (const key of hostileKeys.filter((k) => k.length >= 4)) {
      for (const piece of fragments(key)) {
        for (const line of logger.lines) expect(line.includes(piece), `log line holds ${JSON.stringify(piece)} of ${JSON.stringify(key)}: ${line}`).toBe(false);
        for (const body of bodies) expect(body.includes(piece), `body holds ${JSON.stringify(piece)} of ${JSON.stringify(key)}: ${body}`).toBe(false);
      }
    }
  });

  it('a one-character key neither leaks through the route nor mangles the rest of the log text', async () => {
    const logger = capture();
    const key = 'p';
    const { base } = await startServer(leakyHandlers(), { logger, authenticate: (k) => k === key });
    const reply = await post(`${base}/v3/${key}`, request('eth_getTransactionByHash', examples.eth_getTransactionByHash.params));
    expect(JSON.parse(reply.text).error).toEqual({ code: -32603, message: 'Internal error' });
    expect(logger.lines).toHaveLength(1);
    // Substring masking would have turned every "p" of the text into a mask: the text is as the handler wrote it.
    expect(logger.lines[0]).toContain('"message":"upstream failed: timeout"');
    expect(logger.lines[0]).toContain('"route":"/v3/<API_KEY>"');
    expect(logger.lines[0]).not.toContain('/v3/p');
    // A text that quotes the short key as a word is withheld whole.
    await post(`${base}/v3/${key}`, request('eth_call', examples.eth_call.params));
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[1]).toContain('"message":"[withheld: it contained the API key]"');
    expect(logger.lines[1]).not.toContain('key p');
  });

  it('a key path with malformed percent-encoding is refused with 401 and the unauthorized error, authenticate never asked', async () => {
    const asked: string[] = [];
    // The default authenticate (any non-empty key) and a recording one: both must refuse without decoding.
    for (const authenticate of [undefined, (k: string) => (asked.push(k), true)]) {
      const { base, wsBase } = await startServer(exampleHandlers().handlers, authenticate ? { authenticate } : {});
      for (const path of ['%E0%A4%A', '%zz', '%', 'abc%2', '%ED%A0%80', 'ok%FFkey', '%C0%AF']) {
        const reply = await post(`${base}/v3/${path}`, request('eth_getBlockByNumber', ['latest', false]));
        expect(reply.status, path).toBe(401);
        expect(JSON.parse(reply.text)).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32040, message: 'Unauthorized: missing or invalid API key' } });
        await expect(openSocket(`${wsBase}/ws/v3/${path}`), path).rejects.toMatchObject({ status: 401 });
      }
      // A well-formed encoding is decoded: `%41` is "A".
      expect((await post(`${base}/v3/key%41`, request('eth_getBlockByNumber', ['latest', false]))).status).toBe(200);
    }
    expect(asked).toEqual(['keyA']);
    // The fetch-style handler refuses them the same way.
    const fetchHandler = createFetchHandler(exampleHandlers().handlers);
    for (const path of ['%zz', '%E0%A4%A']) {
      const reply = await fetchHandler(new Request(`http://127.0.0.1/v3/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request('eth_getBlockByNumber', ['latest', false]) }));
      expect(reply.status, path).toBe(401);
      expect((await reply.json()).error.code).toBe(-32040);
    }
  });
});
