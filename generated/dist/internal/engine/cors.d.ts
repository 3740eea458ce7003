/** What `authenticate` answers: whether the key may call, and optionally the only web origins it may call from. */
export type AuthVerdict = boolean | {
    ok: boolean;
    allowedOrigins?: readonly string[];
};
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
/**
 * The server's CORS policy. Answers never allow credentials (the key travels in the path, not in cookies) and echo
 * the caller's origin rather than `*`, with `Vary: Origin`, since a key's own list can narrow it.
 */
export declare class CorsPolicy {
    readonly enabled: boolean;
    private readonly allow;
    private readonly allowHeaders;
    private readonly maxAge;
    constructor(options: CorsOptions | false | undefined);
    /** Whether the server-wide list lets pages of `origin` call (before any key narrows it). */
    allows(origin: string): boolean;
    /** Headers of an answer to a request that came with `origin`: the allowance when the origin may call, else only `Vary`. */
    headers(origin: string | undefined): Record<string, string> | undefined;
    /**
     * `authenticate`'s verdict for a request from `origin`: the key may call (`ok`), may not (`unauthorized`), or
     * may not from this origin, which its own `allowedOrigins` leave out (`origin refused`).
     */
    judge(verdict: AuthVerdict, origin: string | undefined): Access;
    /** Headers of a successful preflight (`OPTIONS` → 204). */
    preflight(origin: string): Record<string, string>;
}
