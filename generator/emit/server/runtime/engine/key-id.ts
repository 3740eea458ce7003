// The fingerprint of an API key that log lines, and rpcforge's `serve` banner and keys-file messages, show in its
// place: one function, so a key named in one is recognised in the others. Kept apart from the engine so that code
// which needs only the fingerprint (a worker thread checking a keys file) loads nothing else. Internal module.

/**
 * A short fingerprint of an API key for logs: `k-` and 8 letters from g to v (FNV-1a's 32 bits, one letter per 4
 * bits). Lines of one key can be told apart and correlated across processes; 32 bits say nothing useful about a
 * key of 128, and letters outside hex never spell a piece of the usual hex keys.
 */
export function keyId(apiKey: string): string {
  if (apiKey === '') return '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 0x01000193);
  let id = 'k-';
  for (let shift = 28; shift >= 0; shift -= 4) id += String.fromCharCode(0x67 + ((hash >>> shift) & 15));
  return id;
}
