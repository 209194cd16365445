import { describe, expect, it } from 'vitest';
import { llmAnswerSchema, toReconcileResponse } from './llm-schema';
import { userPrompt } from './llm-prompt';

const request = {
  admissionOrders: 'Atorvastatin 20mg nocte\n\nAspirin 100mg mane',
  dischargeOrders: '  Atorvastatin 40mg nocte  ',
};

describe('the LLM answer', () => {
  it('quotes cited lines from the input and drops citations of blank or missing lines', () => {
    const answer = llmAnswerSchema.parse({
      medications: [],
      ceasedMedications: [
        {
          name: 'Aspirin',
          form: '100 mg',
          reason: 'Not on discharge list - confirm with prescriber',
          sources: [
            { list: 'admission', line: 3 },
            { list: 'admission', line: 2 },
            { list: 'discharge', line: 9 },
            { list: 'admission', line: 3 },
            { list: 'admission', line: 1.5 },
          ],
        },
      ],
      warnings: [],
    });
    expect(toReconcileResponse(answer, request).ceasedMedications[0]!.sources).toEqual([
      { list: 'admission', line: 3, text: 'Aspirin 100mg mane' },
    ]);
  });

  it('refuses extra or missing fields', () => {
    expect(llmAnswerSchema.safeParse({ medications: [], ceasedMedications: [] }).success).toBe(
      false,
    );
    expect(
      llmAnswerSchema.safeParse({ medications: [], ceasedMedications: [], warnings: [], note: 'x' })
        .success,
    ).toBe(false);
  });
});

describe('the prompt', () => {
  it('numbers the lines as pasted, skipping blank ones', () => {
    expect(userPrompt(request)).toContain(
      '<admission>\n[admission 1] Atorvastatin 20mg nocte\n[admission 3] Aspirin 100mg mane\n</admission>',
    );
    expect(userPrompt(request)).toContain('[discharge 1] Atorvastatin 40mg nocte');
  });
});
