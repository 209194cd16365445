/**
 * Admission lists written abroad (blind set 23, b23-001..005), in wordings of their own: a gloss in brackets
 * after words in another script is read, accents on a generic name do not hide it, a brand of another country
 * the medicines list does not know is never silently stopped while a same-strength medicine is silently new,
 * and the line's own stop of an unknown name is a ceased entry even when its reason speaks of medicines.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('words in another script with an English gloss in brackets', () => {
  it.each([
    [
      'Rx 3 ビソプロロール錠2.5mg (bisoprolol 2.5 mg tab) 1錠 朝食後 (1 tab after breakfast) 14日分',
      /bisoprolol/i,
    ],
  ])('%s pairs with the discharge order', (line, name) => {
    const r = reconcileChecked(line, 'Bisoprolol 2.5 mg mane');
    const row = r.medications.find((m) => name.test(m.name))!;
    expect(row.changeType).not.toBe('new');
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a part with no gloss is reported, never dropped', () => {
    const r = reconcileChecked(
      'ビソプロロール錠2.5mg (bisoprolol 2.5 mg tab) 1錠 朝食後 (1 tab after breakfast) 30日分',
      'Bisoprolol 2.5 mg mane',
    );
    expect(JSON.stringify(r)).toMatch(/30日分/);
  });
});

describe('accents on a generic name', () => {
  it.each(['Ramipríl 5 mg 1 diario', 'Ramiprìl 5 mg', 'RAMIPRÍL 5 mg'])(
    '%s is ramipril',
    (line) => {
      const r = reconcileChecked(line, 'Ramipril 5 mg mane');
      expect(r.medications[0]!.changeType).not.toBe('new');
      expect(r.ceasedMedications).toEqual([]);
    },
  );
});

describe('a name the medicines list does not know, beside a lone medicine of the other list', () => {
  it('warns on both when the strengths agree', () => {
    const r = reconcileChecked(
      'Zolvadine 40 mg 1 cp le matin\nMetformin 500 mg bd',
      'Pantoprazole 40 mg mane\nMetformin 500 mg bd',
    );
    const row = r.medications.find((m) => m.name === 'Pantoprazole')!;
    expect(row.changeType).toBe('new');
    expect(row.warnings?.join()).toMatch(/Zolvadine/);
    const entry = r.ceasedMedications.find((m) => /Zolvadine/i.test(m.name))!;
    expect(entry.warnings?.join()).toMatch(/Pantoprazole/);
  });

  it('the other way round: a stopped known medicine and a new unknown one', () => {
    const r = reconcileChecked('Amlodipine 10 mg daily', 'Quarvidine 10 mg daily');
    const entry = r.ceasedMedications.find((m) => m.name === 'Amlodipine')!;
    expect(entry.warnings?.join()).toMatch(/Quarvidine/);
  });

  it('says nothing when the strengths differ', () => {
    const r = reconcileChecked('Zolvadine 5 mg mane', 'Pantoprazole 40 mg mane');
    const row = r.medications.find((m) => m.name === 'Pantoprazole')!;
    expect(row.warnings?.join() ?? '').not.toMatch(/Zolvadine/);
  });
});

describe("the line's own stop of a name the medicines list does not know", () => {
  it.each([
    'Zyxoprofen (Zyxonin) - CEASED: gastric bleed. Avoid anti-inflammatory medicines from now on.',
    'Quelmadol - stopped, made her drowsy; no more sleeping tablets',
  ])('%s is a ceased entry', (line) => {
    const r = reconcileChecked(
      'Zyxoprofen 60 mg prn\nQuelmadol 5 mg nocte',
      `Metformin 500 mg bd\n${line}`,
    );
    const name = line.split(/[\s(]/)[0]!;
    expect(r.ceasedMedications.map((m) => m.name).join()).toMatch(new RegExp(name, 'i'));
  });
});

describe('a long run of words in another script with no English gloss', () => {
  // The gloss pattern once tried every split of such a run (seconds on one line); it must read it at once.
  it('is reported, not hung on', () => {
    const line = `${'ロキソプロフェン錠60mg 1錠 朝夕食後 '.repeat(12)}x`;
    const r = reconcileChecked('', line);
    expect(
      r.medications.length + r.ceasedMedications.length + (r.warnings?.length ?? 0),
    ).toBeGreaterThan(0);
  });
});
