import { z } from 'zod';
import {
  emptySchedule,
  reconcileResponseSchema,
  type ReconcileRequest,
  type ReconcileResponse,
  type SourceLine,
} from '../../../shared/reconcile';
import { numberedLines } from './input-lines';

/**
 * The shape we ask a model for. Stricter than the public response schema on purpose: OpenAI's strict
 * structured outputs and Anthropic's native JSON schema both need every property required and no
 * open objects, and the model cites lines by number only (we fill in the text ourselves, so a model
 * cannot misquote the input).
 */
const citation = z.strictObject({
  list: z.enum(['admission', 'discharge']),
  line: z.number().describe('The line number shown before the line in the prompt'),
});

const slot = (time: string) => z.string().describe(`Amount given at ${time}, or "" when none`);

export const llmAnswerSchema = z.strictObject({
  medications: z
    .array(
      z.strictObject({
        name: z
          .string()
          .describe(
            'Generic name, Australian spelling, brand in brackets only when the order used one',
          ),
        form: z.string().describe('Strength and dose form as ordered, e.g. "40 mg tablet"'),
        schedule: z.strictObject({
          '0800': slot('0800'),
          '1200': slot('1200'),
          '1800': slot('1800'),
          '2200': slot('2200'),
        }),
        indication: z.string(),
        comment: z.string(),
        changeType: z.enum(['new', 'changed', 'unchanged']),
        isPRN: z.boolean(),
        sources: z
          .array(citation)
          .describe('Every input line this row comes from (admission and discharge)'),
      }),
    )
    .describe('One row per discharge order that is not ceased or withheld'),
  ceasedMedications: z.array(
    z.strictObject({
      name: z.string(),
      form: z.string(),
      reason: z.string(),
      sources: z.array(citation),
    }),
  ),
  warnings: z.array(z.string()).describe('Lines you could not read, misspellings, ambiguities'),
});
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;
type Citation = z.infer<typeof citation>;

/** Citations to lines that exist and are not blank, with the text as pasted; the rest are dropped. */
function resolveCitations(cites: Citation[], request: ReconcileRequest): SourceLine[] {
  const lists = {
    admission: numberedLines(request.admissionOrders),
    discharge: numberedLines(request.dischargeOrders),
  };
  const seen = new Set<string>();
  const out: SourceLine[] = [];
  for (const c of cites) {
    const hit = lists[c.list].find((l) => l.line === c.line);
    const key = `${c.list}:${c.line}`;
    if (!hit || seen.has(key)) continue;
    seen.add(key);
    out.push({ list: c.list, line: c.line, text: hit.text });
  }
  return out;
}

/** The model's answer in the public shape (validated by the shared schema), sources resolved to text. */
export function toReconcileResponse(
  answer: LlmAnswer,
  request: ReconcileRequest,
): ReconcileResponse {
  return reconcileResponseSchema.parse({
    medications: answer.medications.map((m) => ({
      ...m,
      schedule: { ...emptySchedule(), ...m.schedule },
      sources: resolveCitations(m.sources, request),
    })),
    ceasedMedications: answer.ceasedMedications.map((c) => ({
      ...c,
      sources: resolveCitations(c.sources, request),
    })),
    warnings: answer.warnings,
  });
}
