// Node-semantic refusals: a call whose params the spec's own validator accepts may still be refused by the node for
// a reason no JSON Schema can state: the chain's state (a block past the head, an unknown block hash, an account
// without the funds a call's value needs) or a rule between fields (maxPriorityFeePerGas above maxFeePerGas, gas over
// the block's limit). Those answers say the params named something the node does not hold, not that the endpoint
// breaks the spec, so they are reported as a note, "refused by the node: <message>", and the check passes.
//
// The rule: for params the spec's validator accepts, an error the method does not declare counts as a node refusal
// when (1) its code is one a node uses for such a refusal: -32602 (go-ethereum, anvil: "invalid params" for a block
// out of range), -32000 (go-ethereum's generic server error: "header not found", "insufficient funds"), and EIP-1474's
// -32001 "resource not found" and -32003 "transaction rejected"; and (2) its message does not read as a complaint
// about the params' shape ("invalid type", "missing field", "expected …", "did not match any variant", "cannot
// unmarshal", "invalid params" alone): such a message means the node reads the params differently from the spec,
// which is what the suite exists to find, so that stays a failure. -32603, the envelope codes and the rest of the
// -32000..-32099 range (-32005 limit exceeded, -32050 a gateway's upstream down) stay failures too, except one
// -32603: anvil's "EVM error <halt reason>" (OpcodeNotFound, InvalidFEOpcode, …), its answer where go-ethereum says
// -32000 "invalid opcode: …": the code the call ran halted, as generated `data` run as creation code (a call object
// with no `to`) does.
import type { Judged } from './answer.js';

const nodeCodes = new Set([-32602, -32000, -32001, -32003]);

/** A message that blames the params' form (so the node disagrees with the schema), not the chain's state. */
const schemaComplaint =
  /^\s*invalid (params?|arguments?|request)\s*\.?\s*$|invalid (type|length|value|hex|character|argument|param)|missing (field|value|param|required)|unknown (field|variant)|did not match|expected (a |an |one |\d|value|struct|string|hex|array|object|map|sequence)|cannot (unmarshal|deserialize|parse)|failed to (parse|deserialize|decode)|wrong (type|number)|too (many|few) (params|arguments)|non-hex|odd length|invalid params?:/i;

/** anvil's execution halt: "EVM error" and revm's halt reason, one word. */
const evmHalt = /^EVM error [A-Za-z]+$/;

/** The note for a node refusal, or undefined when the error is not one (see the rule above). */
export function nodeRefusal(judged: Judged): string | undefined {
  if (judged.kind !== 'error') return undefined;
  if (!nodeCodes.has(judged.code) && !(judged.code === -32603 && evmHalt.test(judged.message))) return undefined;
  if (schemaComplaint.test(judged.message)) return undefined;
  return `refused by the node: ${judged.code} ${judged.message.length > 200 ? `${judged.message.slice(0, 200)}…` : judged.message}`;
}
