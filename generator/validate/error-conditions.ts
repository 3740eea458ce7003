// What the schema of `x-error-conditions` cannot say: each entry names an error its method lists, unambiguously
// (a message where the method lists several errors with the code), and no error is described twice. A text that
// named no error would silently never be shown, and one that fits two would be shown against the wrong one.
import { followRefs, isObject, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';

type At = (path: readonly Segment[], message: string) => void;

/** Checks one method's `x-error-conditions`, when it passed its schema (an array of objects). */
export function checkErrorConditions(doc: JsonObject, method: JsonObject, path: Segment[], at: At): void {
  const conditions = method['x-error-conditions'];
  if (!Array.isArray(conditions)) return;
  const listed = (Array.isArray(method.errors) ? method.errors : [])
    .map((e) => followRefs(doc, e))
    .filter((e): e is JsonObject => isObject(e) && typeof e.code === 'number' && typeof e.message === 'string')
    .map((e) => ({ code: e.code as number, message: e.message as string }));
  const name = String(method.name);
  const describe = (errors: readonly { code: number; message: string }[]) =>
    errors.map((e) => `${e.code} ${JSON.stringify(e.message)}`).join(', ') || 'none';
  const seen = new Map<string, number>();
  conditions.forEach((entry, i) => {
    if (!isObject(entry) || typeof entry.code !== 'number') return;
    const here = [...path, 'x-error-conditions', i];
    const sameCode = listed.filter((e) => e.code === entry.code);
    let target: { code: number; message: string } | undefined;
    if (sameCode.length === 0) {
      at([...here, 'code'], `x-error-conditions: code ${entry.code} names no error of ${name} (its errors: ${describe(listed)})`);
      return;
    }
    if (typeof entry.message === 'string') {
      target = sameCode.find((e) => e.message === entry.message);
      if (target === undefined) {
        at([...here, 'message'], `x-error-conditions: ${name} lists no error ${entry.code} with message ${JSON.stringify(entry.message)} (its ${entry.code} errors: ${describe(sameCode)})`);
        return;
      }
    } else if (sameCode.length > 1) {
      at(here, `x-error-conditions: code ${entry.code} fits ${sameCode.length} errors of ${name}: give the message of one (${describe(sameCode)})`);
      return;
    } else {
      target = sameCode[0]!;
    }
    const key = `${target.code} ${target.message}`;
    const first = seen.get(key);
    if (first !== undefined) at(here, `x-error-conditions: error ${target.code} ${JSON.stringify(target.message)} of ${name} is described twice (also x-error-conditions[${first}])`);
    else seen.set(key, i);
  });
}
