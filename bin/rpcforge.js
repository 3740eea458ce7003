#!/usr/bin/env node
// Entry point of `npx rpcforge`: runs the TypeScript generator through tsx, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../generator/cli.ts');
process.exitCode = runCli(process.argv.slice(2));
