import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("an eMR's 'UNSCHEDULED' section and a plan's rescue heading are when required", () => {
  it.each([
    ['SCHEDULED\nPerindopril 4 mg daily\nUNSCHEDULED\nOxycodone 5 mg 4 hourly pain', 'Oxycodone'],
    ['Unscheduled (PRN) orders:\nLactulose 15 mL daily constipation', 'Lactulose'],
    ['Rescue:\nMidazolam 5 mg buccal for a seizure over 5 minutes', 'Midazolam'],
    ['Hypo kit:\nGlucagon 1 mg IM', 'Glucagon'],
  ])('%s', (discharge, name) => {
    const r = reconcileChecked('Perindopril 4 mg daily', discharge);
    const row = r.medications.find((m) => m.name.startsWith(name))!;
    expect(row.isPRN).toBe(true);
    expect(r.ceasedMedications.map((c) => c.name)).not.toContain('Unscheduled');
  });
});

describe("a dialysis prescription's fields are not medicines", () => {
  it.each([
    'Modality: CAPD 4 exchanges of 2 L daily',
    'Dry weight: 68.5 kg',
    'Access: R radiocephalic fistula',
    'Dialysate: 1.5% glucose 2 L x 3, icodextrin 2 L overnight',
  ])('%s', (field) => {
    const r = reconcileChecked(
      `${field}\nCalcitriol 0.25 microgram daily`,
      'Calcitriol 0.25 microgram daily',
    );
    expect(r.ceasedMedications).toEqual([]);
  });

  it("'NaBic' is sodium bicarbonate", () => {
    const r = reconcileChecked('NaBic 840 mg tds', 'Sodium bicarbonate 840 mg three times a day');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});

describe("a course's last 'then' line after several steps stays with the course", () => {
  it('is a step of the course above, not a medicine called Reduce', () => {
    const r = reconcileChecked(
      'Prednisolone 5 mg daily',
      'Prednisolone reducing course:\n  Days 1-3: 40 mg mane\n  Days 4-6: 30 mg mane\n  Days 7-9: 20 mg mane\n  then reduce by 5 mg every 3 days to 5 mg daily',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Prednisolone']);
  });
});

describe('a Before / After / Why table', () => {
  it('reads the After column as the order now', () => {
    const r = reconcileChecked(
      'Metoprolol 25 mg bd\nRamipril 2.5 mg daily',
      'Drug | Before | After | Why\nMetoprolol | 25 mg bd | 50 mg bd | rate control\nRamipril | 2.5 mg daily | 2.5 mg daily | no change',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Metoprolol', 'changed'],
      ['Ramipril', 'unchanged'],
    ]);
    expect(r.warnings ?? []).not.toContainEqual(expect.stringMatching(/Could not read line 1/));
  });
});
