import type { PdfContent } from '../../src/client/features/reconciliation/pdf/pdf-content';
import type { PdfPageText } from './pdf-text';

/**
 * The words of `texts` as a line may end after them: whole words, and the parts of a word joined
 * by a slash between letters ('microgram/', 'dose'), the only place the PDF may break inside one.
 */
export function allowedWords(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts)
    for (const word of t.split(/\s+/).filter(Boolean)) {
      out.add(word);
      for (const part of word.split(/(?<=\p{L}\/)(?=\p{L})/u)) out.add(part);
    }
  return out;
}

/**
 * Pieces of text on the pages that are not whole words of what was put in: a word cut inside
 * ('mic' + 'rogram') shows up here. `texts` is everything the document was given to print.
 */
export function brokenWords(pages: readonly PdfPageText[], texts: readonly string[]): string[] {
  const allowed = allowedWords([
    ...texts,
    'Page',
    'of',
    '•',
    ...pages.map((_, i) => String(i + 1)),
  ]);
  return pages.flatMap((p) =>
    p.lines.flatMap((l) => l.split(/\s+/).filter((w) => w && !allowed.has(w))),
  );
}

/** Every string a medication summary was given to print. */
export function contentTexts(c: PdfContent): string[] {
  return [
    c.title,
    'Patient name:',
    'Date of birth:',
    c.patient.name,
    c.patient.dateOfBirth,
    ...[c.regular, c.prn].flatMap((s) => [
      s.heading,
      s.intro,
      ...s.table.head,
      ...s.table.body.flat(),
    ]),
    c.regular.legend,
    c.ceased.heading,
    c.ceased.intro,
    ...c.ceased.items,
    c.closing,
    c.footer.verifiedBy,
    c.footer.generated,
    'None',
  ];
}
