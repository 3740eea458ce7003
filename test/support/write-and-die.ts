// A writer process for test/write-recovery.test.ts: replaces an output directory with a fake package, and either
// SIGKILLs itself right after a given step of writeOutput, or announces the write and lets the test kill it.
// Usage: node --import tsx write-and-die.ts <outDir> <version> <step | "announce">
import type { EmittedFile } from '../../generator/emit/emitter.js';
import { writeOutput, type WriteStep } from '../../generator/write.js';

/** A package of `count` small files whose every byte names `version`, so a tree tells which run wrote it. */
export function fakeOutput(version: string, count: number): EmittedFile[] {
  const files = Array.from({ length: count }, (_, i) => ({ path: `src/part${i % 16}/module${i}.ts`, contents: `export const v = '${version}-${i}';\n` }));
  return [{ path: 'package.json', contents: `${JSON.stringify({ name: 'fake', version, rpcforge: { version } })}\n` }, ...files];
}

const [outDir, version, mode] = process.argv.slice(2);
if (outDir && version && mode) {
  if (mode === 'announce') process.stdout.write('writing\n');
  writeOutput(outDir, fakeOutput(version, Number(process.env.FILE_COUNT ?? 200)), {
    onStep: (step: WriteStep) => {
      if (step === mode) process.kill(process.pid, 'SIGKILL');
    },
  });
}
