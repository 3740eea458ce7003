// `rpcforge test` and the x-limits.gasCap: the cap it holds valid calls to (state.ts withinGasCap, fed by the learned
// block gas limit) is the one cap helper of gas-cap.ts, and it agrees with the generated server's own check
// (checkGas, the code a gateway runs) on the values at the cap and one past it, fractional multiples included.
// withinGasCap used to floor the multiple's thousandths where the server rounds them: for 10.0005 × the limit it
// called a gas the server answers "over the cap" and dropped it from the valid calls.
import { describe, expect, it } from 'vitest';
import { checkGas } from '../generated/dist/internal/metering/limits.js';
import type { MethodModel } from '../generator/model/model.js';
import { gasCapOf } from '../generator/conformance/gas-cap.js';
import { withinGasCap } from '../generator/conformance/state.js';

const methodWith = (multiple: number) => ({ name: 'eth_call', limits: { gasCap: { field: 'gas', blockGasLimitMultiple: multiple } } }) as unknown as MethodModel;
const params = (gas: bigint) => [{ to: `0x${'11'.repeat(20)}`, gas: `0x${gas.toString(16)}` }, 'latest'];

describe('the gas cap of rpcforge test', () => {
  for (const [multiple, gasLimit] of [
    [10, 30_000_000n],
    [10.0005, 30_000_000n],
    [1.5, 36_000_001n],
    [0.0015, 1_000_003n],
  ] as const) {
    it(`${multiple} × a block gas limit of ${gasLimit}: the valid calls' filter and the server agree at the cap and one past it`, () => {
      const cap = gasCapOf(multiple, gasLimit);
      const method = methodWith(multiple);
      const serverRefuses = (gas: bigint) => checkGas({ field: 'gas', multiple }, 'eth_call' as never, params(gas), () => gasLimit) !== undefined;
      for (const gas of [cap - 1n, cap, cap + 1n]) {
        expect({ gas, within: withinGasCap(method, params(gas), { gasLimit, log: [] }) }).toEqual({ gas, within: !serverRefuses(gas) });
      }
      expect(serverRefuses(cap)).toBe(false);
      expect(serverRefuses(cap + 1n)).toBe(true);
    });
  }
});
