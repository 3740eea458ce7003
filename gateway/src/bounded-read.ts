// A small file read without trusting it: the gateway's config and a `file:` secret. `stat` must say it is a regular
// file no larger than the cap (a FIFO would block the open, a device be read forever); the open is non-blocking and
// checked to be the very file stat'ed; at most cap + 1 bytes are read. The generator's spec reader does the same
// for spec files (generator/load/safe-read.ts); the gateway has its own, as it runs without the generator.
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';

/** Why a file was not read: `missing` (no such file) or `refused` (it exists but must not be read). */
export class FileRefusal extends Error {
  constructor(
    readonly kind: 'missing' | 'refused',
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'FileRefusal';
  }
}

/** The text of `path`, at most `maxBytes`; throws a FileRefusal (`the file is larger than …`, `… not a regular file`). */
export function readBounded(path: string, maxBytes: number): string {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new FileRefusal('missing', 'file not found');
    throw new FileRefusal('refused', `cannot stat the file (${code ?? 'error'})`);
  }
  if (!stats.isFile()) throw new FileRefusal('refused', 'not a regular file');
  const overCap = () => new FileRefusal('refused', `the file is larger than ${maxBytes} bytes`);
  if (stats.size > maxBytes) throw overCap();
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new FileRefusal('refused', `cannot open the file (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile() || opened.ino !== stats.ino || opened.dev !== stats.dev) throw new FileRefusal('refused', 'changed while it was being opened: not a regular file');
    // One byte more than the size: reading it means the file grew since the stat.
    const buffer = Buffer.allocUnsafe(Math.min(maxBytes, opened.size) + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buffer.length) throw length > maxBytes ? overCap() : new FileRefusal('refused', 'grew while it was being read');
    }
    return buffer.toString('utf8', 0, length);
  } finally {
    closeSync(fd);
  }
}
