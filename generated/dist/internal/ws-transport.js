import { ConnectionError, SocketClosedError } from '../client-errors.js';
import { onNode, watch } from './transport.js';
const OPEN = 1;
/** A call waiting for its answer (or, for a batch, its answers). */
class Waiter {
    ids;
    answers;
    missing;
    resolve;
    reject;
    /** Clears the waiter's timeout and abort listener; set once the waiter is registered. */
    disarm;
    constructor(ids, batch, resolve, reject) {
        this.ids = ids;
        this.answers = batch ? [] : undefined;
        this.missing = ids.length;
        this.resolve = resolve;
        this.reject = reject;
    }
    /** Takes one answer; true when the waiter has all it waits for. */
    take(answer) {
        if (this.answers === undefined) {
            this.disarm?.();
            this.resolve(answer);
            return true;
        }
        this.answers.push(answer);
        if (--this.missing > 0)
            return false;
        this.disarm?.();
        this.resolve(this.answers);
        return true;
    }
    fail(error) {
        this.disarm?.();
        this.reject(error);
    }
}
export class WsTransport {
    endpoint;
    options;
    waiting = new Map();
    socket;
    opening;
    /** Set when no socket may be opened any more: closed by the client, or closed with reconnect off. */
    ended;
    closedByClient = false;
    constructor(options) {
        this.options = options;
        this.endpoint = options.endpoint;
    }
    send(body, ids, batch, control) {
        return new Promise((resolve, reject) => {
            const waiter = new Waiter(ids, batch, resolve, reject);
            for (const id of ids)
                this.waiting.set(id, waiter);
            waiter.disarm = watch(control, this.endpoint, (error) => this.drop(waiter, error));
            const socket = this.socket;
            if (socket !== undefined && socket.readyState === OPEN)
                return this.write(socket, body, waiter);
            this.open().then((opened) => {
                if (this.waiting.get(ids[0]) === waiter)
                    this.write(opened, body, waiter);
            }, (error) => this.drop(waiter, error));
        });
    }
    async close() {
        this.closedByClient = true;
        this.ended = { message: 'the client was closed', code: 1000, reason: 'closed by the client' };
        const socket = this.socket ?? (await this.opening?.catch(() => undefined));
        this.socket = undefined;
        this.failAll(new SocketClosedError(`${this.endpoint}: the client was closed while the call waited`, 1000, 'closed by the client', this.endpoint, false));
        if (socket !== undefined && socket.readyState <= OPEN)
            socket.close(1000, 'closed by the client');
    }
    write(socket, body, waiter) {
        try {
            socket.send(body);
        }
        catch (error) {
            this.drop(waiter, new ConnectionError(this.options.mask(`sending to ${this.endpoint} failed: ${String(error)}`), undefined, this.endpoint, true));
        }
    }
    /** Forgets a waiter and fails it. */
    drop(waiter, error) {
        for (const id of waiter.ids)
            if (this.waiting.get(id) === waiter)
                this.waiting.delete(id);
        waiter.fail(error);
    }
    failAll(error) {
        const waiters = new Set(this.waiting.values());
        this.waiting.clear();
        for (const waiter of waiters)
            waiter.fail(error);
    }
    open() {
        const ended = this.ended;
        if (ended !== undefined) {
            return Promise.reject(new SocketClosedError(`${this.endpoint}: ${ended.message}`, ended.code, ended.reason, this.endpoint, false));
        }
        this.opening ??= this.connect().finally(() => {
            this.opening = undefined;
        });
        return this.opening;
    }
    async connect() {
        const Class = await this.socketClass();
        return new Promise((resolve, reject) => {
            const headers = this.options.headers;
            let socket;
            try {
                socket = Object.keys(headers).length > 0 ? new Class(this.options.url.href, { headers }) : new Class(this.options.url.href);
            }
            catch (error) {
                reject(new ConnectionError(this.options.mask(`could not open a WebSocket to ${this.endpoint}: ${String(error)}`), undefined, this.endpoint, false));
                return;
            }
            socket.binaryType = 'arraybuffer';
            let opened = false;
            let problem = '';
            socket.onopen = () => {
                opened = true;
                this.socket = socket;
                if (this.ended !== undefined)
                    socket.close(1000, 'closed by the client');
                resolve(socket);
            };
            socket.onerror = (event) => {
                const message = event.message ?? event.error?.message;
                if (typeof message === 'string')
                    problem = message;
            };
            socket.onmessage = (event) => this.receive(event.data);
            socket.onclose = (event) => {
                if (!opened) {
                    const why = problem || `closed with code ${event.code}`;
                    reject(new ConnectionError(this.options.mask(`could not connect to ${this.endpoint}: ${why}`), undefined, this.endpoint, true));
                    return;
                }
                this.closed(socket, event.code, event.reason);
            };
        });
    }
    closed(socket, code, reason) {
        if (this.socket === socket)
            this.socket = undefined;
        const why = this.options.mask(`code ${code}${reason ? `, ${reason}` : ''}`);
        if (this.ended === undefined && !this.options.reconnect) {
            this.ended = { message: `the connection closed earlier (${why}) and reconnect is off`, code, reason: this.options.mask(reason) };
        }
        if (this.waiting.size > 0) {
            this.failAll(new SocketClosedError(`${this.endpoint}: the WebSocket closed while the call waited for its answer (${why})`, code, this.options.mask(reason), this.endpoint, true));
        }
        if (!this.closedByClient)
            this.options.log('warn', `${this.endpoint}: WebSocket closed (${why})${this.options.reconnect ? '; the next call reconnects' : ''}`);
    }
    receive(data) {
        const text = typeof data === 'string' ? data : new TextDecoder().decode(data);
        let message;
        try {
            message = JSON.parse(text);
        }
        catch {
            this.options.log('debug', this.options.mask(`${this.endpoint}: ignored a message that is not JSON: ${text.slice(0, 200)}`));
            return;
        }
        if (Array.isArray(message))
            for (const answer of message)
                this.deliver(answer);
        else
            this.deliver(message);
    }
    deliver(answer) {
        const id = answer?.id;
        const waiter = typeof id === 'number' ? this.waiting.get(id) : undefined;
        if (waiter === undefined) {
            this.options.log('debug', this.options.mask(`${this.endpoint}: ignored a message for no waiting call: ${JSON.stringify(answer).slice(0, 200)}`));
            return;
        }
        this.waiting.delete(id);
        if (waiter.take(answer))
            for (const other of waiter.ids)
                if (this.waiting.get(other) === waiter)
                    this.waiting.delete(other);
    }
    async socketClass() {
        if (this.options.webSocket !== undefined)
            return this.options.webSocket;
        const global = globalThis.WebSocket;
        const needsWs = onNode && (global === undefined || Object.keys(this.options.headers).length > 0);
        if (!needsWs && global !== undefined)
            return global;
        try {
            const ws = await import('ws');
            return ws.WebSocket;
        }
        catch (error) {
            throw new ConnectionError(this.options.mask(`no WebSocket implementation: install the \`ws\` package (${String(error)})`), undefined, this.endpoint, false);
        }
    }
}
