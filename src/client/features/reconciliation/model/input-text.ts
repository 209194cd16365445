/**
 * 'Load Example': an Australian discharge after an admission for atrial fibrillation and fluid
 * overload. It exercises every kind of row: unchanged (metformin, perindopril), changed
 * (atorvastatin dose, furosemide times, paracetamol regular to PRN), new (apixaban, pantoprazole),
 * when required (paracetamol, GTN spray), ceased on the discharge list (aspirin) and ceased by
 * omission (temazepam). Brand and old names (Lipitor, Coversyl, Frusemide, Somac) test matching.
 */
export const EXAMPLE_ADMISSION = [
  'Lipitor 20mg PO nocte',
  'Metformin 500mg PO BD with meals',
  'Coversyl 5mg PO mane',
  'Frusemide 40mg PO mane',
  'Aspirin 100mg PO mane',
  'Paracetamol 1g PO QID',
  'Temazepam 10mg PO nocte',
].join('\n');

export const EXAMPLE_DISCHARGE = [
  'Atorvastatin 40 mg PO nocte - dose increased, LDL above target',
  'Metformin 500 mg PO twice daily with meals',
  'Perindopril 5 mg PO mane',
  'Furosemide 40 mg PO mane and midi (increased - fluid overload)',
  'Apixaban 5 mg PO BD - new for atrial fibrillation',
  'Somac 40 mg PO mane for stomach protection',
  'Paracetamol 1 g PO QID PRN for pain (max 4 g in 24 hours)',
  'Glyceryl trinitrate 400 microgram/dose spray, 1 spray under the tongue PRN for chest pain',
  'Aspirin 100 mg - ceased, now on apixaban (bleeding risk)',
].join('\n');

/** The spec's live count: '{n} medications entered', counting non-blank lines. */
export const countEntered = (text: string) => text.split(/\r?\n/).filter((l) => l.trim()).length;
