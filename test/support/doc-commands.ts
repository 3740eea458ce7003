// The shell commands a page of the guide tells users to run, read from its ```sh blocks, so that a test runs the
// lines as written instead of a copy of them that can drift (the docs once said `npm pack generated`, which npm reads
// as a registry name, and `npm i -D rpcforge`, which is not on the registry).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every command line of the page's ```sh blocks, its trailing `# comment` removed, split into words. */
export function documentedCommands(page: string): string[][] {
  const text = readFileSync(join(repoRoot, page), 'utf8');
  const commands: string[][] = [];
  for (const [, body] of text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    for (const line of body!.split('\n')) {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command && !command.startsWith('#')) commands.push(command.split(/\s+/));
    }
  }
  return commands;
}

/** The one documented command whose line matches `pattern`; throws naming the page when there is none or several. */
export function documentedCommand(page: string, pattern: RegExp): string[] {
  const found = documentedCommands(page).filter((words) => pattern.test(words.join(' ')));
  if (found.length !== 1) throw new Error(`${page}: expected one documented command matching ${pattern} in a sh block, found ${found.length}`);
  return found[0]!;
}
