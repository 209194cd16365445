import { describe, expect, it } from 'vitest';
import { allMedicines, getMedicineById, ingredientKey, lookupMedicine } from './index';
import { conflicts } from './name-index';
import { nameKey } from './text';
import type { Medicine } from './types';
import { STOP_WORDS } from './stop-words';

const meds = allMedicines();

/** Ingredients sold in Australia only inside combination products, so no single entry exists. */
const COMBINATION_ONLY = new Set([
  'clavulanic acid',
  'levodopa',
  'piperacillin',
  'tazobactam',
  'sulfamethoxazole',
  'vilanterol',
  'olodaterol',
  'sacubitril',
  // Sold in Australia only with estradiol (Femoston); Duphaston alone is no longer marketed.
  'dydrogesterone',
  'carbidopa',
  'benserazide',
  'insulin aspart protamine',
  'insulin lispro protamine',
  'nirmatrelvir',
  'potassium bicarbonate',
  // Sold as a skin product only with urea (Calmurid).
  'lactic acid',
  // HIV and hepatitis C combinations
  'bictegravir',
  'elvitegravir',
  'cobicistat',
  'lopinavir',
  'velpatasvir',
  'voxilaprevir',
  'glecaprevir',
  'pibrentasvir',
  'ledipasvir',
  'prilocaine',
  'aluminium hydroxide',
  'magnesium hydroxide',
  'sodium alginate',
  'calcium carbonate',
  'sodium citrate',
  'sodium lauryl sulfoacetate',
  'sorbitol',
  'ethinylestradiol',
  'drospirenone',
  // ear and eye drop combinations
  'framycetin',
  'gramicidin',
  'neomycin',
  'flumetasone',
  'clioquinol',
  'dextran',
  'propylene glycol',
  // specialist medicines (specialist.ts): cystic fibrosis, malaria, cancer, antibiotic and contraceptive combinations
  'elexacaftor',
  'tezacaftor',
  'lumacaftor',
  'artemether',
  'lumefantrine',
  'proguanil',
  'trifluridine',
  'tipiracil',
  'netupitant',
  'avibactam',
  'ceftolozane',
  'imipenem',
  'cilastatin',
  'nomegestrol',
]);

/** Every name a medicine can be written as, with the kind of name it is. */
function namesOf(m: Medicine): Array<[string, string]> {
  return [
    [m.name, 'name'],
    ...(m.aliases ?? []).map((n): [string, string] => [n, 'alias']),
    ...(m.formerNames ?? []).map((n): [string, string] => [n, 'former']),
    ...(m.internationalNames ?? []).map((n): [string, string] => [n, 'international']),
    ...(m.abbreviations ?? []).map((n): [string, string] => [n, 'abbreviation']),
    ...(m.brands ?? []).map((n): [string, string] => [n, 'brand']),
  ];
}

describe('knowledge base data', () => {
  it('holds at least 400 medicines with unique lower-case ids made of their ingredients', () => {
    expect(meds.length).toBeGreaterThanOrEqual(400);
    const ids = meds.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of meds) {
      expect(m.id, m.id).toBe(m.id.toLowerCase());
      expect(m.id, m.id).toBe(m.ingredients.join('+'));
      expect(getMedicineById(m.id)).toBe(m);
    }
  });

  it('gives every medicine a class, forms and a plain indication (several uses are named, never left empty)', () => {
    for (const m of meds) {
      expect(m.class, m.id).toBeTruthy();
      expect(m.forms.length, m.id).toBeGreaterThan(0);
      for (const f of m.forms) expect(f, m.id).toMatch(/^[a-z][a-z -]+[a-z]$|^IV fluid$/);
      // release form is a qualifier of the order, not a dose form ('modified release 60 mg modified release tablet')
      expect(
        m.forms.filter((f) => /release|coated/.test(f)),
        m.id,
      ).toEqual([]);
      expect(new Set(m.forms).size, m.id).toBe(m.forms.length);
      // Every row needs an indication a patient understands, also by route and by brand.
      for (const ind of [
        m.indication,
        ...Object.values(m.routeIndications ?? {}),
        ...Object.values(m.brandIndications ?? {}),
      ]) {
        expect(ind.length, m.id).toBeGreaterThanOrEqual(3);
        expect(ind, m.id).toMatch(/^[A-Z]/);
        expect(ind, m.id).not.toMatch(/[.]$/);
      }
    }
  });

  it('never lets one name stand for two different medicines', () => {
    expect(conflicts).toEqual([]);
    const seen = new Map<string, string>();
    for (const m of meds) {
      for (const [n, kind] of namesOf(m)) {
        if (n.includes('+') && kind !== 'brand') continue;
        const key = nameKey(n);
        const other = seen.get(key);
        expect(other === undefined || other === m.id, `${n}: ${other} and ${m.id}`).toBe(true);
        seen.set(key, m.id);
      }
    }
  });

  it('reads every name, brand and abbreviation back as its own medicine, with nothing left over', () => {
    for (const m of meds) {
      for (const [n, kind] of namesOf(m)) {
        const r = lookupMedicine(n);
        expect(r?.medicine.id, `${kind} ${n}`).toBe(m.id);
        expect(r?.rest, `${kind} ${n}`).toBe('');
        expect(r?.warning, `${kind} ${n}`).toBeUndefined();
        if (kind === 'brand') expect(r?.brand, n).toBe(n);
      }
      expect(lookupMedicine(m.id.replace(/\+/g, '/'))?.medicine.id, m.id).toBe(m.id);
      expect(lookupMedicine(m.name.toUpperCase())?.medicine.id, m.id).toBe(m.id);
    }
  });

  it('has a single entry for each ingredient of a combination, unless it is only sold in combinations', () => {
    const singles = new Set(
      meds.filter((m) => m.ingredients.length === 1).map((m) => m.ingredients[0]),
    );
    for (const m of meds.filter((x) => x.ingredients.length > 1)) {
      for (const ing of m.ingredients) {
        expect(singles.has(ing) || COMBINATION_ONLY.has(ing), `${m.id}: ${ing}`).toBe(true);
      }
      expect(m.combinationOf ?? [], m.id).toEqual(m.ingredients.filter((i) => singles.has(i)));
    }
    for (const ing of COMBINATION_ONLY)
      expect(singles.has(ing), `${ing} now has a single entry`).toBe(false);
  });

  it('keeps one medicine per ingredient set, so matching by ingredients is unambiguous', () => {
    const keys = meds.map(ingredientKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keys brand indications by listed brands, and uses no stop word as a name', () => {
    for (const m of meds) {
      for (const b of Object.keys({ ...m.brandIndications, ...m.brandForms }))
        expect(m.brands, `${m.id} ${b}`).toContain(b);
      for (const forms of Object.values(m.brandForms ?? {}))
        for (const f of forms) expect(m.forms, `${m.id} ${f}`).toContain(f);
      for (const [n] of namesOf(m)) expect(STOP_WORDS.has(nameKey(n)), n).toBe(false);
    }
  });

  it('spells ingredients the current Australian way', () => {
    const words = new Set(meds.flatMap((m) => m.ingredients.flatMap((i) => i.split(' '))));
    for (const old of [
      'frusemide',
      'thyroxine',
      'amoxycillin',
      'cephalexin',
      'lignocaine',
      'sulphasalazine',
      'eformoterol',
      'oestradiol',
      'cholecalciferol',
      'beclomethasone',
      'chlorpheniramine',
      'dothiepin',
      'phenobarbitone',
      'acyclovir',
    ]) {
      expect(words.has(old), old).toBe(false);
    }
    expect([...words].filter((w) => w.includes('sulph'))).toEqual([]);
  });
});
