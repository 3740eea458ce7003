// The OpenRPC meta-schema check run in the background worker (generator/validate/meta-schema.ts startMetaSchemaCheck,
// the pipeline's path) gives the issues the check on this thread gives: the same library call on the document's JSON
// text, its outcome read here. Invalid documents of each kind the check reports (a value, an unknown property, a
// declared extension's value, a pattern, a version it does not know, an extension it cannot apply), and a valid one.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from './helpers.js';

const head = 'openrpc: 1.4.1\ninfo:\n  title: Bad\n  version: "1"\n';
const family = 'x-extensions:\n  - openrpcExtension: 0.0.0-development\n    name: x-family\n    version: 1.0.0\n    description: d\n    summary: s\n    restricted: [methodObject]\n    schema: { type: string, enum: [evm, slot-commitment, starknet] }\n';

const documents: { name: string; text: string; messages: string[] }[] = [
  { name: 'a value outside an enum', text: `${head}methods:\n  - name: a\n    paramStructure: sideways\n    params: []\n`, messages: ['7:5 OpenRPC meta-schema: must be one of "by-position", "by-name", "either"'] },
  {
    name: 'an unknown property',
    text: `${head}methods:\n  - name: a\n    params: []\n    resutl: {}\n`,
    messages: ['8:5 OpenRPC meta-schema: unknown property "resutl" (not allowed here; extensions start with "x-")'],
  },
  { name: "a declared extension's value", text: `${head}methods:\n  - name: a\n    params: []\n    x-family: cosmos\n${family}`, messages: ['8:5 OpenRPC meta-schema: must be one of "evm", "slot-commitment", "starknet"'] },
  {
    name: 'a pattern that is no regular expression',
    text: `${head}methods:\n  - name: a\n    params: []\n    result:\n      name: r\n      schema: { type: string, pattern: '^0x[0-9a-f$' }\n`,
    messages: ['10:31 OpenRPC meta-schema: must match format "regex"'],
  },
  { name: 'a version the library does not know', text: head.replace('1.4.1', '2.0.0') + 'methods: []\n', messages: ['1:1 unsupported OpenRPC version "2.0.0": use 1.x (1.4.1 is the newest supported)'] },
  {
    name: 'an extension restricted to an object the meta-schema lacks',
    text: `${head}methods: []\n${family.replace('[methodObject]', '[noSuchObject]')}`,
    messages: ['6:1 cannot apply extension x-family: noSuchObject does not exist in the meta-schema'],
  },
  { name: 'a valid document', text: `${head}methods:\n  - name: a\n    params: []\n    result: { name: r, schema: { type: string } }\n`, messages: [] },
];

beforeEach(() => {
  // A cache folder of its own: a valid document passed before would not be checked at all.
  vi.stubEnv('RPCFORGE_CACHE_DIR', tempDir('rpcforge-cache-'));
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('meta-schema check in the background worker', () => {
  it('gives the issues the check on this thread gives, for each kind of error, and a valid document passes', async () => {
    const { loadBundle } = await import('../generator/load/bundle.js');
    const { startMetaSchemaCheck } = await import('../generator/validate/meta-schema.js');
    const { backgroundStats } = await import('../generator/background.js');
    const dir = tempDir();
    for (const [i, doc] of documents.entries()) {
      const path = join(dir, `openrpc-${i}.yaml`);
      writeFileSync(path, doc.text);
      const answered = backgroundStats.answered.metaSchema;
      const background = startMetaSchemaCheck(loadBundle(path));
      expect(background.started, doc.name).toBe(true);
      const theirs = background.finish();
      // The worker answered (not this thread after a failed job).
      expect(backgroundStats.answered.metaSchema - answered, doc.name).toBe(1);
      const here = startMetaSchemaCheck(loadBundle(path), { background: false }).finish();
      expect(theirs, doc.name).toEqual(here);
      expect(theirs.map((issue) => `${issue.line}:${issue.column} ${issue.message}`), doc.name).toEqual(doc.messages);
    }
    // The valid document passed and was kept: checked again, it is not started at all.
    const valid = join(dir, `openrpc-${documents.length - 1}.yaml`);
    expect(startMetaSchemaCheck(loadBundle(valid)).started).toBe(false);
  });
});
