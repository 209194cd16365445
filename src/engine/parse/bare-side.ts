/**
 * The site of an eye or ear medicine when the order names only the side ('LEFT only', 'RIGHT' in an
 * eye-drop chart's Eye column, 'both' / 'each' there too). Without this the side was dropped and a
 * change from both eyes to one read as unchanged, silently. Read only for a medicine put into eyes or
 * ears, only when the line names one site, and never from a clause that stops a side ('stop in right
 * eye'), which site-stop.ts reads.
 */
const STOPPED_BEFORE = String.raw`(?<!\b(?:stop(?:ped)?|cease[ds]?|hold|held|withhold|withheld|omit)\s+(?:(?:in|to|from|on)\s+)?(?:the\s+)?)`;
const SIDE_WORD = new RegExp(
  String.raw`${STOPPED_BEFORE}\b(right|left|both|each)\b(?:\s+(eyes?|ears?))?(?!\s*(?:side|arm|leg|knee|hand|foot|hip|shoulder|nostril)s?\b)`,
  'gi',
);

/** 'left eye', 'both eyes'... for the one side the text names; undefined when none or several. */
export function bareSideSite(text: string, part: 'eye' | 'ear'): string | undefined {
  const sides = new Set<string>();
  for (const m of text.matchAll(SIDE_WORD)) {
    if (m[2] && !m[2].toLowerCase().startsWith(part)) continue;
    const side = m[1]!.toLowerCase();
    // 'both'/'each' alone is a site only when it stands for the part ('each eye'), or alone in a column.
    sides.add(side === 'each' ? 'both' : side);
  }
  if (sides.size !== 1) return undefined;
  const side = [...sides][0]!;
  return side === 'both' ? `both ${part}s` : `${side} ${part}`;
}

/**
 * Whether a medicine goes into eyes or ears, from its route, its form or its usual forms. A usual form counts
 * only when the order names no form or one the usual form ends with ('drops' for 'eye drops', 'ointment' for
 * 'eye ointment'): a dexamethasone tablet is not for the eye because the medicine also comes as eye drops.
 */
export function eyeOrEar(
  routeKey: string | undefined,
  form: string | undefined,
  usualForms: readonly string[] | undefined,
): 'eye' | 'ear' | undefined {
  if (routeKey === 'eye' || routeKey === 'ear') return routeKey;
  const own = form ? partOfForm(form) : undefined;
  if (own || !usualForms) return own;
  for (const f of usualForms) {
    if (form && f !== form && !f.endsWith(` ${form}`)) continue;
    const part = partOfForm(f);
    if (part) return part;
  }
  return undefined;
}

// Forms are the KB's and the lexicon's few words: each one's part is worked out once (bounded).
const formParts = new Map<string, 'eye' | 'ear' | null>();

function partOfForm(f: string): 'eye' | 'ear' | undefined {
  let part = formParts.get(f);
  if (part === undefined) {
    part = /\beye\b/i.test(f) ? 'eye' : /\bear\b/i.test(f) ? 'ear' : null;
    if (formParts.size >= 1000) formParts.clear();
    formParts.set(f, part);
  }
  return part ?? undefined;
}
