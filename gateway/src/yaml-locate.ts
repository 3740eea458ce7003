// Where a JSON path is in a YAML text, as `file:line:column`, from js-yaml's parse events (the keys worker walks
// them the same way): only computed for an error, so a good file costs nothing more than its parse.
import { EVENT_ALIAS, EVENT_MAPPING, EVENT_POP, EVENT_SCALAR, EVENT_SEQUENCE, getScalarValue, parseEvents } from 'js-yaml';

export type YamlPath = readonly (string | number)[];

interface YamlEvent {
  type: unknown;
  start: number;
  valueStart: number;
  anchorStart: number;
}

/**
 * `name:line:column` of `path` in `text`: a scalar value's own place, a map or list's key (or item) where it is
 * named (`onKey`: a map entry's key, for a field that should not be there); when the path goes past what the file
 * holds, the nearest enclosing place.
 */
export function locateYaml(text: string, path: YamlPath, name: string, onKey = false): string {
  let offset = 0;
  try {
    offset = offsetOf(text, path, onKey);
  } catch {
    // The parse that succeeded gives the same events; should it not, the message has the file's start.
  }
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `${name}:${line}:${offset - lineStart + 1}`;
}

function offsetOf(text: string, path: YamlPath, onKey: boolean): number {
  const events = parseEvents(text, {}) as unknown as YamlEvent[];
  const start = (i: number) => {
    const event = events[i]!;
    if (event.type === EVENT_SCALAR) return event.valueStart;
    if (event.type === EVENT_ALIAS) return Math.max(0, event.anchorStart - 1);
    return event.start;
  };
  const collection = (i: number) => events[i]!.type === EVENT_MAPPING || events[i]!.type === EVENT_SEQUENCE;
  /** The index of the event after the node starting at i. */
  const skip = (i: number) => {
    if (!collection(i)) return i + 1;
    let depth = 0;
    do {
      const t = events[i++]!.type;
      if (t === EVENT_MAPPING || t === EVENT_SEQUENCE) depth++;
      else if (t === EVENT_POP) depth--;
    } while (depth > 0);
    return i;
  };
  let node = 1; // events[0] opens the document
  let offset = start(node);
  for (const [depth, step] of path.entries()) {
    const type = events[node]!.type;
    let found = false;
    if (type === EVENT_MAPPING) {
      for (let i = node + 1; events[i]!.type !== EVENT_POP; ) {
        const valueAt = skip(i);
        if (events[i]!.type === EVENT_SCALAR && getScalarValue(text, events[i] as never) === String(step)) {
          // A collection is pointed at by its key; a scalar by its value.
          offset = collection(valueAt) || (onKey && depth === path.length - 1) ? start(i) : start(valueAt);
          node = valueAt;
          found = true;
          break;
        }
        i = skip(valueAt);
      }
    } else if (type === EVENT_SEQUENCE && typeof step === 'number') {
      let count = 0;
      for (let i = node + 1; events[i]!.type !== EVENT_POP; i = skip(i), count++) {
        if (count === step) {
          offset = start(i);
          node = i;
          found = true;
          break;
        }
      }
    }
    if (!found) break;
  }
  return offset;
}
