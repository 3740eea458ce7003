// JSDoc text. Descriptions come from the spec verbatim: the escaping lives in ../escape.ts (docComment), these are
// the names the type emitters know it by.
export { docBlock as docText, docComment as escapeDoc } from '../escape.js';
