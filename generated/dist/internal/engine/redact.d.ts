import type { ServerLogger } from './options.js';
/** What replaces text that mentions the API key. */
export declare const withheld: string;
/**
 * True when `text` holds the key, or any 4 characters of it in a row, as is, URL-encoded (either hex case) or
 * JSON-escaped. A form shorter than 4 characters counts only as a whole word (not inside a run of letters and
 * digits), or every text would hold a one-character key. A whole-field test, so the text is withheld rather than
 * edited: substring replacement leaks escaped forms and, for a short key, mangles everything else.
 */
export declare function mentionsKey(text: string, apiKey: string): boolean;
/** An error as log fields: name, message and stack frames, each withheld whole when it mentions the key. */
export declare function errorFields(error: unknown, apiKey: string): Record<string, string>;
/** `details` are built from fixed text and `errorFields`: the key never enters them, so nothing is edited here. */
export declare function logError(logger: ServerLogger, message: string, details: Record<string, unknown>): void;
