/**
 * A chart's dose column gives the count of units and, in brackets, the amount they make: 'Epilim 500 mg tab |
 * 1½ (750 mg) | 8pm', 'Panadol 500 mg 2 (1000 mg) four times a day'. The bracketed amount restates the count
 * times the strength written before it; read as a second strength, the count was lost and the row taken for
 * another dose. Where the product agrees the bracket is dropped and the count read (as a decimal); where it does not, the
 * line is left as written (its parts then reported unread).
 */
import { alternation, UNIT_WORDS } from '../lexicon/words';

const UNIT_OF = new Map(
  Object.entries(UNIT_WORDS).flatMap(([unit, ws]) => ws.map((w) => [w, unit] as const)),
);
const UNIT = alternation(UNIT_OF.keys());
const NUM = String.raw`\d+(?:\.\d+)?`;
const FRACTION: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

const STRENGTH = new RegExp(String.raw`(?<![\w.])(${NUM})\s*(${UNIT})(?![a-z])`, 'i');
const COUNT_AMOUNT = new RegExp(
  String.raw`(?<![\w.\/])(\d*)([½¼¾]?)(?<=[\d½¼¾])(\s*\(\s*(${NUM})\s*(${UNIT})\s*\))`,
  'gi',
);

const unitOf = (w: string) => UNIT_OF.get(w.toLowerCase());

/** The line with a bracketed amount after a count dropped where it is the count times the strength. */
export function dropCountAmount(text: string): string {
  if (!text.includes('(')) return text;
  const s = STRENGTH.exec(text);
  if (!s) return text;
  const strength = Number(s[1]);
  const unit = unitOf(s[2]!);
  const after = s.index + s[0].length;
  return text.replace(
    COUNT_AMOUNT,
    (
      m: string,
      whole: string,
      frac: string,
      bracket: string,
      amount: string,
      u: string,
      at: number,
    ) => {
      if (at < after || unitOf(u) !== unit) return m;
      const count = (whole ? Number(whole) : 0) + (frac ? FRACTION[frac]! : 0);
      if (!count || Math.abs(count * strength - Number(amount)) > 1e-9) return m;
      // '1½' as '1.5', the spelling a count in a chart's cell is read in.
      return String(count);
    },
  );
}
