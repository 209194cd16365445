/**
 * Draws the medication summary with jsPDF and jspdf-autotable. This module is the only one that
 * imports them, and the screen loads it with a dynamic import() on export, so neither library is
 * in the main bundle.
 */
import { jsPDF } from 'jspdf';
import { autoTable, type CellInput, type UserOptions } from 'jspdf-autotable';
import type { PdfContent, PdfTable } from './pdf-content';
import { NONE_TEXT } from './pdf-content';
import { drawTimeIcon, ICON_SIZE, SLOT_ICONS } from './pdf-icons';
import { planTable, type TablePlan } from './plan-table';

/** The spec's A4 portrait in points. */
const PAGE = { width: 595, height: 842 } as const;
const MARGIN = 36;
const FOOTER_SPACE = 62;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const TOP = MARGIN + 10;
const BOTTOM = PAGE.height - FOOTER_SPACE;
const INK = 20;
const BODY_SIZE = 11;
const INTRO_SIZE = 10.5;
const HEAD_FILL = 225;
const PAD = { top: 4, bottom: 4, left: 4, right: 4 };
/** The time headers leave room above their text for the schedule pictures. */
const ICON_PAD = { ...PAD, top: PAD.top + ICON_SIZE + 3, left: 2, right: 2 };
/** Time cells hold short doses: narrow side padding leaves the room to the text columns. */
const TIME_PAD = { ...PAD, left: 3, right: 3 };
const HEADING_SPACE = 32;

type Doc = jsPDF & { lastAutoTable?: { finalY?: number } };

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
  const measure = (text: string, bold: boolean, size: number) => {
    font(bold ? 'bold' : 'normal', size);
    return doc.getTextWidth(text);
  };
  const lineHeight = (size: number) => size * doc.getLineHeightFactor();
  const linesOf = (text: string, size: number, indent = 0) => {
    font('normal', size);
    return doc.splitTextToSize(text, CONTENT_WIDTH - indent) as string[];
  };
  const paragraphHeight = (text: string, size: number, indent = 0) =>
    linesOf(text, size, indent).length * size * 1.3;

  /** Wrapped text at the cursor; each line checks the page so long lists flow onto the next. */
  const paragraph = (text: string, size = BODY_SIZE, indent = 0, firstPrefix = '') => {
    const lh = size * 1.3;
    linesOf(text, size, indent).forEach((line, i) => {
      if (y + lh > BOTTOM) newPage();
      font('normal', size);
      if (i === 0 && firstPrefix) doc.text(firstPrefix, MARGIN + indent - 12, y);
      doc.text(line, MARGIN + indent, y);
      y += lh;
    });
  };
  const newPage = () => {
    doc.addPage();
    y = TOP;
  };
  /**
   * Keeps a section together: where it fits on this page it goes here; where it does not but
   * would fit a page of its own, it starts a new page; a longer one starts here when at least
   * its heading and first rows fit (`start`), so no page ends on a lone heading.
   */
  const place = (height: number, start: number) => {
    const left = BOTTOM - y;
    if (height <= left) return;
    if (height <= BOTTOM - TOP || start > left) newPage();
  };
  const heading = (text: string) => {
    y += 14;
    font('bold', 14);
    doc.text(text, MARGIN, y);
    y += 18;
  };

  const plan = (t: PdfTable, icons: boolean) =>
    planTable(t, {
      width: CONTENT_WIDTH,
      sizes: [BODY_SIZE, 10.5, 10],
      headSize: 10,
      padding: PAD.left + PAD.right,
      groupPadding: icons
        ? { head: ICON_PAD.left + ICON_PAD.right, body: TIME_PAD.left + TIME_PAD.right }
        : undefined,
      iconExtra: icons ? ICON_PAD.top - PAD.top : 0,
      pad: PAD.top + PAD.bottom,
      measure,
      lineHeight,
    });

  const table = (p: TablePlan, icons: boolean) => {
    const merged = new Set(p.merged);
    const body: CellInput[][] = p.body.map((row, r) =>
      merged.has(r) ? [row[0]!, row[1]!, { content: row[2]!, colSpan: 4 }, ...row.slice(6)] : row,
    );
    const columnStyles: UserOptions['columnStyles'] = Object.fromEntries(
      p.widths.map((w, c) => [
        c,
        {
          cellWidth: w,
          ...(c === 0 ? { fontStyle: 'bold' } : {}),
          ...(icons && c >= 2 && c <= 5 ? { halign: 'center', cellPadding: TIME_PAD } : {}),
        },
      ]),
    );
    autoTable(doc, {
      startY: y,
      head: [p.head],
      body,
      theme: 'grid',
      tableWidth: CONTENT_WIDTH,
      margin: { top: MARGIN, right: MARGIN, bottom: FOOTER_SPACE, left: MARGIN },
      showHead: 'everyPage',
      rowPageBreak: 'avoid',
      styles: {
        font: 'helvetica',
        fontSize: p.size,
        cellPadding: PAD,
        textColor: INK,
        lineColor: 140,
        lineWidth: 0.5,
        overflow: 'linebreak',
        valign: 'top',
      },
      headStyles: {
        fontStyle: 'bold',
        fontSize: 10,
        fillColor: HEAD_FILL,
        textColor: INK,
        valign: 'bottom',
      },
      alternateRowStyles: { fillColor: 246 },
      columnStyles,
      didParseCell: (cell) => {
        const timeColumn = icons && cell.column.index >= 2 && cell.column.index <= 5;
        // A merged schedule reads as lines of text, left-aligned and padded like the other cells.
        if (cell.section === 'body' && cell.cell.colSpan > 1) {
          cell.cell.styles.halign = 'left';
          cell.cell.styles.cellPadding = PAD;
        }
        if (cell.section !== 'head') return;
        cell.cell.styles.halign = timeColumn ? 'center' : 'left';
        if (timeColumn) cell.cell.styles.cellPadding = ICON_PAD;
      },
      didDrawCell: (cell) => {
        if (!icons || cell.section !== 'head' || cell.column.index < 2 || cell.column.index > 5)
          return;
        const kind = SLOT_ICONS[cell.column.index - 2]!;
        drawTimeIcon(
          doc,
          kind,
          cell.cell.x + cell.cell.width / 2,
          cell.cell.y + PAD.top + ICON_SIZE / 2 + 1,
          HEAD_FILL,
        );
      },
    });
    y = (doc.lastAutoTable?.finalY ?? y) + 6;
  };

  /** A table section: heading, intro lines, then the table or 'None', kept together where it fits. */
  const tableSection = (
    title: string,
    intros: string[],
    t: PdfTable,
    icons: boolean,
    first = false,
  ) => {
    const p = t.body.length ? plan(t, icons) : null;
    const introHeight = intros.reduce((h, s) => h + paragraphHeight(s, INTRO_SIZE), 0) + 4;
    const top = 14 + HEADING_SPACE + introHeight;
    const tableHeight = p
      ? p.headHeight + p.rowHeights.reduce((a, b) => a + b, 0)
      : BODY_SIZE * 1.3;
    const start =
      top + (p ? p.headHeight + p.rowHeights.slice(0, 3).reduce((a, b) => a + b, 0) : 0);
    // The first section follows the patient box on page 1 whatever its length.
    place(first ? start : top + tableHeight, start);
    heading(title);
    for (const s of intros) paragraph(s, INTRO_SIZE);
    y += 4;
    if (p) table(p, icons);
    else paragraph(NONE_TEXT);
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

  const { regular, prn, ceased } = content;
  tableSection(regular.heading, [regular.intro, regular.legend], regular.table, true, true);
  tableSection(prn.heading, [prn.intro], prn.table, false);

  // The ceased list and the closing note go together.
  const items = ceased.items.length ? ceased.items : [NONE_TEXT];
  const listHeight =
    14 +
    HEADING_SPACE +
    paragraphHeight(ceased.intro, INTRO_SIZE) +
    4 +
    items.reduce((h, s) => h + paragraphHeight(s, BODY_SIZE, 14), 0) +
    10 +
    paragraphHeight(content.closing, INTRO_SIZE);
  place(listHeight, 14 + HEADING_SPACE + 3 * BODY_SIZE * 1.3);
  heading(ceased.heading);
  paragraph(ceased.intro, INTRO_SIZE);
  y += 4;
  if (!ceased.items.length) paragraph(NONE_TEXT);
  for (const item of ceased.items) paragraph(item, BODY_SIZE, 14, '•');

  y += 10;
  paragraph(content.closing, INTRO_SIZE);

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
