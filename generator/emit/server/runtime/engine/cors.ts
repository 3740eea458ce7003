// The server's CORS policy and the `authenticate` verdict it narrows: which web origins may call, with which key.
// The engine checks origins; the transports write the headers. Internal module: use server.ts.
import { optionNumber } from './options.js';

/** What `authenticate` answers: whether the key may call, and optionally the only web origins it may call from. */
export type AuthVerdict = boolean | { ok: boolean; allowedOrigins?: readonly string[] };

export interface CorsOptions {
  /** Origins whose pages may call: `'*'` (any; default), a list (`['https://app.example']`), or a function. */
  origins?: '*' | readonly string[] | ((origin: string) => boolean);
  /** Request headers a page may send besides the CORS-safelisted ones (default `['content-type']`). */
  allowedHeaders?: readonly string[];
  /** Seconds a browser may cache a preflight answer (`Access-Control-Max-Age`; default 600; Chromium caps it at 7,200). */
  maxAgeSeconds?: number;
}

/** The answer to a key and an origin: may call, may not (401), or may not from this origin (403). */
export type Access = 'ok' | 'unauthorized' | 'origin refused';

/** An origin as browsers send it (`https://app.example:8443`, lower case, no path), or `null` (opaque origins). */
function normalOrigin(origin: string): string {
  return origin.trim().toLowerCase().replace(/\/+$/, '');
}

/**
 * The server's CORS policy. Answers never allow credentials (the key travels in the path, not in cookies) and echo
 * the caller's origin rather than `*`, with `Vary: Origin`, since a key's own list can narrow it.
 */
export class CorsPolicy {
  readonly enabled: boolean;
  private readonly allow: (origin: string) => boolean;
  private readonly allowHeaders: string;
  private readonly maxAge: string;

  constructor(options: CorsOptions | false | undefined) {
    this.enabled = options !== false;
    const cors = options === false || options === undefined ? {} : options;
    if (typeof cors !== 'object' || cors === null) throw new TypeError('server options: cors must be an object or false');
    const origins = cors.origins ?? '*';
    if (origins === '*') this.allow = () => true;
    else if (typeof origins === 'function') this.allow = (origin) => origins(origin) === true;
    else if (Array.isArray(origins)) {
      const listed = new Set<string>();
      origins.forEach((origin: unknown, i) => {
        if (typeof origin !== 'string' || (origin !== 'null' && !/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+$/i.test(normalOrigin(origin)))) {
          throw new TypeError(`server options: cors.origins[${i}] must be an origin such as 'https://app.example' (scheme://host[:port], no path), not ${JSON.stringify(origin)}`);
        }
        listed.add(normalOrigin(origin));
      });
      this.allow = (origin) => listed.has(origin);
    } else throw new TypeError("server options: cors.origins must be '*', a list of origins or a function");
    const headers = cors.allowedHeaders ?? ['content-type'];
    if (!Array.isArray(headers) || headers.some((h) => typeof h !== 'string' || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(h))) {
      throw new TypeError('server options: cors.allowedHeaders must be a list of header names');
    }
    this.allowHeaders = headers.map((h) => h.toLowerCase()).join(', ');
    this.maxAge = String(Math.floor(optionNumber('cors.maxAgeSeconds', cors.maxAgeSeconds, 600, 0)));
  }

  /** Whether the server-wide list lets pages of `origin` call (before any key narrows it). */
  allows(origin: string): boolean {
    return this.enabled && this.allow(normalOrigin(origin));
  }

  /** Headers of an answer to a request that came with `origin`: the allowance when the origin may call, else only `Vary`. */
  headers(origin: string | undefined): Record<string, string> | undefined {
    if (!this.enabled || origin === undefined) return undefined;
    if (!this.allows(origin)) return { vary: 'Origin' };
    return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Retry-After', vary: 'Origin' };
  }

  /**
   * `authenticate`'s verdict for a request from `origin`: the key may call (`ok`), may not (`unauthorized`), or
   * may not from this origin, which its own `allowedOrigins` leave out (`origin refused`).
   */
  judge(verdict: AuthVerdict, origin: string | undefined): Access {
    if (typeof verdict === 'boolean') return verdict ? 'ok' : 'unauthorized';
    if (typeof verdict !== 'object' || verdict === null || verdict.ok !== true) return 'unauthorized';
    const allowed = verdict.allowedOrigins;
    if (origin === undefined || allowed === undefined || !this.enabled) return 'ok';
    const own = normalOrigin(origin);
    return Array.isArray(allowed) && allowed.some((o) => typeof o === 'string' && (o === '*' || normalOrigin(o) === own)) ? 'ok' : 'origin refused';
  }

  /** Headers of a successful preflight (`OPTIONS` → 204). */
  preflight(origin: string): Record<string, string> {
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': this.allowHeaders,
      'access-control-max-age': this.maxAge,
      vary: 'Origin',
    };
  }
}
