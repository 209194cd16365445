import { readFileSync } from 'node:fs';

/**
 * What identifies a running process beyond its pid (which the system reuses): its start time in
 * clock ticks since boot, from /proc (Linux). Null where /proc is not there (macOS, Windows).
 */
function procStat(pid: number): { state: string; startTicks: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, startTicks: fields[19]! };
  } catch {
    return null;
  }
}

export const hasProc = () => procStat(process.pid) !== null;

/** This process's start time as recorded in a lock file (null without /proc). */
export const ownStartTicks = (): string | null => procStat(process.pid)?.startTicks ?? null;

/**
 * Whether the process that wrote a lock is still running. Dead: no such pid; a zombie (killed
 * with -9 and not yet reaped by its parent, which kill(pid, 0) still reports as alive: the
 * restart that came within a second of `kill -9` was refused); or another process that was given
 * the same pid later (a different start time).
 */
export function isRunning(pid: number, startTicks: string | null): boolean {
  const stat = procStat(pid);
  if (stat) {
    if (stat.state === 'Z' || stat.state === 'X') return false;
    return startTicks === null || stat.startTicks === startTicks;
  }
  if (hasProc()) return false; // /proc works here and has no such process
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM means the process exists but belongs to someone else: still running.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
