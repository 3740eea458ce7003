// A result JSON cannot write (nested past the stack, a BigInt, a cycle) is the handler's failure: -32603, logged,
// and, as any failure of the server's, not charged. It used to be written after the charge was settled, so the caller
// paid for an "Internal error" and the call log said `outcome: "ok"`: found through `serve --outside-spec forward`
// with an upstream answering eth_blockNumber with 100,000 nested arrays (80 credits taken, outcome ok). The handler
// answers at once (the engine's synchronous path) and after a turn (its asynchronous one), alone and in a batch.
import { describe, expect, it } from 'vitest';
import { createRpcHandler, type ServerLogger } from '../generated/dist/server.js';
import { examples, exampleHandlers, request } from './server-helpers.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const apiKey = 'unwritable-k3y-7Qx9';
const ctx = { apiKey, transport: 'http' as const };

/** 100,000 nested arrays: more than JSON.stringify can walk on Node's stack. */
const deep = (): unknown => {
  let value: unknown[] = [];
  for (let i = 0; i < 100_000; i++) value = [value];
  return value;
};
const cyclic = (): unknown => {
  const value: Record<string, unknown> = {};
  value.self = value;
  return value;
};

function setUp(result: () => unknown, sync: boolean) {
  const errors: string[] = [];
  const calls: Record<string, unknown>[] = [];
  const logger: ServerLogger = {
    error: (message) => errors.push(message),
    info: (message, details) => message === 'call' && calls.push(details),
  };
  const store = new MemoryCreditStore({ dailyCredits: 10_000 });
  const handlers = exampleHandlers({ eth_call: sync ? () => result() as never : async () => result() as never }).handlers;
  const rpc = createRpcHandler(handlers, { logger, creditStore: store });
  return { rpc, store, errors, calls };
}

describe('a result JSON cannot write', () => {
  for (const [name, result] of [['nested 100,000 deep', deep], ['a BigInt', () => 10n], ['a cycle', cyclic]] as const) {
    for (const sync of [true, false]) {
      it(`${name}, answered ${sync ? 'at once' : 'after a turn'}: -32603, logged, not charged, counted as an internal error`, async () => {
        const { rpc, store, errors, calls } = setUp(result, sync);
        const reply = JSON.parse((await rpc.handle(request('eth_call', examples.eth_call.params, 7), ctx))!);
        expect(reply).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32603, message: 'Internal error' } });
        expect(store.balance(apiKey)).toBe(10_000);
        expect(errors).toEqual(['handler failed']);
        expect(calls).toHaveLength(1);
        expect(calls[0]).toMatchObject({ method: 'eth_call', outcome: 'internal_error', credits: 0 });
        // In a batch: that call alone fails and is given back; the other is served and charged.
        const batch = JSON.parse((await rpc.handle(`[${request('eth_call', examples.eth_call.params, 1)},${request('eth_getBlockByNumber', ['latest', false], 2)}]`, ctx))!);
        expect(batch[0]).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } });
        expect(batch[1]).toMatchObject({ id: 2, result: expect.anything() });
        expect(store.balance(apiKey)).toBe(10_000 - 80);
      });
    }
  }
});
