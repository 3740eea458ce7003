// Emits src/types.ts: a named type per component schema, a params and a result type per method, and the
// `Methods` map that typed request functions are built on.
import type { InterfaceDeclarationStructure, StatementStructures, TypeAliasDeclarationStructure } from 'ts-morph';
import { escapePointerSegment, isObject } from '../../load/json.js';
import type { MethodModel, Model } from '../../model/model.js';
import { banner } from '../banner.js';
import type { EmittedFile } from '../emitter.js';
import { printModule, StructureKind } from '../print-module.js';
import { docText, escapeDoc } from './docs.js';
import { methodDoc } from './method-docs.js';
import { TypeRenderer, describe, propertyKey } from './render-type.js';

export function emitTypes(model: Model): EmittedFile[] {
  const renderer = new TypeRenderer(model.document, model.schemaNames);
  const statements: StatementStructures[] = [];

  for (const { key, typeName, schema } of model.schemas) {
    const docs = [escapeDoc((isObject(schema) && describe(schema)) || `The \`${key}\` schema.`)];
    const members = renderer.objectMembers(schema);
    if (members) {
      statements.push({
        kind: StructureKind.Interface,
        name: typeName,
        isExported: true,
        docs,
        properties: members.map((m) => ({
          name: propertyKey(m.name),
          type: m.type,
          hasQuestionToken: m.optional,
          docs: m.docs ? [escapeDoc(m.docs)] : undefined,
        })),
      } satisfies InterfaceDeclarationStructure);
    } else {
      statements.push(alias(typeName, renderer.renderNamed(`#/components/schemas/${escapePointerSegment(key)}`, schema), docs));
    }
  }

  for (const method of model.methods) {
    statements.push(alias(method.paramsTypeName, paramsType(method, renderer), [`Params of \`${escapeDoc(method.name)}\`.`]));
    const resultDoc = method.result?.description ?? (method.result ? `Result of \`${method.name}\`.` : `\`${method.name}\` has no result: it is a notification.`);
    statements.push(alias(method.resultTypeName, method.result ? renderer.render(method.result.schema) : 'void', [escapeDoc(resultDoc)]));
  }

  statements.push({
    kind: StructureKind.Interface,
    name: 'Methods',
    isExported: true,
    docs: ['Every method of the API by name: its params and its result. Typed `request()` functions are built on it.'],
    properties: model.methods.map((method) => ({
      name: propertyKey(method.name),
      type: `{ params: ${method.paramsTypeName}; result: ${method.resultTypeName} }`,
      docs: [escapeDoc(methodDoc(method, model))],
    })),
  });
  if (model.subscriptions.length > 0) statements.push(...subscriptionTypes(model, renderer));
  statements.push(
    alias('MethodName', model.methods.length > 0 ? 'keyof Methods' : 'never', ['The name of any method of the API.']),
    { ...alias('MethodParams', "Methods[M]['params']", ['The params of method `M`.']), typeParameters: [{ name: 'M', constraint: 'MethodName' }] },
    { ...alias('MethodResult', "Methods[M]['result']", ['The result of method `M`.']), typeParameters: [{ name: 'M', constraint: 'MethodName' }] },
  );

  return [{ path: 'src/types.ts', ...printModule(banner(model, 'line'), statements) }];
}

function alias(name: string, type: string, docs: string[]): TypeAliasDeclarationStructure {
  return { kind: StructureKind.TypeAlias, name, type, isExported: true, docs };
}

/**
 * A tuple element. An optional param before a required one cannot be an optional element (TypeScript allows those
 * only at the end): it is a required element that may be null, as it goes over the wire.
 */
function tupleElement(param: MethodModel['params'][number], renderer: TypeRenderer): string {
  const type = renderer.render(param.schema);
  if (!param.nullWhenOmitted || type === 'unknown' || /(^|\| )null$/.test(type)) return type;
  return `${type} | null`;
}

/** A params type and a notification type per subscription, each notice's type, and the `Subscriptions` map. */
function subscriptionTypes(model: Model, renderer: TypeRenderer): StatementStructures[] {
  const statements: StatementStructures[] = [];
  for (const s of model.subscriptions) {
    const chosen = s.value === undefined ? '' : ` with ${JSON.stringify(s.value)}`;
    statements.push(alias(s.paramsTypeName, paramsType(s, renderer), [escapeDoc(`Params of \`client.subscribe.${s.name}\`: those of \`${s.subscribe}\`${chosen}.`)]));
    const what = s.notification.description ?? s.summary ?? `The value of a \`${s.name}\` notification.`;
    statements.push(alias(s.notificationTypeName, renderer.render(s.notification.schema), [escapeDoc(`${what}\n\nSent as \`${s.notification.method}\` \`{ ${s.notification.subscriptionParam}, ${s.notification.resultParam} }\`.`)]));
  }
  for (const n of model.notices) {
    statements.push(alias(n.typeName, renderer.render(n.schema), [escapeDoc(n.description ?? n.summary ?? `The value of a \`${n.method}\` notification.`)]));
  }
  statements.push(
    {
      kind: StructureKind.Interface,
      name: 'Subscriptions',
      isExported: true,
      docs: ['Every subscription of the API by name: its params and its notification. `client.subscribe` is built on it.'],
      properties: model.subscriptions.map((s) => ({
        name: propertyKey(s.name),
        type: `{ params: ${s.paramsTypeName}; notification: ${s.notificationTypeName} }`,
        docs: [escapeDoc(s.summary ?? `\`${s.subscribe}\``)],
      })),
    },
    alias('SubscriptionName', 'keyof Subscriptions', ['The name of any subscription of the API.']),
  );
  return statements;
}

function paramsType(method: Pick<MethodModel, 'params' | 'paramStructure'>, renderer: TypeRenderer): string {
  const tuple = `[${method.params.map((p) => `${p.identifier}${p.required || p.nullWhenOmitted ? '' : '?'}: ${tupleElement(p, renderer)}`).join(', ')}]`;
  const object =
    method.params.length === 0
      ? 'Record<string, never>'
      : `{\n${method.params.map((p) => {
          const doc = p.description ?? p.summary;
          const line = `${propertyKey(p.name)}${p.required ? '' : '?'}: ${renderer.render(p.schema)};`;
          return `  ${doc ? `${docText(doc)}\n` : ''}${line}`.replace(/\n/g, '\n  ');
        }).join('\n')}\n}`;
  if (method.paramStructure === 'by-position') return tuple;
  if (method.paramStructure === 'by-name') return object;
  return `${tuple} | ${object}`;
}
