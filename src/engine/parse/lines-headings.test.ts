import { describe, expect, it } from 'vitest';
import { classifyLine } from './headings';
import { cleanText, splitLines, stripMarkers } from './lines';
import { readStatusClause, readStatusPrefix } from './status';

describe('bullets, numbering and spacing', () => {
  it.each([
    ['- Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['* Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['• Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['1. Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['1) Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['(1) Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['12. Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['a) Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['  1.  - Aspirin  100 mg   mane  ', 'Aspirin 100 mg mane'],
    ['#3 Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['> Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['[ ] Aspirin 100 mg mane', 'Aspirin 100 mg mane'],
    ['Aspirin\t100 mg\tmane', 'Aspirin 100 mg mane'],
    ['Aspirin\u00a0100\u00a0mg mane', 'Aspirin 100 mg mane'],
  ])('%j', (raw, clean) => {
    expect(cleanText(raw)).toBe(clean);
  });

  it('does not take a decimal strength for numbering', () => {
    expect(stripMarkers('1.5 mg warfarin')).toBe('1.5 mg warfarin');
  });

  it('reads a tab-separated EMR table by its header row', () => {
    const lines = splitLines(
      'Drug\tDose\tRoute\tFreq\tStatus\tComment\nIrbesartan\t150 mg\tPO\tmane\tChanged\tdose reduced\nTramadol SR\t\t\t\tCeased\tconfusion',
    );
    expect(lines[0]!.tableHeader).toBe(true);
    expect(lines[1]!.text).toBe('Irbesartan 150 mg PO mane');
    expect(lines[1]!.extras).toEqual({ status: 'Changed', comment: 'dose reduced' });
    expect(lines[2]!.text).toBe('Tramadol SR');
    expect(lines[2]!.extras).toEqual({ status: 'Ceased', comment: 'confusion' });
  });

  it('keeps the indication column apart from the dosing text', () => {
    const lines = splitLines(
      'Medication\tDose\tRoute\tFrequency\tIndication\nAmlodipine\t10 mg\tPO\tmane\tHTN',
    );
    expect(lines[1]!.text).toBe('Amlodipine 10 mg PO mane');
    expect(lines[1]!.extras?.indication).toBe('HTN');
  });

  it('reads a bare clock time in a frequency column as a time', () => {
    const lines = splitLines('Medication\tDose\tFrequency\nWarfarin\tas per INR\t1600');
    expect(lines[1]!.text).toBe('Warfarin as per INR at 1600');
  });

  it('joins the cells of a table without a header', () => {
    expect(splitLines('Atorvastatin\t40 mg\tnocte')[0]!.text).toBe('Atorvastatin 40 mg nocte');
  });

  it('numbers lines from 1 and keeps blank lines', () => {
    const lines = splitLines('A\n\nB\r\nC');
    expect(lines.map((l) => l.line)).toEqual([1, 2, 3, 4]);
    expect(lines[1]!.text).toBe('');
  });
});

describe('section headings', () => {
  it.each([
    ['Regular medications:', 'regular'],
    ['Regular:', 'regular'],
    ['REGULAR', 'regular'],
    ['Regular Medications', 'regular'],
    ['Continue:', 'regular'],
    ['Continued medications', 'regular'],
    ['Unchanged', 'regular'],
    ['Changed medications:', 'regular'],
    ['PRN:', 'prn'],
    ['PRN', 'prn'],
    ['PRN medications', 'prn'],
    ['When required', 'prn'],
    ['When required (PRN):', 'prn'],
    ['As required medications', 'prn'],
    ['As needed:', 'prn'],
    ['Ceased:', 'ceased'],
    ['CEASED', 'ceased'],
    ['Stopped medications', 'ceased'],
    ['Medications ceased this admission', 'ceased'],
    ['Discontinued:', 'ceased'],
    ['Ceased/withheld:', 'ceased'],
    ['Medications to stop', 'ceased'],
    ['Withheld', 'withheld'],
    ['Withheld:', 'withheld'],
    ['Withhold', 'withheld'],
    ['Medications on hold:', 'withheld'],
    ['Suspended medications', 'withheld'],
    ['New medications', 'new'],
    ['New:', 'new'],
    ['Medications to be ceased:', 'ceased'],
    ['Changes to medications:', 'regular'],
    ['NEW MEDICATIONS', 'new'],
    ['Started this admission', 'new'],
  ])('%s', (text, section) => {
    expect(classifyLine(text)).toMatchObject({ kind: 'heading', section });
  });

  it.each([
    'Discharge medications',
    'DISCHARGE MEDICATIONS',
    'Discharge medications:',
    'Discharge Medication List (printed 07/02/2025 14:05)',
    'Admission meds (pre-op):',
    'MEDICATION HISTORY - obtained from patient & GP letter 03/02/2025',
    'Admission medication list (BPMH, pharmacist verified)',
    'Discharge medications - L TKR 10/03',
    'Current medications',
    'Home medications:',
    "Patient's own medications:",
    'Antibiotics:',
    'Eye drops',
    'Inhalers',
    'Analgesia',
  ])('title %j sets no section', (text) => {
    expect(classifyLine(text)).toMatchObject({ kind: 'heading', section: null });
  });
});

describe('lines that are not orders', () => {
  it.each([
    ['Nil', 'nil'],
    ['nil', 'nil'],
    ['NKDA', 'nil'],
    ['NKA', 'nil'],
    ['Nil known allergies', 'nil'],
    ['No known drug allergies', 'nil'],
    ['No regular medications', 'nil'],
    ['Allergies: penicillin (rash)', 'allergy'],
    ['Allergies/ADRs: Nil known', 'allergy'],
    ['ADR: codeine - vomiting', 'allergy'],
    ['Page 1 of 2', 'page number'],
    ['page 2', 'page number'],
    ['12/03/2025', 'date'],
    ['12 March 2025', 'date'],
    ['07/02/2025 14:05', 'date'],
    ['Dr M. Lee (HMO) pager 4421', 'prescriber'],
    ['Dr Smith', 'prescriber'],
    ['Prescriber: Dr K. Patel (GP)', 'label'],
    ['Signed: J Citizen', 'label'],
    ['Date: 12/03/2025', 'label'],
    ['Ward 7B', 'label'],
    ['MRN: 1234567', 'label'],
    ['Patient: John Smith', 'label'],
    ['Weight: 70 kg', 'label'],
    ['eGFR: 45', 'label'],
    ['------', 'separator'],
  ])('%j is %s', (text, note) => {
    expect(classifyLine(text)).toEqual({ kind: 'ignored', note });
  });

  it.each([
    'Aspirin 100 mg mane',
    'Metformin - ceased (AKI)',
    'Regular paracetamol 1 g QID',
    'For pain',
  ])('%j may be an order', (text) => {
    expect(classifyLine(text)).toBeNull();
  });
});

describe('status words and reasons', () => {
  it.each([
    ['ceased (AKI)', 'ceased', 'AKI'],
    ['CEASED', 'ceased', ''],
    ['stopped, HbA1c 6.1%, hypoglycaemia risk', 'ceased', 'HbA1c 6.1%, hypoglycaemia risk'],
    ['discontinued (eGFR < 45, not effective)', 'ceased', 'eGFR < 45, not effective'],
    ['ceased: hyperkalaemia (K 6.0) and AKI', 'ceased', 'hyperkalaemia (K 6.0) and AKI'],
    ['ceased due to GI bleed', 'ceased', 'GI bleed'],
    ['withheld - low BP', 'withheld', 'low BP'],
    ['held until eating', 'withheld', 'until eating'],
    ['SUSPENDED until mobile (VTE risk)', 'withheld', 'until mobile (VTE risk)'],
    ['on hold until Hb stable', 'withheld', 'until Hb stable'],
    ['withhold', 'withheld', ''],
    ['STOP', 'ceased', ''],
    ['new, T2DM', 'new', 'T2DM'],
    ['NEW for AF', 'new', 'for AF'],
    ['increased - fluid overload', 'increased', 'fluid overload'],
    ['dose reduced for renal function', 'reduced', 'for renal function'],
    ['reduced from 25, drowsy', 'reduced', 'drowsy'],
    ['decreased', 'reduced', ''],
    ['changed to atorvastatin', 'changed', 'to atorvastatin'],
    ['continue', 'continued', ''],
    ['commenced this admission', 'new', ''],
    ['new today - vascular protection', 'new', 'vascular protection'],
    ['deprescribed - falls', 'ceased', 'falls'],
    ['d/c (rash)', 'ceased', 'rash'],
    ['uptitrated', 'increased', ''],
    ['no longer required', 'ceased', ''],
  ])('%j', (text, kind, reason) => {
    expect(readStatusClause(text)).toMatchObject({ kind, reason });
  });

  it.each([
    'hold if HR < 60',
    'stop after 5 days',
    'cease when INR above 2',
    'stop if rash',
    'repeat after 5 min',
  ])('%j is a direction, not a status', (text) => {
    expect(readStatusClause(text)).toBeNull();
  });

  it.each([
    [
      'WITHHELD: perindopril, low BP, GP to review',
      'withheld',
      'perindopril, low BP, GP to review',
    ],
    ['Cease: aspirin', 'ceased', 'aspirin'],
    ['STOP - aspirin', 'ceased', 'aspirin'],
    ['Cease Nexium 40 mg', 'ceased', 'Nexium 40 mg'],
    ['New: apixaban 5 mg BD', 'new', 'apixaban 5 mg BD'],
  ])('status written first: %j', (text, kind, rest) => {
    expect(readStatusPrefix(text)).toMatchObject({ status: { kind }, rest });
  });
});

describe('two group titles together and dispensing-history titles are titles', () => {
  it.each([
    'Insulin and diabetes medicines:',
    'Inhalers / eye drops',
    'Eye drops and creams:',
    'Vitamins & supplements',
    'From pharmacy dispensing:',
    'Community pharmacy dispensing history',
  ])('%s', (line) =>
    expect(classifyLine(line)).toEqual({ kind: 'heading', section: null, note: 'title' }),
  );
  it.each([
    'Insulin and metformin 500 mg BD',
    'Eye drops 1 drop both eyes BD',
    'Pharmacy: metformin 500 mg BD',
  ])('%s is not a title', (line) => {
    expect(classifyLine(line)?.kind).not.toBe('heading');
  });
});

describe('line breaks', () => {
  // The API's size limit counts lines with src/shared/line-breaks.ts: the engine must split alike.
  it.each([
    ['CR LF', '\r\n'],
    ['LF', '\n'],
    ['lone CR', '\r'],
    ['NEL', '\u0085'],
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
  ])('splits on %s', (_name, br) => {
    const lines = splitLines(['Aspirin 100 mg mane', 'Metformin 500 mg bd'].join(br));
    expect(lines).toHaveLength(2);
  });
});
