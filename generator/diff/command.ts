// The `diff` subcommand of the CLI. Exit codes: 0 done, 1 a change at or above --fail-on or a version not raised
// enough (--check-version), 2 bad input (a spec that does not load, an unknown revision).
import { Option, type Command } from 'commander';
import { SpecError } from '../errors.js';
import { levels, worseOrEqual, type Level } from './change.js';
import { diffSpecs } from './diff.js';
import { formatReport, formats, type Format } from './format.js';
import { checkVersion } from './semver.js';
import { InputError } from './source.js';

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

interface DiffOptions {
  format: Format;
  failOn?: Level;
  checkVersion: boolean;
  refRoot?: string;
}

export function addDiffCommand(program: Command, io: Io, done: (code: number) => void): void {
  program
    .command('diff')
    .description('compare two OpenRPC specs (files, or <revision>:<path> from git) and classify every change')
    .argument('<old>', 'the old spec: a file, or a git revision and path such as main:spec/openrpc.yaml')
    .argument('<new>', 'the new spec, in the same forms')
    .addOption(new Option('--format <format>', 'output format').choices([...formats]).default('text'))
    .addOption(new Option('--fail-on <level>', 'exit 1 when a change is at least this severe').choices([...levels]))
    .option('--ref-root <dir>', "folder every $ref'd file must lie in, on both sides (default: each spec's folder)")
    .option('--check-version', "exit 1 unless the new info.version is raised at least as much as the changes need", false)
    .action((oldArg: string, newArg: string, options: DiffOptions) => done(runDiff(oldArg, newArg, options, io)));
}

function runDiff(oldArg: string, newArg: string, options: DiffOptions, io: Io): number {
  try {
    const { report, old, new: neu } = diffSpecs(oldArg, newArg, process.cwd(), options.refRoot);
    io.out(formatReport(options.format, report, neu.bundle));
    let code = 0;
    if (options.failOn !== undefined) {
      const failing = report.changes.filter((c) => worseOrEqual(c.level, options.failOn!));
      if (failing.length > 0) {
        io.err(`rpcforge diff: ${failing.length} change(s) at or above --fail-on ${options.failOn}\n`);
        code = 1;
      }
    }
    if (options.checkVersion) {
      const check = checkVersion(old.model.info.version, neu.model.info.version, report.semver);
      if (!check.ok) {
        io.err(`rpcforge diff: --check-version: ${check.message}\n`);
        code = 1;
      }
    }
    return code;
  } catch (error) {
    if (error instanceof SpecError) {
      io.err(`rpcforge diff: a spec has ${error.issues.length} error(s).\n${error.message}\n`);
      return 2;
    }
    if (error instanceof InputError) {
      io.err(`rpcforge diff: ${error.message}\n`);
      return 2;
    }
    io.err(`rpcforge diff: ${(error as Error).message}\n`);
    return 2;
  }
}
