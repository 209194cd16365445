/**
 * What an order says the medicine is for wins over the knowledge base's usual use, however it is
 * written: a condition label before the order, a bracket of initials, a reason after 'NEW today';
 * and words that are not a use (when to leave a dose out, why a site stops, a when-required
 * condition of an order that is now regular) never become the indication.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rows = (dis: string, adm = 'Paracetamol 1 g QID') =>
  reconcile({ admissionOrders: adm, dischargeOrders: dis });
const ind = (dis: string, adm?: string) => {
  const res = rows(dis, adm);
  const row = res.medications.find((m) => !/paracetamol/i.test(m.name));
  return row?.indication;
};

describe('a condition written as the label of an order is its indication', () => {
  it.each([
    ['Agitation or distress: midazolam 2.5 mg subcut 1 hourly prn', /agitation or distress/i],
    ['Noisy breathing: hyoscine butylbromide 20 mg subcut 2 hourly prn', /noisy breathing/i],
    ['Nausea: metoclopramide 10 mg subcut TDS prn', /^nausea$/i],
    ['Hypertension: perindopril 5 mg mane', /high blood pressure/i],
    ['Gout - colchicine 500 mcg BD', /^gout$/i],
    ['Restless legs: pramipexole 0.125 mg nocte', /restless legs/i],
  ])('%s', (line, re) => {
    expect(ind(line)).toMatch(re);
  });

  it('an observation-like label over an order is still an order', () => {
    const res = rows('Blood pressure: amlodipine 5 mg daily');
    const row = res.medications.find((m) => m.name === 'Amlodipine');
    expect(row?.indication).toMatch(/blood pressure/i);
    expect(res.warnings?.join(' ')).not.toMatch(/Could not read/);
  });

  it.each([
    ['Prophylaxis: Hemlibra 174 mg weekly', /haemophilia/i],
    ['Vitamin D - 1000 units daily', /vitamin d/i],
  ])('a label that is no condition leaves the usual use: %s', (line, re) => {
    expect(ind(line)).toMatch(re);
  });
});

describe('a stated purpose in brackets or after a status', () => {
  it.each([
    ['Pregabalin 75 mg nocte - NEW (RLS)', /restless legs/i],
    ['Prednisolone 75 mg mane (ITP)', /platelets/i],
    ['Valaciclovir 500 mg BD (HSV)', /herpes/i],
    ['Fidaxomicin 200 mg BD for 10 days (recurrent C. difficile)', /c\. difficile/i],
    ['Rivaroxaban 2.5 mg twice daily (NEW today - vascular protection with aspirin)', /vascular/i],
    ['Nicotine patch 21 mg/24 hours each morning (new today - quitting smoking)', /smok/i],
  ])('%s', (line, re) => {
    expect(ind(line)).toMatch(re);
  });

  it('when a stop happened is not its reason', () => {
    const res = rows('Aspirin 100 mg daily - ceased today (GI bleed)', 'Aspirin 100 mg daily');
    expect(res.ceasedMedications[0]!.reason).toBe('Ceased: GI bleed');
  });
});

describe('words that are not a use are never the indication', () => {
  it.each([
    ['Ibuprofen 400 mg TDS prn - stop if vomiting', /pain|fever/i],
    ['Ibuprofen 400 mg TDS prn - withhold if vomiting', /pain|fever/i],
    ['Metoprolol 25 mg BD - hold if SBP < 100', /heart|blood pressure/i],
  ])('when to leave a dose out: %s', (line, re) => {
    expect(ind(line)).toMatch(re);
  });

  it('a bracket after a site stop is why that site stops', () => {
    const res = rows(
      'Timolol 0.5% eye drops - ONE drop RIGHT eye only in the morning - STOP in left eye (uveitis; ophthalmology to review pressures)',
      'Timolol 0.5% eye drops 1 drop both eyes in the morning',
    );
    const row = res.medications[0]!;
    expect(row.indication).toMatch(/glaucoma|pressure/i);
    expect(row.comment).toMatch(/uveitis/i);
  });

  it.each([
    ['Nurofen 400mg TDS prn headache', 'Ibuprofen 400 mg 1 tablet three times daily for 3 days'],
    [
      'Advantan fatty ointment apply once daily when required for flares',
      'Methylprednisolone aceponate 0.1% (Advantan) ointment once daily for 2 weeks',
    ],
  ])(
    'a when-required condition does not follow the medicine onto a regular order: %s',
    (adm, dis) => {
      const row = rows(dis, adm).medications[0]!;
      expect(row.isPRN).toBe(false);
      expect(row.indication).not.toMatch(/headache|flares/i);
    },
  );

  it('the condition carries over when both orders are when required', () => {
    const row = rows('Ibuprofen 400 mg TDS prn', 'Nurofen 400mg TDS prn headache').medications[0]!;
    expect(row.indication).toMatch(/headache/i);
  });
});

describe('a steroid added to a sinus rinse is used in the nose', () => {
  it.each([
    'Budesonide 1 mg/2 mL respule - add one respule to the 240 mL saline sinus rinse bottle, rinse each side twice daily',
    'Budesonide 0.5 mg respules 1 respule in nasal irrigation bottle BD',
  ])('%s', (line) => {
    const row = rows(line).medications.find((m) => /budesonide/i.test(m.name))!;
    expect(row.indication).toMatch(/nose|sinus|hay fever/i);
    expect(row.schedule['0800']).not.toBe('');
    expect(row.schedule['1800']).not.toBe('');
  });
});

describe('a use that only names an episode takes its condition from the medicine', () => {
  it.each([
    ['Prednisolone 25 mg daily for 5 days', 'Colchicine 500 microgram bd prn flares', /gout/i],
    ['Sumatriptan 50 mg prn for an attack', 'Sumatriptan 50 mg prn for an attack', /migraine/i],
    [
      'Salbutamol 100 mcg 2 puffs prn attacks',
      'Salbutamol 100 mcg 2 puffs prn attacks',
      /breath|wheez/i,
    ],
  ])('%j', (adm, dis, use) => {
    const res = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    const row = res.medications.find((m) => m.name === dis.split(' ')[0])!;
    expect(row.indication).toMatch(use);
  });

  it('cramping is cramping pain', () => {
    expect(ind('Hyoscine butylbromide 10 mg tds prn cramping')).toMatch(/cramping pain/i);
    expect(ind('Ibuprofen 200 mg 2 tabs tds prn period cramping')).toMatch(/pain/i);
  });
});

describe('a medicine whose use differs in pregnancy', () => {
  const row = (adm: string, dis: string) =>
    reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications.find((m) =>
      m.name.startsWith('Aspirin'),
    )!;
  it.each([
    ['Obstetrics clinic, 24+3/40\nAspirin 150 mg nocte', 'Aspirin 150 mg nocte - continue'],
    ['Cartia 100 mg at night', 'Antenatal discharge\nCartia 100 mg at night until 36 weeks'],
    ['Aspirin 100 mg daily (pregnant, 20 weeks)', 'Aspirin 100 mg daily'],
  ])('%j takes the pregnancy use, with a warning', (adm, dis) => {
    const r = row(adm, dis);
    expect(r.indication).toMatch(/pre-eclampsia/i);
    expect(r.warnings).toContainEqual(expect.stringMatching(/pregnancy/));
  });

  it('keeps the usual use where no pregnancy is written, and a stated use always', () => {
    expect(row('Aspirin 100 mg daily', 'Aspirin 100 mg daily').indication).not.toMatch(/eclampsia/);
    expect(
      row('Antenatal ward 30/40\nAspirin 100 mg daily', 'Aspirin 100 mg daily for APS').indication,
    ).not.toMatch(/eclampsia/);
  });
});
