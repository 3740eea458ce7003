// `rpcforge catalogue --spec <spec> --out <dir>`: the catalogues `serve --outside-spec forward` would generate at
// start, built once for a deployment (docs/gateway.md, "Deploying"). Each family's folder under <dir> is a package to
// pack and install beside the gateway, which takes it with `--catalogue <folder>`.
import type { Command } from 'commander';
import { SpecError } from '../errors.js';
import { generate } from '../pipeline.js';
import { buildCatalogues } from './catalogue.js';
import { namedValues } from './command.js';

interface Io {
  out(text: string): void;
  err(text: string): void;
}

interface CatalogueFlags {
  spec: string;
  out: string;
  catalogue: Record<string, string>;
}

/** Adds `catalogue`; a failure sets exit code 2 through `setCode`, naming the spec, the document or the folder. */
export function addCatalogueCommand(program: Command, io: Io, setCode: (code: number) => void): void {
  program
    .command('catalogue')
    .description("build each method family's catalogue (the methods --outside-spec forward serves beyond the spec) for the gateway's --catalogue <folder>")
    .option('--spec <file>', 'the OpenRPC spec whose families get catalogues', 'spec/openrpc.yaml')
    .requiredOption('--out <dir>', 'where each family\'s folder is written (<dir>/<family>/, replaced)')
    .option('--catalogue <family=file>', "another OpenRPC document as a family's catalogue (family=none: no catalogue); repeat per family", namedValues((file) => file), {} as Record<string, string>)
    .action((flags: CatalogueFlags) => {
      try {
        const { model } = generate(flags.spec, { outputs: new Set(['types']) });
        const written = buildCatalogues(model.methods, flags.catalogue, flags.out, (line) => io.err(`rpcforge: ${line}\n`));
        if (written.length === 0) io.err('rpcforge catalogue: no family of the spec has a catalogue (none starts with eth_; give --catalogue family=<file>)\n');
        for (const dir of written) io.out(`wrote ${dir}\n`);
        setCode(written.length === 0 ? 1 : 0);
      } catch (error) {
        io.err(`rpcforge catalogue: ${error instanceof SpecError ? error.message : (error as Error).message}\n`);
        setCode(2);
      }
    });
}
