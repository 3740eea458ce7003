// The parts of the server emitter that read meaning into the spec: routes from server URLs, and what the limits
// count. Each rule is checked on small models and on the gateway spec.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { limitErrors, listPositions } from '../generator/emit/server/limits.js';
import { routesOf } from '../generator/emit/server/routes.js';
import { declaredErrors } from '../generator/emit/errors.js';
import type { Model, ServerModel } from '../generator/model/model.js';
import { generate } from '../generator/pipeline.js';
import { repoRoot } from './helpers.js';

const gateway = generate(join(repoRoot, 'spec/openrpc.yaml')).model;
const withServers = (servers: Partial<ServerModel>[]) => ({ ...gateway, servers: servers.map((s) => ({ variables: [], ...s })) }) as Model;

describe('routes from the spec servers', () => {
  it('the gateway: POST /v3/<API_KEY> and WebSocket /ws/v3/<API_KEY>, the key optional in the pattern so it can be refused with 401', () => {
    const routes = routesOf(gateway);
    expect(routes).toEqual([
      { transport: 'http', path: '/v3/<API_KEY>', pattern: '^/v3(?:/(?<key>[^/]*))?$', keyed: true },
      { transport: 'ws', path: '/ws/v3/<API_KEY>', pattern: '^/ws/v3(?:/(?<key>[^/]*))?$', keyed: true },
    ]);
    const key = (path: string) => new RegExp(routes[0]!.pattern).exec(path)?.groups?.key;
    expect(key('/v3/abc')).toBe('abc');
    expect(key('/v3')).toBeUndefined();
    expect(new RegExp(routes[0]!.pattern).test('/v3/abc/def')).toBe(false);
    expect(new RegExp(routes[0]!.pattern).test('/v30/abc')).toBe(false);
  });

  it('other servers: the scheme decides the transport without x-transport; other variables match one segment; WebSocket on the HTTP paths when none is declared', () => {
    expect(routesOf(withServers([{ url: 'http://localhost:{port}/rpc' }]))).toEqual([
      { transport: 'http', path: '/rpc', pattern: '^/rpc/?$', keyed: false },
      { transport: 'ws', path: '/rpc', pattern: '^/rpc/?$', keyed: false },
    ]);
    const routes = routesOf(
      withServers([
        { url: 'https://{host}/{network}/v2/{key}', auth: { in: 'path', variable: 'key' } },
        { url: 'wss://{host}/{network}/ws' },
      ]),
    );
    expect(routes.map((r) => [r.transport, r.path, r.pattern])).toEqual([
      ['http', '/{network}/v2/<API_KEY>', '^/[^/]+/v2(?:/(?<key>[^/]*))?$'],
      ['ws', '/{network}/ws', '^/[^/]+/ws/?$'],
    ]);
    expect(routesOf(withServers([]))).toEqual([
      { transport: 'http', path: '/', pattern: '^/$', keyed: false },
      { transport: 'ws', path: '/', pattern: '^/$', keyed: false },
    ]);
    expect(routesOf(withServers([{ url: 'localhost:8545' }]))[0]?.path).toBe('/');
    expect(routesOf(withServers([{ url: 'https://example.com/a.b+c' }]))[0]?.pattern).toBe('^/a\\.b\\+c/?$');
  });
});

describe('server URL variables', () => {
  const simpleMath = join(repoRoot, 'test/reference/corpus/open-rpc-examples/simple-math-openrpc.json');

  it('a declared variable is its default, written ${name} (open-rpc examples) or {name} (OpenRPC 1.x); an undeclared one matches a segment; the key stays the key', () => {
    const variables = [{ name: 'basePath', default: 'jsonrpc' }, { name: 'network', default: 'mainnet' }, { name: 'key', default: 'k' }];
    const routes = routesOf(
      withServers([
        { url: 'http://${username}.example.org:${port}/${basePath}/', variables },
        { url: 'https://{host}/{network}/v2/{key}', variables, auth: { in: 'path', variable: 'key' } },
        { url: 'wss://{host}/{region}/ws' },
      ]),
    );
    expect(routes.map((r) => [r.transport, r.path, r.pattern])).toEqual([
      ['http', '/jsonrpc/', '^/jsonrpc/$'],
      ['http', '/mainnet/v2/<API_KEY>', '^/mainnet/v2(?:/(?<key>[^/]*))?$'],
      ['ws', '/{region}/ws', '^/[^/]+/ws/?$'],
    ]);
  });

  it('the simple-math example is served at /jsonrpc/, or where serverVariables says; an unknown name or a value off the enum is refused', () => {
    expect(routesOf(generate(simpleMath).model)[0]).toMatchObject({ path: '/jsonrpc/', pattern: '^/jsonrpc/$' });
    expect(routesOf(generate(simpleMath, { serverVariables: { basePath: 'api/v2' } }).model)[0]).toMatchObject({ path: '/api/v2/', pattern: '^/api/v2/$' });
    expect(() => generate(simpleMath, { serverVariables: { basepath: 'x' } })).toThrow('server variable "basepath": no server of the spec declares it (declared: basePath, port, username)');
    expect(() => generate(simpleMath, { serverVariables: { port: '80' } })).toThrow('server variable "port": "80" is not one of "8545", "443"');
    expect(() => generate(simpleMath, { serverVariables: { basePath: 'a?b' } })).toThrow(/has \?, #, braces or spaces/);
  });
});

describe('what the limits count', () => {
  const method = (name: string) => gateway.methods.find((m) => m.name === name)!;

  it('maxParams of eth_getLogs counts the filter properties that may be arrays: address and topics', () => {
    expect(listPositions(gateway, method('eth_getLogs'))).toEqual([
      [0, 'address'],
      [0, 'topics'],
    ]);
  });

  it('array params count as a whole, by-name params by name', () => {
    expect(listPositions(gateway, method('eth_getProof'))).toEqual([[1]]);
    expect(listPositions(gateway, method('starknet_addDeployAccountTransaction'))).toEqual([
      ['deploy_account_transaction', 'signature'],
      ['deploy_account_transaction', 'constructor_calldata'],
      ['deploy_account_transaction', 'paymaster_data'],
    ]);
  });

  it('the declared errors of eth_getLogs answer too many results and a timeout', () => {
    expect(limitErrors(method('eth_getLogs'), declaredErrors(gateway))).toEqual({ results: 'LogsResultLimitExceededError', timeout: 'LogsQueryTimeoutError' });
    expect(limitErrors(method('eth_call'), declaredErrors(gateway))).toEqual({ results: undefined, timeout: undefined });
  });
});
