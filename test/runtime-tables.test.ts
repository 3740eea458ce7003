// The generated run-time tables and error classes, exercised through the package's compiled JavaScript.
import { describe, expect, it } from 'vitest';
import {
  ExecutionRevertedError,
  InvalidParamsError,
  JsonRpcError,
  LogsQueryTimeoutError,
  LogsResultLimitExceededError,
  credits,
  creditsFor,
  estimateCredits,
  methodInfo,
  toJsonRpcError,
} from '../generated/dist/index.js';

describe('generated errors', () => {
  it('turns a revert into ExecutionRevertedError with the reason and the hex data', () => {
    const data = '0x08c379a00000000000000000000000000000000000000000000000000000000000000020';
    const error = toJsonRpcError({ code: 3, message: 'execution reverted: not enough balance', data });
    expect(error).toBeInstanceOf(ExecutionRevertedError);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ExecutionRevertedError).reason).toBe('not enough balance');
    expect(error.data).toBe(data);
    expect(error.toJSON()).toEqual({ code: 3, message: 'execution reverted: not enough balance', data });
    expect(new ExecutionRevertedError('x', '0x').message).toBe('execution reverted: x');
  });

  it('tells the two -32005 limits apart by message', () => {
    expect(toJsonRpcError({ code: -32005, message: 'query returned more than 10000 results' })).toBeInstanceOf(LogsResultLimitExceededError);
    expect(toJsonRpcError({ code: -32005, message: 'query timeout exceeded' })).toBeInstanceOf(LogsQueryTimeoutError);
    const other = toJsonRpcError({ code: -32005, message: 'rate limited' });
    expect(other.constructor).toBe(JsonRpcError);
    expect(other.code).toBe(-32005);
  });

  it('recognises standard errors by code, keeping the server wording', () => {
    const error = toJsonRpcError({ code: -32602, message: 'Invalid params: missing value for required argument 1' });
    expect(error).toBeInstanceOf(InvalidParamsError);
    expect(error.message).toBe('Invalid params: missing value for required argument 1');
    expect(toJsonRpcError({ code: 12345, message: 'custom' }).toJSON()).toEqual({ code: 12345, message: 'custom' });
  });
});

describe('generated credits and method table', () => {
  it('has the credit costs of the spec, null where not shown', () => {
    expect(credits.eth_getLogs).toBe(255);
    expect(credits.eth_estimateGas).toBe(300);
    expect(creditsFor('getVoteAccounts')).toBe(160);
    expect(creditsFor('starknet_addDeployAccountTransaction')).toBeNull();
  });

  it('estimates a batch: one charge per call, unknown costs listed apart', () => {
    const estimate = estimateCredits(['eth_call', { method: 'eth_getLogs' }, 'eth_call', 'starknet_addDeployAccountTransaction']);
    expect(estimate).toEqual({ total: 80 + 255 + 80, unknown: ['starknet_addDeployAccountTransaction'] });
    expect(estimateCredits([])).toEqual({ total: 0, unknown: [] });
  });

  it('knows how each method takes its params, its limits and whether it may be retried', () => {
    expect(methodInfo.starknet_addDeployAccountTransaction).toMatchObject({ paramStructure: 'by-name', idempotent: false, credits: null });
    expect(methodInfo.eth_getBlockByNumber.params).toEqual([
      { name: 'block', required: true },
      { name: 'hydratedTransactions', required: true },
    ]);
    expect(methodInfo.getVoteAccounts.paramsOptional).toBe(true);
    expect(methodInfo.eth_getLogs.limits).toEqual({ maxParams: 5000, maxResults: 10000, timeoutSeconds: 10 });
    expect(methodInfo.eth_call.transports).toEqual(['http', 'websocket']);
    expect(Object.keys(methodInfo)).toHaveLength(14);
  });
});
