// `rpcforge test --transport http|ws`: the synopsis names the transport apart from the URL, so a gateway's
// one address can be tested both ways (`http://host/v3/` with --transport ws is `ws://host/v3/`). Without the flag the
// URL's scheme picks it, as before.

/** The two transports `rpcforge test` speaks: a POST per call, or one WebSocket connection. */
export type TransportKind = 'http' | 'ws';

const mapped: Record<TransportKind, Record<string, string>> = {
  http: { ws: 'http', wss: 'https' },
  ws: { http: 'ws', https: 'wss' },
};

/** `url` with its scheme mapped to `kind` (http↔ws, https↔wss: TLS kept) where it names the other transport; else as given. */
export function urlForTransport(url: string, kind: TransportKind | undefined): string {
  if (kind === undefined) return url;
  const at = url.indexOf('://');
  const scheme = url.slice(0, at).toLowerCase();
  const to = mapped[kind][scheme];
  return to === undefined ? url : `${to}${url.slice(at)}`;
}
