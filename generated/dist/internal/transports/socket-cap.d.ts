export declare const tooManySocketsResponse: string;
/** The default cap: a tenth of `maxConnections` (1,000 with its default), so that one key never holds them all. */
export declare function defaultSocketsPerKey(maxConnections: number): number;
/**
 * The open WebSockets of each key. An entry exists only while its key has a socket open, so the map holds at most
 * as many entries as there are open sockets (itself bounded by `maxConnections`).
 */
export declare class SocketsPerKey {
    readonly max: number;
    private readonly open;
    constructor(max: number);
    /** Whether `apiKey` may open one more. Checked in the same turn as the upgrade that then counts it (`opened`). */
    admits(apiKey: string): boolean;
    opened(apiKey: string): void;
    closed(apiKey: string): void;
    /** Keys with a socket open (for tests: the map empties as the sockets close). */
    get keys(): number;
}
