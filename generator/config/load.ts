// Finds and reads rpcforge.config.{ts,mts,js,mjs,cjs,json}: TypeScript and JavaScript through jiti (which compiles
// TypeScript on the fly and needs no build step), JSON as JSON. Every job is checked field by field, and a bad one
// is reported with the file and the job it is in; paths are resolved against the config file's folder.
import { isSpecUrl } from '../load/remote-spec.js';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Jiti from 'jiti';
import { labelFor } from '../load/source-file.js';
import type { RpcforgeJob } from './index.js';
import { optionFields, outputKinds, resolveOutputs, type OutputKind, type OutputOptionsInput } from './outputs.js';

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
  /** The parts' options, as written (defaults are applied by outputOptions in outputs.ts). */
  outputOptions?: OutputOptionsInput;
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
      // Loaded only here: a run without a TypeScript or JavaScript config never needs it.
      const { createJiti } = createRequire(import.meta.url)('jiti') as typeof Jiti;
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
    // A spec may be an http(s) URL (../load/remote-spec.ts), taken as it is.
    return key === 'spec' && isSpecUrl(v) ? v : resolve(dir, v);
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
    const { asked, options } = checkOutputs(typed.outputs, label);
    try {
      out.outputs = resolveOutputs(asked, `${label}: "outputs"`);
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
    if (options !== undefined) out.outputOptions = options;
  }
  if (typed.maxFileSizeMiB !== undefined) {
    const mib = typed.maxFileSizeMiB;
    if (typeof mib !== 'number' || !(mib > 0) || !Number.isFinite(mib)) throw new ConfigError(`${label}: "maxFileSizeMiB" must be a positive number, not ${describe(mib)}`);
    out.maxFileSizeMiB = mib;
  }
  return out;
}

/** `outputs` as a list of names, or as an object of `true`, `false` or the part's options (index.d.ts
 * RpcforgeOutputOptions): the names asked for, and the options written. */
function checkOutputs(value: unknown, label: string): { asked: string[]; options?: OutputOptionsInput } {
  const fail = (where: string, message: string): never => {
    throw new ConfigError(`${label}: "${where}": ${message}`);
  };
  if (Array.isArray(value)) {
    if (value.length === 0 || !value.every((o) => typeof o === 'string')) fail('outputs', `must be a non-empty array of ${outputKinds.join(', ')}, or an object such as { client: true, docs: { html: false } }, not ${describe(value)}`);
    return { asked: value as string[] };
  }
  if (!isRecord(value)) return fail('outputs', `must be an array of ${outputKinds.join(', ')} or an object such as { client: true, docs: { html: false } }, not ${describe(value)}`);
  const asked: string[] = [];
  const options: Record<string, Record<string, unknown>> = {};
  for (const [name, setting] of Object.entries(value)) {
    if (!(outputKinds as readonly string[]).includes(name)) fail('outputs', `unknown output ${JSON.stringify(name)} (expected some of ${outputKinds.join(', ')})`);
    const fields = optionFields[name as OutputKind];
    const names = Object.keys(fields);
    if (setting === false) continue;
    if (setting !== true && !(isRecord(setting) && names.length > 0)) {
      fail(`outputs.${name}`, names.length > 0 ? `must be true, false or an object of ${names.join(', ')}, not ${describe(setting)}` : `must be true or false (it has no options), not ${describe(setting)}`);
    }
    asked.push(name);
    if (setting === true) continue;
    const part: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(setting as Record<string, unknown>)) {
      const where = `outputs.${name}.${key}`;
      const kind = fields[key];
      if (kind === undefined) fail(`outputs.${name}`, `unknown option ${JSON.stringify(key)} (expected ${names.join(', ')})`);
      if (v === undefined) continue;
      if (kind === 'validate' && isRecord(v)) {
        for (const [side, flag] of Object.entries(v)) {
          if (side !== 'params' && side !== 'result') fail(where, `unknown key ${JSON.stringify(side)} (expected params, result)`);
          if (flag !== undefined && typeof flag !== 'boolean') fail(`${where}.${side}`, `must be a boolean, not ${describe(flag)}`);
        }
      } else if (typeof v !== 'boolean') {
        fail(where, kind === 'validate' ? `must be a boolean or { params?: boolean, result?: boolean }, not ${describe(v)}` : `must be a boolean, not ${describe(v)}`);
      }
      part[key] = v;
    }
    if (name === 'docs' && part.readme === false && part.html === false) fail('outputs.docs', 'readme and html are both false: leave docs out instead (docs: false)');
    if (Object.keys(part).length > 0) options[name] = part;
  }
  if (asked.length === 0) fail('outputs', 'asks for no output: set at least one of them to true or to its options');
  return { asked, options: Object.keys(options).length > 0 ? (options as OutputOptionsInput) : undefined };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
