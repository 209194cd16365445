/**
 * Classes from blind set 23 (b23-001 ... b23-004), in wordings of their own: directions, decimal commas,
 * column headings, reasons, brands and glued salts of a visitor's plan from home.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { normaliseLine } from './normalise';

const only = (r: ReturnType<typeof reconcileChecked>) => {
  expect(r.medications).toHaveLength(1);
  return r.medications[0]!;
};

describe('directions in a visitor’s own language', () => {
  it.each([
    ['Amlodipino 10 mg - 1 tableta por la mañana', 'Amlodipine 10 mg one tablet mane', ['0800']],
    [
      'Simvastatina 20 mg - 1 compressa la sera',
      'Simvastatin 20 mg 1 tablet in the evening',
      ['1800'],
    ],
    [
      'METOPROLOL 50 mg : 1 comprimé matin et soir',
      'Metoprolol 50 mg 1 tablet bd',
      ['0800', '1800'],
    ],
    ['Ramipril 2,5 mg 1 Tablette morgens', 'Ramipril 2.5 mg 1 tablet in the morning', ['0800']],
    [
      'Cefuroxima 500 mg 1 comprimido cada 12 horas',
      'Cefuroxime 500 mg 1 tablet twice daily',
      null,
    ],
  ])('%s reads as its English twin: unchanged', (adm, dis, slots) => {
    const m = only(reconcileChecked(adm, dis));
    expect(m.changeType).toBe('unchanged');
    if (slots)
      expect(
        Object.keys(m.schedule)
          .filter((k) => m.schedule[k as '0800'])
          .sort(),
      ).toEqual(slots);
  });

  it.each([
    ['Ibuprofene 400 mg 1 compressa al bisogno', /ibuprofen/i],
    ['Paracetamol 500 mg 2 comprimidos si dolor', /paracetamol/i],
    ['Paracetamol 500 mg 1 Tablette bei Fieber', /paracetamol/i],
  ])('%s is when required', (adm, name) => {
    const r = reconcileChecked(adm, 'Nil');
    const found = [...r.medications, ...r.ceasedMedications].find((m) => name.test(m.name));
    expect(found).toBeTruthy();
    expect(normaliseLine(adm)).toMatch(/when required/);
  });

  it('leaves English words that hold a foreign one alone', () => {
    expect(normaliseLine('Serapeptase 1 capsule daily')).toBe('Serapeptase 1 capsule daily');
    expect(normaliseLine('Take 1 tablet in the morning')).toBe('Take 1 tablet in the morning');
  });
});

describe('a decimal comma', () => {
  it.each(['Bisoprolol 1,25 mg mane', 'Clonazepam 0,5 mg nocte', 'Digoxin 62,5 microgram daily'])(
    '%s keeps its fraction',
    (line) => {
      expect(normaliseLine(line)).toMatch(/\d\.\d/);
      const dis = line.replace(',', '.');
      expect(only(reconcileChecked(line, dis)).changeType).toBe('unchanged');
    },
  );

  it('a thousands comma and a list of days are not decimals', () => {
    expect(normaliseLine('Heparin 5,000 units bd')).not.toMatch(/5\.0/);
    expect(normaliseLine('Cycle days 1,2 and 3')).not.toMatch(/1\.2/);
  });
});

describe('a plan printed in another language', () => {
  it('reads time columns by their foreign headings, noughts as no dose, and its reason in English', () => {
    const adm = [
      'Médicament\tDosage\tMatin\tMidi\tSoir\tCoucher\tIndication',
      'Furosemide\t40 mg\t1\t0\t0\t0\tinsuffisance cardiaque',
      'Atorvastatine\t40 mg\t0\t0\t1\t0\tcholestérol',
    ].join('\n');
    const r = reconcileChecked(adm, 'Furosemide 40 mg mane\nAtorvastatin 40 mg in the evening');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(r.medications[0]!.indication).toMatch(/heart failure/i);
  });

  it.each([
    ['Amlodipinbesilat 5 mg 1-0-0', /amlodipine/i],
    ['Candesartancilexetil 8 mg 1-0-0', /candesartan/i],
    ['Metoprololtartrat 50 mg 1-0-1', /metoprolol/i],
  ])('%s: a salt glued to the name is still the medicine', (line, name) => {
    const r = reconcileChecked(line, 'Nil');
    const found = r.ceasedMedications.find((m) => name.test(m.name));
    expect(found).toBeTruthy();
  });

  it('an overseas brand is its medicine', () => {
    const m = only(
      reconcileChecked('Dafalgan 500 mg 2 cp si besoin', 'Paracetamol 500 mg 2 tablets prn'),
    );
    expect(m.changeType).toBe('unchanged');
  });
});
