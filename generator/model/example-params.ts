// The params an example pairing sends, as the docs page publishes its request (emit/docs/page.ts) and as the example
// check judges it (validate/examples.ts): one function, so that the check judges exactly what the page shows.
import type { MethodModel } from './model.js';

export interface ExampleRequest {
  /** What goes in the request: `named` for a by-name method, else `positional`. */
  params: unknown[] | Record<string, unknown>;
  /** By position: in the method's order when the example names only declared params (one it leaves out is null in
   * the middle, dropped at the end); else the example's values in their order. */
  positional: unknown[];
  /** Every param the example gives, by its name. */
  named: Record<string, unknown>;
  /** For each position of `positional`, the index of the example's param that gives it, or -1 (left out). */
  sources: number[];
  /** Indexes of the example's params whose names the method does not declare. */
  undeclared: number[];
}

export function exampleRequest(method: MethodModel, example: MethodModel['examples'][number]): ExampleRequest {
  const given = new Map<string, number>();
  // The last of two params of one name wins, as in `named`.
  example.params.forEach((p, k) => given.set(p.name, k));
  let last = -1;
  method.params.forEach((p, i) => {
    if (given.has(p.name)) last = i;
  });
  const declared = new Set(method.params.map((p) => p.name));
  const undeclared = example.params.flatMap((p, k) => (declared.has(p.name) ? [] : [k]));
  const positional: unknown[] = [];
  const sources: number[] = [];
  if (undeclared.length > 0) {
    // OpenRPC names an example param for the reader, not after the param (the official Ethereum spec writes
    // `newestblock` for `newestBlock`), and its tools send the values in their order: so does the page then. A
    // param removed from the method while its examples still give it then shows as one value too many.
    example.params.forEach((p, k) => {
      sources.push(k);
      positional.push(p.value);
    });
  } else {
    for (let i = 0; i <= last; i++) {
      const k = given.get(method.params[i]!.name) ?? -1;
      sources.push(k);
      positional.push(k === -1 ? null : example.params[k]!.value);
    }
  }
  const named = Object.fromEntries(example.params.map((p) => [p.name, p.value]));
  return { params: method.paramStructure === 'by-name' ? named : positional, positional, named, sources, undeclared };
}
