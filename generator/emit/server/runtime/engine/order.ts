// The runtime's one order for strings: by UTF-16 code unit, the order `.sort()` without a comparator gives, said
// explicitly, and unlike `localeCompare` the same on every machine. In the engine's room so that every room above it
// (transports, gateway) may use it. Internal module: use server.ts.

/** Code-unit order of two strings, for `Array.prototype.sort`. */
export const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
