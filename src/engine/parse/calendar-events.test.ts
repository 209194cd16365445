/**
 * A medicine list exported as a calendar: each reminder's SUMMARY is the order, its DTSTART / RRULE its times
 * and rhythm; the DESCRIPTION and the calendar's own lines are notes, never medicines.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const event = (summary: string, start: string, rule: string, note?: string) =>
  [
    'BEGIN:VEVENT',
    `DTSTART;TZID=Australia/Perth:20260105T${start}00`,
    `RRULE:${rule}`,
    `SUMMARY:${summary}`,
    ...(note ? [`DESCRIPTION:${note}`] : []),
    'END:VEVENT',
  ].join('\n');

const CALENDAR = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Apple Inc.//macOS 14//EN',
  'X-WR-CALNAME:Dad meds',
  event('Jardiance 10mg one tab', '0730', 'FREQ=DAILY', 'sugar tablet, with brekkie'),
  event('Sotalol 80mg - 1 tablet', '0800', 'FREQ=DAILY'),
  event('Sotalol 80mg - 1 tablet', '2000', 'FREQ=DAILY', 'evening one'),
  event('Methotrexate 10mg - 4 tablets', '0900', 'FREQ=WEEKLY;BYDAY=MO'),
  event('Perindopril 5mg 1 tab', '0800', 'FREQ=DAILY;BYHOUR=8'),
  'END:VCALENDAR',
].join('\n');

describe('a calendar export of reminders', () => {
  const r = reconcileChecked(
    CALENDAR,
    [
      'empagliflozin 10 mg mane',
      'sotalol 80 mg BD',
      'methotrexate 10 mg x 4 tablets weekly on Mondays',
      'perindopril 5 mg mane',
    ].join('\n'),
  );

  it('reads each reminder as its order, at its times', () => {
    for (const n of ['Empagliflozin', 'Sotalol', 'Methotrexate', 'Perindopril'])
      expect(r.medications.find((m) => m.name.startsWith(n))?.changeType).toBe('unchanged');
  });

  it('joins two reminders of one medicine into one order at both times', () => {
    expect(r.medications.filter((m) => m.name.startsWith('Sotalol'))).toHaveLength(1);
  });

  it('never reads a DESCRIPTION or a calendar line as a medicine', () => {
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(4);
  });
});

describe('a reminder rule the reader does not know', () => {
  it('says so on the order', () => {
    const cal = [
      'BEGIN:VCALENDAR',
      event('Sotalol 80mg - 1 tablet', '0800', 'FREQ=HOURLY;INTERVAL=12'),
      'END:VCALENDAR',
    ].join('\n');
    const r = reconcileChecked(cal, 'sotalol 80 mg BD');
    expect((r.warnings ?? []).join('\n')).toMatch(/rule was not fully read/);
  });
});
