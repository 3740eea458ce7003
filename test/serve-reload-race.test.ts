// `serve --config --keys`: each file's reload is checked against the other (a key may not name a network the config
// lacks; a config may not drop a network a key names), but each was checked when its load started, and a load takes
// time: a config adding a network of a new spec generates its package (a second or more), a large keys file is
// checked in a worker (seconds). The other file, reloaded in that window, put in force a key naming a network the
// config had just dropped. Both are now asked again in the turn that installs. Real gateways on 127.0.0.1; their
// upstreams are never called.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serve, type RunningGateway } from '../generator/serve/serve.js';
import { until } from './gateway-helpers.js';

const work = mkdtempSync(join(tmpdir(), 'rpcforge-reload-race-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const network = (name: string, extra = '') => `  ${name}:\n    base: /${name}\n${extra}    upstreams:\n      evm: http://127.0.0.1:9/${name}\n`;
const plainKeys = 'plans:\n  Free: {}\nkeys:\n  key-any-0123456789:\n    plan: Free\n';
/** A keys file whose last key may call network b only; `count` more keys make its check take a while. */
const keysNamingB = (count: number) => {
  const hex = randomBytes(count * 16).toString('hex');
  const filler = Array.from({ length: count }, (_, i) => `  k-${hex.slice(i * 32, i * 32 + 32)}:\n    plan: Free\n`).join('');
  return `plans:\n  Free: {}\nkeys:\n${filler}  key-b-0123456789:\n    plan: Free\n    networks: [b]\n`;
};

async function start(dir: string, keysSettleMs: number, configSettleMs: number): Promise<{ gateway: RunningGateway; lines: string[]; config: string; keys: string }> {
  const config = join(dir, 'gateway.yaml');
  const keys = join(dir, 'keys.yaml');
  writeFileSync(config, `networks:\n${network('a')}${network('b')}`);
  writeFileSync(keys, plainKeys);
  const lines: string[] = [];
  const gateway = await serve({ spec: 'spec/openrpc.yaml', config, keys, port: 0, configSettleMs, keysSettleMs, shutdownTimeoutMs: 500, writeLog: () => undefined }, (line) => lines.push(line));
  return { gateway, lines, config, keys };
}

const names = (gateway: RunningGateway) => gateway.config!.networks().map((n) => n.name);
const reloaded = (lines: string[], file: string) => lines.find((l) => l.startsWith(`reloaded ${file}`) || l.startsWith(`${file} not reloaded`));

describe('a config reload and a keys reload at once', () => {
  it('a config dropping network b while it generates a new spec is refused if the keys put in force meanwhile name b', async () => {
    const dir = mkdtempSync(join(work, 'config-'));
    // A spec of its own (a fresh path): its package is generated during the reload, about a second.
    cpSync('spec', join(dir, 'spec2'), { recursive: true });
    const { gateway, lines, config, keys } = await start(dir, 300, 50);
    try {
      writeFileSync(config, `networks:\n${network('a')}${network('c', '    spec: spec2/openrpc.yaml\n')}`);
      writeFileSync(keys, keysNamingB(0));
      await until(() => reloaded(lines, keys) !== undefined && reloaded(lines, config) !== undefined, 60_000, 'both files reloaded or refused');
      // The keys were checked against a, b (in force) and put in force while the config's new spec was generated.
      expect(reloaded(lines, keys)).toMatch(/^reloaded .*keys\.yaml: /);
      expect(reloaded(lines, config)).toBe(`${config} not reloaded, the networks in force are kept (read again when it changes): ${config}: has no network b, which the keys of ${keys} name (take it out of their networks lists first)`);
      expect(names(gateway)).toEqual(['a', 'b']);
    } finally {
      await gateway.close();
    }
  }, 90_000);

  it('keys naming b, checked while a config reload dropped b, are refused when they would be put in force', async () => {
    const dir = mkdtempSync(join(work, 'keys-'));
    // 60,000 keys: their check in the worker takes about a second, the config's reload (no new spec) a few ms.
    const { gateway, lines, config, keys } = await start(dir, 50, 300);
    try {
      writeFileSync(keys, keysNamingB(60_000));
      writeFileSync(config, `networks:\n${network('a')}`);
      await until(() => reloaded(lines, keys) !== undefined && reloaded(lines, config) !== undefined, 60_000, 'both files reloaded or refused');
      expect(reloaded(lines, config)).toMatch(/^reloaded .*gateway\.yaml: 1 network\(s\) \(a\)/);
      expect(names(gateway)).toEqual(['a']);
      expect(reloaded(lines, keys)).toBe(`${keys} not reloaded, the keys in force are kept (read again when it changes): ${keys}: names network b, which ${config} dropped while this file was checked (networks in force: a)`);
    } finally {
      await gateway.close();
    }
  }, 90_000);
});
