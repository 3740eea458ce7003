
/** One reason a value is invalid. */
export interface ValidationError {
  /** Where the failing value is, e.g. `params[0].topics[2]` or `result.transactions[5].to`. */
  path: string;
  /** What was expected, e.g. `must match pattern ^0x[0-9a-f]{40}$ (Address)`. */
  message: string;
  /** The JSON Schema keyword that failed (`type`, `pattern`, `required`, `oneOf`, …). */
  keyword: string;
}

/** What every validator returns; validators never throw. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };
