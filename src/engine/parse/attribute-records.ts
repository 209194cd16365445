/**
 * One medicine a line as a record of named fields, as a system exports it: XML or HTML attributes
 * ('<med name="Amlodipine" strength="5 mg tablet" dose="1 tablet" when="mane" status="changed"/>'),
 * bare key="value" pairs ('med name="Apixaban" strength="5 mg" sig="1 BD"') or a JSON object
 * ('{"medicine": "Sertraline", "strength": "50 mg tablet", "take": "1", "when": "morning"}').
 * The field names are the record's column headings: they are read with the table header's words, and the
 * values as that table's row, so the status, note and indication fields stay apart from the dosing.
 * Tags around the values would otherwise be dropped as markup, and the medicine with them.
 */
import { tokenize } from '../lexicon/tokens';
import { medicineAtStart } from './lookup';
import { readTableHeader, tableRowText, type TableExtras } from './table';

// 'name="Amlodipine"', '"medicine": "Sertraline"', '"take": 1', "dose='2 tablets'": a field name, '=' or ':',
// and a quoted value (or a bare number, or JSON's null, true or false).
// A logfmt line ('level=info ts=2026-05-20T09:14 drug="Rosuvastatin" dose=1 unit=tablet') writes some values
// bare after '=': a bare word there is a value too (never after ':', where 'Note: take' is prose).
const PAIR_RE =
  /(?<=^|[\s{,<[])(["']?)([A-Za-z][\w.-]{0,30})\1\s*[=:]\s*(?:"([^"]*)"|'([^']*)'|(-?\d+(?:\.\d+)?|null|true|false)(?=\s*[,}\s]|$)|(?<==\s*)([^\s"',;{}<>=]+)(?=\s|$))/g;
// What a record line may hold besides its fields: the tag or record name, brackets, slashes and commas; and a
// list mark before it ('• <med .../>', '- {"medicine": ...}'), which a bulleted copy puts before every line.
const RECORD_REST =
  /^\s*(?:[^\w\s"'<{[]{1,3}\s+)?(?:<\/?|[{[]\s*)?(?:[A-Za-z][\w:-]{0,30}\s*)?[\s,/>}\]]*$/;
// Cheap test before the pairs are read: a quote after '=' or ':'.
const HAS_PAIR = /[=:]\s*["']/;

export interface AttributeRecord {
  text: string;
  extras: TableExtras;
}

// A log or config dump writes its values bare ('medicine=Somac; strength=40mg; directions=daily',
// 'drug=Spiriva, sig=1 cap daily'): the line opens with a field name and '=', and each value runs to the
// next field name. Only read when the names are a table's headings (readAttributeRecord), so a patient's
// 'orange puffer = Spiriva' stays a nickname.
const BARE_START = /^\s*[A-Za-z][\w.-]{0,30}=\S/;
const BARE_KEY = /(?:^|[;,|]?\s+|[;,|])([A-Za-z][\w.-]{0,30})=(?=\S)/g;

function bareFields(line: string): Array<[string, string]> | null {
  const keys = [...line.trim().matchAll(BARE_KEY)];
  if (keys.length < 2) return null;
  const t = line.trim();
  return keys.map((k, i) => {
    const end = keys[i + 1]?.index ?? t.length;
    const value = t.slice(k.index + k[0].length, end).replace(/[\s;,|]+$/, '');
    return [k[1]!, value];
  });
}

/** The fields of a record line, or null when the line is not only fields (a sentence that quotes a word). */
export function recordFields(line: string): Array<[string, string]> | null {
  if (!HAS_PAIR.test(line)) return BARE_START.test(line) ? bareFields(line) : null;
  const pairs: Array<[string, string]> = [];
  const rest = line.replace(
    PAIR_RE,
    (_m, _q: string, key: string, dq?: string, sq?: string, num?: string, bare?: string) => {
      pairs.push([key, dq ?? sq ?? num ?? bare ?? '']);
      return ' ';
    },
  );
  return pairs.length >= 2 && RECORD_REST.test(rest) ? pairs : null;
}

const JSON_FLAG: Record<string, string> = { true: 'yes', false: 'no' };
const ISO_STAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** An amount in the values ('40 mg', '2 tablets'): what an order has and a document's title has not. */
function hasAmount(text: string): boolean {
  const tokens = tokenize(text);
  return tokens.some(
    (t, i) => t.kind === 'number' && ['unit', 'dose-unit'].includes(tokens[i + 1]?.kind ?? ''),
  );
}

/**
 * A record line read as a table row under its own field names; null when the line is no record, or its
 * fields have no medicine column and neither an amount nor a known medicine (a document's patient and date
 * attributes are its title).
 * Fields under names the engine does not know that hold an amount ('<item label="..." qty="...">') are
 * kept as the line's words, so the line is read or reported, never dropped with its tags.
 */
export function readAttributeRecord(line: string): AttributeRecord | null {
  const pairs = recordFields(line);
  if (!pairs) return null;
  // 'medication.name', 'drug_name': the last part of a dotted or joined field name is its heading.
  const heads = pairs.map(([k]) =>
    k
      .split('.')
      .at(-1)!
      .replace(/[_-]+/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2'),
  );
  const columns = readTableHeader(heads);
  if (!columns) {
    const words = pairs
      .map(([, v]) => v.trim())
      .filter(Boolean)
      .join(' - ');
    const named = pairs.some(([, v]) => /[a-z]{3}/i.test(v) && medicineAtStart(v));
    return named || hasAmount(words) ? { text: words, extras: {} } : null;
  }
  // A dash or empty value is no value ('dose="-"' on a stopped medicine); nor is a log's timestamp
  // ('time=2026-03-02T08:00:01Z'), when the record was written, never when the dose is taken.
  // JSON's null is no value; true and false are a flag's yes and no ('"prn": true').
  const values = pairs.map(([, v]) =>
    /^\s*[-–—]*\s*$/.test(v) || ISO_STAMP.test(v) || v === 'null' ? '' : (JSON_FLAG[v] ?? v),
  );
  return tableRowText(values, columns);
}
