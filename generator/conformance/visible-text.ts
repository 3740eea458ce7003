// Endpoint text made safe to show. The text report and the progress lines go to a terminal, and a hostile endpoint
// chooses the error messages, notes and answers they quote: an ESC [ sequence in them would reach the terminal raw
// (clear the screen, rewrite the verdict line, set the window title, on some terminals answer back), a carriage
// return or newline would forge a line ("passed: …"), and a bidi override would reorder what the reader sees. So
// every such character is written as its `\uXXXX` escape, visible and inert. The HTML and JUnit reports use it too:
// XML 1.0 cannot hold most C0 controls at all, and a visible escape says more than a character silently dropped.

/** C0 controls (newline and tab included: one field is one line), DEL, C1 controls, line/paragraph separators, bidi controls. */
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The same less the C0 controls, which JSON.stringify already escapes inside strings (raw ones are its layout). */
const unsafeInJson = /[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One line of endpoint text with every control, separator and bidi character written as `\uXXXX`. */
export function visibleText(text: string): string {
  return text.replace(unsafe, escaped);
}

/**
 * JSON text with the same characters written as `\uXXXX` escapes (JSON.stringify leaves DEL, the C1 controls and the
 * bidi controls raw): the same value for a JSON reader, nothing a terminal acts on. Such characters only occur inside
 * JSON strings, where the escape is the character.
 */
export function visibleJson(json: string): string {
  return json.replace(unsafeInJson, escaped);
}
