// A compiled pattern (generator/emit/validators/patterns.ts) as functions, with the helpers the generated match.ts
// carries: the check of one string and, where the pattern has one, the check of every item of an array. Tests may
// build code from text; the generated package never does.
import { transformSync } from 'esbuild';
import { compilePattern } from '../../generator/emit/validators/patterns.js';
import { helperSource } from '../../generator/emit/validators/runtime.js';

export interface CompiledFunctions {
  matches: (s: string) => boolean;
  /** `(a) => every item is a string that matches`, for patterns of fixed length ending in a long run. */
  each?: (a: unknown[]) => boolean;
}

export function compiledFunctions(source: string): CompiledFunctions | undefined {
  const compiled = compilePattern(source);
  if (!compiled) return undefined;
  const names = (lines: string[]) => lines.join('\n').replace(/TABLE(\d+)/g, 'tables[$1]').replace(/RANGES(\d+)/g, 'ranges[$1]');
  const helpers = [helperSource.charTable, helperSource.charRanges, helperSource.allChars, helperSource.encodeAscii].join('\n');
  const code = [
    helpers,
    'const tables = chars.map(charTable);',
    'const ranges = chars.map(charRanges);',
    `out.matches = function (s: string): boolean {\n${names(compiled.body)}\n};`,
    compiled.each ? `out.each = function (a: unknown[]): boolean {\n${names(compiled.each)}\n};` : '',
  ].join('\n');
  // The source is TypeScript: strip its types to run it here, as the package's build does.
  const out: CompiledFunctions = { matches: () => false };
  new Function('chars', 'out', transformSync(code, { loader: 'ts' }).code)(compiled.tables, out);
  return out;
}

/** The compiled check of one string. */
export function matcherOf(source: string): ((s: string) => boolean) | undefined {
  return compiledFunctions(source)?.matches;
}
