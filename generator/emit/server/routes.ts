// Routes of the generated server, from the spec's servers: the path of each server URL (after scheme and host),
// its transport (x-transport, else the URL scheme: ws/wss is WebSocket) and, where x-auth names a path variable,
// where the API key sits. `https://{host}/v3/{apiKey}` becomes POST `/v3/<API_KEY>`, matched by
// `^/v3(?:/(?<key>[^/]*))?$` (a missing key still reaches the server, which refuses it with 401 rather than 404).
// A spec without WebSocket servers gets WebSocket on its HTTP paths; a spec without servers is served at `/`.
// A variable the server declares (`servers[].variables`) is replaced by its default (or the value `serverVariables`
// gave it, model/server-variables.ts), written `{name}` as in OpenRPC 1.x or `${name}` as in the open-rpc examples:
// simple-math's `http://…/${basePath}/` is served at `/jsonrpc/`. An undeclared one matches any one path segment.
import type { Model, ServerModel } from '../../model/model.js';

export interface RouteModel {
  transport: 'http' | 'ws';
  /** The path as documented, with the key written `<API_KEY>`. */
  path: string;
  /** Regular expression source for the path; its `key` group is the API key. */
  pattern: string;
  keyed: boolean;
}

export function routesOf(model: Model): RouteModel[] {
  const routes: RouteModel[] = [];
  const add = (route: RouteModel) => {
    if (!routes.some((r) => r.transport === route.transport && r.pattern === route.pattern)) routes.push(route);
  };
  for (const server of model.servers) add(routeOf(server));
  if (!routes.some((r) => r.transport === 'http')) add({ transport: 'http', path: '/', pattern: '^/$', keyed: false });
  if (!routes.some((r) => r.transport === 'ws')) for (const r of routes.filter((r) => r.transport === 'http')) add({ ...r, transport: 'ws' });
  return routes;
}

function routeOf(server: ServerModel): RouteModel {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(server.url)?.[1]?.toLowerCase();
  const transport = server.transport ? (server.transport.protocol === 'websocket' ? 'ws' : 'http') : scheme === 'ws' || scheme === 'wss' ? 'ws' : 'http';
  const afterHost = scheme ? server.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') : server.url.startsWith('/') ? server.url : server.url.replace(/^[^/]*/, '');
  const path = afterHost.replace(/[?#].*$/, '') || '/';
  const keyVariable = server.auth?.in === 'path' ? server.auth.variable : undefined;
  let keyed = false;
  let pattern = '';
  let shown = '';
  const values = new Map(server.variables.map((v) => [v.name, v.default]));
  for (const written of path.split(/(\$?\{[^{}]*\})/)) {
    const variable = /^\$?\{([^{}]*)\}$/.exec(written)?.[1];
    const value = variable === undefined || variable === keyVariable ? undefined : values.get(variable) || undefined;
    const part = value ?? written;
    if (variable === undefined || value !== undefined) {
      pattern += part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\\\//g, '/');
      shown += part;
    } else if (variable === keyVariable && !keyed) {
      keyed = true;
      pattern += '(?<key>[^/]*)';
      shown += '<API_KEY>';
    } else {
      pattern += '[^/]+';
      shown += `{${variable}}`;
    }
  }
  if (pattern.endsWith('/(?<key>[^/]*)')) pattern = `${pattern.slice(0, -'/(?<key>[^/]*)'.length)}(?:/(?<key>[^/]*))?`;
  else if (!keyed && !pattern.endsWith('/')) pattern += '/?';
  return { transport, path: shown, pattern: `^${pattern}$`, keyed };
}
