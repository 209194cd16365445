import { describe, expect, it } from 'vitest';
import { emptySchedule, type MedicationRow } from '../../../../shared/reconcile';
import {
  defaultTimeHeaders,
  directionsFor,
  editCeased,
  editRow,
  prnTrigger,
  setRowPrn,
  splitSections,
  tableFromResponse,
  timeHeaderLabel,
} from './table-model';

const row = (over: Partial<MedicationRow> = {}): MedicationRow => ({
  name: 'Atorvastatin',
  form: '40 mg tablet',
  schedule: { ...emptySchedule(), '2200': '1 tablet' },
  indication: 'High cholesterol',
  comment: 'Dose increased from 20 mg to 40 mg',
  changeType: 'changed',
  isPRN: false,
  ...over,
});

describe('directions for use', () => {
  it('joins the distinct schedule texts with their leading times removed', () => {
    const r = row({
      schedule: {
        '0800': '0800: 1 tablet if needed',
        '1200': '',
        '1800': '1800 1 tablet if needed',
        '2200': '2 tablets at night',
      },
    });
    expect(directionsFor(r)).toBe('1 tablet if needed; 2 tablets at night');
  });
  it("says 'As required' when the schedule is empty", () => {
    expect(directionsFor(row({ schedule: emptySchedule() }))).toBe('As required');
  });
  it('keeps a 4-digit number that is part of the text, not a leading time', () => {
    expect(
      directionsFor(
        row({
          schedule: {
            ...emptySchedule(),
            '0800': '1-2 tablets every 4-6 hours, max 4000 mg a day',
          },
        }),
      ),
    ).toBe('1-2 tablets every 4-6 hours, max 4000 mg a day');
  });
});

describe('sections follow the spec PRN rule on the edited values', () => {
  it('puts isPRN rows and rows whose text says prn in the PRN section, keeping order', () => {
    const rows = [
      row({ name: 'A' }),
      row({ name: 'B', isPRN: true }),
      row({ name: 'C', form: '500 mg tablet PRN' }),
      row({ name: 'D', comment: 'Take as needed for pain' }),
      row({ name: 'E', schedule: { ...emptySchedule(), '0800': '1 tablet when required' } }),
      row({ name: 'F' }),
    ];
    const { regular, prn } = splitSections(rows);
    expect(regular.map((r) => r.name)).toEqual(['A', 'F']);
    expect(prn.map((r) => r.name)).toEqual(['B', 'C', 'D', 'E']);
  });

  it('an edit to a time slot can move a row to PRN, and editing the words out moves it back', () => {
    const edited = editRow(row(), '0800', '1 tablet as required');
    expect(splitSections([edited]).prn).toHaveLength(1);
    const back = editRow(edited, '0800', '1 tablet');
    expect(splitSections([back]).regular).toHaveLength(1);
  });

  it('editing the directions of a PRN row writes them to 0800 and clears the other slots', () => {
    const prn = row({
      isPRN: true,
      schedule: { '0800': '1 tablet', '1200': '', '1800': '1 tablet', '2200': '2 tablets' },
    });
    const edited = editRow(prn, 'directions', '  1 tablet every 6 hours, max 4 a day ');
    expect(edited.schedule).toEqual({
      '0800': '1 tablet every 6 hours, max 4 a day',
      '1200': '',
      '1800': '',
      '2200': '',
    });
    expect(directionsFor(edited)).toBe('1 tablet every 6 hours, max 4 a day');
  });

  it('saving unchanged directions leaves the schedule as it was', () => {
    const prn = row({
      isPRN: true,
      schedule: { '0800': '1 tablet', '1200': '', '1800': '2 tablets', '2200': '' },
    });
    expect(editRow(prn, 'directions', '1 tablet; 2 tablets')).toBe(prn);
  });
});

describe('cell edits', () => {
  it('trims and changes only the edited field', () => {
    const r = row();
    const e = editRow(r, 'indication', '  Cholesterol  ');
    expect(e).toEqual({ ...r, indication: 'Cholesterol' });
    expect(editRow(r, '2200', '2 tablets').schedule).toEqual({
      ...emptySchedule(),
      '2200': '2 tablets',
    });
    expect(editRow(r, 'name', 'Atorvastatin')).toBe(r);
  });
  it('edits ceased items', () => {
    const c = { name: 'Aspirin', form: '100 mg tablet', reason: 'Ceased: GI bleed' };
    expect(editCeased(c, 'reason', ' Withheld: low platelets ')).toEqual({
      ...c,
      reason: 'Withheld: low platelets',
    });
  });
});

describe('moving rows between sections', () => {
  it('says which text keeps a row under When Required', () => {
    expect(prnTrigger(row())).toBeNull();
    expect(prnTrigger(row({ isPRN: true }))).toEqual({ kind: 'flag' });
    expect(prnTrigger(row({ comment: 'Now PRN' }))).toEqual({
      kind: 'text',
      field: 'comment',
      word: 'prn',
      written: 'PRN',
    });
    const moved = setRowPrn(
      row({ isPRN: true, schedule: { ...emptySchedule(), '0800': '1 tablet if needed' } }),
      false,
    );
    expect(moved.row.isPRN).toBe(false);
    expect(moved.blockedBy).toBe(
      'Atorvastatin stays under When Required because its directions say "if needed". Edit that text to move it.',
    );
  });
  it('moves a row freely when only the flag made it PRN', () => {
    expect(setRowPrn(row({ isPRN: true }), false)).toEqual({ row: row({ isPRN: false }) });
    expect(splitSections([setRowPrn(row(), true).row]).prn).toHaveLength(1);
  });
});

describe('time headers and engine answers', () => {
  it('labels headers with their (edited) time and fixed meal name', () => {
    const h = defaultTimeHeaders();
    expect(timeHeaderLabel(h, '0800')).toBe('0800 Breakfast');
    expect(timeHeaderLabel({ ...h, '0800': '0700' }, '0800')).toBe('0700 Breakfast');
  });
  it('gives every row and ceased item a distinct id', () => {
    const t = tableFromResponse(
      {
        medications: [row(), row()],
        ceasedMedications: [{ name: 'Aspirin', form: '', reason: 'x' }],
        warnings: ['w'],
      },
      5,
    );
    expect([...t.rows.map((r) => r.id), ...t.ceased.map((c) => c.id)]).toEqual(['m5', 'm6', 'c7']);
    expect(t.nextId).toBe(8);
    expect(t.warnings).toEqual([{ text: 'w', checked: false }]);
  });
});
