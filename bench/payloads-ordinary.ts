// The payloads of an ordinary block (issue #38): most blocks on most days are full of plain transfers and token
// transfers, so their strings are short — hashes, addresses, quantities, signatures and 68 bytes of calldata — and
// no long hex run carries a validator's time. Seeded like bench/payloads.ts (same bytes on every machine); field
// order and value forms follow the recorded go-ethereum answers under test/reference/execution-apis/tests.
import { payloadGenerator } from './payloads.js';

type Generator = ReturnType<typeof payloadGenerator>;

/** The shape stated by the benchmark and docs/benchmarks.md. */
export const ordinaryShape = {
  transactions: 150,
  /** Transaction types (percent): legacy, EIP-1559 (EIP-2930, blob and set-code are rare and left to the mainnet shapes). */
  types: [[12, '0x0'], [88, '0x2']] as const,
  /** Calldata: a token transfer or approval (68 bytes: selector and two words) in 75 %, else a plain transfer (empty). */
  tokenTransferPercent: 75,
  /** Share of EIP-1559 transactions with a non-empty access list (one address, 1–2 storage keys). */
  accessListPercent: 4,
  logs: 1000,
};

/** The ERC-20 selectors of a token transfer's calldata: transfer(address,uint256), approve(address,uint256). */
const selectors = ['a9059cbb', '095ea7b3'];
/** keccak256("Transfer(address,address,uint256)") and keccak256("Approval(address,address,uint256)"). */
const eventTopics = ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', '0x8c5be1e5ebec7d5bd14f71427b1e895f20925a4b9e0fd8de79deb4f6a4c5b4c2'];

/** An address as an ABI word: 12 zero bytes, then the 20 bytes. */
const addressWord = (g: Generator) => `000000000000000000000000${g.hex(20).slice(2)}`;
/** An amount as an ABI word: left-padded, 6–14 significant bytes (token amounts with 6 or 18 decimals). */
const amountWord = (g: Generator) => {
  const significant = g.between(6, 14);
  return '00'.repeat(32 - significant) + g.hex(significant).slice(2);
};

interface OrdinaryTransaction {
  fields: Record<string, unknown>;
  selector: number | null;
}

function ordinaryTransaction(g: Generator, blockHash: string, blockNumber: string, index: number): OrdinaryTransaction {
  const type = g.next() * 100 < ordinaryShape.types[0][0] ? '0x0' : '0x2';
  const token = g.next() * 100 < ordinaryShape.tokenTransferPercent;
  const selector = token ? (g.next() < 0.85 ? 0 : 1) : null;
  const input = selector === null ? '0x' : `0x${selectors[selector]}${addressWord(g)}${amountWord(g)}`;
  const parity = g.next() < 0.5 ? '0x0' : '0x1';
  const fields: Record<string, unknown> = {
    blockHash,
    blockNumber,
    blockTimestamp: '0x68f1c2b7',
    from: g.hex(20),
    gas: token ? g.quantity(120_000) : '0x5208',
    gasPrice: g.quantity(40_000_000_000),
    hash: g.hex(32),
    input,
    nonce: g.quantity(g.next() < 0.1 ? 5_000_000 : 4_000),
    to: g.hex(20),
    transactionIndex: `0x${index.toString(16)}`,
    value: token ? '0x0' : g.quantity(2e18),
    type,
    v: type === '0x0' ? (parity === '0x0' ? '0x25' : '0x26') : parity,
    r: g.signatureValue(),
    s: g.signatureValue(),
  };
  if (type === '0x0') return { fields, selector };
  fields.maxFeePerGas = g.quantity(80_000_000_000);
  fields.maxPriorityFeePerGas = g.quantity(2_000_000_000);
  fields.accessList =
    g.next() * 100 < ordinaryShape.accessListPercent ? [{ address: g.hex(20), storageKeys: Array.from({ length: g.between(1, 2) }, () => g.hex(32)) }] : [];
  fields.chainId = '0x1';
  fields.yParity = parity;
  return { fields, selector };
}

/** The block, its transactions hydrated, and what each transaction was (for its receipt). */
function ordinary(seed: number): { block: Record<string, unknown>; transactions: OrdinaryTransaction[]; g: Generator } {
  const g = payloadGenerator(seed);
  const hash = g.hex(32);
  const number = '0x1651f0a';
  const transactions = Array.from({ length: ordinaryShape.transactions }, (_v, i) => ordinaryTransaction(g, hash, number, i));
  const block = {
    baseFeePerGas: g.quantity(3_000_000_000),
    blobGasUsed: '0x0',
    difficulty: '0x0',
    excessBlobGas: '0x0',
    extraData: g.hex(g.between(4, 32)),
    gasLimit: '0x2255100',
    gasUsed: g.quantity(18_000_000),
    hash,
    logsBloom: g.hex(256),
    miner: g.hex(20),
    mixHash: g.hex(32),
    nonce: '0x0000000000000000',
    number,
    parentBeaconBlockRoot: g.hex(32),
    parentHash: g.hex(32),
    receiptsRoot: g.hex(32),
    requestsHash: g.hex(32),
    sha3Uncles: '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347',
    size: g.quantity(80_000),
    stateRoot: g.hex(32),
    timestamp: '0x68f1c2b7',
    transactions: transactions.map((t) => t.fields),
    transactionsRoot: g.hex(32),
    uncles: [],
    withdrawals: Array.from({ length: 16 }, (_v, i) => ({ index: `0x${(0x5b0000 + i).toString(16)}`, validatorIndex: g.quantity(2_000_000), address: g.hex(20), amount: g.quantity(20_000_000) })),
    withdrawalsRoot: g.hex(32),
  };
  return { block, transactions, g };
}

/** `eth_getBlockByNumber(…, true)` of an ordinary block: 150 transactions with calldata of 0 or 68 bytes. */
export function ordinaryBlock(seed = 2026): unknown {
  return ordinary(seed).block;
}

/** A token transfer's log: Transfer or Approval, two address topics, the amount as data (one word). */
function tokenLog(g: Generator, selector: number, at: { blockHash: string; blockNumber: string; transactionHash: string; transactionIndex: string; logIndex: number }): Record<string, unknown> {
  return {
    address: g.hex(20),
    topics: [eventTopics[selector]!, `0x${addressWord(g)}`, `0x${addressWord(g)}`],
    data: `0x${amountWord(g)}`,
    blockNumber: at.blockNumber,
    transactionHash: at.transactionHash,
    transactionIndex: at.transactionIndex,
    blockHash: at.blockHash,
    blockTimestamp: '0x68f1c2b7',
    logIndex: `0x${at.logIndex.toString(16)}`,
    removed: false,
  };
}

/** The receipts of the ordinary block's 150 transactions, as `eth_getTransactionReceipt` answers each (one Transfer log per token transfer). */
export function ordinaryReceipts(seed = 2026): unknown[] {
  const { block, transactions, g } = ordinary(seed);
  let cumulative = 0;
  let logIndex = 0;
  return transactions.map(({ fields, selector }) => {
    const gasUsed = selector === null ? 21_000 : 30_000 + Math.floor(g.next() * 30_000);
    cumulative += gasUsed;
    const at = { blockHash: block.hash as string, blockNumber: block.number as string, transactionHash: fields.hash as string, transactionIndex: fields.transactionIndex as string };
    const logs = selector === null ? [] : [tokenLog(g, selector, { ...at, logIndex: logIndex++ })];
    return {
      blockHash: at.blockHash,
      blockNumber: at.blockNumber,
      contractAddress: null,
      cumulativeGasUsed: `0x${cumulative.toString(16)}`,
      effectiveGasPrice: fields.gasPrice,
      from: fields.from,
      gasUsed: `0x${gasUsed.toString(16)}`,
      logs,
      // A single-log receipt's bloom sets a few bits; an empty one is all zeros.
      logsBloom: `0x${logs.length === 0 ? '0'.repeat(512) : Array.from({ length: 512 }, () => (g.next() < 0.02 ? '8421'[Math.floor(g.next() * 4)] : '0')).join('')}`,
      status: g.next() < 0.97 ? '0x1' : '0x0',
      to: fields.to,
      transactionHash: at.transactionHash,
      transactionIndex: at.transactionIndex,
      type: fields.type,
    };
  });
}

/** An `eth_getLogs` result of 1,000 token-transfer logs over five blocks: three topics and one word of data each. */
export function ordinaryLogs(seed = 1001): unknown[] {
  const g = payloadGenerator(seed);
  const blocks = Array.from({ length: 5 }, (_v, i) => ({ blockHash: g.hex(32), blockNumber: `0x${(0x1651f0a + i).toString(16)}` }));
  let transactionHash = g.hex(32);
  let transactionIndex = 0;
  return Array.from({ length: ordinaryShape.logs }, (_v, i) => {
    const block = blocks[Math.floor((i * blocks.length) / ordinaryShape.logs)]!;
    if (g.next() < 0.6) {
      transactionHash = g.hex(32);
      transactionIndex = (transactionIndex + 1 + Math.floor(g.next() * 3)) % 200;
    }
    return tokenLog(g, g.next() < 0.9 ? 0 : 1, { ...block, transactionHash, transactionIndex: `0x${transactionIndex.toString(16)}`, logIndex: i % 400 });
  });
}
