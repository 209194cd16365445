/**
 * A structured export with one medicine a line, each field written with its key: attribute lines
 * ('med name="Apixaban" brand="Eliquis" strength="5 mg" sig="1 BD"') and JSON objects
 * ('{"medicine": "Baclofen", "strength": "10 mg tablet", "take": "1", "when": "morning and night"},').
 * The keys are a table's header on every line: read with the table's column words (table.ts), so the
 * name, dose and timing fields make the order and a use or a comment stays apart. A line whose keys name
 * no medicine field is left as written (and reported unread like any other line): never guessed.
 */
import { readTableHeader, tableRowText, type TableExtras } from './table';

// 'key="value"', '"key": "value"', "key='value'": a key of words, then '=' or ':', then a quoted value.
// A quoted key may hold spaces ('"brand name": "Eliquis"'); a bare one is one word ('sig="1 BD"').
const PAIR =
  /(?:"([A-Za-z][\w -]{0,30})"|\b([A-Za-z][\w-]{0,30}))\s*[:=]\s*(?:"([^"]*)"|'([^']*)')/g;
// What may stand around the pairs: a record word ('med', 'item'), braces, brackets, commas.
const FRAME = /^[\s{[,]*(?:[A-Za-z]+\s+(?=[A-Za-z"]))?|[\s}\],;]*$/g;

/** The order text and table extras of a key-value record line, or null when it is none. */
export function readKeyValueRecord(line: string): { text: string; extras: TableExtras } | null {
  if (!line.includes('"') && !line.includes("'")) return null;
  const keys: string[] = [];
  const values: string[] = [];
  let covered = 0;
  for (const m of line.matchAll(PAIR)) {
    keys.push((m[1] ?? m[2] ?? '').trim());
    values.push((m[3] ?? m[4] ?? '').trim());
    covered += m[0].length;
  }
  if (keys.length < 2) return null;
  // Nearly all of the line is pairs: a sentence quoting one field ('she said "twice a day"') is no record.
  const frame = line
    .replace(PAIR, '')
    .replace(FRAME, '')
    .replace(/[\s,;]+/g, '');
  if (frame.length > 4 || covered < line.trim().length / 2) return null;
  const columns = readTableHeader(keys);
  if (!columns) return null;
  // A Brand field beside the name ('brand="Eliquis"') is the brand in brackets, as a list writes it.
  const nameAt = columns.indexOf('name');
  const brandAt = keys.findIndex((k) => /^brand(?:\s*name)?$/i.test(k));
  const cells = [...values];
  if (nameAt >= 0 && brandAt >= 0 && cells[brandAt] && !cells[nameAt]!.includes(cells[brandAt]!))
    cells[nameAt] = `${cells[nameAt]} (${cells[brandAt]})`;
  return tableRowText(cells, columns);
}
