/**
 * Draws the medication summary with jsPDF and jspdf-autotable. This module is the only one that
 * imports them, and the screen loads it with a dynamic import() on export, so neither library is
 * in the main bundle.
 */
import { jsPDF } from 'jspdf';
import { autoTable, type UserOptions } from 'jspdf-autotable';
import type { PdfContent, PdfTable } from './pdf-content';
import { NONE_TEXT } from './pdf-content';

/** The spec's A4 portrait in points. */
const PAGE = { width: 595, height: 842 } as const;
const MARGIN = 36;
const FOOTER_SPACE = 62;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - FOOTER_SPACE;
const INK = 20;
const BODY_SIZE = 11;

type Doc = jsPDF & { lastAutoTable?: { finalY?: number } };

/** Column widths (523 pt in all) that keep doses and 'Breakfast' on one line and give comments the most room. */
// 48 pt with 3 pt side padding holds '2 tablets' at 11 pt (41.4 pt) on one line.
const TIME_COLUMN = {
  cellWidth: 48,
  halign: 'center',
  cellPadding: { top: 4, bottom: 4, left: 3, right: 3 },
} as const;
const REGULAR_COLUMNS: UserOptions['columnStyles'] = {
  0: { cellWidth: 90, fontStyle: 'bold' },
  1: { cellWidth: 70 },
  2: TIME_COLUMN,
  3: TIME_COLUMN,
  4: TIME_COLUMN,
  5: TIME_COLUMN,
  6: { cellWidth: 66 },
  7: { cellWidth: 'auto' },
};
const PRN_COLUMNS: UserOptions['columnStyles'] = {
  0: { cellWidth: 100, fontStyle: 'bold' },
  1: { cellWidth: 80 },
  2: { cellWidth: 150 },
  3: { cellWidth: 85 },
  4: { cellWidth: 'auto' },
};

export function renderPdf(content: PdfContent): jsPDF {
  const doc: Doc = new jsPDF({
    unit: 'pt',
    format: [PAGE.width, PAGE.height],
    orientation: 'portrait',
  });
  doc.setProperties({ title: 'Medication summary', creator: 'MedRecon' });
  doc.setTextColor(INK);
  let y = MARGIN + 14;

  const font = (style: 'normal' | 'bold', size: number) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
  };
  const ensureSpace = (needed: number) => {
    if (y + needed > BOTTOM) {
      doc.addPage();
      y = MARGIN + 10;
    }
  };
  /** Wrapped text at the cursor; each line checks the page so long lists flow onto the next. */
  const paragraph = (text: string, size = BODY_SIZE, indent = 0, firstPrefix = '') => {
    font('normal', size);
    const lineHeight = size * 1.3;
    const lines = doc.splitTextToSize(text, CONTENT_WIDTH - indent) as string[];
    lines.forEach((line, i) => {
      ensureSpace(lineHeight);
      if (i === 0 && firstPrefix) doc.text(firstPrefix, MARGIN + indent - 12, y);
      doc.text(line, MARGIN + indent, y);
      y += lineHeight;
    });
  };
  const heading = (text: string) => {
    y += 14;
    ensureSpace(70); // a heading never sits alone at the foot of a page
    font('bold', 14);
    doc.text(text, MARGIN, y);
    y += 18;
  };
  const table = (t: PdfTable, columnStyles: UserOptions['columnStyles']) => {
    if (!t.body.length) return paragraph(NONE_TEXT);
    autoTable(doc, {
      startY: y,
      head: [t.head],
      body: t.body,
      theme: 'grid',
      margin: { top: MARGIN, right: MARGIN, bottom: FOOTER_SPACE, left: MARGIN },
      showHead: 'everyPage',
      rowPageBreak: 'avoid',
      styles: {
        font: 'helvetica',
        fontSize: BODY_SIZE,
        cellPadding: 4,
        textColor: INK,
        lineColor: 140,
        lineWidth: 0.5,
        overflow: 'linebreak',
        valign: 'top',
      },
      headStyles: {
        fontStyle: 'bold',
        fontSize: 9.5,
        fillColor: 225,
        textColor: INK,
        valign: 'middle',
      },
      alternateRowStyles: { fillColor: 246 },
      columnStyles,
      // Column styles reach only the body: centre the time headers over their doses here.
      // Narrow side padding on the time headers lets 'Breakfast' fit its column in bold.
      didParseCell: (cell) => {
        if (cell.section !== 'head') return;
        const centred = columnStyles?.[cell.column.index]?.halign === 'center';
        cell.cell.styles.halign = centred ? 'center' : 'left';
        if (centred) cell.cell.styles.cellPadding = { top: 4, bottom: 4, left: 1, right: 1 };
      },
    });
    y = (doc.lastAutoTable?.finalY ?? y) + 6;
  };

  // Title and the patient box.
  font('bold', 22);
  doc.text(content.title, PAGE.width / 2, y, { align: 'center' });
  y += 16;
  doc.setLineWidth(1);
  doc.setDrawColor(60);
  doc.rect(MARGIN, y, CONTENT_WIDTH, 50);
  const field = (label: string, value: string, at: number) => {
    font('bold', 12);
    doc.text(label, MARGIN + 12, at);
    font('normal', 12);
    doc.text(value || '', MARGIN + 112, at);
  };
  field('Patient name:', content.patient.name, y + 20);
  field('Date of birth:', content.patient.dateOfBirth, y + 38);
  y += 62;

  heading(content.regular.heading);
  paragraph(content.regular.intro, 10.5);
  paragraph(content.regular.legend, 10.5);
  y += 4;
  table(content.regular.table, REGULAR_COLUMNS);

  heading(content.prn.heading);
  paragraph(content.prn.intro, 10.5);
  y += 4;
  table(content.prn.table, PRN_COLUMNS);

  heading(content.ceased.heading);
  paragraph(content.ceased.intro, 10.5);
  y += 4;
  if (content.ceased.items.length === 0) paragraph(NONE_TEXT);
  for (const item of content.ceased.items) paragraph(item, BODY_SIZE, 14, '•');

  y += 10;
  paragraph(content.closing, 10.5);

  drawFooters(doc, content);
  return doc;
}

/** Footer on every page, drawn last so each can say 'Page n of N'. */
function drawFooters(doc: jsPDF, content: PdfContent) {
  const pages = doc.getNumberOfPages();
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.setDrawColor(160);
    doc.setLineWidth(0.5);
    doc.line(MARGIN, PAGE.height - 48, PAGE.width - MARGIN, PAGE.height - 48);
    doc.setTextColor(INK);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9.5);
    doc.text(content.footer.verifiedBy, MARGIN, PAGE.height - 34);
    doc.text(content.footer.generated, MARGIN, PAGE.height - 21, { maxWidth: CONTENT_WIDTH - 80 });
    doc.text(`Page ${p} of ${pages}`, PAGE.width - MARGIN, PAGE.height - 21, { align: 'right' });
  }
}
