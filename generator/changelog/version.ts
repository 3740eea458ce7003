// The generated package's `version`, from the spec's `info.version`. npm accepts only semantic versions, and
// OpenRPC allows any string, so a version that is not one is mapped to the nearest that is, the same way every run:
//   1.2.3, 1.2.3-rc.1+build.5  → as written
//   v1.2.3, V1.2.3             → 1.2.3 (a leading "v" dropped, as npm's own semver.clean does)
//   1, 1.2, v2.1               → 1.0.0, 1.2.0, 2.1.0 (missing parts are 0)
//   anything else, e.g. "2024-06-01", "beta 7" → 0.0.0-2024-06-01, 0.0.0-beta-7: a pre-release of 0.0.0 that keeps
//   the text (characters npm does not allow become "-"), so two different spec versions stay two package versions.
const semverPattern = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** The longest pre-release text kept: npm caps a whole version at 256 characters. */
const maxTagLength = 200;

export function isSemver(version: string): boolean {
  return semverPattern.test(version);
}

export function packageVersionFor(infoVersion: string): string {
  const text = infoVersion.trim();
  if (isSemver(text)) return text;
  const unprefixed = text.replace(/^[vV](?=\d)/, '');
  if (isSemver(unprefixed)) return unprefixed;
  const short = /^(\d{1,15})(?:\.(\d{1,15}))?$/.exec(unprefixed);
  if (short) return `${Number(short[1])}.${Number(short[2] ?? 0)}.0`;
  const tag = text
    .split('.')
    .map((part) => part.replace(/[^0-9A-Za-z-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter((part) => part !== '')
    // A numeric identifier must not start with 0 (semver 2.0.0, item 9).
    .map((part) => (/^\d+$/.test(part) ? part.replace(/^0+(?=\d)/, '') : part))
    .join('.')
    .slice(0, maxTagLength)
    .replace(/[.-]+$/, '');
  return tag === '' ? '0.0.0' : `0.0.0-${tag}`;
}
