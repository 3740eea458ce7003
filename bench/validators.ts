// Validator speed: the generated validator vs ajv compiled from the same JSON Schema (draft-07, default options),
// on a mainnet-shaped block and an eth_getLogs result of 1,000 logs (bench/payloads.ts: calldata and log data of
// real sizes, every transaction type), with JSON.parse of the same text as the floor a validator is measured
// against. One process; rounds alternate between contenders; the ratio is the median of the per-round ratios (each
// pair measured back to back), the throughput the median round.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { validateResult } from '../generated/dist/index.js';
import { mainnetBlock, mainnetLogs, mainnetShape, shortCalldata } from './payloads.js';
import { measure, medianRatio, printTable } from './measure.js';

const doc = JSON.parse(readFileSync(new URL('../generated/openrpc.json', import.meta.url), 'utf8')) as { methods: { name: string }[] };
const ajv = new Ajv({ strict: false, validateFormats: false });
ajv.addSchema({ ...doc, $id: 'gateway' });
const resultSchema = (method: string) => ({ $ref: `gateway#/methods/${doc.methods.findIndex((m) => m.name === method)}/result/schema` });

// Validated as a client or server receives them: parsed from JSON text (flat strings, as JSON.parse makes them).
const received = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const cases = [
  { name: `eth_getBlockByNumber, ${mainnetShape.transactionsPerBlock} transactions`, method: 'eth_getBlockByNumber', payload: received(mainnetBlock()) },
  { name: `eth_getBlockByNumber, ${mainnetShape.transactionsPerBlock} transactions, calldata 0 or 68 bytes`, method: 'eth_getBlockByNumber', payload: received(mainnetBlock(2025, { calldata: shortCalldata })) },
  { name: `eth_getBlockByNumber, ${mainnetShape.transactionsPerBlock} transaction hashes`, method: 'eth_getBlockByNumber', payload: received(mainnetBlock(2025, { hydrated: false })) },
  { name: `eth_getLogs, ${mainnetShape.logs.toLocaleString('en-US')} logs`, method: 'eth_getLogs', payload: received(mainnetLogs()) },
] as const;

export function run(): void {
  console.log('Validators: generated vs ajv (same JSON Schema), JSON.parse of the same text as the floor');
  console.log(`Payload shape: ${JSON.stringify(mainnetShape)}\n`);
  const rows: string[][] = [];
  for (const c of cases) {
    const text = JSON.stringify(c.payload);
    const ajvValidate = ajv.compile(resultSchema(c.method));
    if (!ajvValidate(c.payload)) throw new Error(`ajv rejects the ${c.name} payload: ${ajv.errorsText(ajvValidate.errors)}`);
    const ours = validateResult(c.method, c.payload);
    if (!ours.ok) throw new Error(`the generated validator rejects the ${c.name} payload: ${JSON.stringify(ours.errors.slice(0, 3))}`);
    const measured = measure({
      generated: () => validateResult(c.method, c.payload).ok,
      ajv: () => ajvValidate(c.payload),
      'JSON.parse': () => JSON.parse(text) !== null,
    });
    const ops = measured.median;
    const ratio = medianRatio(measured, 'generated', 'ajv');
    const mbps = (opsPerSecond: number) => `${((opsPerSecond * text.length) / 1e6).toFixed(0)} MB/s`;
    rows.push([c.name, `${(text.length / 1024).toFixed(0)} KiB`, mbps(ops.generated!), mbps(ops.ajv!), mbps(ops['JSON.parse']!), `${ratio.toFixed(2)} ×`]);
  }
  printTable(['payload', 'JSON size', 'generated', 'ajv', 'JSON.parse (floor)', 'generated / ajv'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) run();
