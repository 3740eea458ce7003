// Version advice: the worst change decides (breaking → major, a new capability → minor, documentation, examples and
// other changes that are not on the wire → patch). Below 1.0.0 everything moves down one step, as Cargo and npm's
// caret ranges read 0.x versions: a breaking change needs a minor bump, anything else a patch.
import { bumps, type Bump, type Change } from './change.js';

const rank = (b: Bump) => bumps.indexOf(b);

export function semverAdvice(changes: readonly Change[], oldVersion?: string): Bump {
  let worst: Bump = 'none';
  for (const change of changes) if (rank(change.bump) < rank(worst)) worst = change.bump;
  const parsed = oldVersion === undefined ? undefined : parseVersion(oldVersion);
  if (parsed && parsed[0] === 0 && worst !== 'none') return worst === 'major' ? 'minor' : 'patch';
  return worst;
}

export function parseVersion(text: string): [number, number, number] | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

export interface VersionCheck {
  ok: boolean;
  message: string;
}

/** Whether `info.version` went up at least as much as `needed` asks. */
export function checkVersion(oldVersion: string, newVersion: string, needed: Bump): VersionCheck {
  const before = parseVersion(oldVersion);
  const after = parseVersion(newVersion);
  if (!before || !after) {
    const bad = before ? newVersion : oldVersion;
    return { ok: false, message: `info.version ${JSON.stringify(bad)} is not a semantic version (major.minor.patch)` };
  }
  const raised: Bump | 'lowered' =
    after[0] !== before[0] ? (after[0] > before[0] ? 'major' : 'lowered')
    : after[1] !== before[1] ? (after[1] > before[1] ? 'minor' : 'lowered')
    : after[2] !== before[2] ? (after[2] > before[2] ? 'patch' : 'lowered')
    : 'none';
  const what = `info.version ${oldVersion} → ${newVersion}`;
  if (raised === 'lowered') return { ok: false, message: `${what}: the version went down; the changes need ${describe(needed)}` };
  if (rank(raised) <= rank(needed)) return { ok: true, message: `${what}: ${describe(raised)}, enough for ${describe(needed)}` };
  return { ok: false, message: `${what}: ${describe(raised)}, but the changes need ${describe(needed)}` };
}

function describe(b: Bump): string {
  return b === 'none' ? 'no bump' : `a ${b} bump`;
}
