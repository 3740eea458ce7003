#!/usr/bin/env node
// The command outputs quoted in README.md and docs/*.md, written by running the commands (issue 36: docs that cannot
// go stale). Each quote sits between `<!-- sample: <name> -->` and `<!-- /sample -->`; this script runs the sample's
// command and puts what it prints there. test/docs-samples.test.ts runs the same commands and fails when a quote
// differs from the output, the run-varying parts (timings, ports) masked.
//
//   node scripts/docs-samples.mjs           rewrite every quote from a fresh run
//   node scripts/docs-samples.mjs --check   exit 1, listing the stale quotes, without writing
//
// Each command takes a few seconds: no network, and the one node is the embedded anvil `npm start` runs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'bin/rpcforge.js');

/** The README's example edit: `eth_estimateGas`'s `block` param made required, its credits raised from 300 to 400. */
function editEstimateGas(dir) {
  const file = join(dir, 'spec/methods/evm/eth_estimateGas.yaml');
  const text = readFileSync(file, 'utf8');
  const edited = text.replace(/(- name: block\n(?:    .*\n)*?    required: )false/, '$1true').replace(/^x-credits: 300$/m, 'x-credits: 400');
  if (edited === text || !edited.includes('x-credits: 400') || !/name: block\n(?: {4}.*\n)*? {4}required: true/.test(edited)) {
    throw new Error(`${file}: the example edit no longer applies (block param, x-credits: 300)`);
  }
  writeFileSync(file, edited);
}

/** A copy of spec/ and generated/ in a git repository whose `main` holds the spec as committed, then the edit. */
function editedClone() {
  const dir = mkdtempSync(join(tmpdir(), 'rpcforge-docs-sample-'));
  cpSync(join(root, 'spec'), join(dir, 'spec'), { recursive: true });
  cpSync(join(root, 'generated'), join(dir, 'generated'), { recursive: true });
  const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('add', 'spec');
  git('-c', 'user.email=docs@example.invalid', '-c', 'user.name=docs', 'commit', '-q', '-m', 'spec as committed');
  editEstimateGas(dir);
  return dir;
}

/** `rpcforge <args>` in `cwd`: stdout then stderr, as a terminal shows them when the warnings come last. */
function rpcforge(cwd, args) {
  const run = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  if (run.error) throw run.error;
  return { status: run.status, text: `${run.stdout}${run.stderr}`.trimEnd() };
}

/** Keeps the first two of a run of per-file lines (`wrote`, `unchanged`) and writes `…` for the rest. */
function elideFileLines(text) {
  const out = [];
  let run = 0;
  for (const line of text.split('\n')) {
    if (/^ {2}(wrote|unchanged|removed) {2,}/.test(line)) {
      run++;
      if (run <= 2) out.push(line);
      else if (run === 3) out.push('  …');
    } else {
      run = 0;
      out.push(line);
    }
  }
  return out.join('\n');
}

/** The banner of `npm start`'s command, on a free port shown as the default 8080; the serve is then stopped. */
async function npmStartBanner() {
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.split(' ');
  if (start[0] !== 'node' || start[1] !== 'bin/rpcforge.js') throw new Error(`npm start is no longer node bin/rpcforge.js …: ${start.join(' ')}`);
  const child = spawn(process.execPath, [cli, ...start.slice(2), '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  try {
    const banner = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start printed no banner in 60 s:\n${out}${err}`)), 60_000);
      child.on('exit', (code) => reject(new Error(`npm start exited ${code}:\n${out}${err}`)));
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const from = out.indexOf('gateway listening on ');
        const end = out.indexOf('\n', out.indexOf('\n  try: ', from) + 1);
        if (from >= 0 && out.includes('\n  try: ', from) && end > 0) {
          clearTimeout(timer);
          resolve(out.slice(from, end));
        }
      });
    });
    const port = /^gateway listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(banner)[1];
    return banner.replaceAll(`127.0.0.1:${port}/`, '127.0.0.1:8080/').replace(`127.0.0.1:${port}\n`, '127.0.0.1:8080\n');
  } finally {
    child.removeAllListeners('exit');
    await new Promise((resolve) => {
      child.once('exit', resolve);
      if (child.exitCode !== null) resolve();
      else child.kill('SIGKILL'); // the embedded anvil dies with it (setpriv --pdeathsig, see docs/gateway.md)
    });
  }
}

/** Every sample: its name (the marker's) and how to make it. Text samples are fenced; `table` ones are not. */
export const samples = {
  'generate-after-edit': {
    command: 'npm run generate, after the README\'s example edit of eth_estimateGas.yaml',
    async run(shared) {
      const { status, text } = rpcforge(shared.clone(), ['generate']);
      if (status !== 0) throw new Error(`generate exited ${status}:\n${text}`);
      return elideFileLines(text);
    },
  },
  'diff-after-edit': {
    command: 'npx rpcforge diff main:spec/openrpc.yaml spec/openrpc.yaml --fail-on breaking, after the same edit',
    async run(shared) {
      const { status, text } = rpcforge(shared.clone(), ['diff', 'main:spec/openrpc.yaml', 'spec/openrpc.yaml', '--fail-on', 'breaking']);
      if (status !== 1) throw new Error(`diff exited ${status}, not 1 (a breaking change):\n${text}`);
      return text;
    },
  },
  'npm-start': {
    command: 'npm start (on a free port, shown as 8080)',
    run: () => npmStartBanner(),
  },
  'bundle-sizes': {
    command: 'npm run bench bundle',
    table: true,
    async run() {
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/bundle.ts')], { cwd: root, encoding: 'utf8', timeout: 120_000 });
      if (run.status !== 0) throw new Error(`bench/bundle.ts exited ${run.status}:\n${run.stdout}${run.stderr}`);
      return run.stdout.split('\n').filter((line) => line.startsWith('|')).join('\n');
    },
  },
};

/** Runs the named samples, sharing one edited clone; removes it after. */
export async function runSamples(names = Object.keys(samples)) {
  let dir;
  const shared = { clone: () => (dir ??= editedClone()) };
  try {
    const out = {};
    for (const name of names) {
      if (!samples[name]) throw new Error(`no sample named ${name}`);
      out[name] = await samples[name].run(shared);
    }
    return out;
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** What differs from one run to the next: timings and port numbers. */
export const mask = (text) => text.replace(/\b\d+ ms\b/g, '<n> ms').replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');

const marker = /<!-- sample: ([\w-]+) -->\n([\s\S]*?)<!-- \/sample -->/g;

/** The quotes of a page: name and the quoted text (fence removed). */
export function quotes(page) {
  return [...page.matchAll(marker)].map(([, name, body]) => ({ name, text: body.replace(/^```[^\n]*\n/, '').replace(/\n```\n$/, '').replace(/\n$/, '') }));
}

/** The page with each quote replaced by its sample's output. A quote that differs only in what `mask` hides is
 * left as it is, so a refresh does not rewrite every page for a new port or timing. */
export function rewrite(page, outputs) {
  return page.replace(marker, (whole, name, body) => {
    if (outputs[name] === undefined) return whole;
    const [quote] = quotes(`<!-- sample: ${name} -->\n${body}<!-- /sample -->`);
    if (quote && mask(quote.text) === mask(outputs[name])) return whole;
    return `<!-- sample: ${name} -->\n${samples[name].table ? outputs[name] : `\`\`\`\n${outputs[name]}\n\`\`\``}\n<!-- /sample -->`;
  });
}

/** README.md and every docs/*.md, as paths from the root. */
export const pages = () => ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((f) => `docs/${f}`)];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const texts = new Map(pages().map((p) => [p, readFileSync(join(root, p), 'utf8')]));
  const used = [...new Set([...texts.values()].flatMap((t) => quotes(t).map((q) => q.name)))];
  const unknown = used.filter((n) => !samples[n]);
  if (unknown.length > 0) throw new Error(`quotes name no sample: ${unknown.join(', ')}`);
  const outputs = await runSamples(used);
  let stale = 0;
  for (const [page, text] of texts) {
    if (check) {
      for (const q of quotes(text)) {
        if (mask(q.text) !== mask(outputs[q.name])) {
          stale++;
          console.log(`${page}: sample ${q.name} is stale (${samples[q.name].command} now prints):\n${outputs[q.name]}\n`);
        }
      }
    } else {
      const next = rewrite(text, outputs);
      if (next !== text) {
        writeFileSync(join(root, page), next);
        console.log(`wrote ${page}`);
      }
    }
  }
  if (check) console.log(stale === 0 ? `${used.length} samples, all current` : `${stale} stale quote(s): node scripts/docs-samples.mjs rewrites them`);
  process.exitCode = stale === 0 ? 0 : 1;
}
