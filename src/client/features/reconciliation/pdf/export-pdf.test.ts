import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTimeHeaders } from '../model/table-model';
import { exportMedicationPdf, PDF_GENERATION_FAILED } from './export-pdf';
import type { PdfInput } from './pdf-content';

const save = vi.fn();
const renderPdf = vi.fn(() => ({ save }));
// The drawing itself is tested in render-pdf.test.ts; here only what export does around it.
vi.mock('./render-pdf', () => ({ renderPdf: (...args: unknown[]) => renderPdf(...(args as [])) }));

const input: PdfInput = {
  patientName: 'Mary Smith',
  dateOfBirth: '',
  rows: [],
  ceased: [],
  timeHeaders: defaultTimeHeaders(),
  verifiedBy: 'a@example.org',
  organisation: null,
  now: new Date(2026, 2, 5),
};

describe('exporting', () => {
  afterEach(() => vi.clearAllMocks());

  it('saves the rendered PDF under the spec file name', async () => {
    await expect(exportMedicationPdf(input)).resolves.toBe(
      'medication_summary_Mary_Smith_2026-03-05.pdf',
    );
    expect(save).toHaveBeenCalledWith('medication_summary_Mary_Smith_2026-03-05.pdf');
  });

  it("turns any failure into the spec's generator message, without logging the details", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPdf.mockImplementationOnce(() => {
      throw new Error('Mary Smith broke it');
    });
    await expect(exportMedicationPdf(input)).rejects.toThrow(PDF_GENERATION_FAILED);
    expect(JSON.stringify(log.mock.calls)).not.toContain('Mary');
  });
});
