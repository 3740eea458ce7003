// Hostile servers for test/client-hostile.test.ts, on 127.0.0.1 at a free port: each request (HTTP) or message
// (WebSocket) goes to a handler the test writes, which may answer with anything or nothing at all. Every stream a
// handler starts is bounded in bytes and time, and everything is torn down by `close`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface Request {
  id: number;
  method: string;
  params?: unknown;
}

/** The requests of a body: one, or a batch's entries (empty when the body is not JSON). */
export function requestsOf(body: string): { batch: boolean; requests: Request[] } {
  try {
    const parsed = JSON.parse(body) as Request | Request[];
    return Array.isArray(parsed) ? { batch: true, requests: parsed } : { batch: false, requests: [parsed] };
  } catch {
    return { batch: false, requests: [] };
  }
}

export interface HostileHttp {
  url: string;
  /** Connections closed on the server side so far (the client gave up on them, or the server cut them). */
  closedConnections: number;
  close(): Promise<void>;
}

export async function startHostileHttp(handle: (body: string, response: ServerResponse, request: IncomingMessage) => void | Promise<void>): Promise<HostileHttp> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void handle(Buffer.concat(chunks).toString('utf8'), response, request));
  });
  const state: HostileHttp = {
    url: '',
    closedConnections: 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on('connection', (socket) => socket.on('close', () => state.closedConnections++));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

export interface HostileWs {
  url: string;
  /** Connections made so far. */
  connections: number;
  close(): Promise<void>;
}

export async function startHostileWs(handle: (body: string, socket: WebSocket) => void | Promise<void>): Promise<HostileWs> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const sockets = new Set<WebSocket>();
  const state: HostileWs = {
    url: '',
    connections: 0,
    close: async () => {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  wss.on('connection', (socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('message', (data) => void handle(data.toString(), socket));
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  state.url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return state;
}

/** Writes `chunk` again and again (waiting for each write to drain) until the peer goes away, `maxBytes` are sent or
 * `maxMs` pass; resolves with the bytes written. */
export async function streamUntilStopped(write: (chunk: Buffer) => Promise<void>, gone: () => boolean, chunk: Buffer, maxBytes: number, maxMs: number): Promise<number> {
  const deadline = Date.now() + maxMs;
  let sent = 0;
  while (!gone() && sent < maxBytes && Date.now() < deadline) {
    try {
      await write(chunk);
    } catch {
      break;
    }
    sent += chunk.length;
  }
  return sent;
}

/** A write to an HTTP response that resolves once the chunk is flushed (or rejects when the socket is gone). */
export function responseWriter(response: ServerResponse): (chunk: Buffer) => Promise<void> {
  return (chunk) =>
    new Promise<void>((resolve, reject) => {
      if (response.destroyed) return reject(new Error('gone'));
      // A write pending when the client drops the connection may never call back: the close settles it.
      const gone = () => reject(new Error('gone'));
      response.once('close', gone);
      response.write(chunk, (error) => {
        response.off('close', gone);
        if (error) reject(error);
        else resolve();
      });
    });
}

/** A write of one fragment (not the last) of a WebSocket message. */
export function fragmentWriter(socket: WebSocket): (chunk: Buffer) => Promise<void> {
  return (chunk) =>
    new Promise<void>((resolve, reject) => {
      if (socket.readyState !== socket.OPEN) return reject(new Error('gone'));
      const gone = () => reject(new Error('gone'));
      socket.once('close', gone);
      socket.send(chunk, { fin: false, binary: false }, (error) => {
        socket.off('close', gone);
        if (error) reject(error);
        else resolve();
      });
    });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
