// The server runtime's rooms (docs/server.md, docs/layout.md): every module under generator/emit/server/runtime/ is
// in one of three rooms, one folder each, and its imports point one way only: transports → engine → metering.
// Nothing of the engine reaches for a transport, and metering imports nothing of the engine, so each room can be read
// (and replaced) from its own files. No module is over 600 lines. The gateway is no room of it: it is the package
// gateway/ (test/gateway-arrows.test.ts). `packageHooks`' module is carried only by a package with the client.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { OutputKind } from '../generator/config/outputs.js';
import { serverRuntimeSources } from '../generator/emit/server/emit-server.js';
import { generate } from '../generator/pipeline.js';
import { repoRoot } from './helpers.js';

type Room = 'engine' | 'metering' | 'transports';

/** The rooms each room may import from (its own included). */
const allowed: Record<Room, readonly Room[]> = {
  metering: ['metering'],
  engine: ['engine', 'metering'],
  transports: ['transports', 'engine', 'metering'],
};

const maxLines = 600;

const rooms: readonly Room[] = ['engine', 'metering', 'transports'];

/** A module's room: its folder (`engine/steps.ts` is the engine's). */
function roomOf(file: string): Room | undefined {
  const folder = file.split('/').length === 2 ? file.split('/')[0] : undefined;
  return rooms.find((room) => room === folder);
}

/** The module `specifier` names from `file`, both relative to the runtime's folder (`engine/x.ts`), or undefined
 * when it names something outside the runtime (a package module, a package on npm). */
function resolveImport(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') || !specifier.endsWith('.js')) return undefined;
  const parts = file.split('/').slice(0, -1);
  for (const segment of specifier.slice(0, -'.js'.length).split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return `${parts.join('/')}.ts`;
}

/** What breaks the rooms' rules among `files` (runtime path → text), one line per offence. */
function roomOffences(files: Record<string, string>): string[] {
  const offences: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const room = roomOf(file);
    if (room === undefined) {
      offences.push(`${file}: in no room (put it in engine/, metering/ or transports/)`);
      continue;
    }
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > maxLines) offences.push(`${file}: ${lines} lines (at most ${maxLines})`);
    // Every import: static, `import type`, re-exports and dynamic import().
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveImport(file, fileName);
      if (target === undefined || !(target in files)) continue; // a package module, or one another emitter writes (document.ts, deadlines.ts)
      const to = roomOf(target);
      if (to !== undefined && !allowed[room].includes(to)) offences.push(`${file} (${room}) imports ${target} (${to})`);
    }
  }
  return offences.sort();
}

const runtimeDir = join(repoRoot, 'generator/emit/server/runtime');

function runtimeFiles(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(runtimeDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => {
        const path = join(e.parentPath, e.name);
        return [relative(runtimeDir, path).split(sep).join('/'), readFileSync(path, 'utf8')];
      }),
  );
}

describe('the server runtime’s rooms', () => {
  it('has every module in a room, none over 600 lines, every import pointing the allowed way', () => {
    expect(roomOffences(runtimeFiles())).toEqual([]);
  });

  it('names the offenders: a module in no room, one too long, and an arrow the wrong way', () => {
    const long = 'export const a = 1;\n'.repeat(maxLines + 1);
    const offences = roomOffences({
      'core.ts': "import { x } from './engine/engine.js';\n",
      'engine/engine.ts': "import type { Route } from '../transports/node.js';\nexport const x = 1;\n",
      'metering/refusals.ts': "import type { ServerOptions } from '../engine/engine.js';\nexport { x } from '../engine/engine.js';\n",
      'transports/node.ts': `import { x } from '../engine/engine.js';\nimport { y } from '../metering/refusals.js';\n${long}`,
      'metering/free-limit.ts': "const m = await import('../transports/node.js');\n",
      'engine/steps.ts': "import { y } from './engine.js';\nimport { z } from '../metering/refusals.js';\nimport { e } from '../../errors.js';\n",
    });
    expect(offences).toEqual([
      'core.ts: in no room (put it in engine/, metering/ or transports/)',
      'engine/engine.ts (engine) imports transports/node.ts (transports)',
      'metering/free-limit.ts (metering) imports transports/node.ts (transports)',
      'metering/refusals.ts (metering) imports engine/engine.ts (engine)',
      'metering/refusals.ts (metering) imports engine/engine.ts (engine)',
      `transports/node.ts: ${maxLines + 3} lines (at most ${maxLines})`,
    ]);
  });

  it('emits every runtime module, under its own name in src/internal/', () => {
    const emitted = serverRuntimeSources().map((s) => s.path);
    expect(emitted.sort()).toEqual(Object.keys(runtimeFiles()).map((f) => `src/internal/${f}`).sort());
  });

  it('carries packageHooks’ module only in a package with the client; nothing else of the runtime imports it', () => {
    const paths = (outputs: OutputKind[]) => generate(join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml'), { outputs: new Set(outputs) }).files.map((f) => f.path);
    const hooks = 'src/internal/engine/hooks.ts';
    expect(paths(['types', 'validators', 'client', 'server'])).toContain(hooks);
    const without = paths(['types', 'validators', 'server']);
    expect(without).not.toContain(hooks);
    // What every server carries imports no hooks module (it would not compile without it).
    const files = runtimeFiles();
    const carried = without.filter((p) => p.startsWith('src/internal/') && roomOf(p.slice('src/internal/'.length)) !== undefined).map((p) => p.slice('src/internal/'.length));
    expect(carried.length).toBeGreaterThan(20);
    const reaching = carried.flatMap((file) =>
      ts
        .preProcessFile(files[file] ?? '', true, true)
        .importedFiles.map((i) => resolveImport(file, i.fileName))
        .filter((target) => `src/internal/${target}` === hooks)
        .map((target) => `${file} → ${target}`),
    );
    expect(reaching).toEqual([]);
  }, 60_000);
});
