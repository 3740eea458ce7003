// Log fields without the API key: a text that mentions the key (whole, or any 4 characters of it, raw, URL-encoded
// or JSON-escaped) is withheld whole, and the logger's own failure never reaches a call. Internal module: use
// server.ts.
import type { ServerLogger } from './options.js';

/** What replaces text that mentions the API key. */
export const withheld: string = '[withheld: it contained the API key]';

/**
 * True when `text` holds the key, or any 4 characters of it in a row, as is, URL-encoded (either hex case) or
 * JSON-escaped. A form shorter than 4 characters counts only as a whole word (not inside a run of letters and
 * digits), or every text would hold a one-character key. A whole-field test, so the text is withheld rather than
 * edited: substring replacement leaks escaped forms and, for a short key, mangles everything else.
 */
export function mentionsKey(text: string, apiKey: string): boolean {
  if (apiKey === '' || text === '') return false;
  let encoded: string;
  try {
    encoded = encodeURIComponent(apiKey);
  } catch {
    encoded = apiKey; // a lone surrogate: the key cannot have come from a URL in any other form
  }
  const forms = new Set([apiKey, encoded, encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()), JSON.stringify(apiKey).slice(1, -1)]);
  for (const form of forms) {
    if (form.length < 4) {
      const escaped = form.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      if (new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text)) return true;
      continue;
    }
    for (let i = 0; i + 4 <= form.length; i++) if (text.includes(form.slice(i, i + 4))) return true;
  }
  return false;
}

/** An error as log fields: name, message and stack frames, each withheld whole when it mentions the key. */
export function errorFields(error: unknown, apiKey: string): Record<string, string> {
  let name = 'Error';
  let message: string;
  let stack: string | undefined;
  try {
    if (error instanceof Error) {
      name = String(error.name);
      message = String(error.message);
      // Frames only: the stack's first lines repeat the message.
      stack = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : undefined;
    } else {
      name = typeof error;
      message = String(error);
    }
  } catch {
    message = 'unprintable error';
  }
  const fields: Record<string, string> = {
    name: mentionsKey(name, apiKey) ? withheld : name,
    message: mentionsKey(message, apiKey) ? withheld : message,
  };
  if (stack) fields.stack = mentionsKey(stack, apiKey) ? withheld : stack;
  return fields;
}

/** `details` are built from fixed text and `errorFields`: the key never enters them, so nothing is edited here. */
export function logError(logger: ServerLogger, message: string, details: Record<string, unknown>): void {
  for (const name of Object.keys(details)) if (details[name] === undefined) delete details[name];
  try {
    logger.error(message, details);
  } catch {
    // A logger that throws must not take the server down.
  }
}
