// What the gateway package reads of a generated package without the generator, held to what the generator says:
// routes from the published document (package-load.ts) equal the generator's own (routes.ts) for our spec, the
// OpenRPC examples and the fixtures; the gateway's key fingerprint (key-id.ts) is the package's; and the gateway's
// command reads rpcforge serve's flags with the same checks (main-flags.ts); a catalogue built by `rpcforge catalogue`
// is priced by the gateway's command as `rpcforge serve` prices the one it generates.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuiltCatalogue } from '../gateway/src/catalogue-terms.js';
import { buildCatalogues, loadCatalogues } from '../generator/serve/catalogue.js';
import { keyId as packageKeyId } from '../generated/dist/internal/engine/key-id.js';
import { keyId } from '../gateway/src/key-id.js';
import { main } from '../gateway/src/main.js';
import { readFlags } from '../gateway/src/main-flags.js';
import { documentRoutes, loadServedPackage } from '../gateway/src/package-load.js';
import { routesOf } from '../generator/emit/server/routes.js';
import { generate } from '../generator/pipeline.js';
import { repoRoot } from './helpers.js';

const specs = [
  'spec/openrpc.yaml',
  'test/fixtures/minimal/spec/openrpc.yaml',
  'test/fixtures/by-name/spec/openrpc.yaml',
  'test/fixtures/tricky-names/spec/openrpc.yaml',
  'test/reference/corpus/open-rpc-examples/simple-math-openrpc.json',
];

describe('what the gateway reads of a package', () => {
  it.each(specs)('routes from the published document of %s are the generator’s', (spec) => {
    const { model } = generate(join(repoRoot, spec), { outputs: new Set(['types']) });
    const ours = routesOf(model).map(({ transport, path, pattern }) => ({ transport, path, pattern }));
    expect(documentRoutes(model.document as { servers?: unknown })).toEqual(ours);
  });

  it('loads generated/: its methods from methodInfo, its routes, its server module', async () => {
    const pkg = await loadServedPackage(join(repoRoot, 'generated'));
    expect(pkg.routes.map((r) => r.path)).toEqual(['/v3/<API_KEY>', '/ws/v3/<API_KEY>']);
    expect(pkg.methods.find((m) => m.name === 'eth_getLogs')).toEqual({ name: 'eth_getLogs', family: 'evm', credits: 255 });
    expect(typeof pkg.server.createServer).toBe('function');
    await expect(loadServedPackage(join(repoRoot, 'spec'))).rejects.toThrow(/no dist\/server\.js/);
  });

  it('fingerprints a key as the package does', () => {
    for (const key of ['', 'a', 'demo-growth-key-0001', 'ключ', '\u{1F511}'.repeat(40)]) expect(keyId(key)).toBe(packageKeyId(key));
  });
});

describe('the gateway command’s flags', () => {
  it('reads serve’s serving flags, secrets from the environment, and refuses what needs the generator', () => {
    const env = { NODE_URL: 'http://127.0.0.1:8545', RPCFORGE_REDIS_URL: 'redis://127.0.0.1:6379' };
    const read = readFlags(['--package', 'api', '--upstream', 'evm=env:NODE_URL', '--keys', 'keys.yaml', '--port', '0', '--chain-id', '1', '--retries', '1', '--cache', 'off'], env);
    expect(read).not.toBe('help');
    const { packageDir, options } = read as Exclude<typeof read, 'help'>;
    expect(packageDir).toBe('api');
    expect(options).toMatchObject({ upstream: ['evm=http://127.0.0.1:8545'], keys: 'keys.yaml', port: 0, chainId: '0x1', retries: 1, cache: 'off', redis: 'redis://127.0.0.1:6379', metrics: true });
    expect(() => readFlags(['--upstream', 'http://a:1'], {})).toThrow(/--package <dir>/);
    expect(() => readFlags(['--package', 'api'], {})).toThrow(/--upstream or --config/);
    expect(() => readFlags(['--package', 'api', '--upstream', 'http://a:1', '--mock'], {})).toThrow(/--mock/);
    expect(() => readFlags(['--package', 'api', '--upstream', 'http://a:1', '--outside-spec', 'forward'], {})).toThrow(/--catalogue <folder>/);
    // A config's networks may name their own.
    expect(readFlags(['--package', 'api', '--config', 'gateway.yaml', '--outside-spec', 'forward'], {})).toMatchObject({ catalogues: [], options: { outsideSpec: 'forward' } });
    expect(() => readFlags(['--package', 'api', '--upstream', 'http://a:1', '--catalogue', 'cat/evm'], {})).toThrow(/without --outside-spec forward/);
    expect(() => readFlags(['--package', 'api', '--upstream', 'http://a:1', '--outside-spec', 'forward', '--catalogue', 'c', '--credits', 'read'], {})).toThrow(/--credits read: expected name=n/);
    const forward = readFlags(['--package', 'api', '--upstream', 'http://a:1', '--outside-spec', 'forward', '--catalogue', 'cat/evm', '--credits', 'eth_chainId=0', '--open', 'eth_accounts'], {});
    expect(forward).toMatchObject({ catalogues: ['cat/evm'], options: { outsideSpec: 'forward', credits: { eth_chainId: 0 }, open: ['eth_accounts'] } });
    expect(() => readFlags(['--package', 'api', '--upstream', 'http://a:1', '--port', '70000'], {})).toThrow(/not a port/);
    expect(() => readFlags(['--package', 'api', '--upstream', 'env:MISSING'], {})).toThrow(/MISSING is not set/);
  });
});

describe('a catalogue built for a deployment', () => {
  it('is priced by the gateway as rpcforge serve prices its own; none where the spec turns it off', async () => {
    const work = mkdtempSync(join(tmpdir(), 'rpcforge-catalogue-'));
    try {
      const { model } = generate(join(repoRoot, 'spec/openrpc.yaml'), { outputs: new Set(['types']) });
      const credits = { eth_chainId: 0, send: 500 };
      const [dir, ...others] = buildCatalogues(model.methods, {}, join(work, 'out'), () => undefined);
      expect(others).toEqual([]);
      expect(dir).toBe(join(work, 'out', 'evm'));
      const built = await loadBuiltCatalogue(dir!, model.methods, credits, 80);
      const [served] = await loadCatalogues(model.methods, {}, credits, 80, work, () => undefined);
      expect(built.family).toBe('evm');
      expect(Object.keys(built.methods).length).toBeGreaterThan(40);
      expect(built.methods).toEqual(served!.methods);
      expect(built.methods.eth_chainId).toMatchObject({ credits: 0, idempotent: true });
      expect(built.methods.eth_sendRawTransaction).toMatchObject({ credits: 500, idempotent: false });
      expect(buildCatalogues(model.methods, { evm: 'none' }, join(work, 'none'), () => undefined)).toEqual([]);
      expect(() => buildCatalogues(model.methods, { solana: 'x.json' }, join(work, 'x'), () => undefined)).toThrow(/no method family solana/);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);

  it('a config network names its own built catalogue or none, in place of --catalogue’s; a folder that is none is refused by name', async () => {
    const work = mkdtempSync(join(tmpdir(), 'rpcforge-network-catalogue-'));
    const nodes: Server[] = [];
    const calls: string[] = [];
    const node = async () => {
      const server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          const { id, method } = JSON.parse(body) as { id: number; method: string };
          calls.push(method);
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x1' }));
        });
      });
      nodes.push(server);
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const quiet = () => undefined;
    let gateway: Awaited<ReturnType<typeof main>>;
    try {
      const { model } = generate(join(repoRoot, 'spec/openrpc.yaml'), { outputs: new Set(['types']) });
      const [evm] = buildCatalogues(model.methods, {}, join(work, 'catalogues'), () => undefined);
      const config = async (catalogues: string) =>
        `networks:\n  own:\n    base: /own\n    upstreams: { evm: ${await node()} }\n    catalogue: { evm: ${catalogues} }\n` +
        `  off:\n    base: /off\n    upstreams: { evm: ${await node()} }\n    catalogue: { evm: none }\n` +
        `  plain:\n    base: /plain\n    upstreams: { evm: ${await node()} }\n`;
      writeFileSync(join(work, 'gateway.yaml'), await config('./catalogues/evm'));
      const argv = ['--package', join(repoRoot, 'generated'), '--config', join(work, 'gateway.yaml'), '--outside-spec', 'forward', '--port', '0', '--host', '127.0.0.1', '--no-metrics'];
      let banner = '';
      gateway = await main(argv, (text) => (banner += text), quiet);
      expect(evm).toBe(join(work, 'catalogues', 'evm'));
      // The banner says what each network forwards beyond the spec.
      expect(banner).toMatch(/ own: .*; upstream evm; outside the spec: the evm catalogue\n/);
      expect(banner).toMatch(/ off: .*; upstream evm; outside the spec: no catalogue, -32601\n/);
      expect(banner).toMatch(/ plain: .*; upstream evm; outside the spec: no catalogue, -32601\n/);
      // Without --keys the gateway is open, and says so.
      expect(banner).toContain('keys: none given, so any key is accepted (--keys keys.yaml checks them)');
      const balance = async (network: string) => {
        const answer = await fetch(`${gateway!.url}/${network}/v3/any-key`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [`0x${'11'.repeat(20)}`, 'latest'] }),
        });
        return (await answer.json()) as { result?: unknown; error?: { code: number } };
      };
      // Its own catalogue: forwarded and checked. `none`, and no catalogue at all: -32601, and no node asked.
      expect(await balance('own')).toMatchObject({ result: '0x1' });
      expect(calls.filter((m) => m === 'eth_getBalance')).toHaveLength(1);
      expect((await balance('off')).error?.code).toBe(-32601);
      expect((await balance('plain')).error?.code).toBe(-32601);
      expect(calls.filter((m) => m === 'eth_getBalance')).toHaveLength(1);
      await gateway!.close();
      gateway = undefined;
      // A folder rpcforge catalogue did not write: the start fails, naming the network's family.
      writeFileSync(join(work, 'gateway.yaml'), await config('./nowhere'));
      await expect(main(argv, quiet, quiet)).rejects.toThrow(/gateway\.yaml:5:\d+: networks\.own\.catalogue\.evm: .*nowhere.*folder written by rpcforge catalogue/);
      // One folder named for two families: each family is checked, the folder loaded once or not.
      writeFileSync(join(work, 'gateway.yaml'), (await config('./catalogues/evm')).replace('catalogue: { evm: ./catalogues/evm }', 'catalogue: { evm: ./catalogues/evm, slot-commitment: ./catalogues/evm }'));
      await expect(main(argv, quiet, quiet)).rejects.toThrow(/gateway\.yaml:5:\d+: networks\.own\.catalogue\.slot-commitment: .*is the catalogue of the family evm/);
      // A network's spec that is no package folder: located at that field too.
      writeFileSync(join(work, 'gateway.yaml'), `${await config('./catalogues/evm')}    spec: ./no-package\n`);
      await expect(main(argv, quiet, quiet)).rejects.toThrow(/gateway\.yaml:\d+:\d+: networks\.plain\.spec: .*the folder of a package generated at build time/);
      // serve's form of the flag: the family checked; a folder that is none says what one is.
      const flagged = ['--package', join(repoRoot, 'generated'), '--upstream', `evm=${await node()}`, '--outside-spec', 'forward', '--port', '0', '--host', '127.0.0.1', '--no-metrics'];
      gateway = await main([...flagged, '--catalogue', `evm=${evm}`], quiet, quiet);
      await gateway!.close();
      gateway = undefined;
      await expect(main([...flagged, '--catalogue', `slot-commitment=${evm}`], quiet, quiet)).rejects.toThrow(/--catalogue slot-commitment=.*: .* is the catalogue of the family evm/);
      await expect(main([...flagged, '--catalogue', join(work, 'nowhere')], quiet, quiet)).rejects.toThrow(/--catalogue .*nowhere: .*a catalogue is a folder written by rpcforge catalogue --out <dir>/);
    } finally {
      await gateway?.close();
      for (const server of nodes) server.close();
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the gateway command’s balances', () => {
  it('charges in memory by the keys file’s plans: the store the gateway builds, now that a bare server charges nothing', async () => {
    const work = mkdtempSync(join(tmpdir(), 'rpcforge-memory-credits-'));
    const storage = `0x${'00'.repeat(32)}`;
    const node = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: method === 'eth_getStorageAt' ? storage : '0x1' }));
      });
    });
    await new Promise<void>((done) => node.listen(0, '127.0.0.1', done));
    const key = 'serve-memory-key-0123456789abcdef';
    // 160 credits a day: two eth_getStorageAt (80 each), then 402.
    writeFileSync(join(work, 'keys.yaml'), `plans:\n  Tiny:\n    dailyCredits: 160\nkeys:\n  ${key}:\n    plan: Tiny\n`);
    const quiet = () => undefined;
    let gateway: Awaited<ReturnType<typeof main>>;
    try {
      const upstream = `evm=http://127.0.0.1:${(node.address() as AddressInfo).port}`;
      let banner = '';
      gateway = await main(['--package', join(repoRoot, 'generated'), '--upstream', upstream, '--keys', join(work, 'keys.yaml'), '--cache', 'off', '--port', '0', '--host', '127.0.0.1', '--no-metrics'], (text) => (banner += text), quiet);
      expect(banner).toContain('credits: memory');
      const call = async () => {
        const answer = await fetch(`${gateway!.url}/v3/${key}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getStorageAt', params: [`0x${'11'.repeat(20)}`, '0x0', 'latest'] }),
        });
        return { status: answer.status, body: (await answer.json()) as { result?: unknown; error?: { code: number; data?: { balance?: number } } } };
      };
      expect(await call()).toMatchObject({ status: 200, body: { result: storage } });
      expect(await call()).toMatchObject({ status: 200, body: { result: storage } });
      expect(await call()).toMatchObject({ status: 402, body: { error: { code: -32005, data: { balance: 0 } } } });
    } finally {
      await gateway?.close();
      node.close();
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
