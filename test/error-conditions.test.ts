// The spec's `x-error-conditions` (when a method returns each of its errors): `generate` refuses an entry that names
// no listed error, or fits two, or describes one twice, with its file, line, column and JSON path; a good one reaches
// the reference page's "When" column through the page's Markdown escaping, and the method's doc comment (types,
// client, server) through the comment's escaping; the five JSON-RPC 2.0 standard errors get a fixed "When". Our own
// spec's page: test/docs-site.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { tempDir, writeTree } from './helpers.js';

const head = 'openrpc: 1.4.1\ninfo:\n  title: Conditions\n  version: "1"\n';
// Line 5 `methods:`, 6 `- name: a`, 13 `x-error-conditions:`, its first entry on 14.
const methodA = (conditions: string) =>
  `  - name: a\n    params: []\n    result: { name: r, schema: { type: string } }\n    errors:\n` +
  `      - { code: -32005, message: too many }\n      - { code: -32005, message: too slow }\n      - { code: 3, message: reverted }\n` +
  conditions;

function generate(methods: string) {
  const dir = tempDir();
  writeTree(dir, { 'openrpc.yaml': `${head}methods:\n${methods}` });
  let stderr = '';
  const code = runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) });
  return { code, errors: stderr.replaceAll(`${dir}/`, '').trimEnd().split('\n').slice(1), dir };
}

describe('x-error-conditions in the spec', () => {
  it('refuses an entry that names no listed error, fits two, or repeats one, with its file, line, column and path', () => {
    const refused = (conditions: string) => {
      const { code, errors } = generate(methodA(conditions));
      expect(code, errors.join('\n')).toBe(2);
      return errors;
    };
    expect(refused('    x-error-conditions:\n      - { code: -32000, when: never }\n')).toEqual([
      `openrpc.yaml:14:11: methods[0]['x-error-conditions'][0].code: x-error-conditions: code -32000 names no error of a (its errors: -32005 "too many", -32005 "too slow", 3 "reverted")`,
    ]);
    expect(refused('    x-error-conditions:\n      - { code: -32005, message: too fast, when: never }\n')).toEqual([
      `openrpc.yaml:14:25: methods[0]['x-error-conditions'][0].message: x-error-conditions: a lists no error -32005 with message "too fast" (its -32005 errors: -32005 "too many", -32005 "too slow")`,
    ]);
    expect(refused('    x-error-conditions:\n      - { code: -32005, when: either }\n')).toEqual([
      `openrpc.yaml:14:9: methods[0]['x-error-conditions'][0]: x-error-conditions: code -32005 fits 2 errors of a: give the message of one (-32005 "too many", -32005 "too slow")`,
    ]);
    expect(refused('    x-error-conditions:\n      - { code: 3, when: one }\n      - { code: 3, message: reverted, when: two }\n')).toEqual([
      `openrpc.yaml:15:9: methods[0]['x-error-conditions'][1]: x-error-conditions: error 3 "reverted" of a is described twice (also x-error-conditions[0])`,
    ]);
    // The schema: `when` is required, no other member, at most 64 entries.
    expect(refused('    x-error-conditions:\n      - { code: 3 }\n')).toEqual([
      `openrpc.yaml:14:9: methods[0]['x-error-conditions'][0]: invalid x-error-conditions: must have required property 'when'`,
    ]);
    expect(refused('    x-error-conditions:\n      - { code: 3, when: x, description: y }\n')).toEqual([
      `openrpc.yaml:14:9: methods[0]['x-error-conditions'][0]: invalid x-error-conditions: must NOT have additional properties`,
    ]);
    const many = Array.from({ length: 65 }, () => '      - { code: 3, when: x }\n').join('');
    expect(refused(`    x-error-conditions:\n${many}`)).toEqual([`openrpc.yaml:13:5: methods[0]['x-error-conditions']: invalid x-error-conditions: must NOT have more than 64 items`]);
  });

  it('puts each text in its error\'s "When" cell, through the page\'s Markdown escaping; the errors table joins the methods\' distinct texts', () => {
    const conditions =
      '    x-error-conditions:\n      - { code: -32005, message: too slow, when: "Over **10 s**. <script>alert(1)</script>" }\n' +
      '      - { code: 3, when: The call reverted. }\n';
    const methodB = '  - name: b\n    params: []\n    result: { name: r, schema: { type: string } }\n    errors:\n      - { code: 3, message: reverted }\n' +
      '    x-error-conditions:\n      - { code: 3, when: The estimate reverted. }\n';
    const { code, errors, dir } = generate(methodA(conditions) + methodB);
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    const page = readFileSync(join(dir, 'out/docs/index.html'), 'utf8');
    const article = page.slice(page.indexOf('id="method-a"'), page.indexOf('</article>', page.indexOf('id="method-a"')));
    expect(article).toContain('<tr><td><code>-32005</code></td><td>too slow</td><td><p>Over <strong>10 s</strong>. &lt;script&gt;alert(1)&lt;/script&gt;</p></td></tr>');
    // An error the method does not describe gets an empty cell, its siblings theirs.
    expect(article).toContain('<tr><td><code>-32005</code></td><td>too many</td><td></td></tr>');
    expect(article).toContain('<tr><td><code>3</code></td><td>reverted</td><td><p>The call reverted.</p></td></tr>');
    expect(page).not.toContain('<script>alert(1)');
    const table = page.slice(page.indexOf('<section id="errors"'), page.indexOf('</section>', page.indexOf('<section id="errors"')));
    expect(table).toContain('<td><p>The call reverted.</p>\n<p>The estimate reverted.</p></td>');
  });

  it('gives the five standard errors a fixed "When" where they are listed (the errors table, a method that lists one)', () => {
    const dir = tempDir();
    const standard = ['ParseError: { code: -32700, message: Parse error }', 'InvalidRequest: { code: -32600, message: Invalid Request }', 'MethodNotFound: { code: -32601, message: Method not found }', 'InvalidParams: { code: -32602, message: Invalid params }', 'InternalError: { code: -32603, message: Internal error }'];
    const method = '  - name: a\n    params: []\n    result: { name: r, schema: { type: string } }\n    errors:\n      - { code: -32602, message: Invalid params }\n';
    writeTree(dir, { 'openrpc.yaml': `${head}methods:\n${method}components:\n  errors:\n${standard.map((e) => `    ${e}\n`).join('')}` });
    expect(runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', join(dir, 'out')], { out: () => {}, err: () => {} })).toBe(0);
    const page = readFileSync(join(dir, 'out/docs/index.html'), 'utf8');
    const table = page.slice(page.indexOf('<section id="errors"'), page.indexOf('</section>', page.indexOf('<section id="errors"')));
    const when = (code: number) => new RegExp(`<tr><td><code>${code}</code></td><td>[^<]+</td><td><p>(.+?)</p></td>`).exec(table)?.[1];
    expect(when(-32700)).toMatch(/^The request is not valid JSON/);
    expect(when(-32600)).toMatch(/^The JSON is not a valid Request object/);
    expect(when(-32601)).toMatch(/^The method does not exist/);
    expect(when(-32602)).toMatch(/^The params do not fit the method/);
    expect(when(-32603)).toMatch(/^The server failed while handling a valid call/);
    const article = page.slice(page.indexOf('id="method-a"'), page.indexOf('</article>', page.indexOf('id="method-a"')));
    expect(article).toMatch(/<tr><td><code>-32602<\/code><\/td><td>Invalid params<\/td><td><p>The params do not fit the method/);
    // The method's doc comment says it too.
    expect(readFileSync(join(dir, 'out/src/client.ts'), 'utf8')).toContain('* - `-32602` Invalid params — The params do not fit the method');
  });

  it('puts each error\'s "When" in the method\'s doc comment (types, client, server), a `*/` in the text not ending it', () => {
    const conditions =
      '    x-error-conditions:\n      - { code: 3, when: "The call reverted. Ends here */ globalThis.leaked = 1; /* not really" }\n' +
      '      - { code: -32005, message: too slow, when: "Over 10 s.\\nNarrow the range." }\n';
    const { code, errors, dir } = generate(methodA(conditions));
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    for (const file of ['types.ts', 'client.ts', 'server.ts']) {
      const text = readFileSync(join(dir, 'out/src', file), 'utf8');
      expect(text, file).toContain('* - `3` reverted — The call reverted. Ends here *\\/ globalThis.leaked = 1; /* not really');
      // A multi-line text stays under its item; the error without a text is listed bare.
      expect(text, file).toContain('* - `-32005` too slow — Over 10 s.\n   *   Narrow the range.');
      expect(text, file).toMatch(/\* - `-32005` too many\n/);
      // Compiled, the text is all comment: nothing of it became code.
      const js = ts.transpileModule(text, { compilerOptions: { removeComments: true, target: ts.ScriptTarget.ES2022 } }).outputText;
      expect(js, file).not.toContain('leaked');
    }
  });
});
