import { HttpStatusError, ProtocolError } from '../client-errors.js';
import { connectionError, onNode, watch } from './transport.js';
const bodyLimit = 1000;
export class HttpTransport {
    endpoint;
    options;
    headers;
    node;
    loading;
    closed = false;
    constructor(options) {
        this.options = options;
        this.endpoint = options.endpoint;
        this.headers = { 'content-type': 'application/json', accept: 'application/json', ...options.headers };
    }
    send(body, _ids, _batch, control) {
        if (this.closed)
            return Promise.reject(connectionError(new Error('the client was closed'), this.endpoint, this.options.mask, control.what));
        if (this.node !== undefined)
            return this.sendNode(this.node, body, control);
        if (this.options.fetch !== undefined || !onNode)
            return this.sendFetch(body, control);
        this.loading ??= this.load();
        return this.loading.then(() => this.sendNode(this.node, body, control));
    }
    async close() {
        this.closed = true;
        this.node?.agent.destroy();
    }
    async load() {
        const secure = this.options.url.protocol === 'https:';
        const lib = secure ? await import('node:https') : await import('node:http');
        const agent = new lib.Agent({ keepAlive: true, maxSockets: this.options.maxConnections, scheduling: 'lifo' });
        this.node = { request: lib.request, agent };
    }
    sendNode(node, body, control) {
        return new Promise((resolve, reject) => {
            let settled = false;
            const finish = (error, value) => {
                if (settled)
                    return;
                settled = true;
                disarm();
                if (error === undefined)
                    resolve(value);
                else {
                    request.destroy();
                    reject(error);
                }
            };
            const url = this.options.url;
            const request = node.request({
                protocol: url.protocol,
                hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
                port: url.port,
                path: url.pathname + url.search,
                method: 'POST',
                agent: node.agent,
                headers: { ...this.headers, 'content-length': Buffer.byteLength(body) },
            }, (response) => {
                let first;
                let rest;
                response.on('data', (chunk) => {
                    if (first === undefined)
                        first = chunk;
                    else
                        (rest ??= [first]).push(chunk);
                });
                response.on('error', (error) => finish(connectionError(error, this.endpoint, this.options.mask, control.what)));
                response.on('end', () => {
                    const text = rest !== undefined ? Buffer.concat(rest).toString('utf8') : first !== undefined ? first.toString('utf8') : '';
                    const status = response.statusCode ?? 0;
                    if (status < 200 || status > 299)
                        finish(new HttpStatusError(status, this.options.mask(text.slice(0, bodyLimit)), this.endpoint));
                    else
                        this.parse(text, control, finish);
                });
            });
            const disarm = watch(control, this.endpoint, (error) => finish(error));
            request.on('error', (error) => finish(connectionError(error, this.endpoint, this.options.mask, control.what)));
            request.end(body);
        });
    }
    async sendFetch(body, control) {
        const controller = new AbortController();
        let failure;
        const disarm = watch(control, this.endpoint, (error) => {
            failure = error;
            controller.abort();
        });
        try {
            const fetchFn = this.options.fetch ?? fetch;
            const response = await fetchFn(this.options.url.href, { method: 'POST', headers: this.headers, body, signal: controller.signal });
            const text = await response.text();
            if (!response.ok)
                throw new HttpStatusError(response.status, this.options.mask(text.slice(0, bodyLimit)), this.endpoint);
            let parsed;
            this.parse(text, control, (error, value) => {
                if (error !== undefined)
                    throw error;
                parsed = value;
            });
            return parsed;
        }
        catch (error) {
            if (failure !== undefined)
                throw failure;
            if (error instanceof HttpStatusError || error instanceof ProtocolError)
                throw error;
            throw connectionError(error, this.endpoint, this.options.mask, control.what);
        }
        finally {
            disarm();
        }
    }
    parse(text, control, finish) {
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            return finish(new ProtocolError(this.options.mask(`${control.what}: the answer from ${this.endpoint} is not JSON: ${text.slice(0, 200)}`), this.endpoint));
        }
        finish(undefined, value);
    }
}
