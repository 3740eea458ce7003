// Flag values that are secrets (a Redis URL with its password, an upstream URL with a provider's key in it) should not
// have to be typed on the command line, where every user of the host reads them in `ps`. `serve` takes each of them
// as it is, or as `env:NAME` (the value of an environment variable) or `file:PATH` (the text of a file, as Docker and
// Kubernetes mount secrets), and reads `RPCFORGE_REDIS_URL`, `RPCFORGE_REDIS_CLUSTER`, `RPCFORGE_UPSTREAM` and `RPCFORGE_PARTNER` when the flag
// is not given. Errors name the flag and the variable or file, never the value.
import { FileRefusal, readBounded } from './bounded-read.js';

/** Larger than any URL: a secret file is a line, not a document. */
const maxSecretFileBytes = 64 * 1024;

/** `env:NAME` → that variable; `file:PATH` → that file's text, trimmed; anything else is the value itself. */
export function secretValue(value: string, flag: string, env: NodeJS.ProcessEnv = process.env): string {
  if (value.startsWith('env:')) {
    const name = value.slice(4);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`${flag} env:${name}: expected the name of an environment variable`);
    const found = env[name];
    if (found === undefined || found.trim() === '') throw new Error(`${flag} env:${name}: the environment variable ${name} is not set`);
    return found.trim();
  }
  if (value.startsWith('file:')) return readSecretFile(value.slice(5), flag);
  return value;
}

function readSecretFile(path: string, flag: string): string {
  const what = `${flag} file:${path}`;
  let text: string;
  try {
    // The bounded reader (bounded-read.ts): a regular file only (a FIFO in place of the file must not hang the start), at most the
    // cap read.
    text = readBounded(path, maxSecretFileBytes).trim();
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    if (error.kind === 'missing') throw new Error(`${what}: cannot open the file (ENOENT)`);
    if (error.reason.startsWith('the file is larger than')) throw new Error(`${what}: larger than ${maxSecretFileBytes / 1024} KiB, not a secret file`);
    throw new Error(`${what}: ${error.reason.endsWith('not a regular file') ? 'not a regular file' : error.reason}`);
  }
  if (text === '') throw new Error(`${what}: the file is empty`);
  return text;
}

/**
 * The values of a repeatable flag: each one through `secretValue`; without the flag, the environment variable's
 * whitespace-separated values (`RPCFORGE_UPSTREAM="evm=https://… starknet=https://…"`).
 */
export function secretValues(values: readonly string[], flag: string, variable: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const given = values.length > 0 ? values : (env[variable] ?? '').split(/\s+/).filter((v) => v !== '');
  const where = values.length > 0 ? flag : variable;
  return given.map((value) => {
    // `family=env:NAME` and `family=file:PATH` name a secret for one family.
    const match = /^([A-Za-z0-9_.-]+)=((?:env|file):.*)$/.exec(value);
    return match ? `${match[1]}=${secretValue(match[2]!, `${where} ${match[1]}=`, env)}` : secretValue(value, where, env);
  });
}
