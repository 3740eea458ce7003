export class SocketPush {
    link;
    gone;
    maxBuffered;
    /** Subscriptions open on the socket: while there is one the socket is not idle (it may rightly send nothing). */
    held = 0;
    constructor(link, gone, 
    /** `wsMaxBufferedBytes`: unread bytes past which the connection is closed rather than sent more. */
    maxBuffered) {
        this.link = link;
        this.gone = gone;
        this.maxBuffered = maxBuffered;
    }
    push(text) {
        if (this.gone.aborted || !this.link.open())
            return false;
        // Past the connection's bound, or the server's: the caller does not read; closed as for unread answers.
        const size = Buffer.byteLength(text);
        if (this.link.backlog() + size > this.maxBuffered || this.link.serverOver()) {
            this.link.giveUp();
            return false;
        }
        this.link.send(text, size);
        return true;
    }
    hold(delta) {
        this.held = Math.max(0, this.held + delta);
    }
    whenGone(listener) {
        const signal = this.gone;
        if (signal.aborted) {
            listener(signal.reason);
            return () => undefined;
        }
        const onAbort = () => listener(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        return () => signal.removeEventListener('abort', onAbort);
    }
}
