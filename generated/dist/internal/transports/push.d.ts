import type { RequestAbort } from '../engine/call.js';
import type { PushSocket } from '../engine/subscriptions.js';
/** What the push channel needs of its connection (transports/websocket.ts `SocketConnection`). */
export interface PushLink {
    /** Whether the socket is open. */
    open(): boolean;
    /** Bytes of replies and notifications handed to the socket and not yet written to the kernel. */
    backlog(): number;
    /** Whether the whole server holds more unread answers than `maxQueuedBytes`. */
    serverOver(): boolean;
    /** Sends `text` (`size` bytes), counted in the backlogs until written. */
    send(text: string, size: number): void;
    /** Closes the connection for its unread backlog (1008, dropped a second later). */
    giveUp(): void;
}
export declare class SocketPush implements PushSocket, RequestAbort {
    private readonly link;
    private readonly gone;
    /** `wsMaxBufferedBytes`: unread bytes past which the connection is closed rather than sent more. */
    private readonly maxBuffered;
    /** Subscriptions open on the socket: while there is one the socket is not idle (it may rightly send nothing). */
    held: number;
    constructor(link: PushLink, gone: AbortSignal, 
    /** `wsMaxBufferedBytes`: unread bytes past which the connection is closed rather than sent more. */
    maxBuffered: number);
    push(text: string): boolean;
    hold(delta: 1 | -1): void;
    whenGone(listener: (reason: Error) => void): () => void;
}
