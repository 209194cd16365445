import { buildPdfContent, type PdfInput } from './pdf-content';

export const PDF_GENERATION_FAILED = 'Failed to generate PDF. Please try again.';

/**
 * Builds the PDF in the browser and starts its download. jsPDF and autotable arrive in their own
 * chunk on the first export. Nothing here makes a request with the patient's details: they go
 * only into the file the browser saves. Returns the file name.
 */
export async function exportMedicationPdf(input: PdfInput): Promise<string> {
  try {
    const content = buildPdfContent(input);
    const { renderPdf } = await import('./render-pdf');
    renderPdf(content).save(content.fileName);
    return content.fileName;
  } catch (err) {
    // The error may quote medication text; log only its kind.
    console.error('Error generating PDF', err instanceof Error ? err.name : typeof err);
    throw new Error(PDF_GENERATION_FAILED);
  }
}
