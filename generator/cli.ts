// The rpcforge command line: `rpcforge generate [--config <file>] [--spec <file|url>] [--out <dir>] [--check] [--strict] [--watch] [--ref-root <dir>]
// [--max-file-size <MiB>]`, `rpcforge diff <old> <new>`, `rpcforge init`, `rpcforge serve` (the reference docs, or a gateway
// with upstreams: serve/command.ts), `rpcforge test <url>` (the spec as a conformance suite: conformance/command.ts).
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { addDiffCommand } from './diff/command.js';
import { addServeCommand } from './serve/command.js';
import { addCatalogueCommand } from './serve/catalogue-command.js';
import { addTestCommand } from './conformance/command.js';
import { SpecError, formatIssue, type SpecIssue } from './errors.js';
import { formatChangeSummary } from './changelog/summary.js';
import { configFileOf, resolveJobs, type GenerateFlags, type Job } from './config/jobs.js';
import { ConfigError } from './config/load.js';
import { writeStarter } from './config/init.js';
import { defaultLimits } from './load/limits.js';
import { fetchSpec, isSpecUrl, type RemoteSpec, urlLabel } from './load/remote-spec.js';
import { labelFor } from './load/source-file.js';
import { generate } from './pipeline.js';
import { watchConfig, watchJobs } from './watch.js';
import { StagedOutput } from './write.js';

// For bin/generator-bundle.js: the entries it computes once per bundle, and where a run finds them.
export { precompute } from './precompute.js';
export { usePrecomputed } from './cache.js';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The terminal's width when stderr and stdout are both terminals (`rpcforge test` then keeps no progress lines). */
  terminalColumns?: () => number | undefined;
}

/** Runs the CLI and returns the exit code: 0 done, 1 stale output (--check), 2 bad input or failure. */
export function runCli(argv: readonly string[], io: CliIo = {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    terminalColumns: () => (process.stderr.isTTY && process.stdout.isTTY ? process.stderr.columns || 80 : undefined),
  }): number {
  let code = 0;
  const program = new Command('rpcforge')
    .description('Generate TypeScript types and an installable package from an OpenRPC document.')
    .version(ownVersion(), '-V, --version', 'print the version of rpcforge')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });

  program
    .command('generate')
    .description('generate the package from an OpenRPC spec (YAML or JSON, $refs across files allowed)')
    .option('--config <file>', 'config file (default: rpcforge.config.{ts,mts,js,mjs,cjs,json} in the working directory, if any)')
    .option('--spec <file|url>', 'root OpenRPC document: a file, an http(s) URL of one, or a live endpoint answering rpc.discover (default: the config\'s, else spec/openrpc.yaml)')
    .option('--out <dir>', 'output directory, owned by rpcforge: replaced as a whole (default: the config\'s, else generated)')
    .option('--check', 'regenerate in memory and exit 1 listing stale files; writes nothing', false)
    .option('--watch', 'regenerate whenever a file of the spec changes, until interrupted', false)
    .option('--strict', 'treat warnings (advice of the OpenRPC text the spec does not follow) as errors', false)
    .option('--quiet', 'print errors and the summary only: no file list, no change list, warnings counted', false)
    .option('--ref-root <dir>', 'folder every $ref\'d file must lie in (default: the folder of --spec)')
    .option('--max-file-size <MiB>', `largest spec file read, in MiB (default: ${defaultLimits.maxFileBytes / 1024 / 1024})`, parseMiB)
    .action((options: GenerateOptions) => {
      code = generateJobs(options, io);
    });

  program
    .command('init')
    .description('write a starter rpcforge.config.ts and spec/openrpc.yaml in the working directory (never over existing ones)')
    .action(() => {
      try {
        for (const path of writeStarter()) io.out(`rpcforge: wrote ${labelFor(path)}\n`);
      } catch (error) {
        io.err(`rpcforge init: ${(error as Error).message}\n`);
        code = 2;
      }
    });

  addDiffCommand(program, io, (c) => (code = c));
  addServeCommand(program, io, (c) => (code = c));
  addCatalogueCommand(program, io, (c) => (code = c));
  // The run is asynchronous: its exit code is set when it ends (bin/rpcforge.js has returned by then).
  addTestCommand(program, io, (run) => void run.then((c) => (process.exitCode = c)));

  try {
    program.parse([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  if (argv.length === 0) {
    io.err(program.helpInformation());
    return 2;
  }
  return code;
}

/** rpcforge's own version, from its package.json (the one installed, not the project's). */
function ownVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

interface GenerateOptions extends GenerateFlags {
  check: boolean;
  watch: boolean;
  strict?: boolean;
  quiet?: boolean;
}

function parseMiB(value: string): number {
  const mib = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(mib > 0)) throw new InvalidArgumentError('expected a positive number of MiB');
  return mib;
}

/** Every job of the config (or the one the flags make), in order; the worst exit code wins. `--watch` starts
 * watching after the first run and returns at once: the watcher keeps the process alive. */
function generateJobs(options: GenerateOptions, io: CliIo): number {
  let jobs: Job[];
  try {
    jobs = resolveJobs(options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`rpcforge: ${error.message}\n`);
    return 2;
  }
  if (options.check && options.watch) {
    io.err('rpcforge: --check and --watch do not go together\n');
    return 2;
  }
  if (options.watch && jobs.some((job) => isSpecUrl(job.spec))) {
    io.err('rpcforge: --watch follows the files of a spec; a spec from a URL has none to watch\n');
    return 2;
  }
  if (options.watch) {
    const run = (job: Job) => generateCommand(job, { check: false, strict: options.strict === true, quiet: options.quiet === true }, io);
    const configFile = configFileOf(options);
    if (configFile === undefined) watchJobs(jobs, io, run);
    else watchConfig(configFile, io, () => resolveJobs(options), jobs, run);
    return 0;
  }
  return Math.max(...jobs.map((job) => generateCommand(job, { check: options.check, strict: options.strict === true, quiet: options.quiet === true }, io).code));
}

export interface JobRun {
  code: number;
  /** Every file the spec was read from, when it loaded (the watcher follows them). */
  specFiles?: string[];
}

/** `quiet`: the summary lines only (no file list, no change list) and the warnings counted, not listed; errors as ever. */
export function generateCommand(job: Job, { check, strict, quiet = false }: { check: boolean; strict: boolean; quiet?: boolean }, io: CliIo): JobRun {
  if (!isSpecUrl(job.spec)) return generateFromFile(job, resolve(job.spec), { check, strict, quiet }, io);
  // A URL: the document (or the endpoint's rpc.discover) into a folder of its own, read from there as a file.
  let remote: RemoteSpec;
  try {
    remote = fetchSpec(job.spec, { maxFileBytes: job.maxFileBytes ?? defaultLimits.maxFileBytes });
  } catch (error) {
    io.err(`rpcforge: ${(error as Error).message}\n`);
    return { code: 2 };
  }
  try {
    const label = `${urlLabel(job.spec)}${remote.from === 'rpc.discover' ? ' (rpc.discover)' : ''}`;
    // Errors and warnings are located in the fetched text, named by the URL rather than the temporary file.
    const named = (text: string) => text.split(remote.path).join(label);
    const { code } = generateFromFile({ ...job, spec: remote.path, refRoot: remote.dir }, label, { check, strict, quiet }, { out: (t) => io.out(named(t)), err: (t) => io.err(named(t)) });
    return { code };
  } finally {
    rmSync(remote.dir, { recursive: true, force: true });
  }
}

function generateFromFile(job: Job, specLabelOrPath: string, { check, strict, quiet }: { check: boolean; strict: boolean; quiet: boolean }, io: CliIo): JobRun {
  const started = performance.now();
  const outDir = resolve(job.out);
  const outLabel = labelFor(outDir);
  const specLabel = isSpecUrl(specLabelOrPath) ? specLabelOrPath : labelFor(specLabelOrPath);
  if (job.label !== undefined) io.out(`rpcforge: job ${job.label}\n`);
  let output: StagedOutput | undefined;
  try {
    // Files go to the staging directory (or, under --check, are compared) as they are made; the output directory
    // is replaced only by output.finish(), after every check passed.
    output = new StagedOutput(outDir, { check });
    const { model, bundle, paths, changes, warnings } = generate(job.spec, {
      refRoot: job.refRoot,
      maxFileBytes: job.maxFileBytes,
      previousOutput: outDir,
      outputs: job.outputs,
      outputOptions: job.outputOptions,
      packageName: job.packageName,
      sink: output,
    });
    const specFiles = bundle.files.map((f) => resolve(f.path));
    if (strict && warnings.length > 0) {
      output.abort();
      io.err(`rpcforge: the spec has ${warnings.length} warning(s), errors under --strict; nothing was written.\n${warnings.map(formatIssue).join('\n')}\n`);
      return { code: 2, specFiles };
    }
    const summary = `${model.methods.length} methods, ${model.schemas.length} schemas`;
    if (check) {
      const report = output.finish();
      const stale = [
        ...report.written.map((f) => `  ${outLabel}/${f} (differs or is missing)`),
        ...report.removed.map((f) => `  ${outLabel}/${f} (not generated by the spec)`),
      ];
      if (stale.length > 0) {
        io.err(`rpcforge: ${outLabel}/ is stale; ${stale.length} file(s) differ from ${specLabel}:\n${stale.join('\n')}\nRun \`npm run generate\` to update it.\n`);
        printWarnings(warnings, io);
        return { code: 1, specFiles };
      }
      io.out(`rpcforge: ${outLabel}/ is up to date with ${specLabel} (${paths.length} files, ${summary})\n`);
      printWarnings(warnings, io);
      return { code: 0, specFiles };
    }
    const report = output.finish();
    output = undefined;
    const ms = Math.round(performance.now() - started);
    const lines = [
      ...(report.recovered ?? []).map((line) => `rpcforge: ${line}`),
      `rpcforge: generated ${outLabel}/ from ${specLabel} in ${ms} ms: ${summary}`,
      `  ${report.written.length} written, ${report.unchanged.length} unchanged, ${report.removed.length} removed`,
      ...(quiet ? formatChangeSummary(changes).slice(0, 1) : formatChangeSummary(changes)),
      ...(quiet ? [] : report.written.map((f) => `  wrote    ${outLabel}/${f}`)),
      ...(quiet ? [] : report.removed.map((f) => `  removed  ${outLabel}/${f}`)),
    ];
    io.out(`${lines.join('\n')}\n`);
    if (quiet && warnings.length > 0) io.err(`rpcforge: ${warnings.length} warning(s); run without --quiet to see them (--strict makes them errors)\n`);
    else printWarnings(warnings, io);
    return { code: 0, specFiles };
  } catch (error) {
    // Nothing of a failed run reaches the output directory.
    output?.abort();
    if (error instanceof SpecError) {
      io.err(`rpcforge: the spec has ${error.issues.length} error(s); nothing was written.\n${error.message}\n`);
      return { code: 2 };
    }
    io.err(`rpcforge: ${(error as Error).message}\n`);
    return { code: 2 };
  }
}

/** Warnings go to stderr after the file list: the output was written, but the reader should know how. */
function printWarnings(warnings: readonly SpecIssue[], io: CliIo): void {
  if (warnings.length === 0) return;
  io.err(`rpcforge: ${warnings.length} warning(s) (--strict makes them errors):\n${warnings.map(formatIssue).join('\n')}\n`);
}
