// Reads one spec file without trusting the spec that named it. Before anything is opened, the path is resolved
// through every symbolic link (realpath) and checked to lie under the reference root, and `stat` must say it is a
// regular file no larger than the cap: a device (/dev/zero, /dev/urandom) would be read forever, a FIFO would block
// the open itself, a directory or socket cannot be a spec. The open then uses O_NOFOLLOW | O_NONBLOCK and checks that
// it got the very file it stat'ed, so a file swapped for a FIFO or a link between the check and the open still
// cannot hang or redirect the read; at most cap + 1 bytes are ever read.
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { sep } from 'node:path';
import { formatBytes } from './limits.js';
import { labelFor } from './source-file.js';

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

export interface ReadLimits {
  /** Real path (no symbolic links) of the folder the file must lie in; undefined for the root spec itself. */
  root?: string;
  /** Shown in messages for `root`. */
  rootLabel?: string;
  maxFileBytes: number;
}

export interface ReadResult {
  text: string;
  /** The path with every symbolic link resolved. */
  realPath: string;
  bytes: number;
}

export function isUnder(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

function kindOf(stats: Stats): string | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'not a regular file';
}

export function readSpecText(path: string, limits: ReadLimits): ReadResult {
  let realPath: string;
  try {
    realPath = realpathSync.native(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new FileRefusal('missing', 'file not found');
    throw new FileRefusal('refused', `cannot resolve the path (${code ?? String(error)})`);
  }
  if (limits.root !== undefined && !isUnder(limits.root, realPath)) {
    const where = limits.rootLabel ?? limits.root;
    const how = isUnder(limits.root, path) ? `it is a symbolic link to ${labelFor(realPath)}, ` : '';
    throw new FileRefusal('refused', `${how}outside the reference root ${where} (only files under it are read; --ref-root names another folder)`);
  }
  let stats: Stats;
  try {
    stats = statSync(realPath);
  } catch (error) {
    throw new FileRefusal('refused', `cannot stat the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const kind = kindOf(stats);
  if (kind) throw new FileRefusal('refused', `${labelFor(realPath)} is ${kind}, not a regular file`);
  const overCap = () => new FileRefusal('refused', `the file is larger than ${formatBytes(limits.maxFileBytes)} (the limit; --max-file-size raises it)`);
  if (stats.size > limits.maxFileBytes) throw overCap();

  let fd: number;
  try {
    fd = openSync(realPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    throw new FileRefusal('refused', `cannot open the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile() || opened.ino !== stats.ino || opened.dev !== stats.dev) {
      throw new FileRefusal('refused', `${labelFor(realPath)} changed while it was being opened`);
    }
    // One byte more than the stat's size: reading it means the file grew since the stat (refused: over the cap, or
    // changing under our feet).
    const buffer = Buffer.allocUnsafe(Math.min(limits.maxFileBytes, Math.max(opened.size, 0)) + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buffer.length) {
        throw length > limits.maxFileBytes ? overCap() : new FileRefusal('refused', `${labelFor(realPath)} grew while it was being read`);
      }
    }
    return { text: buffer.toString('utf8', 0, length), realPath, bytes: length };
  } finally {
    closeSync(fd);
  }
}
