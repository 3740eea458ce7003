// rpcforge test's fit of a call object to the chain (generator/conformance/state.ts callFits), on our spec's eth_call
// and its validator: each field takes its first choice the spec accepts, and only that one.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateParams } from '../generated/dist/index.js';
import { withLearned, type LearnedState } from '../generator/conformance/state.js';
import type { MethodModel } from '../generator/model/model.js';
import { generate } from '../generator/pipeline.js';
import { repoRoot } from './helpers.js';

const model = generate(join(repoRoot, 'spec/openrpc.yaml')).model;
const ethCall = model.methods.find((m) => m.name === 'eth_call') as MethodModel;
const state: LearnedState = {
  log: [],
  blockNumber: '0x5',
  address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  gasLimit: 30_000_000n,
  gasPrice: '0x3b9aca00',
  chainId: '0x7a69',
};
const valid = (params: unknown) => validateParams('eth_call', params).ok;

describe('a call object fitted to the chain', () => {
  it('keeps gas at half the block gas limit (0xe4e1c0 of 30,000,000), drops fees, nonce and data, zeroes the value, and puts the learned accounts in', () => {
    const generated = [
      {
        from: '0x0000000000000000000000000000000000000001',
        to: '0x0000000000000000000000000000000000000002',
        gas: '0x0',
        gasPrice: '0xffffffffffff',
        maxFeePerGas: '0x1',
        maxPriorityFeePerGas: '0x2',
        value: '0xfffffffffffffffffff',
        data: '0xabcdef',
      },
      '0x100',
    ];
    expect(valid(generated)).toBe(true);
    const { params, used } = withLearned(ethCall, generated as never, state, valid);
    expect(params).toEqual([{ from: state.from, to: state.address, gas: '0xe4e1c0', value: '0x0' }, '0x5']);
    // The fit is not named: the check's name depends only on the learned values put in.
    expect(used).toEqual(['params[0].to', 'params[0].from', 'params[1] (block)']);
  });

  it('gives a field the spec requires the node\'s own value rather than leaving it out', () => {
    // A validator that requires gasPrice and chainId: they cannot be left out, so they take the node's.
    const strict = (params: unknown) => {
      const call = (params as Record<string, unknown>[])[0]!;
      return valid(params) && 'gasPrice' in call;
    };
    const generated = [{ to: '0x0000000000000000000000000000000000000002', gasPrice: '0xffffffffffff', value: '0x1' }, 'latest'];
    const { params } = withLearned(ethCall, generated as never, state, strict);
    expect((params as Record<string, unknown>[])[0]).toEqual({ to: state.address, gasPrice: state.gasPrice, value: '0x0' });
  });
});
