/**
 * Status words on single discharge lines: which lines stop or withhold the medicine (and with what
 * reason), and which only give a conditional direction on an order that continues.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { parseList } from './list';
import { readStatusClause, readStatusPrefix } from './status';

const one = (text: string, section = '') => {
  const list = parseList(section ? `${section}\n${text}` : text, 'discharge');
  return list.orders[0];
};

describe('status words anywhere in the line', () => {
  it.each([
    [
      'Amlodipine - withhold until review by GP (BP 105/60)',
      'withheld',
      'until review by GP (BP 105/60)',
    ],
    ['Methotrexate - withhold until review by GP', 'withheld', 'until review by GP'],
    [
      'Methotrexate - WITHHOLD UNTIL REVIEW BY RHEUMATOLOGIST',
      'withheld',
      'UNTIL REVIEW BY RHEUMATOLOGIST',
    ],
    ['Warfarin - withhold until INR < 3', 'withheld', 'until INR < 3'],
    ['Spironolactone 25 mg mane withhold until K+ rechecked', 'withheld', 'until K+ rechecked'],
    ['Aspirin 100mg mane - not to be taken until after surgery', 'withheld', 'until after surgery'],
    ['Warfarin - do not take until INR checked', 'withheld', 'until INR checked'],
    ['Warfarin - do NOT take while on clarithromycin', 'withheld', 'while on clarithromycin'],
    [
      'Atorvastatin 40mg nocte - suspended while on antibiotics',
      'withheld',
      'while on antibiotics',
    ],
    ['Apixaban 5 mg BD - on hold', 'withheld', ''],
    ['Apixaban 5 mg BD - held (bleeding)', 'withheld', 'bleeding'],
    ['Apixaban 5 mg BD - HELD', 'withheld', ''],
    ['Metformin WITHHELD (eGFR 28)', 'withheld', 'eGFR 28'],
    ['Metformin 1 g BD withheld - contrast', 'withheld', 'contrast'],
    ['Ramipril 5 mg mane (low BP) - withheld', 'withheld', 'low BP'],
    ['Ramipril 5mg - suspended (AKI)', 'withheld', 'AKI'],
    ['Ramipril 5mg - d/c', 'ceased', ''],
    ['Ramipril 5mg - D/C AKI', 'ceased', 'AKI'],
    ['Ramipril 5mg - discontinued', 'ceased', ''],
    ['Ramipril 5mg - Stopped due to AKI', 'ceased', 'AKI'],
    ['Ramipril - ceased - AKI', 'ceased', 'AKI'],
    ['Ramipril - AKI - ceased', 'ceased', 'AKI'],
    ['Meloxicam - AKI, do not restart', 'ceased', 'AKI, do not restart'],
    ['Diclofenac - do not restart', 'ceased', ''],
    ['Diclofenac 50 mg TDS - not for discharge', 'ceased', ''],
    ['Hydrochlorothiazide - STOPPED due to hypotension', 'ceased', 'hypotension'],
    ['Aspirin 100 mg mane (ceased - GI bleed)', 'ceased', 'GI bleed'],
    ['Aspirin ceased due to GI bleed', 'ceased', 'GI bleed'],
    ['Aspirin: ceased', 'ceased', ''],
    ['Ceased aspirin 100 mg - GI bleed', 'ceased', 'GI bleed'],
    ['Aspirin 100mg mane — STOP', 'ceased', ''],
    ['Aspirin 100mg mane - stop (GI bleed)', 'ceased', 'GI bleed'],
    ['Aspirin - stop taking', 'ceased', ''],
    ['STOP taking aspirin', 'ceased', ''],
    ['Aspirin - no longer required', 'ceased', ''],
    ['Aspirin - not required', 'ceased', 'not required'],
    ['Aspirin - not needed on discharge', 'ceased', 'not needed on discharge'],
    ['Aspirin - not continued on discharge', 'ceased', 'on discharge'],
    ['Aspirin 100 mg mane - omit', 'withheld', ''],
    [
      'Perindopril - on hold until renal function improves',
      'withheld',
      'until renal function improves',
    ],
    ['Perindopril - suspended pending review', 'withheld', 'pending review'],
    ['Perindopril (withheld - AKI)', 'withheld', 'AKI'],
    ['Perindopril [CEASED]', 'ceased', ''],
    ['Perindopril 4mg mane *ceased*', 'ceased', ''],
    ['Perindopril 4mg mane. Withhold (AKI).', 'withheld', 'AKI'],
    ['Perindopril 4mg mane; ceased (AKI)', 'ceased', 'AKI'],
    ['Perindopril 4mg mane, ceased, AKI', 'ceased', 'AKI'],
    ['Perindopril 4 mg mane: STOPPED - AKI', 'ceased', 'AKI'],
    ["Perindopril 4 mg mane - D/C'd", 'ceased', ''],
    ['Perindopril 4 mg - stopped (replaced by candesartan)', 'ceased', 'replaced by candesartan'],
    ['Perindopril 4mg mane - hold until BP > 110', 'withheld', 'until BP > 110'],
    ['Perindopril 4mg mane - WITHHOLD', 'withheld', ''],
    ["Perindopril 4mg mane - don't take until GP review", 'withheld', 'until GP review'],
    ['Perindopril 4mg mane - not to be given', 'withheld', ''],
  ])('%j', (line, kind, reason) => {
    const o = one(line)!;
    expect(o.status?.kind).toBe(kind);
    expect(o.status?.reason ?? '').toBe(reason);
  });
});

describe('conditional directions are not a status (the order continues)', () => {
  it.each([
    'CARVEDILOL 12.5MG BD - HOLD PRE-DIALYSIS IF SBP < 100',
    'Carvedilol 12.5 mg BD - hold pre-dialysis',
    'Carvedilol 12.5 mg BD - withhold on dialysis days',
    'Metoprolol 25 mg BD - withhold if HR < 55',
    'Metoprolol 25 mg BD - hold if HR <55 or SBP <100',
    'Metoprolol 25 mg BD - withhold morning dose if SBP < 100',
    'Furosemide 40 mg mane - omit if dizzy',
    'Furosemide 40 mg mane - withhold when unwell (sick day rules)',
    'Metformin 1 g BD - stop if vomiting',
    'Metformin 1 g BD - withhold during acute illness',
    'Furosemide 40 mg mane - hold while SBP < 100',
    'Metformin 1 g BD - hold on the day of dialysis',
    'Ramipril 5 mg - omit before HD',
    'Alendronate 70 mg weekly - do not take with food',
    'Thyroxine 100 microgram mane - do not take within 4 hours of iron',
    'Clopidogrel 75 mg mane for 21 days then stop',
    'Endone 5 mg q6h for 3 days then review',
    'Paracetamol 1 g QID - stop taking when pain settles',
    'Ibuprofen 400 mg TDS - stop if indigestion',
    'Aspirin - not required to fast',
  ])('%j', (line) => {
    const o = one(line)!;
    expect(o).toBeTruthy();
    expect(['ceased', 'withheld']).not.toContain(o.status?.kind);
  });

  it('keeps a conditional hold in the row and the comment, unchanged', () => {
    const res = reconcile({
      admissionOrders: 'Carvedilol 12.5 mg BD',
      dischargeOrders: 'CARVEDILOL 12.5MG BD - HOLD PRE-DIALYSIS IF SBP < 100',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications[0]!.changeType).toBe('unchanged');
    expect(JSON.stringify(res.medications[0])).toMatch(/PRE-DIALYSIS IF SBP < 100/i);
  });
});

// A hold with a time limit or a one-off event is withheld now (ceased list), whatever the qualifier.
describe('a hold with a qualifier is withheld', () => {
  const VERBS = ['withhold', 'WITHHOLD', 'Hold', 'hold', 'suspend', 'Suspend', 'omit', 'pause'];
  const QUALIFIERS = [
    'while on antibiotics',
    'whilst on clarithromycin',
    'while NBM',
    'for 7 days',
    'for 48 hours',
    'for 2 weeks',
    'x 5 days',
    'during admission',
    'during the course of antibiotics',
    'until review by GP',
    'until INR < 3',
    'pending renal review',
    'pending bloods',
    'before colonoscopy',
    'before surgery',
    '5 days before procedure',
    'after procedure',
    'post procedure',
    'prior to surgery',
    'before contrast',
    'for 48 hours after contrast',
    'for now',
    '(AKI)',
  ];
  const lines = VERBS.flatMap((v) => QUALIFIERS.map((q) => `Aspirin 100 mg mane - ${v} ${q}`));
  it.each(lines)('%s', (line) => {
    expect(one(line)?.status?.kind).toBe('withheld');
    const res = reconcile({ admissionOrders: 'Aspirin 100 mg mane', dischargeOrders: line });
    expect(res.medications).toEqual([]);
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Aspirin']);
  });
});

describe('readStatusClause', () => {
  it.each([
    ['withhold until review', 'withheld'],
    ['hold until review by GP', 'withheld'],
    ['suspend until INR < 3', 'withheld'],
    ['stop until review', 'ceased'],
    ['not to be taken', 'withheld'],
    ['do not give', 'withheld'],
    ["don't take until seen by GP", 'withheld'],
    ['do not restart', 'ceased'],
    ['not to be restarted', 'ceased'],
    ['nil further', 'ceased'],
    ['- withheld', 'withheld'],
    ['- ceased', 'ceased'],
  ])('%j -> %s', (text, kind) => {
    expect(readStatusClause(text)?.kind).toBe(kind);
  });

  it.each([
    'hold if SBP < 100',
    'HOLD PRE-DIALYSIS IF SBP < 100',
    'withhold on dialysis days',
    'hold morning dose if HR < 50',
    'do not take with food',
    'do not take more than 8 in 24 hours',
    'stop after 5 days',
    'cease on 20/03',
  ])('%j is not a status', (text) => {
    expect(readStatusClause(text)).toBeNull();
  });
});

describe('ceased list reasons', () => {
  it('gives the withholding reason as written', () => {
    const res = reconcile({
      admissionOrders: 'Amlodipine 10mg daily',
      dischargeOrders: 'Amlodipine - withhold until review by GP (BP 105/60)',
    });
    expect(res.medications).toEqual([]);
    expect(res.ceasedMedications[0]!.reason).toMatch(
      /^Withheld: until review by GP \((?:BP|blood pressure) 105\/60\)$/,
    );
  });

  it('does not rewrite "then review" as "then stop"', () => {
    const res = reconcile({
      admissionOrders: 'Oxycodone 5 mg q4h PRN',
      dischargeOrders: 'Endone 5mg q6h regular for 3 days then review',
    });
    const text = JSON.stringify(res.medications);
    expect(text).toMatch(/then review/);
    expect(text).not.toMatch(/then stop/i);
  });
});

// An action word on the line itself ('CONTINUE: venlafaxine ...') is that line's status, not a heading.
describe('an inline action prefix is the status of its own line', () => {
  const PREFIXES: Array<[string, string]> = [
    ['CONTINUE', 'continued'],
    ['Continue', 'continued'],
    ['continued', 'continued'],
    ['UNCHANGED', 'continued'],
    ['CHANGE', 'changed'],
    ['Changed', 'changed'],
    ['DOSE CHANGE', 'changed'],
    ['INCREASE', 'increased'],
    ['Increased', 'increased'],
    ['REDUCE', 'reduced'],
    ['Decreased', 'reduced'],
    ['NEW', 'new'],
    ['Start', 'new'],
    ['COMMENCED', 'new'],
    ['CEASE', 'ceased'],
    ['STOP', 'ceased'],
    ['Ceased', 'ceased'],
    ['WITHHOLD', 'withheld'],
    ['HOLD', 'withheld'],
  ];
  const lines = PREFIXES.flatMap(([p, kind]) =>
    [
      `${p}: Candesartan 16 mg daily`,
      `${p} - Candesartan 16 mg daily`,
      `4. ${p}: Candesartan 16 mg daily (BP 158/92)`,
    ].map((l): [string, string] => [l, kind]),
  );
  it.each(lines)('%s -> %s', (line, kind) => {
    const o = one(line)!;
    expect(o.displayName).toMatch(/candesartan/i);
    expect(o.status?.kind).toBe(kind);
    const res = reconcile({ admissionOrders: 'Candesartan 8 mg daily', dischargeOrders: line });
    const stops = kind === 'ceased' || kind === 'withheld';
    expect(res.medications.length).toBe(stops ? 0 : 1);
    expect(res.ceasedMedications.length).toBe(stops ? 1 : 0);
  });
  it.each(['Change patch every 3 days', 'Continue for 5 days'])(
    '%s is not an action prefix',
    (text) => {
      expect(readStatusPrefix(text)).toBeNull();
    },
  );
});

describe('dispensing-history table columns are not doses', () => {
  it('reads a Medication / Directions / Last script table', () => {
    const adm =
      'Medication\tDirections\tLast script\nTamoxifen 20mg\t1 daily\t15/10/2026\nCandesartan 8mg\t1 daily\t15/10/2026';
    const res = reconcile({
      admissionOrders: adm,
      dischargeOrders: 'Tamoxifen 20 mg daily\nCandesartan 8 mg daily',
    });
    expect(res.warnings).toEqual([]);
    expect(res.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});
