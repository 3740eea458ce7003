// `serve --anvil` (and `npm start`): an embedded Ethereum node for the EVM methods, anvil from the platform package
// that @foundry-rs/anvil installs (`@foundry-rs/anvil-<os>-<cpu>`, which the user installs beside rpcforge: 44 MB that
// only this flag uses, so rpcforge does not install it), on 127.0.0.1 at a free port, stopped with the gateway, and with the process that
// started it however that process ends (see `parentDeathWrapper`).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface EmbeddedNode {
  /** `http://127.0.0.1:<port>`; anvil takes WebSocket upgrades on the same port. */
  url: string;
  stop(): Promise<void>;
}

export function anvilBinary(): string {
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as string] ?? process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  const require = createRequire(import.meta.url);
  let manifest: string;
  try {
    manifest = require.resolve(`${pkg}/package.json`);
  } catch {
    throw new Error(`--anvil: ${pkg} is not installed: run npm install ${pkg}`);
  }
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

/** Starts anvil and resolves once it listens (at most 30 s). `port` 0 picks a free one. */
export async function startAnvil(port = 0, extraArgs: readonly string[] = []): Promise<EmbeddedNode> {
  const args = ['--host', '127.0.0.1', '--port', String(port), ...extraArgs];
  const wrapper = parentDeathWrapper();
  const child = wrapper === undefined ? spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] }) : spawn(wrapper[0], [...wrapper.slice(1), anvilBinary(), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stop = () => stopChild(child);
  try {
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`anvil did not start within 30 s:\n${output.slice(-2000)}`)), 30_000);
      const read = (chunk: Buffer) => {
        // Only the start matters (the address); anvil logs every call afterwards.
        if (output.length < 100_000) output += chunk.toString();
        const match = /Listening on (127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1] as string);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`anvil exited with ${code}:\n${output.slice(-2000)}`));
      });
    });
    return { url: `http://${address}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The nodes this process started and has not seen exit. A process that ends without stopping them (process.exit on
 * an error path, an uncaught exception) kills them on its way out: an 'exit' listener can only do synchronous work,
 * and kill() is.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * A process killed outright (SIGKILL, the OOM killer: what a test runner's teardown or a supervisor does) runs no
 * listener, so anvil would outlive it, orphaned, holding its port. On Linux the kernel can signal a child when its
 * parent dies (PR_SET_PDEATHSIG), which util-linux's `setpriv --pdeathsig` sets before it execs anvil (same pid, so
 * stop() still signals anvil itself). Where setpriv is missing or too old for the option (util-linux before 2.33),
 * anvil is started directly and only the 'exit' listener above covers it. Checked once per process.
 */
function parentDeathWrapper(): string[] | undefined {
  if (wrapperChecked) return wrapper;
  wrapperChecked = true;
  if (process.platform !== 'linux') return undefined;
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));
  if (setpriv === undefined) return undefined;
  // The cheapest program to run under it: `true`, else Node itself.
  const program = ['/usr/bin/true', '/bin/true'].find((path) => existsSync(path));
  const probe = spawnSync(setpriv, ['--pdeathsig', 'KILL', '--', ...(program === undefined ? [process.execPath, '--version'] : [program])], { stdio: 'ignore', timeout: 5_000 });
  if (probe.status === 0) wrapper = [setpriv, '--pdeathsig', 'KILL', '--'];
  return wrapper;
}
let wrapperChecked = false;
let wrapper: string[] | undefined;
