// Emits src/errors.ts: `JsonRpcError` (an error the other side answered with, as opposed to a transport failure),
// one subclass per error the spec declares, and `toJsonRpcError`, which turns a received error object into the
// most specific class. A message template such as `execution reverted: <revert_reason>` becomes a constructor
// argument and a property (`revertReason`, or the name `x-message-fields` gives it), parsed back out of received messages.
import type { ClassDeclarationStructure, StatementStructures } from 'ts-morph';
import type { ErrorModel, Model } from '../model/model.js';
import { NamePlanner, camelIdentifier, pascalCase } from '../model/names.js';
import { banner } from './banner.js';
import type { EmittedFile } from './emitter.js';
import { printModule, StructureKind } from './print-module.js';
import { docComment, docInline, regexLiteralText, stringLiteral, templateText } from './escape.js';

interface DeclaredError {
  className: string;
  error: ErrorModel;
  methods: string[];
  /** Names of `<placeholder>`s in the message, in order. */
  fields: string[];
  /** The constructor parameter and property for each field, planned (`<revert_reason>` → `revertReason`). */
  props: string[];
}

const placeholder = /<([A-Za-z_][\w]*)>/g;

export function declaredErrors(model: Model): DeclaredError[] {
  const planner = new NamePlanner();
  planner.claim('JsonRpcError');
  // The barrel exports error classes beside the types: a class may not take a type's name.
  for (const schema of model.schemas) planner.claim(schema.typeName);
  for (const method of model.methods) for (const name of [method.paramsTypeName, method.resultTypeName]) planner.claim(name);
  const byIdentity = new Map<string, DeclaredError>();
  const add = (error: ErrorModel, method?: string) => {
    const identity = `${error.code}\n${error.message}`;
    let declared = byIdentity.get(identity);
    if (!declared) {
      const base = pascalCase(error.key ?? error.message.replace(placeholder, '').split(/\s+/).slice(0, 4).join(' '));
      const fields = [...error.message.matchAll(placeholder)].map((m) => m[1] as string);
      declared = {
        className: planner.claim(base.endsWith('Error') ? base : `${base}Error`),
        error,
        methods: [],
        fields,
        props: fieldNames(fields, error.fieldNames),
      };
      byIdentity.set(identity, declared);
    }
    if (method && !declared.methods.includes(method)) declared.methods.push(method);
  };
  for (const error of model.standardErrors) add(error);
  for (const method of model.methods) for (const error of method.errors) add(error, method.name);
  return [...byIdentity.values()];
}

export function emitErrors(model: Model): EmittedFile[] {
  const errors = declaredErrors(model);
  const codeCount = new Map<number, number>();
  for (const { error } of errors) codeCount.set(error.code, (codeCount.get(error.code) ?? 0) + 1);

  const statements: StatementStructures[] = [
    {
      kind: StructureKind.Interface,
      name: 'JsonRpcErrorObject',
      isExported: true,
      docs: ['The `error` member of a JSON-RPC response.'],
      properties: [
        { name: 'code', type: 'number' },
        { name: 'message', type: 'string' },
        { name: 'data', type: 'unknown', hasQuestionToken: true },
      ],
    },
    {
      kind: StructureKind.Class,
      name: 'JsonRpcError',
      isExported: true,
      extends: 'Error',
      docs: ['An error answered by the other side of a JSON-RPC call (an `error` object), as opposed to a transport failure.'],
      properties: [
        { name: 'code', type: 'number', isReadonly: true },
        { name: 'data', type: 'unknown', isReadonly: true },
      ],
      ctors: [
        {
          parameters: [{ name: 'code', type: 'number' }, { name: 'message', type: 'string' }, { name: 'data', type: 'unknown', hasQuestionToken: true }],
          statements: ['super(message);', "this.name = 'JsonRpcError';", 'this.code = code;', 'this.data = data;'],
        },
      ],
      methods: [
        {
          name: 'toJSON',
          docs: ['The error object to send in a response.'],
          returnType: 'JsonRpcErrorObject',
          statements: ['return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };'],
        },
      ],
    },
    ...errors.map((e) => errorClass(e)),
    {
      kind: StructureKind.Function,
      name: 'toJsonRpcError',
      isExported: true,
      docs: ['The most specific error class for a received error object: by code and message, else a plain `JsonRpcError`.'],
      parameters: [{ name: 'error', type: 'JsonRpcErrorObject' }],
      returnType: 'JsonRpcError',
      statements: [...errors.flatMap((e) => matcher(e, codeCount.get(e.error.code) === 1)), 'return new JsonRpcError(error.code, error.message, error.data);'],
    },
  ];
  return [{ path: 'src/errors.ts', ...printModule(banner(model, 'line'), statements) }];
}

function errorClass({ className, error, methods, fields, props }: DeclaredError): ClassDeclarationStructure {
  const docs = [docComment(`\`${error.code}\` ${error.message}${methods.length > 0 ? `\n\nReturned by ${methods.map((m) => `\`${m}\``).join(', ')}.` : ''}${error.description ? `\n\n${error.description}` : ''}`)];
  // The message template as a template literal: the text between placeholders is escaped, each placeholder is the
  // field's parameter.
  const message = fields.length === 0 ? 'message' : `\`${error.message.split(placeholder).map((part, i) => (i % 2 === 1 ? `\${${props[(i - 1) / 2]}}` : templateText(part))).join('')}\``;
  return {
    kind: StructureKind.Class,
    name: className,
    isExported: true,
    extends: 'JsonRpcError',
    docs,
    properties: [
      { name: 'code', isStatic: true, isReadonly: true, initializer: String(error.code), docs: ['The JSON-RPC error code.'] },
      ...props.map((p, i) => ({ name: p, type: 'string', isReadonly: true, docs: [`The \`<${docInline(fields[i] as string)}>\` part of the message.`] })),
    ],
    ctors: [
      {
        parameters:
          fields.length === 0
            ? [{ name: 'message', type: 'string', initializer: stringLiteral(error.message) }, { name: 'data', type: 'unknown', hasQuestionToken: true }]
            : [...props.map((p) => ({ name: p, type: 'string' })), { name: 'data', type: 'unknown', hasQuestionToken: true }],
        statements: [`super(${error.code}, ${message}, data);`, `this.name = '${className}';`, ...props.map((p) => `this.${p} = ${p};`)],
      },
    ],
  };
}

/** Members of JsonRpcError and Error (and the `data` parameter) a field may not shadow: `<code>` becomes `codeText`. */
const takenMembers = new Set(['code', 'data', 'message', 'name', 'stack', 'cause', 'toJSON', 'constructor', 'prototype', '__proto__']);

/**
 * `revert_reason` → `revertReason`, unless the error's `x-message-fields` names it (`reason`, as viem and ethers call
 * a revert's decoded reason); a repeated placeholder or one named like a member gets a name of its own.
 */
function fieldNames(fields: readonly string[], chosen: Readonly<Record<string, string>> = {}): string[] {
  const used = new Set<string>();
  return fields.map((field) => {
    let base = Object.hasOwn(chosen, field) ? camelIdentifier(chosen[field] as string) : camelIdentifier(pascalCase(field).replace(/^./, (c) => c.toLowerCase()));
    if (takenMembers.has(base)) base = `${base}Text`;
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}${n}`;
    used.add(name);
    return name;
  });
}

/** Statements of `toJsonRpcError` that recognise one declared error. */
function matcher({ className, error, fields }: DeclaredError, codeIsUnique: boolean): string[] {
  if (fields.length > 0) {
    const source = `^${error.message.split(placeholder).map((part, i) => (i % 2 === 1 ? '([\\s\\S]*)' : regexLiteralText(part))).join('')}$`;
    const groups = fields.map((_f, i) => `match[${i + 1}] as string`).join(', ');
    return [
      `if (error.code === ${error.code}) {`,
      `  const match = /${source}/.exec(error.message);`,
      `  if (match) return new ${className}(${groups}, error.data);`,
      '}',
    ];
  }
  // A code only one declared error uses identifies it; servers word such messages freely ("Invalid params: …").
  const test = codeIsUnique ? `error.code === ${error.code}` : `error.code === ${error.code} && error.message === ${stringLiteral(error.message)}`;
  return [`if (${test}) return new ${className}(error.message, error.data);`];
}
