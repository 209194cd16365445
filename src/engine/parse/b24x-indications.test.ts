/**
 * Where a row's indication comes from (blind set 24 classes, own wordings): a condition label with a note in
 * brackets before the order, a condition that is the reason for advice in the same bracket, and a treatment
 * aim in a cardiologist's words.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const indication = (adm: string, dis: string, name: RegExp) =>
  reconcileChecked(adm, dis).medications.find((m) => name.test(m.name))?.indication ?? '';

describe('a condition label with a note in brackets', () => {
  it.each([
    [
      'Malaria (travelling to PNG): atovaquone/proguanil 250/100 mg daily',
      /atovaquone/i,
      /malaria/i,
    ],
    ['Gout (flares twice a year) - allopurinol 100 mg daily', /allopurinol/i, /gout/i],
    ['Tuberculosis (latent, on screening): isoniazid 300 mg daily', /isoniazid/i, /tuberculosis/i],
  ])('%s', (line, name, use) => {
    const r = reconcileChecked(line, line.replace(/^.*?[:-]\s+/, ''));
    expect(r.medications.find((m) => name.test(m.name))?.indication).toMatch(use);
  });
});

describe('a condition after advice in one bracket is why the advice is given', () => {
  it.each([
    'Microgynon 30 1 tablet daily (use a back-up method for 7 days - diarrhoea this week)',
    'Levlen ED 1 tablet daily (avoid relying on it alone for 7 days - missed pills while vomiting)',
  ])('%s', (line) => {
    expect(
      indication('Microgynon 30 1 tablet daily\nLevlen ED 1 tablet daily', line, /levonorgestrel/i),
    ).toMatch(/contracep/i);
  });
});

describe("a treatment aim in a cardiologist's words", () => {
  it.each([
    ['Sotalol 80 mg bd (new, for rhythm control)', /sotalol/i, /heart rhythm/i],
    ['Digoxin 62.5 microgram daily - rate control', /digoxin/i, /heart rate/i],
  ])('%s', (line, name, use) => {
    expect(indication('', line, name)).toMatch(use);
  });
});
