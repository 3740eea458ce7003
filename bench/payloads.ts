// Reproducible benchmark payloads shaped like Ethereum mainnet traffic, valid against the spec, built from a seeded
// generator (same bytes every run). What a validator spends its time on is long hex, so calldata and log data follow
// the sizes real blocks carry rather than a fixed short input; the distributions are stated in `mainnetShape` and in
// docs/benchmarks.md ("Validators").

/** mulberry32: a tiny seeded PRNG, so payloads are the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function payloadGenerator(seed: number) {
  const next = random(seed);
  const digits = '0123456789abcdef';
  const hex = (bytes: number) => {
    let out = '0x';
    for (let i = 0; i < bytes * 2; i++) out += digits[Math.floor(next() * 16)];
    return out;
  };
  /** ABI-encoded words: mostly left-padded small values, as calldata and log data are. */
  const abiWords = (bytes: number) => {
    let out = '0x';
    for (let written = 0; written < bytes; written += 32) {
      const width = Math.min(32, bytes - written);
      const significant = Math.min(width, 1 + Math.floor(next() * 20));
      out += '00'.repeat(width - significant) + hex(significant).slice(2);
    }
    return out;
  };
  const quantity = (max: number) => `0x${Math.floor(next() * max).toString(16)}`;
  /** A 32-byte signature value as nodes print it: a quantity, no leading zeros. */
  const signatureValue = () => `0x${hex(32).slice(2).replace(/^0+/, '') || '0'}`;
  /** Picks from weighted buckets: [[weight, value], …]. */
  const pick = <T>(buckets: readonly (readonly [number, T])[]): T => {
    let roll = next() * buckets.reduce((sum, [w]) => sum + w, 0);
    for (const [weight, value] of buckets) if ((roll -= weight) < 0) return value;
    return buckets[buckets.length - 1]![1];
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { hex, abiWords, quantity, signatureValue, pick, between, next };
}

/** The distributions the payloads follow (weights in percent), printed by the benchmark and stated in docs/benchmarks.md. */
type Weighted<T> = readonly (readonly [number, T])[];
type Range = readonly [number, number];

export const mainnetShape = {
  transactionsPerBlock: 200,
  /** Transaction types: legacy, EIP-2930, EIP-1559, EIP-4844 blob, EIP-7702 set-code. */
  types: [[8, '0x0'], [1, '0x1'], [87, '0x2'], [3, '0x3'], [1, '0x4']] as Weighted<string>,
  /** Calldata bytes: plain transfers (empty), token transfers and approvals (68), contract calls, large calls and deployments. */
  calldata: [[22, [0, 0]], [30, [68, 68]], [33, [100, 1_000]], [11, [1_000, 4_000]], [3, [4_000, 12_000]], [1, [12_000, 48_000]]] as Weighted<Range>,
  /** Share of 2930/1559 transactions with a non-empty access list (1–4 addresses, 0–8 storage keys each). */
  accessListPercent: 12,
  withdrawalsPerBlock: 16,
  logs: 1000,
  /** Topics per log: anonymous, one, and the common Transfer/Approval/Swap shapes. */
  topics: [[2, 0], [8, 1], [25, 2], [60, 3], [5, 4]] as Weighted<number>,
  /** Log data bytes. */
  logData: [[15, [0, 0]], [50, [32, 32]], [25, [64, 160]], [8, [192, 640]], [2, [640, 4_000]]] as Weighted<Range>,
};

/**
 * Calldata of a block whose strings are mostly hashes and addresses: plain and token transfers only, as a block of a
 * quiet hour or an L2's is. There the validator's time goes to 40- and 64-digit hex, not long runs.
 */
export const shortCalldata: Weighted<Range> = [[50, [0, 0]], [50, [68, 68]]];

function transaction(g: ReturnType<typeof payloadGenerator>, blockHash: string, blockNumber: string, index: number, calldata: Weighted<Range>): Record<string, unknown> {
  const type = g.pick(mainnetShape.types);
  const [min, max] = g.pick(calldata);
  const bytes = g.between(min, max);
  const input = bytes === 0 ? '0x' : `0x${g.hex(4).slice(2)}${bytes > 4 ? g.abiWords(bytes - 4).slice(2) : ''}`;
  const base: Record<string, unknown> = {
    blockHash,
    blockNumber,
    blockTimestamp: '0x68f1c2b7',
    from: g.hex(20),
    gas: g.quantity(bytes > 1000 ? 3_000_000 : 300_000),
    gasPrice: g.quantity(60_000_000_000),
    hash: g.hex(32),
    input,
    nonce: g.quantity(100_000),
    to: bytes > 12_000 && g.next() < 0.5 ? null : g.hex(20),
    transactionIndex: `0x${index.toString(16)}`,
    value: g.next() < 0.3 ? g.quantity(5e18) : '0x0',
    type,
    v: type === '0x0' ? (g.next() < 0.5 ? '0x25' : '0x26') : g.next() < 0.5 ? '0x0' : '0x1',
    r: g.signatureValue(),
    s: g.signatureValue(),
  };
  if (type === '0x0') return base;
  base.chainId = '0x1';
  base.yParity = base.v;
  const accessList =
    g.next() * 100 < mainnetShape.accessListPercent
      ? Array.from({ length: g.between(1, 4) }, () => ({ address: g.hex(20), storageKeys: Array.from({ length: g.between(0, 8) }, () => g.hex(32)) }))
      : [];
  base.accessList = accessList;
  if (type === '0x1') return base;
  base.maxFeePerGas = g.quantity(120_000_000_000);
  base.maxPriorityFeePerGas = g.quantity(3_000_000_000);
  if (type === '0x3') {
    base.maxFeePerBlobGas = g.quantity(10_000_000_000);
    base.blobVersionedHashes = Array.from({ length: g.between(1, 6) }, () => `0x01${g.hex(31).slice(2)}`);
  }
  if (type === '0x4') {
    base.authorizationList = Array.from({ length: g.between(1, 2) }, () => ({
      chainId: '0x1',
      address: g.hex(20),
      nonce: g.quantity(1000),
      yParity: g.next() < 0.5 ? '0x0' : '0x1',
      r: g.signatureValue(),
      s: g.signatureValue(),
    }));
  }
  return base;
}

/**
 * A post-Prague mainnet-shaped block (`eth_getBlockByNumber(…, true)`), hydrated transactions with `calldata` sizes
 * (mainnet's by default); `hydrated: false` gives the transactions' hashes only, as `(…, false)` answers.
 */
export function mainnetBlock(seed = 2025, options: { calldata?: Weighted<Range>; hydrated?: boolean } = {}): unknown {
  const calldata = options.calldata ?? mainnetShape.calldata;
  const g = payloadGenerator(seed);
  const hash = g.hex(32);
  const number = '0x1647a3c';
  return {
    number,
    hash,
    parentHash: g.hex(32),
    nonce: '0x0000000000000000',
    sha3Uncles: '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347',
    logsBloom: g.hex(256),
    transactionsRoot: g.hex(32),
    stateRoot: g.hex(32),
    receiptsRoot: g.hex(32),
    miner: g.hex(20),
    difficulty: '0x0',
    totalDifficulty: '0xc70d815d562d3cfa955',
    extraData: g.hex(11),
    size: g.quantity(300_000),
    gasLimit: '0x2255100',
    gasUsed: g.quantity(36_000_000),
    timestamp: '0x68f1c2b7',
    transactions: Array.from({ length: mainnetShape.transactionsPerBlock }, (_v, i) =>
      options.hydrated === false ? g.hex(32) : transaction(g, hash, number, i, calldata),
    ),
    uncles: [],
    mixHash: g.hex(32),
    baseFeePerGas: g.quantity(5_000_000_000),
    withdrawalsRoot: g.hex(32),
    withdrawals: Array.from({ length: mainnetShape.withdrawalsPerBlock }, (_v, i) => ({
      index: `0x${(0x5a0000 + i).toString(16)}`,
      validatorIndex: g.quantity(2_000_000),
      address: g.hex(20),
      amount: g.quantity(20_000_000),
    })),
    blobGasUsed: '0xc0000',
    excessBlobGas: g.quantity(100_000_000),
    parentBeaconBlockRoot: g.hex(32),
    requestsHash: g.hex(32),
  };
}

/** An `eth_getLogs` result of `mainnetShape.logs` logs over a few blocks, with the topic and data sizes of real events. */
export function mainnetLogs(seed = 1000): unknown {
  const g = payloadGenerator(seed);
  const blocks = Array.from({ length: 5 }, (_v, i) => ({ hash: g.hex(32), number: `0x${(0x1647a3c + i).toString(16)}` }));
  let transactionHash = g.hex(32);
  return Array.from({ length: mainnetShape.logs }, (_v, i) => {
    const block = blocks[Math.floor((i * blocks.length) / mainnetShape.logs)]!;
    if (g.next() < 0.4) transactionHash = g.hex(32);
    const [min, max] = g.pick(mainnetShape.logData);
    const bytes = Math.ceil(g.between(min, max) / 32) * 32;
    return {
      address: g.hex(20),
      topics: Array.from({ length: g.pick(mainnetShape.topics) }, () => g.hex(32)),
      data: bytes === 0 ? '0x' : g.abiWords(bytes),
      blockNumber: block.number,
      blockHash: block.hash,
      blockTimestamp: '0x68f1c2b7',
      transactionHash,
      transactionIndex: g.quantity(200),
      logIndex: `0x${i.toString(16)}`,
      removed: false,
    };
  });
}
