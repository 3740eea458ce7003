// Hostile text for the escaping tests: pieces that end or escape every context generated code has (comments,
// string and template literals, regular expressions, Markdown, HTML), payloads that set a canary if they ever run,
// and names that JavaScript treats specially. `hostileSpec` fills every text position of a small OpenRPC document
// with such strings.
import fc from 'fast-check';

/** Set by a payload that escaped its context and ran when a generated module was imported. */
export const canary = '__rpcforge_canary';

export const payloads = [
  `*/ globalThis.${canary} = 1; /*`,
  `'); globalThis.${canary}=1; ('`,
  `"); globalThis.${canary}=1; ("`,
  `\`; globalThis.${canary}=1; \``,
  `\${globalThis.${canary}=1}`,
  `\`+(globalThis.${canary}=1)+\``,
  `\nglobalThis.${canary}=1;\n`,
  `\u2028globalThis.${canary}=1;\u2029`,
  `\rglobalThis.${canary}=1;//`,
  `/ ; globalThis.${canary}=1; /`,
  `</script><script>globalThis.${canary}=1</script>`,
  `--><script>globalThis.${canary}=1</script><!--`,
];

export const fragments = [
  '*/', '/*', '/**', '//', '${', '}', '`', '\\', '\\\\', "'", '"', '\n', '\r', '\r\n', '\u2028', '\u2029', '\u0000',
  '\ud800', '\udfff', '\udbff\udfff', '😀', '</script>', '<!--', '-->', '--!>', '<b>', '&amp;', '|', '||', '#', '- ',
  '1. ', '> ', '```', '~~', '*', '_', '[x](javascript:alert(1))', '![i](x)', '{{', '}}', '{{{x}}}', '@param', '@deprecated',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'then', 'JsonRpcError', 'default', 'new', ' ',
  '\t', '\u00a0', '\ufeff', '$', '0x', '<code>', '<message>', '<data>', '<a>', '?', '^', '.', '(', ')', '[', ']',
  ...payloads,
];

/** One hostile string: a few fragments and random characters (any code point, lone surrogates included). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...fragments) },
  { weight: 4, arbitrary: fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ unit: 'binary', maxLength: 6 })), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.constantFrom(...fragments).map((f) => f.repeat(400)) },
);

/** A hostile string that is never empty (names, messages, descriptions the meta-schema wants non-empty). */
export const hostileName: fc.Arbitrary<string> = hostileText.filter((t) => t.trim() !== '');

type Json = Record<string, unknown>;

/** Hostile text as far as a URI allows (the meta-schema checks the format): `'`, `*`, `(`, `)`, `!`, `~` stay. */
function uriText(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?'));
}

/** Makes names unique within a list the spec requires to be unique (method names, param names, keys). */
function unique(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let out = name;
    for (let n = 2; seen.has(out); n++) out = `${name}${n}`;
    seen.add(out);
    return out;
  });
}

const schemaOf = (texts: string[], propertyNames: string[], enumValues: string[], refs: string[]): Json => ({
  type: 'object',
  title: texts[0],
  description: texts[1],
  required: propertyNames.slice(0, 2),
  properties: Object.fromEntries(
    propertyNames.map((name, i) => [
      name,
      i % 3 === 0
        ? { type: 'string', enum: enumValues, description: texts[(i + 2) % texts.length], default: enumValues[0], examples: [texts[i % texts.length]] }
        : i % 3 === 1
          ? { type: 'string', pattern: '^[a-z]*$', title: texts[(i + 3) % texts.length] }
          : { $ref: refs[i % refs.length] ?? '#/components/schemas/Plain' },
    ]),
  ),
});

/** An OpenRPC document (JSON) with hostile text in every position rpcforge reads text from. */
export const hostileSpec: fc.Arbitrary<Json> = fc
  .record({
    texts: fc.array(hostileName, { minLength: 40, maxLength: 40 }),
    methodNames: fc.array(hostileName, { minLength: 3, maxLength: 3 }),
    paramNames: fc.array(hostileName, { minLength: 6, maxLength: 6 }),
    schemaKeys: fc.array(hostileName, { minLength: 3, maxLength: 3 }),
    propertyNames: fc.array(hostileName, { minLength: 6, maxLength: 6 }),
    enumValues: fc.array(hostileText, { minLength: 3, maxLength: 8 }),
    messages: fc.array(hostileName, { minLength: 3, maxLength: 3 }),
  })
  .map(({ texts, methodNames, paramNames, schemaKeys, propertyNames, enumValues, messages }) => {
    const t = (i: number) => texts[i % texts.length] as string;
    // Names JavaScript or the package treats specially are always among the keys.
    // Keys are referenced from `$ref`s, which the meta-schema wants to be URI references: no lone surrogates there.
    const keys = unique(['JsonRpcError', '__proto__', 'constructor', ...schemaKeys.map((k) => k.replace(/[\ud800-\udfff]/g, '?'))]);
    const refs = keys.map((k) => `#/components/schemas/${encodeURIComponent(k.replace(/~/g, '~0').replace(/\//g, '~1'))}`);
    const props = unique(['__proto__', 'constructor', ...propertyNames]);
    const enums = [...new Set(['__proto__', ...enumValues])];
    // Object.fromEntries keeps `__proto__` an own key (an assignment would set the prototype).
    const schemas: Json = Object.fromEntries([
      ['Plain', { type: 'string', description: t(5) }],
      ...keys.map((key, i) => [
        key,
        i === 0 ? { type: 'string', description: t(6) } : schemaOf([t(i), t(i + 1)], props.slice(i % 2, (i % 2) + 5), enums, ['#/components/schemas/Plain', refs[0] as string]),
      ]),
    ]);
    const methods = unique(['__proto__', ...methodNames]).map((name, m) => {
      const names = unique(['constructor', ...paramNames.slice(m, m + 2)]);
      return {
        name,
        summary: t(10 + m),
        description: t(13 + m),
        params: names.map((param, p) => ({
          name: param,
          summary: t(16 + p),
          description: t(19 + p),
          required: p === 0,
          'x-decision': t(22 + p),
          schema: p === 0 ? { $ref: refs[(m + 1) % refs.length] } : { type: 'string', enum: enums },
        })),
        result: { name: t(25 + m), description: t(26 + m), 'x-decision': t(27), schema: { $ref: refs[(m + 2) % refs.length] } },
        errors: [
          { code: 1000 + m, message: messages[m % messages.length] as string },
          { code: 2000 + m, message: `${t(29)} <code> ${t(30)} <data> <code>`, data: t(31) },
        ],
        examples: [{ name: t(32), description: t(33), params: names.map((param) => ({ name: param, value: t(34) })), result: { name: t(35), value: { [props[0] as string]: t(36) } } }],
        'x-decision': t(37),
        'x-credits': m,
        'x-failover': { description: t(38), plans: [{ name: t(39), access: t(1) }] },
        'x-limits': { maxParams: 3, maxResults: 10, timeoutSeconds: 5, gasCap: { field: t(2), blockGasLimitMultiple: 2 } },
      };
    });
    return {
      openrpc: '1.2.6',
      info: { title: t(0), version: t(3), description: t(4), 'x-not-shown': [{ topic: t(7), text: t(8) }] },
      servers: [
        {
          name: t(9),
          url: `https://{host}/v1/${uriText(t(11))}/{apiKey}`,
          description: t(12),
          variables: { host: { default: t(14), description: t(15), enum: [t(14)] }, apiKey: { default: 'key', description: t(17) } },
          'x-auth': { in: 'path', variable: 'apiKey' },
        },
        { name: t(18), url: `wss://example.com/${uriText(t(20))}`, description: t(21) },
      ],
      methods,
      components: { schemas },
    };
  });
