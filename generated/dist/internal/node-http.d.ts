import { type HttpHost, type HttpSender } from './http-transport.js';
/** The sender of `transport` over node:http, or node:https for an https URL: the module loaded on the first call. */
export declare function nodeHttp(transport: HttpHost, headers: Readonly<Record<string, string>>): Promise<HttpSender>;
