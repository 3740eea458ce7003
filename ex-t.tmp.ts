import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBundle } from './generator/load/bundle.js';
import { buildModel } from './generator/model/build.js';
import { packageChecks } from './generator/emit/validators/emit-validators.js';
import { checkExamples } from './generator/validate/examples.js';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let spec = process.argv[2]!;
if (spec === 'synthetic') {
  const dir = mkdtempSync(join(tmpdir(), 'ex-'));
  const examples = Array.from({ length: 5_000 }, (_, i) => ({ name: `e${i}`, params: [{ name: 'a', value: `0x${(i + 1).toString(16).padStart(40, '0')}` }, { name: 'f', value: { fromBlock: '0x1', topics: [`0x${'ab'.repeat(32)}`] } }], result: { name: 'r', value: [{ address: `0x${'cd'.repeat(20)}`, data: '0x', topics: [`0x${'ab'.repeat(32)}`], blockNumber: '0x10' }] } }));
  const addr = { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' };
  const doc = { openrpc: '1.4.1', info: { title: 'Many', version: '1' }, methods: [{ name: 'logs', params: [{ name: 'a', required: true, schema: addr }, { name: 'f', required: true, schema: { type: 'object', properties: { fromBlock: { type: 'string' }, topics: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-f]{64}$' } } } } }], result: { name: 'r', schema: { type: 'array', items: { type: 'object', required: ['address', 'data'], properties: { address: addr, data: { type: 'string' }, topics: { type: 'array', items: { type: 'string' } }, blockNumber: { type: 'string' } } } } }, examples }] };
  spec = join(dir, 'openrpc.json');
  writeFileSync(spec, JSON.stringify(doc));
}
const b = loadBundle(spec);
const model = buildModel(b);
packageChecks(model);
const t = cpu(); const w0 = performance.now();
const w = checkExamples(b, model);
console.log(spec.replace(/.*reference\//, ''), `check: ${(cpu() - t).toFixed(0)} ms cpu, ${(performance.now() - w0).toFixed(0)} ms wall, ${model.methods.reduce((a, m) => a + m.examples.length, 0)} examples, ${w.length} warnings`);
