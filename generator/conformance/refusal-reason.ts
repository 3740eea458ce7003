// Refusals told apart: an invalid-params check sends params wrong in one place, and any -32602 used to pass it. But
// a node may refuse the call for another reason altogether: anvil refused "eth_call without `from`" because of the
// base params' fee fields, not the missing `from`. So a refusal counts only when it names the param the variant
// broke (its path `params[0]`, `params.name`, go-ethereum's `argument 0`, the param's name or the field's, in the
// message or in `data`), or when the same call with that param fixed is answered: a result or a declared error (the
// runner sends that call once a method, its base fitted to the chain's state: ./state.ts).
import { quote, type Judged } from './answer.js';

interface Broken {
  index?: number;
  name?: string;
  field?: string;
}

/** The param (and innermost field) a variant's name says it broke: `params[0] (filter).address …`, `params.config …`. */
function brokenParam(variant: string): Broken | undefined {
  // One param too many: the refusal names the extra position (`params[2]`) or the undeclared name.
  const tooMany = /^too many params \((\d+)\)$/.exec(variant);
  if (tooMany) return { index: Number(tooMany[1]) - 1 };
  if (/rpcforgeExtra/.test(variant)) return { name: 'rpcforgeExtra' };
  const byPosition = /params\[(\d+)\] \(([^)]+)\)((?:\.[\w$]+|\[\d+\])*)/.exec(variant);
  if (byPosition) return { index: Number(byPosition[1]), name: byPosition[2]!, field: lastField(byPosition[3]!) };
  const byName = /params\.([\w$]+)((?:\.[\w$]+|\[\d+\])*)/.exec(variant);
  if (byName) return { name: byName[1]!, field: lastField(byName[2]!) };
  return undefined;
}

const lastField = (path: string): string | undefined => /\.([\w$]+)(?:\[\d+\])*$/.exec(path)?.[1];

/** Whether the refusal names what the variant broke. */
export function namesTheParam(variant: string, judged: Extract<Judged, { kind: 'error' }>): boolean {
  const broken = brokenParam(variant);
  if (broken === undefined) return false;
  let data = '';
  try {
    data = judged.data === undefined ? '' : (JSON.stringify(judged.data) ?? '').slice(0, 10_000);
  } catch {
    data = '';
  }
  const said = `${judged.message} ${data}`.toLowerCase();
  const tokens = [
    ...(broken.index === undefined ? [] : [`params[${broken.index}]`, `argument ${broken.index}`, `/${broken.index}`]),
    ...(broken.name === undefined ? [] : [`params.${broken.name}`, broken.name]),
    ...(broken.field === undefined ? [] : [broken.field]),
  ];
  return tokens.some((t) => t.length >= 2 && said.includes(t.toLowerCase()));
}

/** How a failure names the param: `params[0] (filter).address`. */
export function paramOf(variant: string): string {
  const broken = brokenParam(variant);
  if (broken === undefined) return 'the param the case broke';
  const head = broken.index === undefined ? `params.${broken.name}` : `params[${broken.index}] (${broken.name})`;
  return broken.field === undefined ? head : `${head} … ${broken.field}`;
}

/** The fixed call's answer, for the failure message. */
export function fixedSaid(judged: Judged): string {
  if (judged.kind === 'result') return 'a result';
  if (judged.kind === 'error') return `${judged.code} ${quote(judged.message)}`;
  return judged.reason;
}
