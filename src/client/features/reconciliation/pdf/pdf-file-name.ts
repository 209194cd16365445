/** yyyy-mm-dd in the browser's own time zone: the clinician's "today". */
export function localIsoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The spec's file name: medication_summary_{patient name with underscores, or 'patient'}_{date}.pdf.
 * Characters that are not safe in a file name on Windows, macOS or Linux are dropped too.
 */
export function pdfFileName(patientName: string, now: Date): string {
  const name = patientName
    .replace(/\s+/g, ' ')
    .replace(/[\\/:*?"<>|]|\p{Cc}/gu, '')
    .trim()
    .replace(/ /g, '_');
  return `medication_summary_${name || 'patient'}_${localIsoDate(now)}.pdf`;
}
