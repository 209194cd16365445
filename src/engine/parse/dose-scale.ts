/**
 * An insulin correction (supplemental, sliding) scale written out: doses by blood glucose range, in either
 * order ('BGL 10-14.9 add 2 units; 15-19.9 add 4 units; 20 or above add 6 units', 'add 2 units if BGL 10-14.9,
 * 4 units if 15-19.9'). Read as one instruction in a fixed wording, so that two lists that write the same scale
 * differently compare as the same, and a changed step as a change; the doses are never one fixed dose (one of
 * them had been taken for the dose at every meal).
 */
const NUM = String.raw`\d{1,2}(?:\.\d)?`;
// A range of blood glucose: '10-14.9', '10 to 14.9', '> 20', 'over 20', '20 or above', '20+'.
const RANGE = String.raw`(?:(${NUM})\s*(?:-|–|to)\s*(${NUM})|(?:(>=?|≥|over|above|greater than)\s*(${NUM}))|(${NUM})\s*(?:\+|or\s+(?:above|more|over|greater|higher)))`;
const DOSE = String.raw`(\d{1,2})\s*units?`;
// One step: the range then the dose ('10-14.9: add 2 units'), or the dose then the range ('2 units if BGL 10-14.9').
const STEP = new RegExp(
  String.raw`(?:${RANGE})\s*(?:mmol\/l)?\s*[:=]?\s*(?:add|give|plus|extra|\+)?\s*${DOSE}|${DOSE}\s*(?:(?:extra|more|additional)\s*)?(?:if|for|when)\s*(?:(?:bgl|bsl|bg|blood\s+(?:glucose|sugar))\s*(?:is\s*)?)?(?:${RANGE})`,
  'gi',
);
const GLUCOSE =
  /\b(?:bgl|bsl|bg|blood\s+(?:glucose|sugar)|glucose|correction|supplement\w*|sliding|scale)\b/i;

export const SCALE_PREFIX = 'correction scale: ';
export const isDoseScale = (instruction: string | undefined): boolean =>
  !!instruction?.startsWith(SCALE_PREFIX);

/** The scale in a fixed wording ('correction scale: BGL 10-14.9 2 units; 15-19.9 4 units'), or null. */
export function readDoseScale(text: string): string | null {
  if (!GLUCOSE.test(text) || !/units?/i.test(text)) return null;
  const steps: Array<{ from: number; words: string; dose: string }> = [];
  for (const m of text.matchAll(STEP)) {
    const g = m.slice(1);
    // Groups: range-first (1-5) and its dose (6); dose-first (7) and its range (8-12).
    const [lo, hi, cmp, over, orAbove] = g[5] !== undefined ? g.slice(0, 5) : g.slice(7, 12);
    const dose = g[5] ?? g[6]!;
    const words = lo
      ? `${lo}-${hi}`
      : over && !/=|≥/.test(cmp!)
        ? `over ${over}`
        : `${over ?? orAbove} or above`;
    steps.push({
      from: Number(lo ?? over ?? orAbove),
      words,
      dose: `${dose} unit${dose === '1' ? '' : 's'}`,
    });
  }
  if (steps.length < 2) return null;
  steps.sort((a, b) => a.from - b.from);
  return `${SCALE_PREFIX}BGL ${steps.map((s) => `${s.words} ${s.dose}`).join('; ')}`;
}
