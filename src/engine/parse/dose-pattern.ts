/**
 * Dose patterns written as counts per time of day: '1-0-1' (morning, midday, evening) and '1-0-1-1'
 * (morning, midday, evening, night), common in letters from doctors trained overseas and on some
 * aged-care charts. Each non-zero count becomes '<count> <unit> <time of day>' before the clause is
 * scanned, so the existing readers place it in its slot ('2-0-1' is 2 tablets mane and 1 in the evening).
 */

const PART = String.raw`(\d(?:\.5)?|½)`;
// Single-digit parts only, and no unit or date after: '1-2 tabs' (a range), '10-12 units' and '1-1-25' are not patterns.
const DOSE_PATTERN = new RegExp(
  String.raw`(?<![\w./-])${PART}-${PART}-${PART}(?:-${PART})?(?![\w./-]|\s*(?:mg|mcg|micrograms?|g|ml|units?|iu|%)(?![a-z]))`,
  'i',
);
// Words, not clock times: the comment then says 'in the morning', as the order meant, and invents no time.
const THREE = ['mane', 'midday', 'in the evening'];
const FOUR = ['mane', 'midday', 'in the evening', 'nocte'];
const DAY_BEFORE = /\b(?:days?|weeks?|wks?|cycles?|d)\s*$/i;
const UNIT_WORD = /\b(tab(?:let)?s?|cap(?:sule)?s?|puffs?|drops?|sachets?|sprays?)\b/i;

/** The clause with a dose pattern written out ('1 tablet mane and 1 tablet in the evening'), or as it was. */
export function expandDosePattern(clause: string, countUnit: string | undefined): string {
  const m = DOSE_PATTERN.exec(clause);
  if (!m || DAY_BEFORE.test(clause.slice(0, m.index))) return clause;
  const parts = m.slice(1).filter((x): x is string => x !== undefined);
  const times = parts.length === 4 ? FOUR : THREE;
  const written = UNIT_WORD.exec(clause)?.[1];
  const unit = written ?? countUnit ?? 'dose';
  const doses = parts.map((p, i) => (p === '0' ? '' : `${p} ${unit} ${times[i]}`)).filter(Boolean);
  if (!doses.length) return clause;
  // A unit word written after the pattern ('1-0-1 tabs') is now part of each dose.
  const after = clause.slice(m.index + m[0].length).replace(written && !/\d/.test(clause.slice(0, m.index)) ? UNIT_WORD : /$^/, '');
  return `${clause.slice(0, m.index)}${doses.join(' and ')}${after}`;
}
