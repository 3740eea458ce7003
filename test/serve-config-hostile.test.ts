// `serve`'s upstream URLs as a stranger (or a tired operator) gives them: an `env:`/`file:` secret holding the bare key
// rather than the URL, or a key pasted where the URL goes, must not be quoted by the error that refuses it; a config
// naming thousands of method families, each a `file:` secret, is refused before any is read; a secret read is
// bounded like the URL written in the file; the same secret named in every network is read once per load; a base
// path with a `.` or `..` segment, which no client sends, is refused; so is a connection cap that is not a whole
// number of connections; so is a config naming more specs than it may generate and load.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkGatewayConfig, maxFamiliesPerNetwork, maxSpecsPerConfig } from '../gateway/src/gateway-config.js';
import { NetworkRouter } from '../gateway/src/networks.js';
import { packageHooks } from '../generated/dist/server.js';
import { parseUpstreams } from '../generator/serve/serve.js';

const work = mkdtempSync(join(tmpdir(), 'rpcforge-config-secrets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The message of what `run` throws ('' if nothing). */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

const key = 'sk_live_0123456789abcdefXYZ';

describe('an upstream value that is not a URL', () => {
  it('is refused without quoting it: a bare key on the command line, in an env: or a file: secret', () => {
    for (const flag of [key, `evm=${key}`, `${key}@`, `evm=${key}:8545`]) {
      const message = thrown(() => parseUpstreams([flag], '--upstream', true));
      expect(message).toMatch(/^--upstream (evm=)?\(\d+ characters without a scheme:\/\/, not shown\): expected an http\(s\):\/\/ or ws\(s\):\/\/ URL/);
      expect(message).not.toContain('0123456789');
    }
    // The env: variable and the file: secret hold the key, not the URL: the config's message names the entry's place.
    const env = { UPSTREAM_KEY: key };
    const fromEnv = thrown(() => checkGatewayConfig('networks:\n  a:\n    upstreams:\n      evm: env:UPSTREAM_KEY\n', 'g.yaml', work, env));
    expect(fromEnv).toBe(`g.yaml:4:12: networks.a.upstreams.evm: expected an http(s):// or ws(s):// URL, not (${key.length} characters without a scheme://, not shown)`);
    const secretFile = join(work, 'key.txt');
    writeFileSync(secretFile, `${key}\n`);
    const fromFile = thrown(() => checkGatewayConfig(`networks:\n  a:\n    upstreams:\n      evm: file:${secretFile}\n`, 'g.yaml', work, {}));
    expect(fromFile).toMatch(/^g\.yaml:4:12: networks\.a\.upstreams\.evm: expected an http\(s\):\/\/ or ws\(s\):\/\/ URL, not \(27 characters/);
    expect(fromFile).not.toContain('0123456789');
    // A URL still shows its scheme and host, never its path.
    expect(thrown(() => parseUpstreams([`evm=https://eth.example/v3/${key}`, `evm=https://eth.example/v3/${key}`], '--upstream', true))).toBe('--upstream evm=https://eth.example/…: the same URL twice for family evm');
  });

  it('takes env: from the environment it is given (the check\'s env parameter), not always the process\'s', () => {
    const config = checkGatewayConfig('networks:\n  a:\n    upstreams:\n      evm: env:RPCFORGE_TEST_ONLY_HERE\n', 'g.yaml', work, { RPCFORGE_TEST_ONLY_HERE: 'https://eth.example/v3/k' });
    expect(config.networks[0]!.upstream).toEqual(['evm=https://eth.example/v3/k']);
  });
});

describe('secrets in a hostile config', () => {
  it('refuses more method families than a network may list before reading any secret', () => {
    // A secret of a 60 KB URL, named by 2,000 families: each read on the gateway's thread took 0.4-0.5 s in all.
    const secretFile = join(work, 'big.txt');
    writeFileSync(secretFile, `https://x.example/${'a'.repeat(60_000)}`);
    let text = 'networks:\n  a:\n    upstreams:\n';
    for (let i = 0; text.length < 64 * 1024 - 40; i++) text += `      f${i}: file:${secretFile}\n`;
    const started = performance.now();
    const message = thrown(() => checkGatewayConfig(text, 'g.yaml', work, {}));
    expect(message).toMatch(new RegExp(`^g\\.yaml:3:5: networks\\.a\\.upstreams: \\d+ method families, more than the ${maxFamiliesPerNetwork} a network may list$`));
    expect(performance.now() - started).toBeLessThan(400);
    // One family naming the same secret: the URL read is bounded as one written in the file.
    expect(thrown(() => checkGatewayConfig(`networks:\n  a:\n    upstreams:\n      evm: file:${secretFile}\n`, 'g.yaml', work, {}))).toBe('g.yaml:4:12: networks.a.upstreams.evm: the URL is 60018 characters, over 8192');
  });

  it('reads a secret named in every network once per load', () => {
    let reads = 0;
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, name) => {
        if (name !== 'SHARED_UPSTREAM') return undefined;
        reads++;
        return 'https://eth.example/v3/shared';
      },
    });
    const networks = Array.from({ length: 128 }, (_, i) => `  n${i}:\n    base: /n${i}\n    upstreams:\n      evm: [env:SHARED_UPSTREAM]\n      starknet: env:SHARED_UPSTREAM\n`).join('');
    const config = checkGatewayConfig(`networks:\n${networks}`, 'g.yaml', work, env);
    expect(config.networks).toHaveLength(128);
    expect(config.networks[127]!.upstream).toEqual(['evm=https://eth.example/v3/shared', 'starknet=https://eth.example/v3/shared']);
    expect(reads).toBe(1);
  });
});

describe('a base path no client sends', () => {
  it('is refused, located, when it has a . or .. segment; ./.. inside a segment are letters like any', () => {
    for (const base of ['/..', '/a/../b', '/.', '/a/./b', '/mainnet/..']) {
      expect(thrown(() => checkGatewayConfig(`networks:\n  a:\n    base: ${base}\n    upstreams: {evm: ws://x}\n`, 'g.yaml', work, {}))).toBe('g.yaml:3:11: networks.a.base: a base path has no . or .. segment (clients resolve them away before they send)');
    }
    expect(checkGatewayConfig('networks:\n  a:\n    base: /v1.2/..x/a..\n    upstreams: {evm: ws://x}\n', 'g.yaml', work, {}).networks[0]!.base).toBe('/v1.2/..x/a..');
  });
});

describe('the router\'s connection cap', () => {
  it('is refused when it is not a whole number of connections, at least 1 (NaN was no cap at all, 0 refused every connection)', () => {
    for (const cap of [Number.NaN, 0, -1, 2.5, Infinity]) expect(() => new NetworkRouter(undefined, packageHooks.connections, cap)).toThrow('maxConnections must be a whole number of connections, at least 1');
    const router = new NetworkRouter(undefined, packageHooks.connections, 1);
    expect(router.server.listening).toBe(false);
  });

  it('comes from the package through #server-node: outside Node its stand-in says it needs Node', async () => {
    const { connectionHooks } = (await import('../generated/dist/internal/transports/no-node.js')) as { connectionHooks: typeof packageHooks.connections };
    expect(() => connectionHooks.cap(null as never, 1)).toThrow('the connection cap needs Node');
    expect(() => connectionHooks.rawJsonResponse('404 Not Found', '{}')).toThrow('the connection cap needs Node');
    expect(connectionHooks.defaultMax).toBe(packageHooks.connections.defaultMax);
  });
});

describe('specs named by a config', () => {
  it('are at most 8 distinct ones: the 9th is refused at its spec field, before any is generated (six took 6.1 s and 153 MB)', () => {
    const network = (i: number, spec: string) => `  n${i}:\n    base: /n${i}\n    spec: ${spec}\n    upstreams: {evm: ws://x}\n`;
    // The same spec by two spellings is one; 8 distinct ones pass.
    const eight = Array.from({ length: maxSpecsPerConfig }, (_, i) => network(i, `s${i}/openrpc.yaml`)).join('') + network(8, './s0/../s0/openrpc.yaml');
    expect(checkGatewayConfig(`networks:\n${eight}`, 'g.yaml', work, {}).networks).toHaveLength(9);
    const nine = `networks:\n${eight}${network(9, 's8/openrpc.yaml')}`;
    expect(thrown(() => checkGatewayConfig(nine, 'g.yaml', work, {}))).toBe('g.yaml:40:11: networks.n9.spec: 9 specs, more than the 8 a config may name (each is a package generated and loaded)');
  });
});
