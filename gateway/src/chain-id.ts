// A configured chain id, as `--config`'s `chainId` and `serve --chain-id` give it: a whole number (at most 2^53) or
// `0x` hex (at most 64 digits), as the hex text createUpstream takes. One rule and one set of messages for both (the
// config's YAML number and the flag's decimal text are the same value; see chainIdFlagValue).

/** The hex text of a chain id, or why `value` is not one (said without the value, which may be a misplaced secret). */
export function configuredChainId(value: unknown): { id: string } | { reason: string } {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return { id: `0x${value.toString(16)}` };
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return { id: value.toLowerCase() };
  // YAML reads 0x534e5f4d41494e as a number, past 2^53 no longer exact; a decimal flag past it is refused alike, so
  // that the config and the flag take the same values.
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return { reason: "a chain id past 2^53: give it as a hex string ('0x534e5f4d41494e', quoted in YAML)" };
  return { reason: 'expected a chain id: a whole number (1) or hex (0x1)' };
}

/**
 * A flag's text as the value YAML would have read from the same text: decimal digits a number, anything else the
 * text (then `0x` hex or refused). The digits are checked by a regex before Number reads them: no `1e3`, ` 1`, `-1`.
 */
export function chainIdFlagValue(text: string): unknown {
  return /^[0-9]{1,400}$/.test(text) ? Number(text) : text;
}
