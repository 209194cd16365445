import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(
  dirname(require.resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

export interface PdfPageText {
  /** The page's text lines top to bottom, each line's pieces joined left to right. */
  lines: string[];
  /** All the page's text in one string (lines joined by newlines). */
  text: string;
  /**
   * The text in drawing order, whitespace collapsed: a table cell that wraps onto several lines
   * reads as one phrase here, where `lines` interleaves it with its neighbours.
   */
  stream: string;
  /** Base font names used to draw text, e.g. Helvetica, Helvetica-Bold. */
  fonts: Set<string>;
  /** Each piece of text as drawn, with its font size in points. */
  items: { str: string; size: number }[];
  width: number;
  height: number;
}

/** Reads a PDF back the way a reader would, with pdfjs-dist (legacy build for Node). */
export async function readPdf(data: ArrayBuffer | Uint8Array): Promise<PdfPageText[]> {
  const pdf = await getDocument({
    data: new Uint8Array(data instanceof Uint8Array ? data : new Uint8Array(data)),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPageText[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const byLine = new Map<number, { x: number; str: string }[]>();
    const drawn: string[] = [];
    const items: PdfPageText['items'] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      drawn.push(item.str);
      items.push({ str: item.str, size: Math.hypot(item.transform[0], item.transform[1]) });
      const y = Math.round(item.transform[5]);
      const key = [...byLine.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      byLine.set(key, [...(byLine.get(key) ?? []), { x: item.transform[4], str: item.str }]);
    }
    const lines = [...byLine.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([, parts]) =>
        parts
          .sort((a, b) => a.x - b.x)
          .map((p) => p.str)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    const ops = await page.getOperatorList();
    const fonts = new Set<string>();
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.setFont) return;
      const id = (ops.argsArray[i] as [string])[0];
      const font = page.commonObjs.get(id) as { name?: string };
      if (font?.name) fonts.add(font.name);
    });
    pages.push({
      lines,
      text: lines.join('\n'),
      stream: drawn.join(' ').replace(/\s+/g, ' ').trim(),
      fonts,
      items,
      width: width ?? 0,
      height: height ?? 0,
    });
  }
  await pdf.destroy();
  return pages;
}
