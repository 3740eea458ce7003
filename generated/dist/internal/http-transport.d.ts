import { type Mask, type SendControl, type Transport } from './transport.js';
export interface HttpTransportOptions {
    url: URL;
    endpoint: string;
    headers: Record<string, string>;
    maxConnections: number;
    fetch?: typeof fetch;
    mask: Mask;
}
export declare class HttpTransport implements Transport {
    readonly endpoint: string;
    private readonly options;
    private readonly headers;
    private node;
    private loading;
    private closed;
    constructor(options: HttpTransportOptions);
    send(body: string, _ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown>;
    close(): Promise<void>;
    private load;
    private sendNode;
    private sendFetch;
    private parse;
}
