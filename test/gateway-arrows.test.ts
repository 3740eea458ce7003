// The arrows between the gateway package (gateway/) and a generated package point one way: the gateway takes a
// generated package's server module as its input and imports nothing of it but its public entries' types (the values
// come through the module it is handed: `packageHooks`, `createServer`); a generated package imports nothing of the
// gateway, and carries no part of it. And what the gateway's leaving took from every package: simple-math's, from
// the OpenRPC examples, has no module naming a gateway part and is bounded in size.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as generatedServer from '../generated/dist/server.js';
import { generate } from '../generator/pipeline.js';
import { repoRoot } from './helpers.js';

const gatewayDir = join(repoRoot, 'gateway/src');
/** The packages the gateway depends on (gateway/package.json): what it may import besides its own modules and Node's. */
const gatewayDependencies = new Set(Object.keys((JSON.parse(readFileSync(join(repoRoot, 'gateway/package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {}));
/** The specifiers under which the gateway sees a generated package's public entries (tsconfig `paths`): types only. */
const publicEntries = new Set(['rpcforge-generated', 'rpcforge-generated/server']);

/** Names only a gateway part has: a generated module holding one carries (or points at) the gateway. */
const gatewayParts = /\b(KeyRing|createUpstream|MemoryCreditStore|RedisCreditStore|CreditStoreUnavailableError|MemoryResultCache|RedisResultCache|ResultCache|ChainWatch|chainIdentityOf|genesisHashOf|lowestFinalized|Lagging|laggingError|UpstreamNode|Pool|hedgedRace|Catalogue|SubscriptionHub|StickyFilters|upstreamErrors)\b|server-gateway-|@rpcforge\/gateway\/|from '[^']*gateway[^']*'/;

interface ImportSite {
  file: string;
  specifier: string;
  typeOnly: boolean;
}

/** Every import of `text` (static, re-export, dynamic, require), with whether it is a type-only import. */
function importsOf(file: string, text: string): ImportSite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const sites: ImportSite[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
      sites.push({ file, specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      const [arg] = node.arguments;
      sites.push({ file, specifier: arg && ts.isStringLiteralLike(arg) ? arg.text : '(computed)', typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      sites.push({ file, specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

function gatewayFiles(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(gatewayDir)
      .filter((f) => f.endsWith('.ts') || f.endsWith('.mjs'))
      .map((f) => [f, readFileSync(join(gatewayDir, f), 'utf8')]),
  );
}

/** What breaks the gateway's arrow among `files`: one line per import that is not its own module, a Node builtin, a
 * dependency of the gateway's package.json, or a type-only import of a generated package's public entry. */
function gatewayOffences(files: Record<string, string>, dependencies: ReadonlySet<string> = gatewayDependencies): string[] {
  const builtins = new Set(builtinModules);
  return Object.entries(files)
    .flatMap(([file, text]) => importsOf(file, text))
    .flatMap(({ file, specifier, typeOnly }) => {
      // The process entry loads the packages it is pointed at (`--package <dir>`, `--catalogue <dir>`; package-load.ts): its inputs, by path.
      if (file === 'package-load.ts' && specifier === '(computed)') return [];
      // The keys file's worker imports the gateway's modules by path (the key ring, the key id: keys-file.ts names them).
      if (file === 'keys-worker.mjs' && specifier === '(computed)') return [];
      // ... and, run from this repository's TypeScript sources only, loads them through tsx; a built gateway never does.
      if (file === 'keys-worker.mjs' && specifier === 'tsx/esm/api') return [];
      const own = /^\.\/([a-z-]+)\.(js|mjs)$/.exec(specifier);
      if (own !== null) return `${own[1]}.${own[2] === 'js' ? 'ts' : 'mjs'}` in files ? [] : [`${file}: ${specifier} is no module of the gateway`];
      if (dependencies.has(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'))) return [];
      if (specifier.startsWith('node:') || builtins.has(specifier)) return [];
      if (publicEntries.has(specifier)) return typeOnly ? [] : [`${file}: imports values of ${specifier} (a package's values come through the server module handed to it)`];
      return [`${file}: imports ${specifier}`];
    })
    .sort();
}

/** Member names of an interface declared in `text`. */
function interfaceMembers(text: string, name: string): string[] {
  const source = ts.createSourceFile('x.ts', text, ts.ScriptTarget.ES2022, true);
  const found = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (found === undefined) throw new Error(`no interface ${name}`);
  return found.members.map((m) => (m.name !== undefined && ts.isIdentifier(m.name) ? m.name.text : '(unnamed)'));
}

/** Source lines of TypeScript modules: all of them, and those neither blank nor only a comment. */
function sourceLines(texts: readonly string[]): { all: number; code: number } {
  let all = 0;
  let code = 0;
  for (const text of texts) {
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    all += lines.length;
    code += lines.filter((line) => {
      const t = line.trim();
      return t !== '' && !/^(\/\/|\/\*|\*)/.test(t);
    }).length;
  }
  return { all, code };
}

describe('the gateway → generated package arrow', () => {
  it('the gateway imports its own modules, Node builtins, its package.json’s dependencies, and only types of a generated package’s public entries', () => {
    expect(gatewayOffences(gatewayFiles())).toEqual([]);
  });

  it('imports nothing of the generator: no path into generator/, nor rpcforge', () => {
    const sites = Object.entries(gatewayFiles()).flatMap(([file, text]) => importsOf(file, text));
    expect(sites.length).toBeGreaterThan(100);
    expect(sites.filter(({ specifier }) => /(^|\/)generator(\/|$)|^rpcforge(\/|$)|\.\.\//.test(specifier)).map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
    // Nor may a dependency of the gateway be one of the generator's tools.
    expect([...gatewayDependencies].filter((name) => ['typescript', 'ts-morph', 'esbuild', 'tsx', 'rpcforge', 'handlebars', 'commander'].includes(name))).toEqual([]);
  });

  it('names the offenders: an internal module of the package, a value import, another package', () => {
    expect(
      gatewayOffences({
        'a.ts': "import { x } from '../../generated/src/internal/engine/engine.js';\nimport type { Y } from './b.js';\n",
        'b.ts': "import { methodInfo } from 'rpcforge-generated';\nimport type { ServerOptions } from 'rpcforge-generated/server';\nconst r = await import('redis');\n",
        'c.ts': "import { z } from './missing.js';\n",
      }, new Set()),
    ).toEqual([
      'a.ts: imports ../../generated/src/internal/engine/engine.js',
      "b.ts: imports redis",
      "b.ts: imports values of rpcforge-generated (a package's values come through the server module handed to it)",
      'c.ts: ./missing.js is no module of the gateway',
    ]);
  });

  it('reads of the server module only what a generated server publishes (packageHooks and createServer)', () => {
    const api = readFileSync(join(gatewayDir, 'package-api.ts'), 'utf8');
    const server = generatedServer as unknown as Record<string, unknown>;
    for (const name of interfaceMembers(api, 'GeneratedServer')) expect(server[name], name).toBeDefined();
    const hooks = server.packageHooks as Record<string, unknown>;
    const missing = interfaceMembers(api, 'PackageHooks').filter((name) => hooks[name] === undefined);
    expect(missing).toEqual([]);
  });
});

describe('a generated package → the gateway: no arrow', () => {
  const packageModules = (dir: string): Record<string, string> =>
    Object.fromEntries(
      readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
        .map((e) => {
          const path = join(e.parentPath, e.name);
          return [path.slice(repoRoot.length + 1), readFileSync(path, 'utf8')];
        }),
    );

  it('our spec’s package (generated/) and the golden fixtures import nothing of the gateway and name no part of it', () => {
    const dirs = ['generated/src', ...readdirSync(join(repoRoot, 'test/fixtures')).map((f) => `test/fixtures/${f}/expected/src`).filter((d) => {
      try {
        return readdirSync(join(repoRoot, d)).length > 0;
      } catch {
        return false;
      }
    })];
    expect(dirs.length).toBeGreaterThan(1);
    // The published document (document.ts) is the spec's own text, which may speak of anything: left out.
    const modules = Object.entries(Object.assign({}, ...dirs.map(packageModules)) as Record<string, string>).filter(([path]) => !path.endsWith('internal/document.ts'));
    expect(modules.length).toBeGreaterThan(40);
    const offences = modules.flatMap(([path, text]) => {
      const named = gatewayParts.exec(text);
      return named === null ? [] : [`${path}: ${named[0]}`];
    });
    expect(offences).toEqual([]);
    expect(modules.filter(([path]) => /server-gateway-/.test(path)).map(([path]) => path)).toEqual([]);
  });

  it('simple-math’s package: no module names a gateway part, its README no keys or credits, and at most 6,000 lines of code', () => {
    const { files } = generate(join(repoRoot, 'test/reference/corpus/open-rpc-examples/simple-math-openrpc.json'), {});
    const modules = files.filter((f) => f.path.startsWith('src/') && f.path.endsWith('.ts'));
    const named = modules.flatMap((f) => {
      const found = gatewayParts.exec(String(f.contents));
      return found === null ? [] : [`${f.path}: ${found[0]}`];
    });
    expect(named).toEqual([]);
    // No x-credits, so no credits table: nothing at the root speaks of credits.
    expect(files.filter((f) => /(^|\/)credits\.(ts|json)$/.test(f.path)).map((f) => f.path)).toEqual([]);
    expect(String(files.find((f) => f.path === 'src/index.ts')!.contents)).not.toContain('credits');
    const readme = String(files.find((f) => f.path === 'README.md')!.contents);
    expect(readme).toContain('## Server');
    expect(readme).not.toMatch(/API key|credits|\b402\b|Redis|KeyRing|gateway/i);
    const lines = sourceLines(modules.map((f) => String(f.contents)));
    console.log(`simple-math figures: ${files.length} files, ${modules.length} modules, ${lines.all} lines (${lines.code} of code: neither blank nor comment)`);
    expect(lines.code).toBeLessThanOrEqual(6000);
  }, 60_000);
});
