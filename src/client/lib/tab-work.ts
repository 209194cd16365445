/**
 * Work in progress kept for this browser tab only (sessionStorage): it survives a reload and
 * navigation within the tab, never leaves the browser, and is gone when the tab closes. Every
 * key shares one prefix so a sign-out can clear all of it at once, whatever feature wrote it.
 */
const PREFIX = 'medrecon.work.';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
};

export function saveTabWork(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the work stays in memory; only a reload would lose it.
  }
}

export function readTabWork(key: string): unknown {
  try {
    const text = storage()?.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Clears one key, or every feature's work when no key is given (at sign-out). */
export function clearTabWork(key?: string): void {
  const s = storage();
  if (!s) return;
  const keys = key
    ? [PREFIX + key]
    : Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
        (k): k is string => !!k && k.startsWith(PREFIX),
      );
  for (const k of keys) s.removeItem(k);
}
