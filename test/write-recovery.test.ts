// A run killed at any moment of writeOutput must leave an output directory that holds the whole old or the whole
// new package, either at once or after the next run's recovery, and the next run must leave no staging or retired
// directory behind. The writer runs in a child process that SIGKILLs itself right after each step, and in a
// bounded loop of kills at random moments.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoverOutput, writeOutput, type WriteStep } from '../generator/write.js';
import { readTree, repoRoot, tempDir } from './helpers.js';
import { fakeOutput } from './support/write-and-die.js';

const writer = join(repoRoot, 'test/support/write-and-die.ts');
const userFile = 'node_modules/dep/index.js';

function treeOf(files: ReturnType<typeof fakeOutput>): Map<string, string> {
  return new Map(files.map((f) => [f.path, f.contents]));
}

/** The output as rpcforge owns it: everything but node_modules/. */
function owned(out: string): Map<string, string> {
  return new Map([...readTree(out)].filter(([path]) => !path.startsWith('node_modules/')));
}

function leftovers(out: string): string[] {
  return readdirSync(dirname(out)).filter((name) => name.includes('.rpcforge-'));
}

/** An output directory written by an earlier run, with a node_modules/ the user installed into it. */
function oldOutput(count: number): string {
  const out = join(tempDir(), 'out');
  writeOutput(out, fakeOutput('old', count));
  mkdirSync(dirname(join(out, userFile)), { recursive: true });
  writeFileSync(join(out, userFile), 'mine\n');
  return out;
}

interface Writer {
  pid: number;
  exited: Promise<NodeJS.Signals | null>;
  kill(): void;
  /** Resolves when the writer says it starts writing. */
  announced: Promise<void>;
}

function startWriter(out: string, mode: WriteStep | 'announce', fileCount: number): Writer {
  const child = spawn(process.execPath, ['--import', 'tsx', writer, out, 'new', mode], {
    cwd: repoRoot,
    env: { ...process.env, FILE_COUNT: String(fileCount) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const announced = new Promise<void>((resolve) => child.stdout.on('data', () => resolve()));
  return { pid: child.pid as number, exited, kill: () => child.kill('SIGKILL'), announced };
}

describe('writeOutput under SIGKILL', () => {
  const count = 200;
  const before = treeOf(fakeOutput('old', count));
  const after = treeOf(fakeOutput('new', count));

  const steps: { step: WriteStep; holds: 'old' | 'new'; outputMissing: boolean }[] = [
    { step: 'staging-partial', holds: 'old', outputMissing: false },
    { step: 'staged', holds: 'old', outputMissing: false },
    { step: 'kept-moved', holds: 'old', outputMissing: false },
    { step: 'retired', holds: 'old', outputMissing: true },
    { step: 'swapped', holds: 'new', outputMissing: false },
  ];

  it('a kill right after each step: the next run recovers the old or new output, then writes, leaving nothing behind', { timeout: 60_000 }, async () => {
    // One writer per step, all at once: each is a separate node process on its own directory.
    const runs = steps.map((s) => {
      const out = oldOutput(count);
      return { ...s, out, writer: startWriter(out, s.step, count) };
    });
    for (const run of runs) {
      expect(await run.writer.exited, run.step).toBe('SIGKILL');
      // What the kill left: the dead run's directories, and only between the renames no output at all.
      expect(leftovers(run.out).length, run.step).toBeGreaterThan(0);
      expect(existsSync(run.out), run.step).toBe(!run.outputMissing);

      const done = recoverOutput(run.out);
      expect(done.some((line) => line.includes(`process ${run.writer.pid}`)), run.step).toBe(true);
      expect(owned(run.out), run.step).toEqual(run.holds === 'old' ? before : after);
      expect(readTree(run.out).get(userFile), `${run.step}: node_modules/ kept`).toBe('mine\n');
      expect(leftovers(run.out), run.step).toEqual([]);

      const report = writeOutput(run.out, fakeOutput('new', count));
      expect(report.written.length > 0, run.step).toBe(run.holds === 'old');
      expect(owned(run.out), run.step).toEqual(after);
      expect(readTree(run.out).get(userFile), run.step).toBe('mine\n');
      expect(leftovers(run.out), run.step).toEqual([]);
    }
  });

  it('the next writeOutput recovers by itself: output restored when a kill left it missing', async () => {
    const out = oldOutput(count);
    const run = startWriter(out, 'retired', count);
    expect(await run.exited).toBe('SIGKILL');
    expect(existsSync(out)).toBe(false);
    const report = writeOutput(out, fakeOutput('new', count));
    expect(report.recovered?.[0]).toBe(`restored ${out} from the run of process ${run.pid}, which died while replacing it`);
    expect(owned(out)).toEqual(after);
    expect(readTree(out).get(userFile)).toBe('mine\n');
    expect(leftovers(out)).toEqual([]);
  });

  it('kills at random moments (bounded loop): always a whole old or new output after recovery, never leftovers', { timeout: 60_000 }, async () => {
    // A larger package, so the write lasts long enough for kills to land inside it; a fixed seed for the delays.
    const big = 800;
    const bigBefore = treeOf(fakeOutput('old', big));
    const bigAfter = treeOf(fakeOutput('new', big));
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const deadline = performance.now() + 20_000;
    const seen = new Set<string>();
    for (let round = 0; round < 4 && performance.now() < deadline; round++) {
      const out = oldOutput(big);
      const run = startWriter(out, 'announce', big);
      await run.announced;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 400)));
      run.kill();
      await run.exited;
      recoverOutput(out);
      const tree = owned(out);
      const which = tree.get('package.json')?.includes('"new"') ? 'new' : 'old';
      seen.add(which);
      expect(tree, `round ${round}`).toEqual(which === 'new' ? bigAfter : bigBefore);
      expect(readTree(out).get(userFile), `round ${round}`).toBe('mine\n');
      expect(leftovers(out), `round ${round}`).toEqual([]);
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('leaves the directories of a live run alone', async () => {
    const out = oldOutput(10);
    // A live process other than this one, standing for a concurrent rpcforge run.
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      const staging = join(dirname(out), `.out.rpcforge-new-${live.pid}`);
      mkdirSync(staging);
      writeOutput(out, fakeOutput('new', 10));
      expect(existsSync(staging)).toBe(true);
      expect(owned(out)).toEqual(treeOf(fakeOutput('new', 10)));
    } finally {
      live.kill('SIGKILL');
    }
  });
});
