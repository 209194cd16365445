/**
 * More meaning-preserving layouts, the ones clinicians paste from mail, chat, exports and other documents
 * (branch `newlayouts`): reply quoting, a forwarded header, a time and sender on each line, lettered and
 * `#` numbering, CSV, `key=value`, JSON and YAML dumps of each order, tab and space-aligned columns under a
 * header, the sections in the other order, a page footer inside the list, a notes paragraph after it,
 * a 72-column wrap with a hanging indent, lower case, commas without spaces, spacing inside a strength,
 * Unicode look-alikes and more bullet glyphs. Built only from line-shape.ts's parts.
 */
import { isHeading, orderParts, splitText, type OrderParts } from './line-shape';
import { eachLine, items, wrapAt, type LayoutTransform } from './transform-kit';

/** Each item numbered by `mark(n)`, in order. */
const numbered = (mark: (n: number) => string) => (text: string) => {
  let n = 0;
  return items((l) => `${mark(n++)} ${l}`)(text);
};
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letter = (n: number): string => LETTERS[n % 26] ?? 'a';

/** Each order's parts as one row (`row(p)`), a header over the first, any other line as it was. */
const table =
  (header: string, row: (p: OrderParts) => string, other: (l: string) => string = (l) => l) =>
  (text: string) => {
    // A list that is already a table (tabs, pipes, columns set apart by spaces) is not laid out again: its
    // header would not fit the rows.
    if (/\t|\|.*\|/.test(text) || splitText(text).filter((l) => /\S {3,}\S/.test(l)).length >= 2)
      return text;
    const out = [header];
    for (const l of splitText(text)) {
      const p = isHeading(l) ? null : orderParts(l);
      // A combination written with each strength ('Amoxicillin 875 mg + clavulanic acid 125 mg', '25 mg-100 mg') keeps its
      // name in one cell: an export would never split it across the strength column.
      out.push(p && !/^(?:[+/&]|-\s?\d)/.test(p.directions) ? row(p) : other(l));
    }
    return out.join('\n');
  };
const csvField = (s: string, sep: string): string =>
  s.includes(sep) || s.includes('"') ? `"${s.replace(/"/g, '""')}"` : s;
const json = (s: string): string => JSON.stringify(s);

/** The list's sections (a heading and the lines under it) in the other order; text above the first stays. */
function reverseSections(text: string): string {
  const lines = splitText(text);
  const blocks: string[][] = [];
  const head: string[] = [];
  let openHeading = false;
  for (const l of lines) {
    if (isHeading(l)) {
      // A heading straight over another (a title over a section) goes with it.
      if (openHeading && blocks.length) blocks[blocks.length - 1]!.push(l);
      else blocks.push([l]);
      openHeading = true;
    } else {
      if (l.trim()) openHeading = false;
      (blocks.length ? blocks[blocks.length - 1]! : head).push(l);
    }
  }
  if (blocks.length < 2) return text;
  // Each block ends with a blank line, so the sections stay apart whatever their order.
  const tidy = blocks.map((b) => {
    const t = [...b];
    while (t.length && !t[t.length - 1]!.trim()) t.pop();
    return [...t, ''];
  });
  return [...head, ...tidy.reverse().flat()].join('\n').trimEnd();
}

/** A page footer and the next page's header after the middle item, as a printed two-page list has. */
function pageBreak(text: string): string {
  const lines = splitText(text);
  const itemAt = lines.map((l, i) => (orderParts(l) ? i : -1)).filter((i) => i >= 0);
  if (itemAt.length < 2) return text;
  const at = itemAt[Math.floor(itemAt.length / 2) - 1]!;
  return [
    ...lines.slice(0, at + 1),
    'Page 1 of 2',
    'Printed by: JSMITH on 24/11/2026 10:02',
    ...lines.slice(at + 1),
  ].join('\n');
}

const FULLWIDTH_DIGIT = (d: string): string => String.fromCharCode(0xff10 + Number(d));

export const PASTED_TRANSFORMS: LayoutTransform[] = [
  {
    id: 'quote-reply',
    what: "email reply quoting '> ' on each line",
    apply: eachLine((l) => `> ${l}`),
  },
  {
    id: 'quote-nested',
    what: "a reply to a reply '>> ' on each line",
    apply: eachLine((l) => `>> ${l}`),
  },
  {
    id: 'fwd-header',
    what: 'a forwarded email header block above the list',
    apply: (t) =>
      `---------- Forwarded message ---------\nFrom: Ward 7B Pharmacy <pharmacy.7b@health.example.org>\nDate: Tue, 24 Nov 2026 at 09:41\nSubject: Meds for bed 12\nTo: Dr A Nguyen <a.nguyen@health.example.org>\n\nHi, list below.\n\n${t}\n\nThanks\nKim`,
  },
  {
    id: 'chat-stamp',
    what: "a chat time and sender on each line '[24/11/2026, 09:31] RN Kim: '",
    apply: eachLine((l) => (l.trim() ? `[24/11/2026, 09:31] RN Kim: ${l}` : l)),
  },
  {
    id: 'audit-stamp',
    what: "an eMR audit log prefix '2026-11-24 09:31:07 jsmith | '",
    apply: eachLine((l) => (l.trim() ? `2026-11-24 09:31:07 jsmith | ${l}` : l)),
  },
  {
    id: 'letter-paren',
    what: "'a) ', 'b) ' before each item",
    apply: numbered((n) => `${letter(n)})`),
  },
  {
    id: 'letter-bracket',
    what: "'(a) ', '(b) ' before each item",
    apply: numbered((n) => `(${letter(n)})`),
  },
  {
    id: 'letter-upper',
    what: "'A. ', 'B. ' before each item",
    apply: numbered((n) => `${letter(n).toUpperCase()}.`),
  },
  { id: 'hash-number', what: "'#1 ', '#2 ' before each item", apply: numbered((n) => `#${n + 1}`) },
  { id: 'no-number', what: "'No. 1 ' before each item", apply: numbered((n) => `No. ${n + 1}`) },
  {
    id: 'csv-comma',
    what: "CSV rows 'Medicine,Strength,Directions' with quoted fields",
    apply: table('Medicine,Strength,Directions', (p) =>
      [p.name, p.strength, p.directions].map((s) => csvField(s, ',')).join(','),
    ),
  },
  {
    id: 'csv-semicolon',
    what: "semicolon CSV rows 'Medicine;Strength;Directions'",
    apply: table('Medicine;Strength;Directions', (p) =>
      [p.name, p.strength, p.directions].map((s) => csvField(s, ';')).join(';'),
    ),
  },
  {
    id: 'key-equals',
    what: "'medicine=X; strength=Y; directions=Z' on each order's line",
    apply: table('', (p) =>
      [
        `medicine=${p.name}`,
        `strength=${p.strength}`,
        ...(p.directions ? [`directions=${p.directions}`] : []),
      ].join('; '),
    ),
  },
  {
    id: 'json-dump',
    what: '\'{"medicine": ..., "strength": ..., "directions": ...},\' for each order',
    apply: table(
      '',
      (p) =>
        `{"medicine": ${json(p.name)}, "strength": ${json(p.strength)}, "directions": ${json(p.directions)}},`,
    ),
  },
  {
    id: 'yaml-dump',
    what: "'- medicine: X' / '  strength: Y' / '  directions: Z' for each order",
    apply: table(
      '',
      (p) =>
        `- medicine: ${p.name}\n  strength: ${p.strength}` +
        (p.directions ? `\n  directions: ${p.directions}` : ''),
    ),
  },
  {
    id: 'tsv-header',
    what: "tab-separated columns under a 'Medicine<tab>Strength<tab>Directions' header",
    apply: table(
      'Medicine\tStrength\tDirections',
      (p) => `${p.name}\t${p.strength}\t${p.directions}`,
    ),
  },
  {
    id: 'aligned-columns',
    what: 'columns aligned with spaces (two or more) under a header',
    apply: (text) => {
      const parts = splitText(text).map((l) => (isHeading(l) ? null : orderParts(l)));
      const w1 = Math.max(8, ...parts.map((p) => p?.name.length ?? 0)) + 2;
      const w2 = Math.max(8, ...parts.map((p) => p?.strength.length ?? 0)) + 2;
      return table(`${'Medicine'.padEnd(w1)}${'Strength'.padEnd(w2)}Directions`, (p) =>
        `${p.name.padEnd(w1)}${p.strength.padEnd(w2)}${p.directions}`.trimEnd(),
      )(text);
    },
  },
  { id: 'sections-reversed', what: 'the sections in the other order', apply: reverseSections },
  {
    id: 'page-break',
    what: "'Page 1 of 2' and a printed-by line inside the list",
    apply: pageBreak,
  },
  {
    id: 'notes-after',
    what: "a 'Notes:' paragraph after the list",
    apply: (t) =>
      `${t}\n\nNotes:\nPatient and daughter counselled on the changes above. Webster pack to be\nupdated by community pharmacy. Please contact the ward pharmacist with any questions.`,
  },
  {
    id: 'wrap-72-hanging',
    what: 'a line over 72 characters wrapped with a hanging indent',
    apply: (t) =>
      splitText(t)
        .flatMap((l) => wrapAt(l, 72, '    '))
        .join('\n'),
  },
  { id: 'lower', what: 'lower-cased', apply: (t) => t.toLowerCase() },
  {
    id: 'comma-nospace',
    what: "no space after a comma ('bd,with food')",
    apply: (t) => t.replace(/, (?=\S)/g, ','),
  },
  {
    id: 'unit-joined',
    what: "a strength's number and unit written together ('500mg')",
    apply: (t) => t.replace(/(\d) (mg|mcg|g|mL|ml|units?|microgram|micrograms)\b/g, '$1$2'),
  },
  {
    id: 'unit-spaced',
    what: "two spaces between a number and its unit ('500  mg')",
    apply: (t) => t.replace(/(\d) ?(mg|mcg|g|mL|ml|units?|microgram|micrograms)\b/g, '$1  $2'),
  },
  {
    id: 'unicode-signs',
    what: "'µg' for mcg, '×' for a count's x, en dash in a range",
    apply: (t) =>
      t
        .replace(/(\d) ?mcg\b/g, '$1 µg')
        .replace(/(\d) ?x ?(?=\d)/g, '$1 × ')
        .replace(/(\d)-(\d)/g, '$1–$2'),
  },
  {
    id: 'fullwidth-digits',
    what: 'fullwidth digits (a CJK keyboard)',
    apply: (t) => t.replace(/\d/g, FULLWIDTH_DIGIT),
  },
  { id: 'bullet-square', what: "'▪ ' before each item", apply: items((l) => `▪ ${l}`) },
  { id: 'bullet-triangle', what: "'‣ ' before each item", apply: items((l) => `‣ ${l}`) },
  { id: 'bullet-hyphen', what: "'⁃ ' before each item", apply: items((l) => `⁃ ${l}`) },
];
