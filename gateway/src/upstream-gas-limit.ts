// The server's `blockGasLimit`: the gas limit of a family's latest block, for the gas caps. The limit changes at most
// once a block, so it is read at most once per `blockGasLimitSeconds`, and the calls that find it stale share one read.
import type { MethodInfo } from 'rpcforge-generated';
import type { PackageHooks } from './package-api.js';
import { upstreamErrors } from './upstream-answers.js';

/** The gas limit of the latest block, and when it was read. */
interface GasLimit {
  value: bigint;
  readAt: number;
}

export class GasLimits {
  private readonly known = new Map<string, GasLimit>();
  private readonly reading = new Map<string, Promise<bigint>>();

  constructor(
    private readonly hooks: PackageHooks,
    /** How long a limit read is reused, in ms. */
    private readonly reuseMs: number,
    /** The family's latest block (upstream-forward.ts `readBlock`). */
    private readonly latestBlock: (family: string) => Promise<unknown>,
  ) {}

  /** The gas limit for a call of `method`: its family's latest block's. */
  readonly of = (method: string): Promise<bigint> => {
    const family = (this.hooks.methodInfo[method] as MethodInfo | undefined)?.family ?? 'default';
    const cached = this.known.get(family);
    if (cached !== undefined && Date.now() - cached.readAt < this.reuseMs) return Promise.resolve(cached.value);
    let pending = this.reading.get(family);
    if (pending === undefined) {
      pending = this.read(family).finally(() => this.reading.delete(family));
      this.reading.set(family, pending);
    }
    return pending;
  };

  private async read(family: string): Promise<bigint> {
    const block = await this.latestBlock(family);
    const gasLimit = (block as { gasLimit?: unknown } | null)?.gasLimit;
    if (typeof gasLimit !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(gasLimit)) {
      throw new this.hooks.NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: 'the latest block has no gasLimit' });
    }
    const value = BigInt(gasLimit);
    this.known.set(family, { value, readAt: Date.now() });
    return value;
  }
}
