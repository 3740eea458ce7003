// What `generate` runs: the jobs of the config file (--config, or rpcforge.config.* in the working directory), with
// the command-line flags over them, or a single job from the flags alone. Defaults are applied last.
import { resolve } from 'node:path';
import { defaultLimits } from '../load/limits.js';
import { allOutputs, type OutputKind, type OutputOptionsInput } from './outputs.js';
import { ConfigError, findConfig, loadConfig, type LoadedJob } from './load.js';

export interface GenerateFlags {
  config?: string;
  spec?: string;
  out?: string;
  refRoot?: string;
  maxFileSize?: number;
}

export interface Job {
  label?: string;
  spec: string;
  out: string;
  refRoot?: string;
  maxFileBytes: number;
  outputs: ReadonlySet<OutputKind>;
  /** The parts' options as the config wrote them; generate applies the defaults. */
  outputOptions?: OutputOptionsInput;
  packageName?: string;
}

export const defaultSpec = 'spec/openrpc.yaml';
export const defaultOut = 'generated';

/** The config file the flags name, or the one found in `cwd`; undefined when the flags alone make the job. */
export function configFileOf(flags: GenerateFlags, cwd = process.cwd()): string | undefined {
  return flags.config === undefined ? findConfig(cwd) : resolve(cwd, flags.config);
}

export function resolveJobs(flags: GenerateFlags, cwd = process.cwd()): Job[] {
  const configFile = configFileOf(flags, cwd);
  const loaded: LoadedJob[] = configFile === undefined ? [{ label: '' }] : loadConfig(configFile);
  if (loaded.length > 1 && (flags.spec !== undefined || flags.out !== undefined)) {
    throw new ConfigError(`${configFile}: --spec and --out override a config with one job only; this one has ${loaded.length}`);
  }
  const seen = new Map<string, string>();
  return loaded.map((job) => {
    const out = resolve(cwd, flags.out ?? job.output ?? defaultOut);
    // Two jobs writing one directory would replace each other's package on every run.
    const other = seen.get(out);
    if (other !== undefined) throw new ConfigError(`${job.label} writes to the same output directory as ${other}`);
    seen.set(out, job.label);
    const mib = flags.maxFileSize ?? job.maxFileSizeMiB;
    return {
      label: job.label === '' ? undefined : job.label,
      spec: flags.spec ?? job.spec ?? defaultSpec,
      out,
      refRoot: flags.refRoot ?? job.refRoot,
      maxFileBytes: mib === undefined ? defaultLimits.maxFileBytes : Math.floor(mib * 1024 * 1024),
      outputs: job.outputs ?? new Set(allOutputs),
      outputOptions: job.outputOptions,
      packageName: job.packageName,
    };
  });
}
