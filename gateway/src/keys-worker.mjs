// The worker thread of `serve --keys` (./keys-file.ts): reads the keys file, parses it with js-yaml, has the
// gateway's `KeyRing.pack` (gateway/src/key-ring.ts) check and pack it, and posts the packed table back with its buffers
// transferred, so the gateway's thread only installs it. A 100,000-key file takes about half a second here and a
// few milliseconds there. Plain JavaScript: a worker cannot load TypeScript without a loader, and rpcforge runs
// without a build step.
//
// workerData: { path, name, maxBytes, keyRingModule, keyIdModule, servedNetworks?, knownNetworks? } (the modules: file
// paths, the gateway's key ring and key id, TypeScript or JavaScript as keys-file.ts runs; servedNetworks: the only network names there can be without
// --config; knownNetworks: { names, file }, the networks of --config in force; see keys-file.ts). The answer:
// { packed, count, firstKeyId, identity } | { unstable: true } |
// { error, identity? }, where identity ({ size, mtimeMs, ino }) is that of the file read.
//
// No message quotes the file: a line of it may hold a key. A message says file:line:column, the entry by number and
// fingerprint (`keys.<key #41 k-ghijklmn>.plan`) and what is wrong.
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { CORE_SCHEMA, EVENT_ALIAS, EVENT_MAPPING, EVENT_POP, EVENT_SCALAR, EVENT_SEQUENCE, getScalarValue, load, parseEvents, realMapTag } from 'js-yaml';

const { path, name, maxBytes, keyRingModule, keyIdModule, servedNetworks, knownNetworks } = workerData;

/** Maps, not objects: the file's order is kept (a message's entry number counts in it) and a key such as `10` is
 * not moved ahead of the others. */
const schema = CORE_SCHEMA.withTags(realMapTag);

try {
  const answer = await check();
  if (answer !== undefined) parentPort.postMessage(answer);
} catch (error) {
  // Not a message of ours: its name only, as its text could quote the file.
  parentPort.postMessage({ error: `${name}: could not be checked (${error?.name ?? 'error'})` });
}

async function check() {
  const read = readStable();
  if (read.text === undefined) return read;
  const { text, identity } = read;
  const answer = await checkText(text);
  if (answer.packed === undefined) return { ...answer, identity };
  const { packed } = answer;
  const transfer = Object.values(packed).filter((value) => ArrayBuffer.isView(value)).map((array) => array.buffer);
  parentPort.postMessage({ ...answer, identity }, transfer);
  return undefined;
}

async function checkText(text) {
  let document;
  try {
    // Aliases are shared, never copied (no billion laughs); 100 is more than any keys file needs.
    document = load(text, { schema, maxAliases: 100, maxDepth: 32 });
  } catch (error) {
    const mark = error?.mark;
    const at = mark ? `${name}:${mark.line + 1}:${mark.column + 1}` : name;
    // The reason only: the error's message and snippet quote the lines around.
    return { error: `${at}: not valid YAML: ${withoutQuotes(String(error?.reason ?? 'cannot be parsed'))}` };
  }
  if (!(document instanceof Map)) return { error: `${name}: expected a map with \`keys:\` (and \`plans:\`)` };
  const config = { keys: document.get('keys') };
  if (document.has('plans')) config.plans = document.get('plans');
  if (config.plans instanceof Map) {
    // A plan named by a number or `null` is kept under its text, as a YAML-to-object parse would.
    config.plans = Object.fromEntries([...config.plans].map(([planName, plan]) => [String(planName), plan instanceof Map ? fields(plan) : plan]));
  }
  if (config.keys instanceof Map) {
    const keys = new Map();
    for (const [apiKey, key] of config.keys) keys.set(apiKey, key instanceof Map ? fields(key) : key);
    config.keys = keys;
  }
  // The gateway's key ring: TypeScript in this repository (loaded through tsx, a dependency of rpcforge), JavaScript
  // in a built gateway.
  const { KeyRing } = await gatewayModule(keyRingModule);
  const { keyId } = await gatewayModule(keyIdModule);
  let packed;
  try {
    packed = KeyRing.pack(config);
  } catch (error) {
    if (!(error instanceof TypeError) || !Array.isArray(error.path)) throw error;
    return { error: located(text, error.path, String(error.reason), config, keyId) };
  }
  const leftOut = servedNetworks === undefined ? undefined : networksLeftOut(config, servedNetworks);
  if (leftOut !== undefined) {
    const reason = `names no network this gateway serves: without --config it serves one network, ${servedNetworks.map((n) => `\`${n}\``).join(', ')}, which this list leaves out, so the ${leftOut[0] === 'plans' ? "plan's keys" : 'key'} would call it unrestricted (add ${servedNetworks[0]} to the list, or serve the networks with --config)`;
    return { error: located(text, leftOut, reason, config, keyId) };
  }
  const unknown = knownNetworks === undefined ? undefined : unknownNetwork(config, knownNetworks.names);
  if (unknown !== undefined) {
    // The name is shown: KeyRing.pack let through only network names (letters, digits, - and _, at most 64).
    const known = knownNetworks.names.length === 0 ? 'none' : knownNetworks.names.join(', ');
    const reason = `names network ${unknown.network}, which ${knownNetworks.file} does not have (it has ${known}): a typo would keep the ${unknown.path[0] === 'plans' ? "plan's keys" : 'key'} off a network meant for ${unknown.path[0] === 'plans' ? 'them' : 'it'}`;
    return { error: located(text, unknown.path, reason, config, keyId) };
  }
  const count = packed.settingOf.length;
  const firstKeyId = count === 0 ? undefined : keyId(textOf(packed.text.subarray(packed.starts[0], packed.starts[1])));
  return { packed, count, firstKeyId, networks: networksNamed(config) };
}

/**
 * Every network name the file's `networks` lists hold, plans' and keys' alike, sorted: what a config reload must
 * not drop. The packed table keeps only the lists some key uses, so a plan no key has yet would be missed, and the
 * next keys reload after such a drop refused. Runs after KeyRing.pack, so every list is a list of names.
 */
function networksNamed(config) {
  const names = new Set(networkLists(config).flatMap(({ list }) => list));
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every `networks` list of the file with its place (`['plans', name]`, `['keys', n]`): plans first, in the file's order, then keys. */
function networkLists(config) {
  const lists = [];
  for (const [planName, plan] of Object.entries(plansOf(config))) if (Array.isArray(plan?.networks)) lists.push({ list: plan.networks, at: ['plans', planName] });
  keysOf(config).forEach((key, i) => Array.isArray(key?.networks) && lists.push({ list: key.networks, at: ['keys', i] }));
  return lists;
}

/** The file's plans, by name, as KeyRing.pack read them. */
function plansOf(config) {
  return config.plans !== null && typeof config.plans === 'object' ? config.plans : {};
}

/** The file's keys' settings, in the file's order. */
function keysOf(config) {
  return config.keys instanceof Map ? [...config.keys.values()] : Object.values(config.keys ?? {});
}

/**
 * The file's text if it held still while it was read (same size, time and inode before and after, and read to its
 * end); else { unstable: true }, and the caller reads again once it settles. Never more than maxBytes + 1 bytes.
 */
function readStable() {
  let fd;
  try {
    // Non-blocking: a FIFO put in its place would otherwise hold the open until a writer came.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { error: `${name}: cannot be read (${error?.code ?? 'error'})` };
  }
  try {
    const before = fstatSync(fd);
    const identity = { size: before.size, mtimeMs: before.mtimeMs, ino: before.ino };
    if (!before.isFile()) return { error: `${name}: not a regular file`, identity };
    if (before.size > maxBytes) return { error: `${name}: ${before.size} bytes, over the limit of ${maxBytes} bytes (--keys-max-mib)`, identity };
    // One byte more than its size: a file still growing is seen to.
    const buffer = Buffer.allocUnsafe(before.size + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < buffer.length; length += n) n = readSync(fd, buffer, length, buffer.length - length, length);
    // By path: a file replaced by a rename since it was opened has another inode.
    const after = statSync(path);
    if (length !== before.size || after.size !== before.size || after.mtimeMs !== before.mtimeMs || after.ino !== before.ino) return { unstable: true };
    try {
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, length)), identity };
    } catch {
      return { error: `${name}: not UTF-8 text`, identity };
    }
  } finally {
    closeSync(fd);
  }
}

/** UTF-16 code units as a string, a slice at a time (a spread of a long key would pass too many arguments). */
function textOf(units) {
  let text = '';
  for (let i = 0; i < units.length; i += 4096) text += String.fromCharCode.apply(null, units.subarray(i, i + 4096));
  return text;
}

/** A key's or plan's fields as an object (what `KeyRing.pack` reads); a field named by a number is kept as text. */
function fields(map) {
  // fromEntries defines own properties: a field or plan named `__proto__` stays data, never a prototype.
  return Object.fromEntries([...map].map(([field, value]) => [String(field), value]));
}

/** A parser's reason without what it quotes from the file (an alias's or tag's name, a character). */
function withoutQuotes(reason) {
  return reason.replace(/"(?:[^"\\]|\\.)*"|'[^']*'|!<[^>]*>|[!&*][^\s,]+/g, '…').slice(0, 200);
}

/**
 * Without --config a `networks` list cannot be enforced (there is one network and no router to refuse a key on the
 * others), so a key whose list (its own, else its plan's) leaves out every network served is refused here rather
 * than let through: the file's author meant to keep that key out. The path of the first such list (the key's own,
 * else its plan's), or undefined. Runs after KeyRing.pack, so every list is a list of names.
 */
function networksLeftOut(config, served) {
  const plans = plansOf(config);
  const entries = keysOf(config);
  for (let i = 0; i < entries.length; i++) {
    const key = entries[i];
    const own = key?.networks;
    const plan = typeof key?.plan === 'string' && Object.prototype.hasOwnProperty.call(plans, key.plan) ? plans[key.plan] : undefined;
    const list = own ?? plan?.networks;
    if (Array.isArray(list) && !list.some((network) => served.includes(network))) return own !== undefined ? ['keys', i, 'networks'] : ['plans', key.plan, 'networks'];
  }
  return undefined;
}

/**
 * With --config, every name in a `networks` list (a plan's, a key's own) must be a network of the config in force:
 * the first that is not, as { path: ['plans', name, 'networks', i] | ['keys', n, 'networks', i], network }, or
 * undefined. Plans first (in the file's order), then keys. Runs after KeyRing.pack, so every list is a list of names.
 */
function unknownNetwork(config, known) {
  const names = new Set(known);
  for (const { list, at } of networkLists(config)) {
    const i = list.findIndex((network) => !names.has(network));
    if (i !== -1) return { path: [...at, 'networks', i], network: list[i] };
  }
  return undefined;
}

/**
 * `name:line:column: where: reason`, for an error of `KeyRing.pack` at `path` (`['keys', n, field?]`,
 * `['plans', name, field?]`): the place found by walking the file's parse events (only when there is an error).
 */
function located(text, path, reason, config, keyId) {
  let where = path.length === 0 ? '(the file)' : String(path[0]);
  if (path[0] === 'keys' && typeof path[1] === 'number') {
    let apiKey;
    if (config.keys instanceof Map) {
      let i = 0;
      for (const key of config.keys.keys()) if (i++ === path[1]) apiKey = key;
    }
    where += `.<key #${path[1] + 1}${typeof apiKey === 'string' && apiKey !== '' ? ` ${keyId(apiKey)}` : ''}>`;
    if (typeof apiKey !== 'string') reason += ' (quote the key: written as is, YAML reads it as a number, true/false or null)';
  } else if (path[0] === 'plans' && path[1] !== undefined) {
    where += `.${/^[A-Za-z0-9_-]{1,40}$/.test(String(path[1])) ? path[1] : JSON.stringify(String(path[1]).slice(0, 40))}`;
  }
  if (path[2] !== undefined) where += `.${path[2]}`;
  if (typeof path[3] === 'number') where += `[${path[3]}]`;
  // The plan message lists the plans named under plans:; here the place says enough, and a name misplaced there
  // could be a key.
  if (path[2] === 'plan') reason = 'plan must name one of the plans under `plans:`';
  let offset = 0;
  try {
    offset = offsetOf(text, path);
  } catch {
    // The parse that succeeded above gives the same events; should it not, the message has no place.
  }
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `${name}:${line}:${offset - lineStart + 1}: ${where}: ${reason}`;
}

/** Where `path` is in the file: for an entry, its key; for a field, its value; if missing, the nearest enclosing. */
function offsetOf(text, path) {
  const events = parseEvents(text, {});
  const start = (i) => {
    const event = events[i];
    if (event.type === EVENT_SCALAR) return event.valueStart;
    if (event.type === EVENT_ALIAS) return Math.max(0, event.anchorStart - 1);
    return event.start;
  };
  /** The index of the event after the node starting at i. */
  const skip = (i) => {
    const type = events[i].type;
    if (type !== EVENT_MAPPING && type !== EVENT_SEQUENCE) return i + 1;
    let depth = 0;
    do {
      const t = events[i++].type;
      if (t === EVENT_MAPPING || t === EVENT_SEQUENCE) depth++;
      else if (t === EVENT_POP) depth--;
    } while (depth > 0);
    return i;
  };
  let node = 1; // events[0] opens the document
  let offset = start(node);
  for (const step of path) {
    if (events[node].type === EVENT_SEQUENCE && typeof step === 'number') {
      // A list's item (`networks[1]`): the item's own place.
      let i = node + 1;
      for (let count = 0; count < step && events[i].type !== EVENT_POP; count++) i = skip(i);
      if (events[i].type === EVENT_POP) break;
      offset = start(i);
      node = i;
      continue;
    }
    if (events[node].type !== EVENT_MAPPING) break;
    let found = false;
    let count = 0;
    for (let i = node + 1; events[i].type !== EVENT_POP; count++) {
      const valueAt = skip(i);
      const matches = typeof step === 'number' ? count === step : events[i].type === EVENT_SCALAR && getScalarValue(text, events[i]) === String(step);
      if (matches) {
        offset = typeof step === 'number' ? start(i) : start(valueAt);
        node = valueAt;
        found = true;
        break;
      }
      i = skip(valueAt);
    }
    if (!found) break;
  }
  return offset;
}

/**
 * A module of the gateway: its JavaScript in a built gateway (dist/), its TypeScript in this repository, loaded
 * through tsx (a dependency of rpcforge, never of the built gateway, which never takes this branch).
 */
async function gatewayModule(file) {
  const url = pathToFileURL(file).href;
  return file.endsWith('.ts') ? (await import('tsx/esm/api')).tsImport(url, import.meta.url) : import(url);
}
