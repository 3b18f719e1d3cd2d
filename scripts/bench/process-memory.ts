// The server's memory as the load scripts (bench, soak) read it: resident memory (RSS) of a process and every
// process under it, from /proc, so Linux only.
import { readdirSync, readFileSync } from "node:fs";

/** Resident memory of a process and every process under it (next start may hand work to children), in bytes. */
export function treeRss(rootPid: number): number {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in parentheses may hold spaces: the parent pid is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // the process ended while the list was read
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf)
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  let bytes = 0;
  for (const pid of tree) {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      bytes += Number(kb ?? 0) * 1024;
    } catch {
      // the process ended while it was read
    }
  }
  if (bytes === 0) throw new Error(`no memory figure for the server (pid ${rootPid}) in /proc`);
  return bytes;
}

/** Bytes as whole megabytes (MiB), for printing: "512". */
export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
