// `serve --anvil` (and `npm start`): an embedded Ethereum node for the EVM methods, anvil from the platform package
// that @foundry-rs/anvil installs (rpcforge depends on the linux-amd64 one; elsewhere `npm install --no-save
// @foundry-rs/anvil-<os>-<cpu>`), on 127.0.0.1 at a free port, stopped with the gateway.
import { type ChildProcess, spawn } from 'node:child_process';
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
    throw new Error(`--anvil: ${pkg} is not installed (rpcforge installs @foundry-rs/anvil-linux-amd64; on another platform run npm install --no-save ${pkg})`);
  }
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

/** Starts anvil and resolves once it listens (at most 30 s). `port` 0 picks a free one. */
export async function startAnvil(port = 0, extraArgs: readonly string[] = []): Promise<EmbeddedNode> {
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', String(port), ...extraArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
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
