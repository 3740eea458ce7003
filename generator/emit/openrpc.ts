// Emits openrpc.json: the bundled document, one file, as other OpenRPC tooling expects it.
import type { Emitter } from './emitter.js';

export const emitOpenRpc: Emitter = (model) => [
  { path: 'openrpc.json', contents: `${JSON.stringify(model.document, null, 2)}\n` },
];
