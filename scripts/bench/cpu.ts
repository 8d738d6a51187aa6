/** CPU time of a process, for the bench's per-page figures. */
import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used, in milliseconds (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}
