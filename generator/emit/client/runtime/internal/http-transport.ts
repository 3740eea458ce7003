// JSON-RPC over HTTP POST. On Node it uses `node:http`/`node:https` with a keep-alive Agent: a reused connection
// saves the TCP (and TLS) handshake of every call, and skips the overhead of the global `fetch`. Elsewhere, or when
// a `fetch` is given, it uses `fetch`. The modules are loaded on the first call, so a browser bundle needs neither.
import type { Agent as HttpAgent, IncomingMessage, request as httpRequest } from 'node:http';
import { HttpStatusError, ProtocolError, type TransportError } from '../client-errors.js';
import { connectionError, type Mask, onNode, type SendControl, type Transport, watch } from './transport.js';

export interface HttpTransportOptions {
  url: URL;
  endpoint: string;
  headers: Record<string, string>;
  maxConnections: number;
  fetch?: typeof fetch;
  mask: Mask;
}

interface NodeClient {
  request: typeof httpRequest;
  agent: HttpAgent;
}

const bodyLimit = 1000;

export class HttpTransport implements Transport {
  readonly endpoint: string;
  private readonly options: HttpTransportOptions;
  private readonly headers: Record<string, string>;
  private node: NodeClient | undefined;
  private loading: Promise<void> | undefined;
  private closed = false;

  constructor(options: HttpTransportOptions) {
    this.options = options;
    this.endpoint = options.endpoint;
    this.headers = { 'content-type': 'application/json', accept: 'application/json', ...options.headers };
  }

  send(body: string, _ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown> {
    if (this.closed) return Promise.reject(connectionError(new Error('the client was closed'), this.endpoint, this.options.mask, control.what));
    if (this.node !== undefined) return this.sendNode(this.node, body, control);
    if (this.options.fetch !== undefined || !onNode) return this.sendFetch(body, control);
    this.loading ??= this.load();
    return this.loading.then(() => this.sendNode(this.node as NodeClient, body, control));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.node?.agent.destroy();
  }

  private async load(): Promise<void> {
    const secure = this.options.url.protocol === 'https:';
    const lib = secure ? await import('node:https') : await import('node:http');
    const agent = new lib.Agent({ keepAlive: true, maxSockets: this.options.maxConnections, scheduling: 'lifo' });
    this.node = { request: lib.request, agent };
  }

  private sendNode(node: NodeClient, body: string, control: SendControl): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      let settled = false;
      const finish = (error: TransportError | undefined, value?: unknown) => {
        if (settled) return;
        settled = true;
        disarm();
        if (error === undefined) resolve(value);
        else {
          request.destroy();
          reject(error);
        }
      };
      const url = this.options.url;
      const request = node.request(
        {
          protocol: url.protocol,
          hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: 'POST',
          agent: node.agent,
          headers: { ...this.headers, 'content-length': Buffer.byteLength(body) },
        },
        (response: IncomingMessage) => {
          let first: Buffer | undefined;
          let rest: Buffer[] | undefined;
          response.on('data', (chunk: Buffer) => {
            if (first === undefined) first = chunk;
            else (rest ??= [first]).push(chunk);
          });
          response.on('error', (error) => finish(connectionError(error, this.endpoint, this.options.mask, control.what)));
          response.on('end', () => {
            const text = rest !== undefined ? Buffer.concat(rest).toString('utf8') : first !== undefined ? first.toString('utf8') : '';
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) finish(new HttpStatusError(status, this.options.mask(text.slice(0, bodyLimit)), this.endpoint));
            else this.parse(text, control, finish);
          });
        },
      );
      const disarm = watch(control, this.endpoint, (error) => finish(error));
      request.on('error', (error) => finish(connectionError(error, this.endpoint, this.options.mask, control.what)));
      request.end(body);
    });
  }

  private async sendFetch(body: string, control: SendControl): Promise<unknown> {
    const controller = new AbortController();
    let failure: TransportError | undefined;
    const disarm = watch(control, this.endpoint, (error) => {
      failure = error;
      controller.abort();
    });
    try {
      const fetchFn = this.options.fetch ?? fetch;
      const response = await fetchFn(this.options.url.href, { method: 'POST', headers: this.headers, body, signal: controller.signal });
      const text = await response.text();
      if (!response.ok) throw new HttpStatusError(response.status, this.options.mask(text.slice(0, bodyLimit)), this.endpoint);
      let parsed: unknown;
      this.parse(text, control, (error, value) => {
        if (error !== undefined) throw error;
        parsed = value;
      });
      return parsed;
    } catch (error) {
      if (failure !== undefined) throw failure;
      if (error instanceof HttpStatusError || error instanceof ProtocolError) throw error;
      throw connectionError(error, this.endpoint, this.options.mask, control.what);
    } finally {
      disarm();
    }
  }

  private parse(text: string, control: SendControl, finish: (error: TransportError | undefined, value?: unknown) => void): void {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return finish(new ProtocolError(this.options.mask(`${control.what}: the answer from ${this.endpoint} is not JSON: ${text.slice(0, 200)}`), this.endpoint));
    }
    finish(undefined, value);
  }
}
