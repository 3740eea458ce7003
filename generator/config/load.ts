// Finds and reads rpcforge.config.{ts,mts,js,mjs,cjs,json}: TypeScript and JavaScript through jiti (which compiles
// TypeScript on the fly and needs no build step), JSON as JSON. Every job is checked field by field, and a bad one
// is reported with the file and the job it is in; paths are resolved against the config file's folder.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { labelFor } from '../load/source-file.js';
import type { RpcforgeJob } from './index.js';
import { outputKinds, resolveOutputs, type OutputKind } from './outputs.js';

/** Looked for in the working directory, in this order, when no --config is given. */
export const configNames = ['rpcforge.config.ts', 'rpcforge.config.mts', 'rpcforge.config.js', 'rpcforge.config.mjs', 'rpcforge.config.cjs', 'rpcforge.config.json'];

export class ConfigError extends Error {}

/** One job, paths absolute, defaults not yet applied where the CLI may still override them. */
export interface LoadedJob {
  /** `rpcforge.config.ts` or `rpcforge.config.ts [1]` (several jobs): how messages name the job. */
  label: string;
  spec?: string;
  output?: string;
  packageName?: string;
  outputs?: Set<OutputKind>;
  refRoot?: string;
  maxFileSizeMiB?: number;
}

export function findConfig(cwd = process.cwd()): string | undefined {
  return configNames.map((name) => join(cwd, name)).find((path) => existsSync(path));
}

export function loadConfig(path: string): LoadedJob[] {
  const file = resolve(path);
  const label = labelFor(file);
  if (!existsSync(file)) throw new ConfigError(`${label}: config file not found`);
  let value: unknown;
  try {
    if (file.endsWith('.json')) value = JSON.parse(readFileSync(file, 'utf8'));
    else {
      // No caches: a config edited between two runs of one process (tests, a watch) is read anew. `rpcforge/config`
      // is the running rpcforge's own, also for a config in a folder where rpcforge is not installed (npx).
      const alias = { 'rpcforge/config': fileURLToPath(new URL('./index.js', import.meta.url)) };
      const jiti = createJiti(import.meta.url, { fsCache: false, moduleCache: false, interopDefault: true, alias });
      value = jiti(file);
    }
  } catch (error) {
    throw new ConfigError(`${label}: cannot load the config: ${(error as Error).message.split('\n')[0]}`);
  }
  if (isRecord(value) && 'default' in value && Object.keys(value).every((k) => k === 'default' || k === '__esModule')) value = value.default;
  const jobs = Array.isArray(value) ? value : [value];
  if (jobs.length === 0) throw new ConfigError(`${label}: the config holds no job (an empty array)`);
  return jobs.map((job, i) => checkJob(job, Array.isArray(value) ? `${label} [${i}]` : label, dirname(file)));
}

const fields = ['spec', 'output', 'packageName', 'outputs', 'refRoot', 'maxFileSizeMiB'] as const;

function checkJob(job: unknown, label: string, dir: string): LoadedJob {
  if (!isRecord(job)) throw new ConfigError(`${label}: a job must be an object with at least "spec", not ${describe(job)}`);
  for (const key of Object.keys(job)) {
    if (!(fields as readonly string[]).includes(key)) throw new ConfigError(`${label}: unknown field "${key}" (expected ${fields.join(', ')})`);
  }
  const typed = job as Partial<Record<keyof RpcforgeJob, unknown>>;
  const path = (key: 'spec' | 'output' | 'refRoot'): string | undefined => {
    const v = typed[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || v.trim() === '') throw new ConfigError(`${label}: "${key}" must be a non-empty path, not ${describe(v)}`);
    return resolve(dir, v);
  };
  const out: LoadedJob = { label, spec: path('spec'), output: path('output'), refRoot: path('refRoot') };
  if (out.spec === undefined) throw new ConfigError(`${label}: "spec" is missing (the root OpenRPC document)`);
  if (typed.packageName !== undefined) {
    const name = typed.packageName;
    // npm's rules: lower case, at most 214 characters, URL-safe, optionally scoped.
    if (typeof name !== 'string' || name.length > 214 || !/^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/.test(name)) {
      throw new ConfigError(`${label}: "packageName" must be a valid npm package name (lower case, such as "my-api" or "@org/my-api"), not ${describe(name)}`);
    }
    out.packageName = name;
  }
  if (typed.outputs !== undefined) {
    const list = typed.outputs;
    if (!Array.isArray(list) || list.length === 0 || !list.every((o) => typeof o === 'string')) {
      throw new ConfigError(`${label}: "outputs" must be a non-empty array of ${outputKinds.join(', ')}, not ${describe(list)}`);
    }
    try {
      out.outputs = resolveOutputs(list as string[], `${label}: "outputs"`);
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
  }
  if (typed.maxFileSizeMiB !== undefined) {
    const mib = typed.maxFileSizeMiB;
    if (typeof mib !== 'number' || !(mib > 0) || !Number.isFinite(mib)) throw new ConfigError(`${label}: "maxFileSizeMiB" must be a positive number, not ${describe(mib)}`);
    out.maxFileSizeMiB = mib;
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
