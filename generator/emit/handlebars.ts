// Handlebars environments and templates for the files rpcforge writes from templates/ (./markdown-template.ts,
// ./docs/html-template.ts). Compiling a template is most of Handlebars' cost in a fresh process (about 0.2 s for the
// docs page, cold): the compiled template (the JavaScript `Handlebars.precompile` writes, what `compile` runs too) is
// kept on disk (../cache.ts) under the template's text, the options and Handlebars' version, and a run loads it with
// Handlebars' runtime alone; the compiler is loaded only for a template not met before.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type Handlebars from 'handlebars';
import { DiskCache, packageVersion } from '../cache.js';

const require = createRequire(import.meta.url);
const compiled = new DiskCache('templates', { maxEntries: 50, maxBytes: 8 * 1024 * 1024 });

/** Every template is compiled with `noEscape` (each value goes through a helper named for its context) and `strict`. */
const compileOptions = { noEscape: true, strict: true } as const;

/** A new environment of Handlebars' runtime, for helpers of its own. */
export function handlebarsEnvironment(): typeof Handlebars {
  return (require('handlebars/runtime') as typeof Handlebars).create();
}

/** The template in the file at `url`, in `environment` (with its helpers). */
export function compileTemplate(environment: typeof Handlebars, url: URL): Handlebars.TemplateDelegate {
  const spec = precompiledTemplate(readFileSync(url, 'utf8'));
  // What Handlebars' own `compile` does with the same code: evaluate it, then hand it to the runtime.
  return environment.template(new Function(`return ${spec};`)() as Parameters<typeof Handlebars.template>[0]);
}

/** The JavaScript Handlebars compiles a template's text to (also what ../precompute.ts stores for templates/). */
export function precompiledTemplate(text: string): string {
  return compiled.through([packageVersion(require, 'handlebars'), JSON.stringify(compileOptions), text], () =>
    String((require('handlebars') as typeof Handlebars).precompile(text, { ...compileOptions })),
  );
}
