/**
 * A course printed as a month calendar under its order: a header of the week's days with the unit in
 * brackets ('Week of  Mon Tue Wed Thu Fri Sat Sun  (mg)') over rows of a date then the amount each day
 * ('30 Nov   40  40  40  30  30  30  30', a dash before the start, STOP at the end). The engine reads lines,
 * so the amounts were lost and the order kept only its tablet strength. The header is respelled as the
 * course's steps in the order the calendar gives them ('reducing: 40 mg, then 30 mg, ..., then stop'),
 * which the continuation reader joins to the order above; only amounts and the unit written in the calendar
 * are used, and only when each step is lower than the one before (a reducing course). The rows are left as
 * written, so they are still reported (`Could not read line N`) with the dates of each step to check.
 */
const DAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*`;
const HEADER = new RegExp(
  String.raw`^\s*(?:[a-z/ ]{0,15}\s)?${DAY}(?:\s+${DAY}){6}\s*\((mg|microgram|mcg|units|mL)\)\s*$`,
  'i',
);
// '23 Nov', '7/12', 'Week 3': when the row's week starts.
const ROW = /^\s*(?:\d{1,2}(?:\/\d{1,2})?(?:\s+[a-z]{3,9})?|week\s*\d+)\s{2,}(\S.*)$/i;
const CELL = /^(?:\d+(?:\.\d+)?|[-–—]|stop|stopped|cease|ceased|nil|off)$/i;
const END = /^(?:stop|stopped|cease|ceased)$/i;

export function doseCalendarSteps(rawLines: string[]): string[] {
  const at = rawLines.findIndex((l) => HEADER.test(l));
  if (at < 1 || !rawLines[at - 1]!.trim()) return rawLines;
  const unit = HEADER.exec(rawLines[at]!)![1]!;
  const steps: number[] = [];
  let ends = false;
  let rows = 0;
  for (const line of rawLines.slice(at + 1)) {
    const cells = ROW.exec(line)?.[1]!.split(/\s+/);
    if (!cells || cells.length > 7 || !cells.every((c) => CELL.test(c))) break;
    rows++;
    for (const c of cells) {
      if (END.test(c)) ends = true;
      else if (/^\d/.test(c) && Number(c) !== steps.at(-1)) steps.push(Number(c));
    }
    if (ends) break;
  }
  const reducing = steps.every((s, i) => i === 0 || s < steps[i - 1]!);
  if (rows < 2 || steps.length < 2 || !reducing) return rawLines;
  const said = [...steps.map((s) => `${s} ${unit}`), ...(ends ? ['stop'] : [])].join(', then ');
  return rawLines.map((l, i) => (i === at ? `reducing: ${said}` : l));
}
