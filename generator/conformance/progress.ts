// The progress of `rpcforge test` on stderr. Piped or in a CI log, a line per method as it finishes, kept. In a
// terminal that also shows the report (stdout a terminal too, no --out), the report lists every method again, so
// there each method's line replaces the one before (a carriage return and an erase-line) and the last is erased
// before the report: the methods appear once, in the report. Other stderr lines (learned state, retries) clear the
// transient line first so they are not written over it.

/** CSI 2K (erase the whole line) after a carriage return: the cursor back at the start of a blank line. */
const eraseLine = '\r\u001b[2K';

export interface Progress {
  /** One finished method's line: kept when piped, the transient line in a terminal. */
  method(line: string): void;
  /** Any other stderr text (with its newline), written after the transient line is erased. */
  text(text: string): void;
  /** Erases the transient line (before the report, or on the way out). */
  clear(): void;
}

/**
 * `columns`: the terminal's width when the transient form applies (stderr and stdout both terminals, the report on
 * stdout), else undefined. A line wider than the terminal would wrap and leave its first rows behind on the next
 * erase, so it is cut to the width.
 */
export function progress(write: (text: string) => void, columns: number | undefined): Progress {
  if (columns === undefined) return { method: (line) => write(`${line}\n`), text: write, clear: () => undefined };
  let shown = false;
  const clear = () => {
    if (shown) write(eraseLine);
    shown = false;
  };
  const width = Math.max(20, columns - 1);
  return {
    method: (line) => {
      const chars = [...line];
      write(`${eraseLine}${chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : line}`);
      shown = true;
    },
    text: (text) => {
      clear();
      write(text);
    },
    clear,
  };
}
