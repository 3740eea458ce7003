// `serve --config`: several networks behind one address. The interface document selects the network by the base
// address, so a request is routed by its Host header and the longest base path that starts its path; the rest of
// the path (`/v3/<API_KEY>`) goes to that network's generated server (not listening itself: this node:http server
// hands it the request or the WebSocket upgrade). What is the gateway's own (`/healthz`, `/metrics`) is answered once
// for all networks. A key (or its plan) limited to some networks (`networks:` in the keys file) is refused on the
// others with 403, `-32042` "Forbidden: this API key may not call this network", before its request body is read
// and without a charge; an unknown key goes on to the network's server, which answers 401 as it always does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { PackageHooks } from './package-api.js';
import { keyId } from './key-id.js';
import { byCodeUnit as compareStrings } from './order.js';
import type { GatewayServer, Logger, Ring } from './network-build.js';
import { answerRoot, leadTo, networkPage } from './network-pages.js';

/** The refusal of a key on a network its `networks` leave out (docs/gateway.md, Networks: why 403 and this code). */
export const networkRefused = { code: -32042, message: 'Forbidden: this API key may not call this network' } as const;

/** A network being served. */
export interface LiveNetwork {
  name: string;
  /** Path prefix ('' for the root). */
  base: string;
  host?: string;
  /** Its configuration as text: a reload keeps a network whose text is the same. */
  signature: string;
  server: GatewayServer;
  /** Its documented routes, the key's place a named group `key` (routes.ts). */
  routes: readonly { transport: 'http' | 'ws'; pattern: RegExp; path: string }[];
  logger: Logger;
  metrics?: { request(method: string, outcome: string, transport: 'http' | 'ws'): void };
  /** Closes what it holds beyond the server (its upstream connections). */
  close(): Promise<void>;
}

/** The gateway's own pages, answered by the first network's server (its health check covers every network). */
const ownPages = new Set(['/healthz', '/metrics']);

function refusalBody(network: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id: null, error: { ...networkRefused, data: { network } } });
}

/** The node:http server in front of the networks' servers. */
export class NetworkRouter {
  private networks: LiveNetwork[] = [];
  readonly server: Server;
  private stopping: Promise<void> | undefined;

  /** Connections past `maxConnections`, answered 503 as they opened: nothing read from them is routed. */
  private readonly refusedSockets: WeakSet<Socket>;

  /**
   * @param connections the package's connection cap (`packageHooks.connections`): the networks' servers never see the
   * connection itself, so their own cap never applies here; the router holds the same one, written by the same code.
   */
  constructor(
    private readonly ring: Ring | undefined,
    private readonly connections: PackageHooks['connections'],
    maxConnections = connections.defaultMax,
  ) {
    // The bounds of the generated server (transports/bounds.ts defaults).
    this.server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 }, (req, res) => this.onRequest(req, res));
    this.server.keepAliveTimeout = 5_000;
    this.refusedSockets = connections.cap(this.server, maxConnections);
    this.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => this.onUpgrade(req, socket, head));
  }

  /** The networks served now. */
  get live(): readonly LiveNetwork[] {
    return this.networks;
  }

  /** Puts `networks` in force at once (from the next request on); returns those no longer served. */
  install(networks: readonly LiveNetwork[]): LiveNetwork[] {
    const gone = this.networks.filter((n) => !networks.includes(n));
    // Host-bound before any host, then the longest base first: the first match is the most specific.
    this.networks = [...networks].sort((a, b) => Number(b.host !== undefined) - Number(a.host !== undefined) || b.base.length - a.base.length || compareStrings(a.name, b.name));
    return gone;
  }

  /** The network of a request and the path its server sees, or undefined. */
  select(hostHeader: string | undefined, url: string): { network: LiveNetwork; url: string } | undefined {
    const host = hostOf(hostHeader);
    const end = url.indexOf('?');
    const path = end < 0 ? url : url.slice(0, end);
    for (const network of this.networks) {
      if (network.host !== undefined && network.host !== host) continue;
      if (network.base === '') return { network, url };
      if (path === network.base || path.startsWith(`${network.base}/`)) {
        const rest = url.slice(network.base.length);
        return { network, url: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
      }
    }
    return undefined;
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    if (this.refusedSockets.has(req.socket)) return;
    const url = req.url ?? '/';
    const pathOnly = url.replace(/\?.*$/s, '');
    if ((req.method === 'GET' || req.method === 'HEAD') && ownPages.has(pathOnly) && this.networks.length > 0) {
      // Whichever network answers, the page is the gateway's: the health of every network, every network's metrics.
      return void this.networks[0]!.server.emit('request', req, res);
    }
    const page = req.method === 'GET' || req.method === 'HEAD';
    const selected = this.select(req.headers.host, url);
    if (selected === undefined && page && pathOnly === '/') {
      return void answerRoot(res, this.networks.filter((n) => n.host === undefined || n.host === req.headers.host), req.method === 'HEAD');
    }
    if (selected !== undefined && page && selected.network.base !== '' && selected.url.replace(/\?.*$/s, '') === '/') {
      const to = networkPage(selected.network);
      if (to !== undefined) return void leadTo(res, to, req.method === 'HEAD');
    }
    if (selected === undefined) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Not found: no network at this address' } });
      res.writeHead(404, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' });
      return void res.end(body);
    }
    const { network } = selected;
    req.url = selected.url;
    if (req.method === 'POST' && this.refused(network, 'http', selected.url)) {
      const body = refusalBody(network.name);
      const origin = req.headers.origin;
      const cors = typeof origin === 'string' ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
      res.writeHead(403, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close', ...cors });
      return void res.end(body);
    }
    network.server.emit('request', req, res);
  }

  private onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.refusedSockets.has(req.socket)) return void socket.destroy();
    const selected = this.select(req.headers.host, req.url ?? '/');
    if (selected === undefined || this.stopping !== undefined) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: this.stopping ? 'Server shutting down' : 'Not found: no network at this address' } });
      return void this.connections.endAndDrop(socket, this.connections.rawJsonResponse(this.stopping ? '503 Service Unavailable' : '404 Not Found', body));
    }
    const { network } = selected;
    req.url = selected.url;
    if (this.refused(network, 'ws', selected.url)) {
      const body = refusalBody(network.name);
      return void this.connections.endAndDrop(socket, this.connections.rawJsonResponse('403 Forbidden', body));
    }
    network.server.emit('upgrade', req, socket, head);
  }

  /** Whether a known key that may not call this network calls it (then counted and logged as such). */
  private refused(network: LiveNetwork, transport: 'http' | 'ws', url: string): boolean {
    if (this.ring?.allowsNetwork === undefined) return false;
    const apiKey = keyIn(network, transport, url);
    if (apiKey === undefined || apiKey === '' || this.ring.allowsNetwork(apiKey, network.name) !== false) return false;
    try {
      network.metrics?.request('none', 'network_refused', transport);
    } catch {
      // Metrics never fail a call.
    }
    network.logger.info?.('refused', { reason: 'the key may not call this network', transport, keyId: keyId(apiKey) });
    return true;
  }

  /**
   * Graceful: every network's server starts its shutdown (`/healthz` 503, WebSockets drain and close with 1001),
   * this server stops accepting, idle connections close and the others once answered; past `timeoutMs` the rest is
   * dropped.
   */
  shutdown(timeoutMs: number): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      for (const network of this.networks) void network.server.shutdown({ timeoutMs });
      const sweep = setInterval(() => this.server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => {
        // The networks' own close terminates their WebSockets, which this server's close would wait for.
        for (const network of this.networks) network.server.close();
        this.server.closeAllConnections();
      }, timeoutMs);
      this.server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve();
      });
      this.server.closeIdleConnections();
    });
    return this.stopping;
  }
}

/** The API key in a request path of `network`'s routes (decoded as the server decodes it), or undefined. */
function keyIn(network: LiveNetwork, transport: 'http' | 'ws', url: string): string | undefined {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  for (const route of network.routes) {
    if (route.transport !== transport) continue;
    const match = route.pattern.exec(path);
    if (match === null) continue;
    const key = match.groups?.key ?? '';
    try {
      return key.includes('%') ? decodeURIComponent(key) : key;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A Host header's name, lower case, without the port or a final dot. */
function hostOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const name = header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}
