// The CPU time a process and its descendants (esbuild's service, any child it started) have used, from Linux's
// /proc (CI and the developers' machines run Linux). The tests that hold a child process to a time its issue
// promises measure this rather than wall time: on a machine shared with other work, wall time counts the time the
// process waited for a core, which says nothing of what it did.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux for every architecture in use). */
const ticksPerSecond = 100;

interface Stat {
  ppid: number;
  ticks: number;
}

/** pid's parent and user + system ticks, undefined once it is gone. */
function stat(pid: number): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: the fields after its last ')' are fixed.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields 4 (ppid), 14 (utime) and 15 (stime) of proc(5), counted from field 3 here.
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Milliseconds of CPU time `pid` and the processes under it have used so far (threads included). */
export function cpuTimeMs(pid: number): number {
  const all = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s !== undefined) all.set(Number(name), s);
  }
  const tree = new Set([pid]);
  // Descendants: repeat until no process joins (a bounded number of passes: the tree's depth).
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, s] of all) {
      if (!tree.has(child) && tree.has(s.ppid)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const p of tree) ticks += all.get(p)?.ticks ?? 0;
  return (ticks * 1000) / ticksPerSecond;
}
