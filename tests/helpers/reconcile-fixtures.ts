/**
 * One small reconciliation used by the route and provider tests: a dose change, a ceased medicine,
 * an unchanged one and a new when-required one, with what a well-behaved model answers (in the
 * shape the LLM providers are asked for: sources cite lines by number).
 */
export const REQUEST = {
  admissionOrders: 'Atorvastatin 20mg nocte\nAspirin 100mg mane\nMetformin 500mg BD',
  dischargeOrders: 'Atorvastatin 40mg nocte\nMetformin 500mg BD\nParacetamol 1g QID PRN pain',
};

/** Words of the pasted lists that must never reach a log line or the database. */
export const MEDICATION_WORDS = [
  'Atorvastatin',
  'Aspirin',
  'Metformin',
  'Paracetamol',
  'nocte',
  'QID',
];

const slots = (s: Partial<Record<'0800' | '1200' | '1800' | '2200', string>>) => ({
  '0800': '',
  '1200': '',
  '1800': '',
  '2200': '',
  ...s,
});

export const goodAnswer = () => ({
  medications: [
    {
      name: 'Atorvastatin',
      form: '40 mg tablet',
      schedule: slots({ '2200': '1 tablet' }),
      indication: 'High cholesterol',
      comment: 'Dose increased from 20 mg to 40 mg',
      changeType: 'changed',
      isPRN: false,
      sources: [
        { list: 'admission', line: 1 },
        { list: 'discharge', line: 1 },
      ],
    },
    {
      name: 'Metformin',
      form: '500 mg tablet',
      schedule: slots({ '0800': '1 tablet', '1800': '1 tablet' }),
      indication: 'Type 2 diabetes (blood sugar)',
      comment: 'No change',
      changeType: 'unchanged',
      isPRN: false,
      sources: [
        { list: 'admission', line: 3 },
        { list: 'discharge', line: 2 },
      ],
    },
    {
      name: 'Paracetamol',
      form: '1 g',
      schedule: slots({ '0800': '1 g four times a day when required for pain' }),
      indication: 'Pain',
      comment: 'New medication',
      changeType: 'new',
      isPRN: true,
      sources: [{ list: 'discharge', line: 3 }],
    },
  ],
  ceasedMedications: [
    {
      name: 'Aspirin',
      form: '100 mg tablet',
      reason: 'Not on discharge list - confirm with prescriber',
      sources: [{ list: 'admission', line: 2 }],
    },
  ],
  warnings: [] as string[],
});
