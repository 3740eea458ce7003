// Validator speed: the generated validator vs ajv compiled from the same JSON Schema (draft-07, default options),
// on a mainnet-shaped block and an eth_getLogs result of 1,000 logs (bench/payloads.ts: calldata and log data of
// real sizes, every transaction type) and on an ordinary block, its receipts and token-transfer logs
// (bench/payloads-ordinary.ts: short calldata, so hashes, addresses and quantities carry the time), with JSON.parse
// of the same text as the floor a validator is measured against. One process; rounds alternate between contenders; the ratio is the median of the per-round ratios (each
// pair measured back to back), the throughput the median round.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { validateResult } from '../generated/dist/index.js';
import { mainnetBlock, mainnetLogs, mainnetShape, shortCalldata } from './payloads.js';
import { ordinaryBlock, ordinaryLogs, ordinaryReceipts, ordinaryShape } from './payloads-ordinary.js';
import { measure, medianRatio, printTable } from './measure.js';

const doc = JSON.parse(readFileSync(new URL('../generated/openrpc.json', import.meta.url), 'utf8')) as { methods: { name: string }[] };
const ajv = new Ajv({ strict: false, validateFormats: false });
ajv.addSchema({ ...doc, $id: 'gateway' });
const resultSchema = (method: string) => ({ $ref: `gateway#/methods/${doc.methods.findIndex((m) => m.name === method)}/result/schema` });

// Validated as a client or server receives them: parsed from JSON text (flat strings, as JSON.parse makes them).
const received = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
interface Case {
  name: string;
  method: string;
  /** The results validated, each as one call: one result, or a block's receipts fetched one by one. */
  payloads: unknown[];
}
export const cases: Case[] = [
  { name: `eth_getBlockByNumber, ${mainnetShape.transactionsPerBlock} transactions`, method: 'eth_getBlockByNumber', payloads: [received(mainnetBlock())] },
  { name: `eth_getBlockByNumber, ${mainnetShape.transactionsPerBlock} transactions, calldata 0 or 68 bytes`, method: 'eth_getBlockByNumber', payloads: [received(mainnetBlock(2025, { calldata: shortCalldata }))] },
  { name: `eth_getBlockByNumber, ${mainnetShape.transactionsPerBlock} transaction hashes`, method: 'eth_getBlockByNumber', payloads: [received(mainnetBlock(2025, { hydrated: false }))] },
  { name: `eth_getLogs, ${mainnetShape.logs.toLocaleString('en-US')} logs`, method: 'eth_getLogs', payloads: [received(mainnetLogs())] },
  { name: `ordinary block: eth_getBlockByNumber, ${ordinaryShape.transactions} transactions`, method: 'eth_getBlockByNumber', payloads: [received(ordinaryBlock())] },
  { name: `ordinary block: ${ordinaryShape.transactions} × eth_getTransactionReceipt`, method: 'eth_getTransactionReceipt', payloads: ordinaryReceipts().map(received) },
  { name: `ordinary: eth_getLogs, ${ordinaryShape.logs.toLocaleString('en-US')} token-transfer logs`, method: 'eth_getLogs', payloads: [received(ordinaryLogs())] },
];

export function run(): void {
  console.log('Validators: generated vs ajv (same JSON Schema), JSON.parse of the same text as the floor');
  console.log(`Payload shape: ${JSON.stringify(mainnetShape)}\n`);
  const rows: string[][] = [];
  // BENCH_VALIDATORS=word picks the shapes whose name holds it (a profile or a quick look); unset, all of them.
  const only = process.env.BENCH_VALIDATORS;
  for (const c of cases.filter((k) => only === undefined || k.name.includes(only))) {
    const texts = c.payloads.map((p) => JSON.stringify(p));
    const ajvValidate = ajv.compile(resultSchema(c.method));
    for (const payload of c.payloads) {
      if (!ajvValidate(payload)) throw new Error(`ajv rejects the ${c.name} payload: ${ajv.errorsText(ajvValidate.errors)}`);
      const ours = validateResult(c.method, payload);
      if (!ours.ok) throw new Error(`the generated validator rejects the ${c.name} payload: ${JSON.stringify(ours.errors.slice(0, 3))}`);
    }
    const { method, payloads } = c;
    const measured = measure({
      generated: () => {
        let ok = true;
        for (let i = 0; i < payloads.length; i++) ok = validateResult(method, payloads[i]).ok && ok;
        return ok;
      },
      ajv: () => {
        let ok = true;
        for (let i = 0; i < payloads.length; i++) ok = ajvValidate(payloads[i]) && ok;
        return ok;
      },
      'JSON.parse': () => {
        let ok = true;
        for (let i = 0; i < texts.length; i++) ok = JSON.parse(texts[i]!) !== null && ok;
        return ok;
      },
    });
    const size = texts.reduce((sum, t) => sum + t.length, 0);
    const ops = measured.median;
    const ratio = medianRatio(measured, 'generated', 'ajv');
    const mbps = (opsPerSecond: number) => `${((opsPerSecond * size) / 1e6).toFixed(0)} MB/s`;
    rows.push([c.name, `${(size / 1024).toFixed(0)} KiB`, mbps(ops.generated!), mbps(ops.ajv!), mbps(ops['JSON.parse']!), `${ratio.toFixed(2)} ×`]);
  }
  printTable(['payload', 'JSON size', 'generated', 'ajv', 'JSON.parse (floor)', 'generated / ajv'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) run();
