// The client emitter on specs other than ours: names the client exports stay reserved, methods named like the
// client's own members are reached through request(), and the key path comes from the servers' x-auth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keyPaths, runtimeModules } from '../generator/emit/client/emit-client.js';
import { clientExportNames } from '../generator/model/names.js';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { startRpcServer } from './client-helpers.js';
import { repoRoot, tempDir, tscStrict, writeTree } from './helpers.js';

describe('client emitter', () => {
  it('reserves every name the public client modules export, so schemas and errors cannot take them', () => {
    const publicModules = ['src/client.ts', ...runtimeModules.filter((m) => !m.startsWith('internal/')).map((m) => `src/${m}`)];
    const exported = publicModules.flatMap((path) =>
      [...readFileSync(join(repoRoot, 'generated', path), 'utf8').matchAll(/^export (?:class|interface|type|function|const) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] as string),
    );
    expect(exported.length).toBeGreaterThan(20);
    expect(exported.filter((name) => name !== 'createClient' && !clientExportNames.includes(name))).toEqual([]);
  });

  it('takes the key path from the servers: the gateway puts the key after /v3/ and /ws/v3/', () => {
    const { model } = generate(join(repoRoot, 'spec/openrpc.yaml'));
    expect(keyPaths(model)).toEqual({ http: '/v3/{key}', ws: '/ws/v3/{key}' });
  });

  it('generates a working client for a spec whose names collide with the client and whose methods are named like its members', async () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml': [
        'openrpc: 1.4.1',
        'info: { title: Colliding API, version: 1.0.0 }',
        'servers:',
        '  - url: https://{host}/api/{token}/rpc',
        '    variables: { host: { default: example.invalid }, token: { default: none } }',
        '    x-auth: { in: path, variable: token }',
        'methods:',
        '  - name: close',
        '    params: [{ name: client, required: true, schema: { $ref: "#/components/schemas/Client" } }]',
        '    result: { name: ok, schema: { $ref: "#/components/schemas/CallOptions" } }',
        '  - name: request',
        '    params: []',
        '    result: { name: ok, schema: { type: boolean } }',
        '    errors: [{ code: -1, message: Timeout }]',
        '  - name: get_thing',
        '    paramStructure: by-position',
        '    params: [{ name: id, required: true, schema: { type: integer } }, { name: verbose, schema: { type: boolean } }]',
        '    result: { name: thing, schema: { $ref: "#/components/schemas/TimeoutError" } }',
        'components:',
        '  schemas:',
        '    Client: { type: object, properties: { name: { type: string } } }',
        '    CallOptions: { type: string }',
        '    TimeoutError: { type: object, properties: { after: { type: number } } }',
      ].join('\n'),
    });
    const { model, files } = generate(join(dir, 'openrpc.yaml'));
    expect(model.schemas.map((s) => s.typeName)).toEqual(['ClientType', 'CallOptionsType', 'TimeoutErrorType']);
    const out = join(dir, 'out');
    writeOutput(out, files);
    expect(tscStrict(out)).toBe('');
    const client = readFileSync(join(out, 'src/client.ts'), 'utf8');
    expect(client).toContain('Reached through `request` only, their names being the client\'s own: `close`, `request`.');
    expect(client).toContain('  get_thing(...args: [...GetThingParams, options?: CallOptions]): Promise<GetThingResult>;');

    type Made = { get_thing(...a: unknown[]): Promise<unknown>; request(a: object): Promise<unknown>; close(): Promise<void> };
    const { createClient } = (await import(pathToFileURL(join(out, 'dist/index.js')).href)) as { createClient: (o: object) => Made };
    const server = await startRpcServer({ answer: (r, path) => ({ result: { method: r.method, params: r.params ?? null, path } }) });
    const made = createClient({ url: server.url, apiKey: 'tok' });
    try {
      expect(await made.get_thing(7)).toEqual({ method: 'get_thing', params: [7], path: '/api/tok/rpc' });
      expect(await made.request({ method: 'close', params: [{ name: 'x' }] })).toEqual({ method: 'close', params: [{ name: 'x' }], path: '/api/tok/rpc' });
      expect(typeof made.close).toBe('function');
    } finally {
      await made.close();
      await server.close();
    }
  });
});
