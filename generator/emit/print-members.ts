// A module with a long class or interface (client.ts's `Client` and `BatchBuilder`, server.ts's `Handlers`: one member
// per RPC method) printed with that statement's members in runs, each run kept on disk (../cache.ts): after an edit
// of one method those modules differ in a member or two, and ts-morph printed them whole again (about 1.3 s of a
// 1,000-method regeneration). Modules of few statements are not printed in runs of statements (print-chunks.ts).
//
// ts-morph writes a class's or an interface's members last group last (methods after properties), each member after
// a new line or a blank line that depends only on the text before it, and closes the block with a new line if the
// text does not end with one, then `}`. So:
// - the skeleton, the module with each long statement cut to its first member, is the whole print with every member
//   after the first taken out (printed without the banner, put before it: see below); the statement printed alone with that one member, without its closing `}\n`, is found
//   once in the skeleton, and the other members go where it ends;
// - a run of members after the first is the print of the statement alone with [P, ...run] (P the member before the
//   run) with the print of the statement with [P] cut from its start and the `}\n` from its end: its text as the
//   whole print has it, separators included (print-chunks.ts printedAfter, which cuts the runs of statements too).
// Every text is ts-morph's print of ts-morph structures. When a print does not have the shape above, the module is
// printed whole. Runs end where print-chunks.ts's runsOf ends them, by their content: an added or removed member
// moves no boundary but its neighbours'. test/print-chunks.test.ts checks the joined text against the whole print.
import { DiskCache } from '../cache.js';
import { printedAfter, runsOf } from './print-chunks.js';
import { StructureKind, type Statement } from './structures.js';

/** A member list at least this long is printed in runs. */
export const minRunMembers = 64;

const memberCache = new DiskCache('printed-member-runs', { maxEntries: 6_000, maxBytes: 64 * 1024 * 1024 });

/** The code that cuts and joins member runs: part of each run's key. */
let membersCode = '';

type Print = (leadingTrivia: string, statements: readonly Statement[]) => string;
type KeyTexts = (values: readonly Statement[]) => string[];

/** The member group of a statement long enough to print in runs: a class's or an interface's methods, or its
 * properties when nothing is printed after them. */
export function longMembers(statement: Statement): 'methods' | 'properties' | undefined {
  if (typeof statement !== 'object') return undefined;
  if (statement.kind !== StructureKind.Class && statement.kind !== StructureKind.Interface) return undefined;
  const s = statement as unknown as Record<string, unknown>;
  const count = (key: string) => (Array.isArray(s[key]) ? (s[key] as unknown[]).length : 0);
  if (count('methods') >= minRunMembers) return 'methods';
  const after = ['methods', 'ctors', 'staticBlocks', 'getAccessors', 'setAccessors'];
  if (count('properties') >= minRunMembers && after.every((key) => count(key) === 0)) return 'properties';
  return undefined;
}

/** The statement with its `group` replaced by `members`. */
function withMembers(statement: Statement, group: string, members: readonly unknown[]): Statement {
  return { ...(statement as object), [group]: members } as unknown as Statement;
}

const close = '}\n';

/**
 * The module's text as `print(leadingTrivia, statements)` gives it, its long classes' and interfaces' members printed
 * in runs or read from the cache; `keyParts` are what the text depends on besides the structures. Undefined when no
 * statement has a long member list, or a print did not have the expected shape (then the caller prints it whole).
 */
export function printMemberRuns(
  leadingTrivia: string,
  statements: readonly Statement[],
  keyParts: readonly string[],
  print: Print,
  keyTexts: KeyTexts,
): string | undefined {
  const long = statements.map(longMembers);
  if (long.every((group) => group === undefined)) return undefined;
  keyParts = [...keyParts, membersCode];
  const skeletonStatements = statements.map((s, i) => {
    const group = long[i];
    return group === undefined ? s : withMembers(s, group, ((s as unknown as Record<string, unknown[]>)[group]!).slice(0, 1));
  });
  // The skeleton without the banner, which changes with every edit of the spec: printed again each time, the rest of
  // the skeleton (server.ts's and client.ts's import of every params and result type, about 0.15 s at 1,000 methods)
  // would be too. The banner goes before it when ts-morph prints the first statement after the banner as after
  // nothing: what follows that statement sees only its text.
  const [first] = skeletonStatements;
  const firstAlone = print('', [first!]);
  if (firstAlone.trim() === '' || print(leadingTrivia, [first!]) !== `${leadingTrivia}${firstAlone}`) return undefined;
  const skeleton = leadingTrivia + memberCache.through([...keyParts, 'skeleton', ...keyTexts(skeletonStatements)], () => print('', skeletonStatements));
  const pieces: string[] = [];
  let from = 0;
  for (let i = 0; i < statements.length; i++) {
    const group = long[i];
    if (group === undefined) continue;
    const statement = statements[i]!;
    const members = (statement as unknown as Record<string, Statement[]>)[group]!;
    const head = print('', [skeletonStatements[i]!]);
    if (!head.endsWith(`\n${close}`)) return undefined;
    const open = head.slice(0, -close.length);
    const at = skeleton.indexOf(open, from);
    // Found once after the statements before: where the members after the first go.
    if (at < 0 || skeleton.indexOf(open, at + 1) >= 0) return undefined;
    const end = at + open.length;
    if (!skeleton.startsWith(close, end)) return undefined;
    pieces.push(skeleton.slice(from, end));
    from = end;
    const rest = members.slice(1);
    if (rest.length === 0) continue;
    const context = keyTexts([withMembers(statement, group, [])])[0]!;
    const parts = keyTexts(members);
    for (const [start, stop] of runsOf(rest, parts.slice(1))) {
      // Member `start` of `rest` is member `start + 1` of the list; the one before it, `start`.
      const key = memberCache.key(...keyParts, 'after', context, group, parts[start]!, ...parts.slice(start + 1, stop + 1));
      const text = printedAfter(memberCache, key, members[start]!, rest.slice(start, stop), (items) => print('', [withMembers(statement, group, items)]), close);
      if (text === undefined) return undefined;
      pieces.push(text);
    }
  }
  pieces.push(skeleton.slice(from));
  return pieces.join('');
}

membersCode = [printMemberRuns, longMembers, withMembers, runsOf, printedAfter].map(String).join('\n') + close + minRunMembers;
