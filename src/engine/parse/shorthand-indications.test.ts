/**
 * An indication is what a patient can read: a result written as the reason ('for Na 127') becomes the
 * condition it shows, clinical words become everyday ones, and shorthand the plain-words list does not
 * know stays only beside the medicine's usual use.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { plainIndication, plainWords } from './conditions';
import { labIndication } from './shorthand-indications';

const indicationOf = (line: string) =>
  reconcile({ admissionOrders: '', dischargeOrders: line }).medications[0]!.indication;

describe('a result written as the indication', () => {
  it.each([
    ['Na 127', 'Low sodium'],
    ['K+ of 2.9', 'Low potassium'],
    ['Mg 0.45 mmol/L', 'Low magnesium'],
    ['high phosphate 2.4', 'High phosphate'],
    ['BSL 22', 'High blood sugar'],
  ])('%s -> %s', (text, plain) => expect(plainIndication(text)).toBe(plain));

  it('gives no indication for a result in range, and leaves other text alone', () => {
    expect(labIndication('K 4.4')).toBe('');
    expect(labIndication('PCI 2022')).toBeNull();
    expect(labIndication('type 2 diabetes')).toBeNull();
  });

  it("falls back to the medicine's usual use", () => {
    expect(indicationOf('Magnesium aspartate 500 mg bd - new for Mg 0.5')).toMatch(/magnesium/i);
    expect(indicationOf('Slow-K 600 mg bd for K 4.1')).not.toMatch(/4\.1/);
  });
});

describe('clinical words become everyday ones', () => {
  it.each([
    ['haematuria', 'Blood in the urine'],
    ['dysphagia', 'Trouble swallowing'],
    ['arthralgia', 'Joint pain'],
    ['clusters', 'Seizure clusters'],
  ])('%s -> %s', (text, plain) => expect(plainIndication(text)).toBe(plain));

  it("does not respell an abbreviation's own words again", () => {
    expect(plainWords('ITP')).toBe('low platelets (immune thrombocytopenia)');
    expect(plainWords('PAH')).toBe('pulmonary hypertension');
  });
});

describe('shorthand the list does not know stays beside the usual use', () => {
  it('keeps the medicine usual use first', () => {
    expect(indicationOf('Lactulose 20 mL tds - for HE prophylaxis')).toMatch(/^Constipation.*\(HE/);
  });

  it('leaves known abbreviations and order words alone', () => {
    expect(indicationOf('Salbutamol 100 mcg 2 puffs prn for COPD')).not.toMatch(/\(.*\(/);
    expect(indicationOf('Paracetamol 1 g qid prn for pain NEW')).toMatch(/^Pain/);
  });
});

describe('calcium carbonate with every meal', () => {
  it('says both uses the order allows, and a supplement otherwise', () => {
    expect(indicationOf('Calcium carbonate 1.25 g with each meal')).toMatch(/phosphate.*calcium/i);
    expect(indicationOf('Calcium carbonate 600 mg bd')).not.toMatch(/phosphate/i);
    expect(indicationOf('Calcium carbonate 600 mg with evening meal')).not.toMatch(/phosphate/i);
  });
});
