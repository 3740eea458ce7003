// The credit-cost tables: credits.json and the README's table agree with the typed table in credits.ts, and a cost
// the spec does not show stays unknown (null, "not shown") everywhere.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { credits, creditsFor, estimateCredits, methodInfo } from '../generated/dist/index.js';
import { repoRoot } from './helpers.js';

const json = JSON.parse(readFileSync(join(repoRoot, 'generated/credits.json'), 'utf8')) as Record<string, number | null>;
const readme = readFileSync(join(repoRoot, 'generated/README.md'), 'utf8');

describe('credit-cost tables', () => {
  it('credits.json is the typed table, method for method', () => {
    expect(json).toEqual(credits);
    expect(Object.keys(json)).toEqual(Object.keys(methodInfo));
    for (const [method, cost] of Object.entries(json)) expect(methodInfo[method as keyof typeof methodInfo].credits).toBe(cost);
  });

  it('the README has a Credits table with every method, "not shown" where the cost is null', () => {
    const section = readme.slice(readme.indexOf('\n## Credits\n'), readme.indexOf('\n## Server\n'));
    expect(section).toContain('| Method | Credits |');
    const rows = [...section.matchAll(/^\| `([^`]+)` \| ([^|]+) \|$/gm)].map((m) => [m[1], m[2]!.trim()]);
    expect(rows).toEqual(Object.entries(credits).map(([method, cost]) => [method, cost === null ? 'not shown' : String(cost)]));
  });

  it('an unknown cost is null and is listed apart by the estimator, never counted as 0', () => {
    expect(creditsFor('starknet_addDeployAccountTransaction')).toBeNull();
    const estimate = estimateCredits([{ method: 'starknet_addDeployAccountTransaction' }, 'eth_getLogs', 'eth_getLogs']);
    expect(estimate).toEqual({ total: 510, unknown: ['starknet_addDeployAccountTransaction'] });
  });
});
