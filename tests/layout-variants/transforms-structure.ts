/**
 * Meaning-preserving RESTRUCTURINGS of a case (branch `structs`): the same orders written as another
 * information structure, the ones blind sets keep finding: a board with a column per status, a status
 * column, a `Continue? (Y/N)` column beside the admission list, discharge written by reference to the
 * admission numbering, an audit trail of order events, times as headings, a grid with a column per
 * medicine, one block per medicine with its fields in another order, and stops told in prose. Each needs
 * the whole case (the status of an item is the answer's), so each takes a case and gives a case, or null
 * when it cannot write the case exactly (case-model.ts declines, or an order it cannot split).
 */
import type { SharedCase } from '../helpers/shared-data';
import { caseModel, lineText, stopText, type CaseModel, type Item } from './case-model';
import { isHeading, orderParts, splitText } from './line-shape';
import { doseTimes, SLOT_HEADINGS } from './struct-times';

export interface CaseTransform {
  id: string;
  what: string;
  applyCase: (c: SharedCase) => SharedCase | null;
}

type Dis = CaseModel['dis'][number];
/** The case with a new discharge list, the old one's notes ('NKDA') over it. */
const withDischarge = (
  c: SharedCase,
  m: CaseModel,
  dischargeOrders: string | null,
): SharedCase | null =>
  dischargeOrders === null
    ? null
    : {
        ...c,
        dischargeOrders: [...m.notes, ...(m.notes.length ? [''] : []), dischargeOrders].join('\n'),
      };
const modelled =
  (f: (m: CaseModel, c: SharedCase) => SharedCase | null) =>
  (c: SharedCase): SharedCase | null => {
    const m = caseModel(c);
    return m ? f(m, c) : null;
  };
const of = (m: CaseModel, s: Dis['status']) => m.dis.filter((d) => d.status === s);
const disOf = (m: CaseModel, a: Item) => m.dis.find((d) => d.ingredient === a.ingredient);
const verbIsHold = (i: Item) => /held|withh|suspend/i.test(i.stopVerb ?? '');

/** Numbers as ranges: 1, 2, 3, 5 -> '1-3, 5'. */
function ranges(ns: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < ns.length; ) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j++;
    out.push(j > i ? `${ns[i]}-${ns[j]}` : `${ns[i]}`);
    i = j + 1;
  }
  return out.join(', ');
}

function statusBoard(m: CaseModel): string {
  const cols = [of(m, 'continue'), of(m, 'changed'), of(m, 'new'), of(m, 'stopped')];
  const rows = Math.max(...cols.map((c) => c.length));
  const out = ['| Continue | Changed | New | Stopped / withheld |', '|---|---|---|---|'];
  for (let r = 0; r < rows; r++)
    out.push(
      `| ${cols
        .map((c, k) => {
          const i = c[r];
          return i ? (k === 3 ? stopText(i) : i.text) : '';
        })
        .join(' | ')} |`,
    );
  return out.join('\n');
}

const STATUS_WORD = { continue: 'Continue', changed: 'Changed', new: 'New', stopped: 'Stopped' };
function statusColumn(m: CaseModel): string {
  return [
    '| Medication | Status |',
    '|---|---|',
    ...m.dis.map((d) =>
      d.status === 'stopped'
        ? `| ${stopText(d)} | ${verbIsHold(d) ? 'Withheld' : 'Stopped'} |`
        : `| ${d.text} | ${STATUS_WORD[d.status]} |`,
    ),
  ].join('\n');
}

const same = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, '') === b.toLowerCase().replace(/\s+/g, '');
function continueYesNo(m: CaseModel): string | null {
  // A stop of a medicine started in hospital has no admission row to answer beside.
  if (
    m.dis.some((d) => d.status === 'stopped' && !m.adm.some((a) => a.ingredient === d.ingredient))
  )
    return null;
  const out = ['| Admission medication | Continue? (Y/N) | Comment |', '|---|---|---|'];
  for (const a of m.adm) {
    const d = disOf(m, a);
    if (!d) out.push(`| ${a.text} | N | |`);
    // A continued order the discharge list writes otherwise ('50 mcg' for '1/2 tab') keeps its words.
    else if (d.status === 'continue')
      out.push(`| ${a.text} | Y | ${same(a.text, d.text) ? '' : `now: ${d.text}`} |`);
    else if (d.status === 'changed') out.push(`| ${a.text} | Y | changed to: ${d.text} |`);
    else out.push(`| ${a.text} | N | ${stopText(d)} |`);
  }
  const added = of(m, 'new');
  return [
    ...out,
    ...(added.length ? ['', 'New medicines:', ...added.map((d) => d.text)] : []),
  ].join('\n');
}

function byReference(m: CaseModel, c: SharedCase): SharedCase | null {
  if (
    m.dis.some((d) => d.status === 'stopped' && !m.adm.some((a) => a.ingredient === d.ingredient))
  )
    return null;
  // The admission list numbered afresh, its headings kept.
  let n = 0;
  const number = new Map<string, number>();
  const admission = splitText(c.admissionOrders)
    .filter((l) => l.trim())
    .map((l) =>
      isHeading(l) || m.admNotes.includes(lineText(l)) || n >= m.adm.length
        ? l.trim()
        : `${(number.set(m.adm[n]!.ingredient, n + 1), ++n)}. ${m.adm[n - 1]!.text}`,
    );
  if (n !== m.adm.length) return null;
  const kept = m.adm
    .filter((a) => disOf(m, a)?.status === 'continue')
    .map((a) => number.get(a.ingredient)!);
  const out: string[] = [];
  if (kept.length) out.push(`${kept.length > 1 ? 'Items' : 'Item'} ${ranges(kept)}: continue`);
  for (const a of m.adm) {
    const d = disOf(m, a);
    const k = number.get(a.ingredient)!;
    if (!d) out.push(`Item ${k}: stop`);
    else if (d.status === 'changed') out.push(`Item ${k}: now ${d.text}`);
    else if (d.status === 'stopped')
      out.push(`Item ${k}: ${verbIsHold(d) ? 'withhold' : 'stop'} - ${d.text}`);
  }
  const added = of(m, 'new');
  if (added.length) out.push('', 'New:', ...added.map((d) => d.text));
  return withDischarge({ ...c, admissionOrders: admission.join('\n') }, m, out.join('\n'));
}

function auditTrail(m: CaseModel): string {
  const out = ['Medication order history', 'Date/time | Event | Order'];
  for (const a of m.adm) out.push(`01/11/2026 14:05 | ORDERED | ${a.text}`);
  let minute = 10;
  const at = () =>
    `0${3 + Math.floor(minute / 60)}/11/2026 09:${String(minute++ % 60).padStart(2, '0')}`;
  for (const a of m.adm) {
    const d = disOf(m, a);
    if (!d) out.push(`${at()} | DISCONTINUED | ${a.text}`);
    else if (d.status === 'changed') out.push(`${at()} | MODIFIED | ${a.text} -> ${d.text}`);
    else if (d.status === 'stopped')
      out.push(`${at()} | ${verbIsHold(d) ? 'SUSPENDED' : 'DISCONTINUED'} | ${stopText(d)}`);
  }
  for (const d of m.dis)
    if (d.status === 'stopped' && !m.adm.some((a) => a.ingredient === d.ingredient))
      out.push(`${at()} | DISCONTINUED | ${stopText(d)}`);
  for (const d of of(m, 'new')) out.push(`${at()} | ORDERED | ${d.text}`);
  return out.join('\n');
}

/**
 * The taken items split into a name, a per-time amount and their slots; an item whose directions are more
 * than a count and a frequency stays whole, under 'Other times:'. Null when no item can be split.
 */
function timed(m: CaseModel) {
  const split: Array<{ name: string; amount: string; slots: number[] }> = [];
  const whole: string[] = [];
  for (const d of m.dis.filter((x) => x.status !== 'stopped' && !x.prn)) {
    const p = orderParts(d.text);
    const t = p && doseTimes(p.directions);
    if (p && t)
      split.push({
        name: `${p.name} ${p.strength}`,
        amount: t.count ?? p.strength,
        slots: t.slots,
      });
    else whole.push(d.text);
  }
  return split.length ? { split, whole } : null;
}
const untimed = (m: CaseModel, whole: string[]): string[] => {
  const prn = m.dis.filter((d) => d.status !== 'stopped' && d.prn);
  const stopped = of(m, 'stopped');
  return [
    ...(whole.length ? ['', 'Other times:', ...whole] : []),
    ...(prn.length ? ['', 'When needed:', ...prn.map((d) => d.text)] : []),
    ...(stopped.length ? ['', 'Stopped:', ...stopped.map(stopText)] : []),
  ];
};

function timesAsHeadings(m: CaseModel): string | null {
  const got = timed(m);
  if (!got) return null;
  const t = got.split;
  const out: string[] = [];
  SLOT_HEADINGS.forEach((h, s) => {
    const here = t.filter((x) => x.slots.includes(s));
    if (here.length)
      out.push(...(out.length ? [''] : []), h, ...here.map((x) => `- ${x.name}: ${x.amount}`));
  });
  return [...out, ...untimed(m, got.whole)].join('\n');
}

function transposedGrid(m: CaseModel): string | null {
  const got = timed(m);
  if (!got) return null;
  const t = got.split;
  const out = [
    `| Time | ${t.map((x) => x.name).join(' | ')} |`,
    `|---|${t.map(() => '---|').join('')}`,
  ];
  SLOT_HEADINGS.forEach((h, s) =>
    out.push(
      `| ${h.replace(/:$/, '')} | ${t.map((x) => (x.slots.includes(s) ? x.amount : '')).join(' | ')} |`,
    ),
  );
  return [...out, ...untimed(m, got.whole)].join('\n');
}

/** One block per order, its fields in another order: Why, When, How much, Name. */
function reorderedBlocks(text: string): string | null {
  // A list already in columns (tabs, bars, cells set apart by spaces) has no one order a line to split.
  if (/\t|\|.*\|/.test(text) || splitText(text).filter((l) => /\S {3,}\S/.test(l)).length >= 2)
    return null;
  let any = false;
  const lines = splitText(text);
  const blocks = new Set<number>();
  const out = lines.map((l, i) => {
    const p = isHeading(l) ? null : orderParts(l);
    // A combination written with each strength ('X 875 mg/Y 125 mg', 'X (Y 5 mg') keeps its name whole: no
    // form would split it across fields.
    if (!p || /^(?:[+/&]|-\d)/.test(p.directions) || /\([^)]*$/.test(p.name)) return l;
    any = true;
    // A block is set apart from the line above it too, as a form sets it.
    const gap = i > 0 && lines[i - 1]!.trim() && !blocks.has(i - 1) ? [''] : [];
    blocks.add(i);
    // The separator after the strength ('5 mg: one tablet', '5 mg - 1 tab') is no part of the field.
    const directions = p.directions.replace(/^[:\-–,]\s*/, '');
    const found = / for ([a-z][a-z ]+)$/i.exec(directions);
    // 'for a week', 'for life' are durations, not a use.
    const why =
      found && !/\b(?:days?|weeks?|months?|life|now|more|further|total)\b/i.test(found[1]!)
        ? found
        : null;
    const when = why ? directions.slice(0, why.index) : directions;
    return [
      ...gap,
      ...(why ? [`Why: ${why[1]}`] : []),
      ...(when.trim() ? [`When: ${when.trim()}`] : []),
      `How much: ${p.strength}`,
      `Name: ${p.name}`,
      '',
    ].join('\n');
  });
  return any ? out.join('\n') : null;
}

/** The stop sections (a stop heading and its lines) taken out and told as sentences at the end. */
function stopsAsProse(m: CaseModel, c: SharedCase): string | null {
  const moved = m.dis.filter((d) => d.status === 'stopped' && d.stopFromHeading);
  if (!moved.length) return null;
  const lines = splitText(c.dischargeOrders);
  const kept: string[] = [];
  let inStop = false;
  for (const l of lines) {
    if (isHeading(l)) inStop = /ceas|stop|withh|held|suspend|discontinu/i.test(l);
    if (!inStop) kept.push(l);
  }
  const sentences = moved.map((d) => {
    const p = orderParts(d.text);
    const [name, rest] = p
      ? [`${p.name} ${p.strength}`, p.directions]
      : [d.text.replace(/\s*(?:[-–(:,].*)?$/, ''), d.text.replace(/^[^-–(:,]*/, '')];
    const why = rest.replace(/^[\s\-–:,]+/, '').replace(/^\((.*)\)$/, '$1');
    return `${verbIsHold(d) ? 'We have withheld' : 'We have stopped'} ${name}${why ? ` (${why})` : ''}.`;
  });
  return [...kept.filter((l, i, a) => l.trim() || (a[i + 1] ?? '').trim()), '', sentences.join(' ')]
    .join('\n')
    .trim();
}

export const STRUCTURE_TRANSFORMS: CaseTransform[] = [
  {
    id: 'status-board',
    what: "discharge as a board, a column per status '| Continue | Changed | New | Stopped / withheld |'",
    applyCase: modelled((m, c) => withDischarge(c, m, statusBoard(m))),
  },
  {
    id: 'status-column',
    what: "discharge as '| Medication | Status |' (Continue, Changed, New, Stopped, Withheld)",
    applyCase: modelled((m, c) => withDischarge(c, m, statusColumn(m))),
  },
  {
    id: 'continue-yn',
    what: "the admission list with a 'Continue? (Y/N)' column and a 'New medicines:' section",
    applyCase: modelled((m, c) => withDischarge(c, m, continueYesNo(m))),
  },
  {
    id: 'by-reference',
    what: "discharge by the admission numbering: 'Items 1-3, 5: continue', 'Item 4: now ...', 'Item 6: stop - ...'",
    applyCase: modelled(byReference),
  },
  {
    id: 'audit-trail',
    what: 'discharge as an order audit trail: ORDERED, MODIFIED old -> new, DISCONTINUED, in time order',
    applyCase: modelled((m, c) => withDischarge(c, m, auditTrail(m))),
  },
  {
    id: 'time-headings',
    what: "discharge under its times 'Breakfast (8 am):', each medicine under each of its times with the amount",
    applyCase: modelled((m, c) => withDischarge(c, m, timesAsHeadings(m))),
  },
  {
    id: 'grid-transposed',
    what: "discharge as a grid, a column per medicine and a row per time '| Time | A 5 mg | B 10 mg |'",
    applyCase: modelled((m, c) => withDischarge(c, m, transposedGrid(m))),
  },
  {
    id: 'blocks-reordered',
    what: "both lists one block per order, fields 'Why: / When: / How much: / Name:'",
    applyCase: (c) => {
      const a = reorderedBlocks(c.admissionOrders);
      const d = reorderedBlocks(c.dischargeOrders);
      return a && d ? { ...c, admissionOrders: a, dischargeOrders: d } : null;
    },
  },
  {
    id: 'stops-prose',
    what: "discharge's stop sections told in sentences at the end: 'We have stopped X 5 mg (reason).'",
    applyCase: modelled((m, c) => {
      const d = stopsAsProse(m, c);
      return d ? { ...c, dischargeOrders: d } : null;
    }),
  },
];
