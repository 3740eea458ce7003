/** `freeBytesPerSecond` as an object: the two rates apart (`Infinity`: no limit of that kind). */
export interface FreeRateOptions {
    /** Bytes per second of free answers per API key (default 1 MiB). */
    perKey?: number;
    /** Bytes per second of free answers per client address (default 1 MiB). */
    perAddress?: number;
}
/** Why a free answer was refused: the rate that refused it, and how long until it would fit. */
export interface FreeRefusal {
    bytesPerSecond: number;
    retryAfterMs: number;
}
/** Seconds of its rate a key or an address may take at once after a pause: a docs page and its document, twice. */
export declare const freeBurstSeconds = 4;
/** The two buckets of free answers: per key and per client address. */
export declare class FreeAnswerLimiter {
    private readonly perKey;
    private readonly perAddress;
    constructor(option: number | FreeRateOptions | undefined);
    /**
     * Whether `bytes` of free answer may be written now to `apiKey` ('' or undefined: none, as for a public GET) at
     * `address` (undefined where the host does not say): `0` when they may (taken from both buckets), else the
     * refusal. The address is asked first; when it allows and the key then refuses, the address has paid for nothing,
     * which only slows that caller further.
     */
    take(apiKey: string | undefined, address: string | undefined, bytes: number): 0 | FreeRefusal;
}
