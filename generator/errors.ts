// Every problem with the user's input is reported as a SpecIssue that says where it is: the file, the line and
// column when the file has them, and the JSON path inside that file. The CLI prints them; tests assert the text.

export interface SpecIssue {
  /** File the problem is in, as the user named it (relative to the working directory when possible). */
  file: string;
  line?: number;
  column?: number;
  /** JSON path inside `file`, e.g. `methods[3].params[0].schema`; empty for the whole file. */
  path: string;
  message: string;
}

export class SpecError extends Error {
  readonly issues: readonly SpecIssue[];

  constructor(issues: readonly SpecIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'SpecError';
    this.issues = issues;
  }
}

export function formatIssue(issue: SpecIssue): string {
  const position = issue.line === undefined ? '' : `:${issue.line}:${issue.column ?? 1}`;
  const path = issue.path === '' ? '' : ` ${issue.path}:`;
  return `${issue.file}${position}:${path} ${issue.message}`;
}

/** `['methods', 3, 'x-credits']` → `methods[3]['x-credits']`: the notation users know from JavaScript. */
export function formatJsonPath(segments: readonly (string | number)[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment).replace(/^"|"$/g, "'")}]`;
  }
  return out;
}
