// What the gateway package reads of a generated package without the generator, held to what the generator says:
// routes from the published document (package-load.ts) equal the generator's own (routes.ts) for our spec, the
// OpenRPC examples and the fixtures; the gateway's key fingerprint (key-id.ts) is the package's; and the gateway's
// command reads rpcforge serve's flags with the same checks (main-flags.ts); a catalogue built by `rpcforge catalogue`
// is priced by the gateway's command as `rpcforge serve` prices the one it generates.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuiltCatalogue } from '../gateway/src/catalogue-terms.js';
import { buildCatalogues, loadCatalogues } from '../generator/serve/catalogue.js';
import { keyId as packageKeyId } from '../generated/dist/internal/engine/key-id.js';
import { keyId } from '../gateway/src/key-id.js';
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
});
