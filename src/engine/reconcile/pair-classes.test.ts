/**
 * Lines that failed to pair an admission order with its discharge line (a stray word read into the name,
 * a medicine hidden in a labelled list or a problem line) and status words read wrongly.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ceasedNames = (out: ReturnType<typeof reconcileChecked>) =>
  out.ceasedMedications.map((c) => c.name);
const row = (out: ReturnType<typeof reconcileChecked>, re: RegExp) =>
  out.medications.find((m) => re.test(m.name));

describe("a medicine taken out of the dose aid ('Take X out of the blister pack')", () => {
  it.each([
    'Take frusemide 20 mg out of the blister pack, no longer needed',
    'Please delete frusemide from the Webster pak (ankle swelling resolved)',
    'Stop packing frusemide 20 mg - not needed',
    'Do not pack frusemide any more',
  ])('stops the packed medicine: %s', (line) => {
    const out = reconcileChecked(
      'Frusemide 20mg tab mane\nPerindopril 4mg mane',
      `Perindopril 4 mg mane\n${line}`,
    );
    expect(ceasedNames(out)).toEqual([expect.stringMatching(/semide/i)]);
    expect(out.medications.map((m) => m.name)).not.toContainEqual(expect.stringMatching(/semide/i));
  });

  it('keeps a medicine taken out of the pack but given loose', () => {
    const out = reconcileChecked(
      'Frusemide 20mg tab mane',
      'Take frusemide 20 mg mane out of the blister pack - give loose from the box',
    );
    expect(ceasedNames(out)).toEqual([]);
    expect(row(out, /semide/i)?.changeType).toBe('unchanged');
  });

  it("reads 'remove the patch' as how a patch is used, not a stop", () => {
    const out = reconcileChecked(
      'Glyceryl trinitrate 50 mg patch apply mane, remove at night',
      'Glyceryl trinitrate 50 mg patch apply mane, remove patch at night',
    );
    expect(ceasedNames(out)).toEqual([]);
  });
});

describe("a line about the stay itself ('Discharged from ICU after IV fluids')", () => {
  it.each([
    'Discharge from the short stay unit after IV antibiotics',
    'Discharged from ED after IV fluids overnight',
    'D/C after 2 days of IV hydration',
  ])('is a note, not a medicine: %s', (line) => {
    const out = reconcileChecked('Cefalexin 500 mg qid', `${line}\nCefalexin 500 mg qid`);
    expect(out.medications.map((m) => m.name)).toEqual([expect.stringMatching(/cefalexin/i)]);
    expect(out.medications[0]!.changeType).toBe('unchanged');
  });
});

describe("a status word, a dash, then a medicine of two words ('Continue - Ferrous sulfate ...')", () => {
  it.each([
    ['Ferrous sulfate 325 mg daily', 'Continue - Ferrous sulfate 325 mg daily'],
    ['Vitamin D 1000 units daily', 'Continue – vitamin D 1000 units daily'],
    ['Folic acid 5 mg weekly', 'Keep taking - folic acid 5 mg once a week'],
  ])('pairs it with the admission line: %s', (adm, dis) => {
    const out = reconcileChecked(adm, dis);
    expect(out.medications).toHaveLength(1);
    expect(out.medications[0]!.changeType).toBe('unchanged');
    expect(out.ceasedMedications).toEqual([]);
  });

  it('still reads a status word over the lines below as a heading', () => {
    const out = reconcileChecked(
      'Ferrous sulfate 325 mg daily',
      'Continue - as below:\nFerrous sulfate 325 mg daily',
    );
    expect(out.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('a note that names a medicine joined to the next word by a hyphen', () => {
  it("reports 'Discharge from the unit - lithium-induced tremor' rather than dropping it", () => {
    const out = reconcileChecked(
      'Lithium 250 mg bd',
      'Discharge from the unit after IV fluids - lithium-induced tremor\nLithium 250 mg bd',
    );
    expect((out.warnings ?? []).join('\n')).toMatch(/lithium-induced/);
  });
});

describe("a problem's plan with a note between the problem and the plan", () => {
  it('reads the stop and the start after the note', () => {
    const out = reconcileChecked(
      'Omeprazole 20 mg mane\nRamipril 5 mg mane',
      [
        '#1 Hypokalaemia (K 2.9) - likely PPI-related - stop omeprazole; commence ranitidine 150 mg bd',
        '#2 AKI - creatinine up from baseline - withhold ramipril',
      ].join('\n'),
    );
    expect(row(out, /ranitidine/i)?.changeType).toBe('new');
    const stops = out.ceasedMedications.map((c) => `${c.name}: ${c.reason}`).join('\n');
    expect(stops).toMatch(/omeprazole.*PPI/i);
    expect(stops).toMatch(/ramipril.*creatinine/i);
  });

  it('reads a start after a note', () => {
    const out = reconcileChecked(
      '',
      'Gout - flare this admission - start colchicine 500 microgram bd',
    );
    expect(row(out, /colchicine/i)?.changeType).toBe('new');
  });
});

describe("a label over advice items, then orders ('Bowels: high fibre diet; Movicol ...')", () => {
  it.each([
    'Bowels: high fibre diet; Movicol 1 sachet daily',
    'Constipation: prunes, fluids; macrogol 1 sachet daily',
    'Gut: walk daily; drink more water; Movicol 1 sachet mane',
  ])('reads the order and names the advice it did not read: %s', (line) => {
    const out = reconcileChecked('Movicol 1 sachet daily', line);
    expect(out.medications).toHaveLength(1);
    expect(out.medications[0]!.changeType).toBe('unchanged');
    expect((out.warnings ?? []).join('\n')).toMatch(/only the medicines after/);
  });
});

describe("an overseas brand, its strength, then the generic in a bracket ('Zorvo 10 mg (rosuvastatin)')", () => {
  it.each([
    ['Zorvo 10 mg (rosuvastatin) - 1 at night', 'Rosuvastatin 10 mg nocte'],
    ['Amlopres 5mg (amlodipine) one daily', 'Amlodipine 5 mg mane'],
  ])('pairs %s with %s', (adm, dis) => {
    const out = reconcileChecked(adm, dis);
    expect(out.medications).toHaveLength(1);
    expect(out.medications[0]!.changeType).toBe('unchanged');
    expect(out.ceasedMedications).toEqual([]);
  });
});

describe("taken when a part of the body hurts ('when her head hurts')", () => {
  it.each([
    [
      'Paracetamol 500 mg 2 tablets if his back is sore',
      'Paracetamol 500 mg 2 tablets when required for back pain',
    ],
    ['Ibuprofen 200 mg 2 tabs when my knees ache', 'Ibuprofen 200 mg 2 tablets PRN knee pain'],
  ])('is when required: %s', (adm, dis) => {
    const out = reconcileChecked(adm, dis);
    expect(out.medications[0]!.isPRN).toBe(true);
    expect(out.medications[0]!.changeType).toBe('unchanged');
  });

  it('a hold while it hurts is not a use', () => {
    const out = reconcileChecked('', 'Ibuprofen 200 mg tds, withhold if stomach hurts');
    expect(out.medications[0]!.isPRN).toBe(false);
  });
});

describe("a reminder app's entries and a carer's 'keep giving'", () => {
  it('reads the recurrence and time before the words, and a count before the name', () => {
    const out = reconcileChecked(
      [
        'Weekdays 8:00 AM  "Take one Lasix 40 with breakfast"',
        'Every Sunday 9 am - Take Fosamax 70 mg',
        'Daily 6:00 PM  "Take two Panadol Osteo with tea"',
        'Every Monday 10:00 AM  "Put the rubbish out"',
      ].join('\n'),
      [
        'Keep giving Lasix 40 mg one tablet each morning',
        'Continue giving Fosamax 70 mg weekly on Sundays',
        'Please keep giving Panadol Osteo 665 mg, two tablets in the evening',
      ].join('\n'),
    );
    for (const re of [/furosemide|lasix/i, /alendronate|fosamax/i, /paracetamol/i])
      expect(row(out, re)?.changeType).not.toBe('new');
    expect(out.medications).toHaveLength(3);
  });
});

describe("what the patient said, reported ('She says sometimes Nurofen 200 ...')", () => {
  it.each([
    ['He says occasionally Ventolin 100 microgram 2 puffs', /salbutamol/i],
    ['Patient states sometimes Panadol 500 mg 2 tablets', /paracetamol/i],
  ])('reads the order, when required: %s', (line, re) => {
    const out = reconcileChecked(line, '');
    expect(out.ceasedMedications.map((c) => c.name)).toContainEqual(expect.stringMatching(re));
  });

  it('pairs it with the discharge when-required order', () => {
    const out = reconcileChecked(
      '[Interpreter]: "She says now and then Panadol 500 mg, 2 tablets"',
      'Panadol 500 mg 2 tablets when required',
    );
    expect(out.medications[0]!.isPRN).toBe(true);
    expect(out.medications[0]!.changeType).toBe('unchanged');
  });
});
