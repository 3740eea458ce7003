// `npm run bench -- generate`: the whole `rpcforge generate` process against `@open-rpc/generator` (a TypeScript
// client and server) on the same documents: our spec, and 300- and 1,000-method copies of it (scaled-spec.ts).
// Each run is a fresh Node process, as a user runs it; wall time is the median of the rounds (contenders alternate,
// so machine noise hits both alike), peak memory the largest maxRSS any round reported. Then the stages of our
// pipeline, measured in this process, one generation per document.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '../generator/pipeline.js';
import { median, printTable } from './measure.js';
import { writeScaledDocument } from './scaled-spec.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = join(tmpdir(), `rpcforge-bench-generate-${process.pid}`);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** Loaded before each child: on exit it writes the process's peak resident memory (KiB) where RSS_FILE says. */
const rssReporter = join(work, 'report-rss.cjs');

interface Run {
  ms: number;
  rssKiB: number;
}

function run(args: string[], cwd: string): Run {
  const rssFile = join(work, 'rss.txt');
  rmSync(rssFile, { force: true });
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--require', rssReporter, ...args], { cwd, encoding: 'utf8', env: { ...process.env, RSS_FILE: rssFile } });
  const ms = performance.now() - started;
  if (child.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${child.status}):\n${child.stderr}${child.stdout}`.slice(0, 4000));
  return { ms, rssKiB: Number(readFileSync(rssFile, 'utf8')) };
}

interface Doc {
  label: string;
  methods: number;
  path: string;
}

function main(): void {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(rssReporter, "process.on('exit', () => require('node:fs').writeFileSync(process.env.RSS_FILE, String(process.resourceUsage().maxRSS)));\n");
  try {
    // The originals are scaledDocument(14): our spec bundled into one JSON document, which both tools read.
    const docs: Doc[] = [14, 300, 1000].map((methods) => ({ label: methods === 14 ? 'our spec' : `${methods} methods`, methods, path: writeScaledDocument(work, methods) }));
    const contenders = {
      rpcforge: (doc: Doc) => run([join(root, 'bin/rpcforge.js'), 'generate', '--spec', doc.path, '--out', join(work, `rpcforge-${doc.methods}`)], root),
      '@open-rpc/generator': (doc: Doc) => {
        const config = join(work, `open-rpc-${doc.methods}.json`);
        const components = ['client', 'server'].map((type) => ({ type, name: `bench-${type}`, language: 'typescript' }));
        writeFileSync(config, JSON.stringify({ openrpcDocument: doc.path, outDir: join(work, `open-rpc-${doc.methods}`), components }));
        return run([join(root, 'node_modules/@open-rpc/generator/build/cli.js'), 'generate', '-c', config], work);
      },
    };
    const rows: string[][] = [];
    const ratios: Record<string, number> = {};
    for (const doc of docs) {
      const runs: Record<string, Run[]> = { rpcforge: [], '@open-rpc/generator': [] };
      for (let round = 0; round < rounds; round++) for (const [name, contender] of Object.entries(contenders)) runs[name]!.push(contender(doc));
      const ms = (name: string) => median(runs[name]!.map((r) => r.ms));
      const mb = (name: string) => Math.max(...runs[name]!.map((r) => r.rssKiB)) / 1024;
      ratios[doc.label] = ms('rpcforge') / ms('@open-rpc/generator');
      rows.push([
        doc.label,
        String(doc.methods),
        `${(ms('rpcforge') / 1000).toFixed(2)} s`,
        `${(ms('@open-rpc/generator') / 1000).toFixed(2)} s`,
        `${ratios[doc.label]!.toFixed(2)}×`,
        `${mb('rpcforge').toFixed(0)} MB`,
        `${mb('@open-rpc/generator').toFixed(0)} MB`,
      ]);
    }
    console.log(`Whole process, median of ${rounds} rounds; peak RSS over the rounds.\n`);
    printTable(['document', 'methods', 'rpcforge', '@open-rpc/generator', 'time ratio', 'rpcforge peak', 'open-rpc peak'], rows);

    console.log('Stages of one rpcforge generation in this process (ms; the first also pays for loading the code it runs):\n');
    const stageRows = docs.map((doc) => {
      const { timings, distBuild } = generate(doc.path);
      return [doc.label, ...Object.values(timings).map(String), distBuild];
    });
    printTable(['document', 'load', 'validate', 'model', 'emit', 'dist', 'dist built'], stageRows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
