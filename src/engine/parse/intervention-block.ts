/**
 * A pharmacist's clinical-intervention log: a block per medicine of field lines ('Medicine: perindopril 4 mg
 * mane', 'Issue: orthostatic drop; falls', 'Recommendation: cease', 'Outcome: accepted - ceased'). Read line by
 * line the medicine went on unchanged and its stop or new dose was an order of its own named "Outcome".
 * When the outcome says the recommendation was accepted, the block is one order: the medicine with the
 * recommended dose, or its stop, and the issue as the reason ('perindopril 4 mg mane - ceased: orthostatic
 * drop'). A block whose outcome is declined, pending or not written is left as written, so its lines are
 * reported rather than guessed.
 */
import type { DatedColumns } from './dated-columns';

// 'Intervention 2 of 3', 'Issue 1 of 4': the block's counter, a title over it.
const COUNTER =
  /^\s*(?:interventions?|issues?|problems?|items?|recommendations?|entry|entries|records?)\s+#?\d{1,3}\s+(?:of|\/)\s+\d{1,3}\s*:?\s*$/i;
const FIELD = /^\s*([a-z][a-z ]{1,30}?)\s*:\s*(\S.*)$/i;
const MEDICINE = /^(?:medicines?|medications?|drugs?|product)$/i;
const ISSUE = /^(?:issues?|problems?|concerns?|findings?|reasons?|rationale)$/i;
const ADVICE = /^(?:recommendations?|recommended|suggestions?|interventions?|actions?|proposed)$/i;
const OUTCOME = /^(?:outcomes?|results?|responses?|prescriber response|accepted\??)$/i;
const ACCEPTED =
  /^(?:yes\b|accepted|agreed|actioned|implemented|charted|done|approved)|\b(?:accepted|agreed|actioned|implemented)\b/i;
const DECLINED = /\b(?:declined|rejected|not accepted|refused|not actioned|pending|awaiting)\b/i;

// A dose written as a mass or units ('5 mg', '1.5 g', '20 units'), not a count of the product's tablets.
const MASS = /\d\s*(?:mg|g|micrograms?|mcg|units?)\b/i;
const STOPS = /^(?:cease|stop|discontinue|deprescribe)\b/i;
const HOLDS = /^(?:withhold|hold|suspend)\b/i;
const CHANGES =
  /^(?:increase|reduce|decrease|change|switch|wean|titrate|adjust)\w*\s+(?:(?:the\s+)?dose\s+)?(?:to\s+)?/i;
const STARTS = /^(?:start|commence|begin|add|initiate)\w*\s+/i;

/** The block as one order, or null when its recommendation is not one the reader can apply. */
function blockOrder(medicine: string, issue: string, advice: string): string | null {
  const why = issue ? `: ${issue}` : '';
  if (STOPS.test(advice)) return `${medicine} - ceased${why}`;
  if (HOLDS.test(advice)) return `${medicine} - withheld${why}`;
  const change = CHANGES.exec(advice);
  if (change) {
    const verb = /^(?:increase)/i.test(advice)
      ? 'increased'
      : /^(?:reduce|decrease|wean)/i.test(advice)
        ? 'reduced'
        : 'changed';
    const dose = advice.slice(change[0].length);
    // 'amlodipine 10 mg mane' to 'reduce to 5 mg mane': a new strength replaces the old dose, name kept.
    const name = MASS.test(dose) ? medicine.split(/\s(?=\d)/)[0]! : medicine;
    return `${name} - ${dose} (${verb}${why})`;
  }
  const start = STARTS.exec(advice);
  if (start) return `${medicine} - ${advice.slice(start[0].length)} (new${why})`;
  if (/^continue\b/i.test(advice)) return `${medicine} - continue`;
  return null;
}

/** The lines with each accepted intervention block read as one order on its medicine's line. */
export function interventionBlocks(input: DatedColumns): DatedColumns {
  const { lines: rawLines, headers } = input;
  if (!rawLines.some((l) => ADVICE.test(FIELD.exec(l)?.[1] ?? ''))) return input;
  const lines = [...rawLines];
  const out = new Set(headers);
  lines.forEach((l, i) => COUNTER.test(l) && out.add(i));
  for (let i = 0; i < lines.length; i++) {
    const head = FIELD.exec(lines[i]!);
    if (!head || !MEDICINE.test(head[1]!.trim())) continue;
    const fields: Record<'issue' | 'advice' | 'outcome', string> = {
      issue: '',
      advice: '',
      outcome: '',
    };
    let end = i + 1;
    for (; end < lines.length; end++) {
      const f = FIELD.exec(lines[end]!);
      const label = f?.[1]!.trim() ?? '';
      const kind = ISSUE.test(label)
        ? 'issue'
        : ADVICE.test(label)
          ? 'advice'
          : OUTCOME.test(label)
            ? 'outcome'
            : null;
      if (!f || !kind || fields[kind]) break;
      fields[kind] = f[2]!.trim();
    }
    const { issue, advice, outcome } = fields;
    if (!advice || !outcome || DECLINED.test(outcome) || !ACCEPTED.test(outcome)) continue;
    const order = blockOrder(head[2]!.trim(), issue, advice);
    if (!order) continue;
    lines[i] = order;
    for (let k = i + 1; k < end; k++) out.add(k);
    i = end - 1;
  }
  return { lines, headers: out };
}
