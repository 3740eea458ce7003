// The fingerprint of an API key that the gateway's log lines and messages show in its place (`k-` and 8 letters). The
// same function as the generated package's own (its internal engine/key-id.ts): a key named in the package's
// log lines and in the gateway's is recognised in both. test/gateway-serve-api.test.ts checks that they agree. Plain
// code with no import, so that the keys file's worker thread loads nothing else.

/**
 * A short fingerprint of an API key for logs: `k-` and 8 letters from g to v (FNV-1a's 32 bits, one letter per 4
 * bits). 32 bits say nothing useful about a key of 128, and letters outside hex never spell a piece of a hex key.
 */
export function keyId(apiKey: string): string {
  if (apiKey === '') return '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 0x01000193);
  let id = 'k-';
  for (let shift = 28; shift >= 0; shift -= 4) id += String.fromCharCode(0x67 + ((hash >>> shift) & 15));
  return id;
}
