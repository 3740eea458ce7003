// Reproducible benchmark payloads: a full block with 150 hydrated transactions and an eth_getLogs result of 1,000
// logs, valid against the spec, built from a seeded generator (same bytes every run).

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
  const hex = (bytes: number) => `0x${Array.from({ length: bytes * 2 }, () => '0123456789abcdef'[Math.floor(next() * 16)]).join('')}`;
  const quantity = (max: number) => `0x${Math.floor(next() * max).toString(16)}`;
  return { hex, quantity, next };
}

export function blockWith150Transactions(): unknown {
  const { hex, quantity } = payloadGenerator(150);
  const blockHash = hex(32);
  const number = '0x1312d00';
  const transactions = Array.from({ length: 150 }, (_v, i) => ({
    blockHash,
    blockNumber: number,
    from: hex(20),
    gas: quantity(3_000_000),
    gasPrice: quantity(100_000_000_000),
    maxFeePerGas: quantity(200_000_000_000),
    maxPriorityFeePerGas: quantity(2_000_000_000),
    hash: hex(32),
    input: hex(68),
    nonce: quantity(5000),
    to: i % 25 === 0 ? null : hex(20),
    transactionIndex: `0x${i.toString(16)}`,
    value: quantity(1e15),
    type: '0x2',
    accessList: [],
    chainId: '0x1',
    v: '0x1',
    r: `0x${hex(32).slice(2).replace(/^0+/, '') || '0'}`,
    s: `0x${hex(32).slice(2).replace(/^0+/, '') || '0'}`,
    yParity: '0x1',
  }));
  return {
    number,
    hash: blockHash,
    parentHash: hex(32),
    nonce: '0x0000000000000000',
    sha3Uncles: hex(32),
    logsBloom: hex(256),
    transactionsRoot: hex(32),
    stateRoot: hex(32),
    receiptsRoot: hex(32),
    miner: hex(20),
    difficulty: '0x0',
    extraData: hex(12),
    size: quantity(200_000),
    gasLimit: '0x1c9c380',
    gasUsed: quantity(30_000_000),
    timestamp: quantity(1_800_000_000),
    transactions,
    uncles: [],
    mixHash: hex(32),
    baseFeePerGas: quantity(50_000_000_000),
    withdrawalsRoot: hex(32),
    withdrawals: [],
  };
}

export function logs1000(): unknown {
  const { hex, quantity, next } = payloadGenerator(1000);
  const blockHash = hex(32);
  return Array.from({ length: 1000 }, (_v, i) => ({
    removed: false,
    logIndex: `0x${i.toString(16)}`,
    transactionIndex: quantity(300),
    transactionHash: hex(32),
    blockHash,
    blockNumber: '0x1312d00',
    address: hex(20),
    data: hex(32 * (1 + Math.floor(next() * 3))),
    topics: Array.from({ length: 1 + Math.floor(next() * 3) }, () => hex(32)),
  }));
}
