// `npm run bench -- generate`: the whole `rpcforge generate` process against `@open-rpc/generator` (a TypeScript
// client and server) on the same documents: our spec, and 300- and 1,000-method copies of it (scaled-spec.ts).
// Each run is a fresh Node process, as a user runs it; wall time is the median of the rounds (contenders alternate,
// so machine noise hits both alike), peak memory the largest maxRSS any round reported. rpcforge runs three times a
// round: as a regeneration runs (its caches in node_modules/.cache/rpcforge/ warm); after an edit of the spec (one
// more method gains a param each round, caches warm); and with its generator caches empty (RPCFORGE_CACHE_DIR a new
// folder each time), as a first run. The CLI bundle is built before the rounds, as the first run after a change of
// rpcforge builds it. Then the stages of our pipeline, measured in this process, one generation per document.
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

function run(args: string[], cwd: string, env: Record<string, string> = {}): Run {
  const rssFile = join(work, 'rss.txt');
  rmSync(rssFile, { force: true });
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--require', rssReporter, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...env, RSS_FILE: rssFile } });
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
    let emptyCaches = 0;
    let edits = 0;
    const contenders = {
      rpcforge: (doc: Doc) => run([join(root, 'bin/rpcforge.js'), 'generate', '--spec', doc.path, '--out', join(work, `rpcforge-${doc.methods}`)], root),
      // The change loop: each round one more method gains an optional last param (its types, validators, client,
      // server and docs change; the changelog's diff runs against the last generation), the caches warm.
      'rpcforge, after an edit': (doc: Doc) => {
        const edited = JSON.parse(readFileSync(doc.path, 'utf8')) as { methods: { params: object[] }[] };
        const round = ++edits;
        for (let i = 0; i < round; i++) edited.methods[i % edited.methods.length]!.params.push({ name: `benchEdit${i}`, required: false, schema: { type: 'boolean' } });
        const path = join(work, `edited-${doc.methods}.json`);
        writeFileSync(path, `${JSON.stringify(edited, null, 2)}\n`);
        return run([join(root, 'bin/rpcforge.js'), 'generate', '--spec', path, '--out', join(work, `rpcforge-edited-${doc.methods}`)], root);
      },
      'rpcforge, empty caches': (doc: Doc) =>
        run([join(root, 'bin/rpcforge.js'), 'generate', '--spec', doc.path, '--out', join(work, `rpcforge-empty-${doc.methods}`)], root, {
          RPCFORGE_CACHE_DIR: join(work, `caches-${++emptyCaches}`),
        }),
      '@open-rpc/generator': (doc: Doc) => {
        const config = join(work, `open-rpc-${doc.methods}.json`);
        const components = ['client', 'server'].map((type) => ({ type, name: `bench-${type}`, language: 'typescript' }));
        writeFileSync(config, JSON.stringify({ openrpcDocument: doc.path, outDir: join(work, `open-rpc-${doc.methods}`), components }));
        return run([join(root, 'node_modules/@open-rpc/generator/build/cli.js'), 'generate', '-c', config], work);
      },
    };
    // The bundle of the CLI is built by the first run after a change of rpcforge: not part of what is measured.
    run([join(root, 'bin/rpcforge.js'), '--help'], root);
    const rows: string[][] = [];
    for (const doc of docs) {
      const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
      for (let round = 0; round < rounds; round++) for (const [name, contender] of Object.entries(contenders)) runs[name]!.push(contender(doc));
      const ms = (name: string) => median(runs[name]!.map((r) => r.ms));
      const mb = (name: string) => Math.max(...runs[name]!.map((r) => r.rssKiB)) / 1024;
      const ratio = (name: string) => `${(ms(name) / ms('@open-rpc/generator')).toFixed(2)}×`;
      rows.push([
        doc.label,
        String(doc.methods),
        `${(ms('rpcforge') / 1000).toFixed(2)} s`,
        `${(ms('rpcforge, after an edit') / 1000).toFixed(2)} s`,
        `${(ms('rpcforge, empty caches') / 1000).toFixed(2)} s`,
        `${(ms('@open-rpc/generator') / 1000).toFixed(2)} s`,
        ratio('rpcforge'),
        ratio('rpcforge, after an edit'),
        ratio('rpcforge, empty caches'),
        `${mb('rpcforge').toFixed(0)} / ${mb('rpcforge, empty caches').toFixed(0)} MB`,
        `${mb('@open-rpc/generator').toFixed(0)} MB`,
      ]);
    }
    console.log(`Whole process, median of ${rounds} rounds; peak RSS over the rounds.\n`);
    printTable(
      ['document', 'methods', 'rpcforge', 'after an edit', 'empty caches', '@open-rpc/generator', 'ratio', 'ratio, after an edit', 'ratio, empty caches', 'rpcforge peak', 'open-rpc peak'],
      rows,
    );

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
