// The benchmark's payloads (bench/validators.ts: mainnet shapes and the ordinary block, its receipts, its logs) and
// the recorded go-ethereum results, each spoiled at seeded places: the generated validator must give ajv's verdict
// (draft-07, same JSON Schema) on every one. The fast paths the benchmark measures (word checks, joined arrays) are
// taken only on such payloads, so this is where a fast path that says yes too eagerly would show.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { cases } from '../bench/validators.js';
import { payloadGenerator } from '../bench/payloads.js';
import { validateResult } from '../generated/dist/index.js';
import { referenceDir, repoRoot } from './helpers.js';

const doc = JSON.parse(readFileSync(join(repoRoot, 'generated/openrpc.json'), 'utf8')) as { methods: { name: string }[] };
const ajv = new Ajv({ strict: false, validateFormats: false });
ajv.addSchema({ ...doc, $id: 'gateway' });
const oracle = (method: string) => ajv.compile({ $ref: `gateway#/methods/${doc.methods.findIndex((m) => m.name === method)}/result/schema` });

type Container = Record<string, unknown> | unknown[];
/** Every place holding a value: its container and key. */
function places(value: unknown, out: [Container, string | number][] = []): [Container, string | number][] {
  if (Array.isArray(value)) value.forEach((v, i) => (out.push([value, i]), places(v, out)));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) (out.push([value as Container, k]), places(v, out));
  return out;
}

/** Characters a check may mistake: near the hex ranges, past ASCII, a lone surrogate. */
const strangers = ['G', 'g', 'A', 'F', '/', ':', '@', '`', '0', 'x', 'é', 'Ā', '\ud800', ' '];

/**
 * Spoils the value at one place (a character replaced, removed or added, the value replaced by another type, the
 * key removed), calls `check`, and puts the value back.
 */
function spoil(g: ReturnType<typeof payloadGenerator>, [container, key]: [Container, string | number], check: (what: string) => void): void {
  const record = container as Record<string | number, unknown>;
  const before = record[key];
  const replacements: unknown[] = [null, 1, true, {}, [], '0x'];
  if (typeof before === 'string' && before.length > 0) {
    const at = g.between(0, before.length - 1);
    const c = strangers[g.between(0, strangers.length - 1)]!;
    replacements.push(before.slice(0, at) + c + before.slice(at + 1), before.slice(0, -1), `${before}0`, before.toUpperCase());
  }
  const pick = g.between(0, replacements.length);
  if (pick === replacements.length && !Array.isArray(container)) {
    delete record[key];
    check(`${String(key)} removed`);
  } else {
    record[key] = replacements[Math.min(pick, replacements.length - 1)];
    check(`${String(key)}: ${JSON.stringify(before)?.slice(0, 80)} → ${JSON.stringify(record[key])?.slice(0, 80)}`);
  }
  record[key] = before;
}

function agreesSpoiled(method: string, payload: unknown, spoilings: number, seed: number): { valid: number; invalid: number } {
  const validate = oracle(method);
  const g = payloadGenerator(seed);
  const all = places(payload);
  const counts = { valid: 0, invalid: 0 };
  const check = (what: string) => {
    const expected = validate(payload);
    expect(validateResult(method, payload).ok, what).toBe(expected);
    counts[expected ? 'valid' : 'invalid']++;
  };
  check('as built');
  for (let n = 0; n < spoilings && all.length > 0; n++) spoil(g, all[g.between(0, all.length - 1)]!, check);
  return counts;
}

describe('the generated validators give ajv’s verdict on the benchmark’s payloads', () => {
  it('covers the ordinary block, its receipts and its logs', () => {
    expect(cases.map((c) => c.name).filter((n) => n.startsWith('ordinary'))).toHaveLength(3);
  });

  for (const c of cases) {
    it(c.name, () => {
      const totals = { valid: 0, invalid: 0 };
      c.payloads.forEach((payload, i) => {
        // A list of results (receipts) is spoiled a few times each; one large result many times.
        const counts = agreesSpoiled(c.method, payload, c.payloads.length > 1 ? 4 : 400, 38_000 + i);
        totals.valid += counts.valid;
        totals.invalid += counts.invalid;
      });
      // Most spoilings break the value; some (a removed optional field, an added digit of a quantity) must not.
      expect(totals.invalid).toBeGreaterThan(totals.valid / 4);
      expect(totals.valid).toBeGreaterThan(c.payloads.length);
    });
  }
});

describe('the generated validators give ajv’s verdict on the recorded go-ethereum results, spoiled', () => {
  const root = join(referenceDir, 'execution-apis/tests');
  const methods = new Set(doc.methods.map((m) => m.name));
  const results: { file: string; method: string; result: unknown }[] = [];
  for (const method of readdirSync(root).filter((m) => methods.has(m)).sort()) {
    for (const file of readdirSync(join(root, method)).sort()) {
      let request: { method: string } | undefined;
      for (const line of readFileSync(join(root, method, file), 'utf8').split('\n')) {
        if (line.startsWith('>> ')) request = JSON.parse(line.slice(3)) as { method: string };
        const response = line.startsWith('<< ') ? (JSON.parse(line.slice(3)) as { result?: unknown }) : undefined;
        if (request && response && 'result' in response) results.push({ file: `${method}/${file}`, method: request.method, result: response.result });
      }
    }
  }

  it('reads the recordings of every method that has them', () => {
    expect(new Set(results.map((r) => r.method)).size).toBe(9);
  });

  for (const [i, r] of results.entries()) {
    it(r.file, () => {
      agreesSpoiled(r.method, r.result, 60, 3_800 + i);
    });
  }
});
