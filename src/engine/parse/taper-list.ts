/**
 * A reducing regimen written as a label and a list of steps ('diazepam - reducing: 10mg tds today, 10mg bd
 * tomorrow, 5mg bd x2 days, then stop'; 'Prednisolone wean: 25 mg x 3/7, 20 mg x 3/7, 15 mg ...'): each
 * comma-separated step that starts with its dose is the next step ('then'), 'x2 days' is how long it
 * lasts, and 'today' or 'tomorrow' after a step is one day of it. The line is respelled into the steps the
 * course reader knows; nothing is added but the joining words.
 */
const LABEL =
  /^(.+?)\s*(?:[-–—:(]\s*)?\b(?:reducing|weaning|tapering|taper|wean)(?:\s+(?:dose|doses|regimen|course|schedule|plan))?\s*(?:[:\-–—]|\)\s*[:\-–—]?)\s*(.+)$/i;
// Each of LABEL's words ('reducing', 'weaning', 'tapering', 'taper', 'wean') holds one of these.
const TAPER_WORD = /reducing|wean|taper/i;
const STEP_START =
  /^(?:then\s+)?\d+(?:\.\d+)?\s*(?:mg|microgram|mcg|g|ml|units?|tabs?|tablets?)\b/i;
// 'x2 days', 'x 3/7', 'X 1 week': how long the step lasts.
const TIMES_FOR = /\bx\s*(\d+)\s*(?=(?:days?|weeks?|wks?|\/7|\/52)\b)/gi;
const ONE_DAY = /\s+(?:today|tom+or+ow|tonight)(?=\s*$)/i;

/** The steps of a labelled reducing regimen as one course ('a for 1 day, then b for 2 days'), or null. */
export function readTaperList(text: string): string | null {
  // LABEL's lazy lead is tried at every position of every line: only a line with one of its words can match.
  if (!TAPER_WORD.test(text)) return null;
  const m = LABEL.exec(text);
  if (!m || /\d/.test(m[1]!)) return null;
  const steps = m[2]!.split(/\s*[,;]\s*/).filter(Boolean);
  if (
    steps.length < 2 ||
    !steps.every((s, i) => STEP_START.test(s) || (i > 0 && /^then\b/i.test(s)))
  )
    return null;
  const out = steps.map((s, i) => {
    const step = s
      .replace(TIMES_FOR, 'for $1 ')
      .replace(ONE_DAY, ' for 1 day')
      .replace(/\s+/g, ' ');
    return i === 0 || /^then\b/i.test(step) ? step : `then ${step}`;
  });
  return `${m[1]!.trim()} reducing ${out.join(', ')}`;
}
