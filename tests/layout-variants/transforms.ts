/**
 * Meaning-preserving layout transforms of one pasted list: the same orders as a fax, a PDF copy, a web
 * page, a form or a phone note would lay them out. Each keeps every word that carries meaning; what it
 * adds is decoration (a gutter, a glyph, markup, a title) or a different arrangement of the same words
 * (a table, one field a line, a wrapped line). The engine should read each variant as it reads the
 * original, and where it cannot, say so.
 */
import { headingWords, isHeading, orderParts, splitText, type OrderParts } from './line-shape';
import { PASTED_TRANSFORMS } from './transforms-pasted';
import { eachLine, items, wrapAt, type LayoutTransform } from './transform-kit';

const headings = (f: (words: string) => string) =>
  eachLine((l) => (isHeading(l) ? f(headingWords(l)) : l));
/** An order's parts rewritten, any other line as it was. */
const orders = (f: (p: OrderParts) => string, other: (l: string) => string = (l) => l) =>
  eachLine((l) => {
    const p = isHeading(l) ? null : orderParts(l);
    return p ? f(p) : other(l);
  });
const NAME_RE = /^([A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*)?)(?=\s+\S)/;
const aroundName = (open: string, close: string) =>
  items((l) => l.replace(NAME_RE, `${open}$1${close}`));

export const TRANSFORMS: LayoutTransform[] = [
  {
    id: 'gutter-pipe',
    what: "line-number gutter '01 | '",
    apply: eachLine((l, i) => `${String(i + 1).padStart(2, '0')} | ${l}`),
  },
  { id: 'gutter-l', what: "fax gutter 'L3 '", apply: eachLine((l, i) => `L${i + 1} ${l}`) },
  { id: 'bullet-arrow', what: "'➤ ' before each item", apply: items((l) => `➤ ${l}`) },
  { id: 'bullet-circle', what: "'◦ ' before each item", apply: items((l) => `◦ ${l}`) },
  { id: 'bullet-guillemet', what: "'» ' before each item", apply: items((l) => `» ${l}`) },
  {
    id: 'bullet-roman',
    what: "'(i) ', '(ii) ' before each item",
    apply: (text) => {
      const roman = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];
      let n = 0;
      return items((l) => (n < roman.length ? `(${roman[n++]}) ${l}` : l))(text);
    },
  },
  { id: 'md-bold', what: "'**Name** ...' (markdown bold)", apply: aroundName('**', '**') },
  { id: 'md-italic', what: "'_Name_ ...' (markdown italics)", apply: aroundName('_', '_') },
  {
    id: 'html-li',
    what: "'<ul><li>...</li></ul>' with headings in '<h3>'",
    apply: (text) =>
      [
        '<ul>',
        ...splitText(text).map((l) =>
          !l.trim() ? '' : isHeading(l) ? `<h3>${headingWords(l)}</h3>` : `<li>${l.trim()}</li>`,
        ),
        '</ul>',
      ].join('\n'),
  },
  { id: 'html-br', what: "'...<br>' at each line's end", apply: eachLine((l) => `${l}<br>`) },
  {
    id: 'pipe-table',
    what: "'| Medicine | Strength | Directions |' table built from each order's parts",
    apply: (text) => {
      const out = ['| Medicine | Strength | Directions |', '|---|---|---|'];
      for (const l of splitText(text)) {
        const p = isHeading(l) ? null : orderParts(l);
        out.push(p ? `| ${p.name} | ${p.strength} | ${p.directions} |` : l);
      }
      return out.join('\n');
    },
  },
  {
    id: 'field-block',
    what: "'Medicine: ... / Strength: ... / Directions: ...' one field a line, a blank line between",
    apply: orders(
      (p) =>
        `Medicine: ${p.name}\nStrength: ${p.strength}\n` +
        (p.directions ? `Directions: ${p.directions}\n` : ''),
    ),
  },
  { id: 'crlf', what: 'CRLF line endings', apply: (t) => splitText(t).join('\r\n') },
  { id: 'tab-indent', what: 'each item indented by a tab', apply: items((l) => `\t${l}`) },
  {
    id: 'nbsp',
    what: 'non-breaking spaces between words',
    apply: (t) => t.replace(/(?<=\S) (?=\S)/g, '\u00a0'),
  },
  {
    id: 'double-blank',
    what: 'two blank lines after each line',
    apply: (t) => splitText(t).join('\n\n\n'),
  },
  { id: 'upper', what: 'upper-cased', apply: (t) => t.toUpperCase() },
  {
    id: 'smart-punct',
    what: "smart quotes and en dashes (' – ', ’, “ ”)",
    apply: (t) =>
      t
        .replace(/ - /g, ' – ')
        .replace(/'/g, '’')
        .replace(/"([^"\n]*)"/g, '“$1”'),
  },
  { id: 'tick', what: "a trailing tick ' ✓' on each item", apply: items((l) => `${l} ✓`) },
  {
    id: 'wrap-45',
    what: 'a line over 45 characters wrapped (a PDF copy)',
    apply: (t) =>
      splitText(t)
        .flatMap((l) => wrapAt(l, 45))
        .join('\n'),
  },
  {
    id: 'title-footer',
    what: 'a title line over the list and a footer under it',
    apply: (t) =>
      `MEDICATION LIST\nPatient copy - please bring to every appointment\n\n${t}\n\nEnd of list\nPage 1 of 1`,
  },
  { id: 'heading-eq', what: "headings as '== Regular =='", apply: headings((w) => `== ${w} ==`) },
  {
    id: 'heading-caps',
    what: "headings as 'REGULAR MEDICINES:'",
    apply: headings((w) => `${w.toUpperCase()}:`),
  },
  { id: 'heading-bracket', what: "headings as '[Regular]'", apply: headings((w) => `[${w}]`) },
  // Layouts pasted from mail, chat, exports and other documents (branch `newlayouts`).
  ...PASTED_TRANSFORMS,
];
