/**
 * Stripe's request encoding: application/x-www-form-urlencoded bodies (and query strings) whose
 * keys nest with brackets, `line_items[0][price]=price_1&expand[]=customer`. Numeric keys make
 * arrays, as Stripe reads them; every leaf stays a string ('true', '' for null) for the handler
 * to interpret, as Stripe's own parameter parser does.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    setPath(root, path, value);
  }
  return root;
}

type Container = FormObject | FormValue[];

function setPath(root: FormObject, path: string[], value: string): void {
  let node: Container = root;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const last = i === path.length - 1;
    const nextKey = path[i + 1];
    const slot = key === '' && Array.isArray(node) ? node.length : key;
    if (last) {
      (node as Record<string | number, FormValue>)[slot] = value;
      return;
    }
    const existing = (node as Record<string | number, FormValue>)[slot];
    const wantArray = nextKey === '' || (nextKey !== undefined && /^\d+$/.test(nextKey));
    if (existing === undefined || typeof existing === 'string') {
      const created: Container = wantArray ? [] : {};
      (node as Record<string | number, FormValue>)[slot] = created;
      node = created;
    } else {
      node = existing as Container;
    }
  }
}

/** A form value read as a string, or undefined when absent or not a leaf. */
export const str = (v: FormValue | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

/** Stripe's booleans arrive as 'true' / 'false'. */
export function bool(v: FormValue | undefined): boolean | undefined {
  if (v === 'true') return true;
  if (v === 'false') return false;
  return undefined;
}

export const obj = (v: FormValue | undefined): FormObject | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;

/** `items[0]...` arrives as an array; an object with numeric keys (sparse indexes) too. */
export function list(v: FormValue | undefined): FormValue[] {
  if (Array.isArray(v)) return v.filter((x) => x !== undefined);
  if (v && typeof v === 'object') return Object.values(v);
  return [];
}

/** A metadata hash: string leaves only; an empty value deletes the key, as Stripe does. */
export function metadataFrom(
  v: FormValue | undefined,
  base: Record<string, string> = {},
): Record<string, string> {
  const out = { ...base };
  for (const [k, val] of Object.entries(obj(v) ?? {})) {
    if (typeof val !== 'string') continue;
    if (val === '') delete out[k];
    else out[k] = val;
  }
  return out;
}
