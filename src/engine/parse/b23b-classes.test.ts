/**
 * Classes from blind set 23 (b23-022, b23-023, b23-027), in wordings of their own: a when-required dose that
 * restates its medicine after a semicolon, a status-tagged line of a medicine the KB does not know, and a
 * heading that tells the patient not to take the medicines under it.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rows = (r: ReturnType<typeof reconcileChecked>, name: RegExp) =>
  r.medications.filter((m) => name.test(m.name));

describe('a when-required dose restating its medicine after a semicolon', () => {
  it.each([
    'Frusemide 60 mg in the morning; frusemide 20 mg extra when required if weight goes up 1.5 kg',
    'Lasix 40 mg mane (was 20 mg); Lasix 20 mg if needed for breathlessness',
    'Bumetanide 1 mg daily; bumetanide 1 mg additional dose prn for swelling',
  ])('%s: two rows, the extra dose when required', (line) => {
    const r = reconcileChecked('Furosemide 20 mg mane\nBumetanide 1 mg daily', line);
    const name = /frusemide|furosemide|bumetanide/i;
    const found = rows(r, name);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.some((m) => m.isPRN)).toBe(true);
    expect(found.some((m) => !m.isPRN)).toBe(true);
  });

  it('never reads a body weight as a count of tablets', () => {
    const r = reconcileChecked(
      'Furosemide 40 mg mane',
      'Furosemide 40 mg mane; furosemide 40 mg if needed when weight is 3 kg over target',
    );
    const prn = rows(r, /furosemide/i).find((m) => m.isPRN)!;
    expect(prn.schedule['0800']).not.toMatch(/3 tablets/);
  });
});

describe('a status-tagged line of a medicine the KB does not know', () => {
  it.each([
    ['Key: ★ new  ✖ stop', '★ Zyxoflox 0.5% eye drops right eye 6 times a day'],
    ['Symbols: ✚ started  ⏸ held', '✚ Quorbamine 2% ear drops 3 drops twice daily'],
  ])('%s: its own warned row, never folded into the order above', (key, line) => {
    const r = reconcileChecked(
      'Atropine 1% eye drops right eye bd',
      `${key}\n★ Atropine 1% eye drops right eye twice daily\n${line}`,
    );
    const unknown = r.medications.find((m) => /zyxoflox|quorbamine/i.test(m.name));
    expect(unknown).toBeTruthy();
    expect(unknown!.changeType).toBe('new');
    expect(JSON.stringify(r.warnings) + JSON.stringify(unknown!.warnings)).toMatch(
      /zyxoflox|quorbamine/i,
    );
  });

  it('ofloxacin is a known medicine', () => {
    const r = reconcileChecked('Timolol 0.5% 1 drop mane', 'Ofloxacin 0.3% eye drops 1 drop qid');
    expect(r.medications.find((m) => m.name === 'Ofloxacin')?.indication).toMatch(/infection/i);
  });
});

describe('a heading that tells the patient not to take the medicines under it', () => {
  it.each([
    ['Left at home - do not take until reviewed by cardiology:', 'withheld'],
    [
      'Patient keeps these but must not use them until the renal team says so - do not use until then:',
      'withheld',
    ],
    ["Don't take any more:", 'ceased'],
  ])('%s', (heading, section) => {
    const r = reconcileChecked(
      'Perindopril 5 mg mane\nMetformin 500 mg bd',
      `Metformin 500 mg bd\n${heading}\n  Perindopril 5 mg - creatinine rose to 190`,
    );
    expect(rows(r, /perindopril/i)).toEqual([]);
    const ceased = r.ceasedMedications.find((m) => /perindopril/i.test(m.name));
    expect(ceased?.reason).toMatch(section === 'withheld' ? /withheld|hold/i : /./);
    expect(ceased?.reason).toMatch(/creatinine/);
    expect(r.ceasedMedications.map((m) => m.name).join()).not.toMatch(/left|patient|take/i);
  });
});
