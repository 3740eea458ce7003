#!/usr/bin/env node
// Entry point of `npx rpcforge`: runs the TypeScript generator with no build step to forget, from a bundle of it
// cached and rebuilt whenever a source changes (./generator-bundle.js), or through tsx when that cannot be had.
import { loadCli } from './generator-bundle.js';

const { runCli } = await loadCli();
process.exitCode = runCli(process.argv.slice(2));
