// The type TypeScript gives a JSON value written `as const` (readonly members, literal types, readonly tuples), as
// type text: the declared type of a constant table in its module's declarations (print-module.ts declarationForm),
// which are printed from the emitters' structures rather than computed by TypeScript from the module's text.
import { jsonLiteral, typeMemberKey } from './escape.js';

/**
 * `{ readonly a: 1; readonly b: readonly ["x"]; }` for `{ a: 1, b: ['x'] } as const`. Iterative over an explicit
 * stack, so a deeply nested value cannot overflow the call stack.
 */
export function asConstType(value: unknown): string {
  // Each frame: the text so far of an open object or array, and what is left to write in it.
  // (Members whose value is undefined are left out, as JSON text leaves them out.)
  type Frame = { open: string; parts: string[]; entries: [string | undefined, unknown][]; close: string };
  const frameOf = (v: object): Frame =>
    Array.isArray(v)
      ? { open: 'readonly [', parts: [], entries: v.map((item) => [undefined, item]), close: ']' }
      : { open: '{ ', parts: [], entries: Object.entries(v).filter(([, member]) => member !== undefined), close: ' }' };
  const scalar = (v: unknown): string => {
    if (v === null || typeof v === 'boolean' || typeof v === 'number') return jsonLiteral(v);
    if (typeof v === 'string') return jsonLiteral(v);
    throw new Error(`asConstType: not a JSON value (${typeof v})`);
  };
  if (typeof value !== 'object' || value === null) return scalar(value);
  const stack: Frame[] = [frameOf(value)];
  let done: string | undefined;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (done !== undefined) {
      frame.parts[frame.parts.length - 1] += done;
      done = undefined;
    }
    const next = frame.entries.shift();
    if (next === undefined) {
      stack.pop();
      const text = frame.close === ']' ? `${frame.open}${frame.parts.join(', ')}]` : frame.parts.length === 0 ? '{}' : `{ ${frame.parts.join('; ')}; }`;
      if (stack.length === 0) return text;
      done = text;
      continue;
    }
    const [key, item] = next;
    const prefix = key === undefined ? '' : `readonly ${typeMemberKey(key)}: `;
    if (typeof item === 'object' && item !== null) {
      frame.parts.push(prefix);
      stack.push(frameOf(item));
    } else frame.parts.push(`${prefix}${scalar(item)}`);
  }
  throw new Error('asConstType: unreachable');
}
