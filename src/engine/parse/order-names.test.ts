import { describe, expect, it } from 'vitest';
import { cleanText } from './lines';
import { parseOrder } from './order';
import type { ParsedOrder, Section } from './types';

function order(text: string, section: Section | null = null): ParsedOrder {
  const o = parseOrder({ list: 'discharge', line: 1, raw: text, text: cleanText(text), section });
  if (!o) throw new Error(`not read as an order: ${text}`);
  return o;
}
const amountOf = (o: ParsedOrder) => o.amount.count?.text ?? o.amount.measure?.text;

describe('names: brands, former Australian names, international names, salts, release forms', () => {
  it.each([
    ['Lipitor 40mg nocte', 'atorvastatin', 'Lipitor'],
    ['Panadol Osteo 1330mg BD', 'paracetamol', 'Panadol Osteo'],
    ['Coversyl 5mg mane', 'perindopril', 'Coversyl'],
    ['Somac 40mg daily', 'pantoprazole', 'Somac'],
    ['Lasix 40mg mane', 'furosemide', 'Lasix'],
    ['Ventolin MDI 2 puffs PRN', 'salbutamol', 'Ventolin'],
    ['Optisulin 18 units nocte', 'insulin glargine', 'Optisulin'],
    ['Nexium 20mg mane', 'esomeprazole', 'Nexium'],
    ['Diabex 1g BD', 'metformin', 'Diabex'],
    ['Eliquis 5 mg BD', 'apixaban', 'Eliquis'],
    ['Keppra 500mg BD', 'levetiracetam', 'Keppra'],
    ['Endone 5mg 4 hourly PRN', 'oxycodone', 'Endone'],
    ['Movicol 1 sachet daily', 'macrogol', 'Movicol'],
    ['Oroxine 75mcg mane', 'levothyroxine', 'Oroxine'],
    ['Clexane 40 mg SC daily', 'enoxaparin', 'Clexane'],
  ])('brand %s', (text, ingredient, brand) => {
    const o = order(text);
    expect(o.key).toContain(ingredient);
    expect(o.brand).toBe(brand);
    expect(o.displayName).toMatch(new RegExp(`\\(${brand}\\)$`));
  });

  it.each([
    ['frusemide 40mg mane', 'furosemide', 'Furosemide'],
    ['thyroxine 100mcg mane', 'levothyroxine', 'Levothyroxine'],
    ['amoxycillin 500mg TDS', 'amoxicillin', 'Amoxicillin'],
    ['cephalexin 500mg QID', 'cefalexin', 'Cefalexin'],
    ['Acetaminophen 1 g QID', 'paracetamol', 'Paracetamol'],
    ['albuterol 2 puffs PRN', 'salbutamol', 'Salbutamol'],
    ['GTN patch 5mg/24hr mane', 'glyceryl trinitrate', 'Glyceryl trinitrate'],
    ['oestradiol 50mcg/24hr patch', 'estradiol', 'Estradiol'],
    ['cholecalciferol 1000 IU daily', 'colecalciferol', 'Colecalciferol'],
  ])('%s -> %s', (text, ingredient, display) => {
    const o = order(text);
    expect(o.key).toContain(ingredient);
    expect(o.displayName.startsWith(display)).toBe(true);
    expect(o.brand).toBeUndefined();
  });

  it.each([
    ['Metoprolol tartrate 50mg BD', 'metoprolol', []],
    ['Metoprolol succinate CR 95 mg mane', 'metoprolol', ['modified release']],
    ['Metoprolol CR 47.5mg mane', 'metoprolol', ['modified release']],
    ['Diabex XR 1000mg with evening meal', 'metformin', ['modified release']],
    ['Metformin XR 1 g nocte', 'metformin', ['modified release']],
    ['Gliclazide MR 30mg mane', 'gliclazide', ['modified release']],
    ['Diltiazem CD 180mg mane', 'diltiazem', ['modified release']],
    ['Tramadol SR 100 mg BD', 'tramadol', ['modified release']],
    ['Epilim EC 500mg BD', 'valproate', ['enteric coated']],
    ['Sodium valproate EC 500 mg BD', 'valproate', ['enteric coated']],
    ['Panadol Osteo 665 mg 2 tabs TDS', 'paracetamol', ['modified release']],
    ['OxyContin 20 mg BD', 'oxycodone', ['modified release']],
    ['Perindopril arginine 5mg mane', 'perindopril', []],
  ])('salt and release form: %s', (text, ingredient, qualifiers) => {
    const o = order(text);
    expect(o.key).toBe(ingredient);
    expect(o.qualifiers).toEqual(qualifiers);
  });

  it('a brand in brackets after the dose names the product (and its release form)', () => {
    const o = order('Paracetamol 665mg 2 tabs TDS (Panadol Osteo)');
    expect(o.brand).toBe('Panadol Osteo');
    expect(o.qualifiers).toContain('modified release');
    expect(o.displayName).toBe('Paracetamol (Panadol Osteo)');
  });

  it('a brand in brackets after the generic', () => {
    expect(order('Apixaban (Eliquis) 5 mg BD').displayName).toBe('Apixaban (Eliquis)');
    expect(order('Insulin glargine (Optisulin) 22 units subcut at night').brand).toBe('Optisulin');
  });

  it('a generic in brackets after an unfamiliar name identifies the medicine', () => {
    const o = order('Zyxtor (atorvastatin) 40 mg nocte');
    expect(o.key).toBe('atorvastatin');
  });

  it('combination brands and generic combinations give the same ingredient key', () => {
    const keys = [
      'Coversyl Plus 5/1.25 mg mane',
      'Perindopril arginine/indapamide 5 mg/1.25 mg mane',
      'Perindopril + indapamide 5/1.25 mg mane',
    ].map((t) => order(t).key);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toContain('indapamide');
    expect(order('Targin 10/5 mg BD').key).toBe(order('Oxycodone/naloxone 10/5 mg BD').key);
    expect(order('Caduet 5/40 mg daily').key).toBe(
      order('Amlodipine/atorvastatin 5 mg/40 mg daily').key,
    );
  });

  it('combination strengths follow the KB ingredient order however the name orders them', () => {
    expect(order('Carbidopa/levodopa 25/100 1 tab TDS').strength?.values).toEqual(
      order('Levodopa/carbidopa 100/25 1 tab TDS').strength?.values,
    );
  });

  it('a composition in brackets gives the strength of a brand', () => {
    const o = order(
      'Augmentin Duo Forte (amoxicillin 875 mg/clavulanic acid 125 mg) 1 tab PO BD for 10 days',
    );
    expect(o.strength?.text).toBe('875 mg/125 mg');
    expect(amountOf(o)).toBe('1 tablet');
  });

  it('a combination written with each strength (FHIR style) is one product', () => {
    const o = order(
      'Paracetamol 500 mg + codeine phosphate hemihydrate 30 mg tablet 1-2 tablets every 4-6 hours as needed for pain',
    );
    expect(o.key).toContain('codeine');
    expect(o.key).toContain('paracetamol');
    expect(o.strength?.text).toBe('500 mg/30 mg');
    expect(o.prn).toBe(true);
  });

  it('a combination whose parts write different mass units is still one product', () => {
    const o = order(
      'Alendronic acid 70 mg + cholecalciferol 70 mcg (weekly bone tablet) every Sunday',
    );
    expect(o.key).toContain('alendron');
    expect(o.key).toContain('colecalciferol');
    expect(o.strength?.text).toBe('70 mg/70 microgram');
    const g = order('Calcium carbonate 1.5 g + colecalciferol 25 microgram tablet once daily');
    expect(g.key).toContain('calcium');
    expect(g.key).toContain('colecalciferol');
    expect(g.strength?.values).toEqual([1.5, 0.000025]);
  });

  it('a misspelt name is read with a warning', () => {
    const o = order('Atorvastatn 40mg nocte');
    expect(o.key).toBe('atorvastatin');
    expect(o.warnings.join()).toMatch(/"Atorvastatn" read as Atorvastatin/);
  });

  it('a misspelling that would turn into another medicine is not accepted', () => {
    const o = order('Oxazepam 15 mg nocte');
    expect(o.key).not.toBe('diazepam');
  });

  it('an unknown medicine that reads as an order keeps its name as written, with a warning', () => {
    const o = order('Zyxamol 10 mg daily');
    expect(o.unknownMedicine).toBe(true);
    expect(o.displayName).toBe('Zyxamol');
    expect(o.warnings.join()).toMatch(/not in the medicines list/);
    expect(order('ZYXAMOL XR 10 MG DAILY').displayName).toBe('Zyxamol');
  });

  it('a brand followed by "Plus" is not read as the plain brand', () => {
    expect(order('Fosamax Plus 70mg/70mcg weekly').key).not.toBe('alendronate');
  });

  it('is not an order: a name with nothing else that the KB does not know', () => {
    expect(
      parseOrder({
        list: 'discharge',
        line: 1,
        raw: 'Review with GP',
        text: 'Review with GP',
        section: null,
      }),
    ).toBeNull();
  });
});
