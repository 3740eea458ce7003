// JSDoc text. Descriptions come from the spec verbatim, so anything that would end the comment early is escaped.

export function escapeDoc(text: string): string {
  return text.replace(/\*\//g, '*\\/').replace(/\r\n?/g, '\n');
}

/** A complete `/** ... *\/` block for inline use inside type text. */
export function docText(text: string): string {
  const lines = escapeDoc(text).split('\n');
  if (lines.length === 1) return `/** ${lines[0]} */`;
  return ['/**', ...lines.map((l) => (l === '' ? ' *' : ` * ${l}`)), ' */'].join('\n');
}
