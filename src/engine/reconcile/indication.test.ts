import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { shortIndication } from './indication';

describe('short indications', () => {
  it.each([
    ['Depression (GP to review in 2 weeks)', 'Depression'],
    ['Heart stent (PCI) 2022', 'Heart stent (PCI)'],
    ['Atrial fibrillation since 2019', 'Atrial fibrillation'],
    ['Gout - started by rheumatology', 'Gout'],
    ['High blood pressure; review with GP', 'High blood pressure'],
    ['Type 2 diabetes (T2DM)', 'Type 2 diabetes (T2DM)'],
    ['Heart failure (HFrEF)', 'Heart failure (HFrEF)'],
    ['Pain (see plan)', 'Pain'],
    ['Osteoporosis, dx 03/2021', 'Osteoporosis'],
    ['COVID-19', 'COVID-19'],
    ['Shortness of breath via spacer', 'Shortness of breath'],
    [
      'Heart failure with reduced ejection fraction',
      'Heart failure with reduced ejection fraction',
    ],
    ['Hypothyroidism (since Jan 2020)', 'Hypothyroidism'],
  ])('%s -> %s', (text, expected) => {
    expect(shortIndication(text)).toBe(expected);
  });
});

describe('usual indication by route and brand', () => {
  const ind = (dis: string) =>
    reconcile({ admissionOrders: 'Paracetamol 1 g QID', dischargeOrders: dis }).medications[0]!
      .indication;
  it.each([
    ['Mometasone 0.1% ointment once daily', /skin/i],
    ['Mometasone 0.1% cream daily to rash', /rash|skin/i],
    ['Mometasone 50 microgram nasal spray 2 sprays each nostril daily', /hay fever|nose|allerg/i],
    ['Elocon 0.1% ointment daily', /skin/i],
    ['Nasonex 2 sprays each nostril daily', /hay fever|nose|allerg/i],
    ['Haloperidol 0.5 mg SC nocte', /agitation|psychosis|nausea/i],
    ['Hydrocortisone 20 mg mane', /adrenal|hormone/i],
    ['Hydrocortisone 1% cream BD', /skin/i],
    ['Hydrocortisone 100 mg IV QID', /./],
    ['Sertraline 50 mg mane - new for depression (GP to review in 2 weeks)', /^Depression$/],
  ])('%s', (line, re) => {
    expect(ind(line)).toMatch(re);
  });
});

describe('a part of the body after "for" is where it is used, not what for', () => {
  it.each([
    ['Ibuprofen gel apply tds prn for his back', 'Ibuprofen gel apply tds prn for his back'],
    ['Paracetamol 1 g qid prn', 'Paracetamol 1 g qid prn for her sore hips'],
    ['Arthritis - Meloxicam 7.5 mg daily', 'Meloxicam 7.5 mg daily for both knees'],
  ])('%j then %j', (adm, dis) => {
    const row = reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications[0]!;
    expect(row.indication).not.toMatch(/\b(?:his|her|both)\b/i);
    expect(row.indication).not.toBe('');
  });
});

describe('the words around a stated use', () => {
  it.each([
    ['Cetirizine 10 mg daily prn for hay fever.', /^Hay fever$/],
    ['Docusate 120 mg nocte for constipation.', /^Constipation$/],
    ['Empagliflozin 10 mg mane for your heart failure', /^Heart failure$/],
    ['Tamsulosin 400 microgram nocte for his prostate symptoms.', /^Prostate symptoms$/],
  ])('%j: the sentence full stop and whose it is are no part of it', (line, indication) => {
    const row = reconcile({ admissionOrders: 'Aspirin 100 mg daily', dischargeOrders: line })
      .medications[0]!;
    expect(row.indication).toMatch(indication);
  });
});

describe('an abbreviation whose plain words already say the next word', () => {
  it.each([
    ['Valganciclovir 450 mg daily for CMV prophylaxis', 'CMV prophylaxis'],
    ['Enoxaparin 40 mg daily for VTE prophylaxis.', 'VTE prophylaxis'],
    ['Co-trimoxazole 160/800 mg Mon/Wed/Fri for PJP prophylaxis', 'PJP prophylaxis'],
  ])('%j says each word once', (line) => {
    const row = reconcile({ admissionOrders: 'Aspirin 100 mg daily', dischargeOrders: line })
      .medications[0]!;
    expect(row.indication).not.toMatch(/prevention.*prevention/i);
  });
});
