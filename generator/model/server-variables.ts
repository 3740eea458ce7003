// `serverVariables` (generate's option, `serve --server-var name=value`): values for the variables of the spec's
// server URLs in place of their defaults, so the generated server's routes (emit/server/routes.ts) are the paths a
// deployment actually uses. A name no server declares is refused rather than ignored: a typo would otherwise leave
// the route at its default without a word.
import type { Model } from './model.js';
import { compareStrings } from '../load/json.js';

export function applyServerVariables(model: Model, values: Readonly<Record<string, string>>): void {
  const declared = new Set(model.servers.flatMap((s) => s.variables.map((v) => v.name)));
  for (const [name, value] of Object.entries(values)) {
    if (!declared.has(name)) {
      const known = [...declared].sort(compareStrings);
      throw new Error(`server variable "${name}": no server of the spec declares it (${known.length > 0 ? `declared: ${known.join(', ')}` : 'the spec declares none'})`);
    }
    // It becomes part of a route's path: a query, a fragment or another placeholder there could not be matched.
    if (/[?#{}\s]/.test(value)) throw new Error(`server variable "${name}": ${JSON.stringify(value)} has ?, #, braces or spaces, which a path cannot match`);
  }
  for (const server of model.servers) {
    for (const variable of server.variables) {
      const value = values[variable.name];
      if (value === undefined) continue;
      if (variable.enum && !variable.enum.includes(value)) throw new Error(`server variable "${variable.name}": ${JSON.stringify(value)} is not one of ${variable.enum.map((e) => JSON.stringify(e)).join(', ')}`);
      variable.default = value;
    }
  }
}
