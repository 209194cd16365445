/**
 * An insulin pump's record (a download summary, a diabetes service's plan): a line that names the pump's
 * insulin ('Pump: MiniMed 780G | Insulin: NovoRapid (insulin aspart) U-100', 'INSULIN PUMP - Fiasp via Omnipod
 * - basal rates CHANGED') over the pump's programme: basal rate rows ('00:00  0.850 U/h'), totals, ratios,
 * sensitivity and targets ('Total basal: 23.1 U/day', 'ICR 1:10 g', 'Average TDD: 46.3 U/day'). The insulin is
 * the medicine, one order, given by the pump as programmed: its line is read as that order, and the settings
 * lines under it are its notes and sources, never orders of their own (a total's 'U/day' read as a dose made
 * 'Total Basal' a medicine). The engine does not compare a programme: the order says so, names the basal
 * rates as written and, on the discharge list, the rates that differ from the admission list's.
 */
import { BASAL_ROW, PUMP_SETTING, PUMP_WORD } from '../lexicon/pump-words';
import { readName } from './name';
import type { InputLine } from './lines';

const CHANGE =
  /\b(?:chang(?:ed|es)|amended|adjusted|modified|reduced|increased|decreased|lowered|raised|new\s+(?:rates?|settings))\b/i;
const STOP = /\b(?:stop(?:ped)?|cease[ds]?|discontinued|suspended|withh(?:e|o)ld|held)\b/i;

/** The pump's insulin a line names ('NovoRapid' in 'Insulin: NovoRapid (insulin aspart) U-100'), or null. */
function pumpInsulin(text: string): string | null {
  for (const piece of text.split(/[|;:,()–—]|\s-\s|\bvia\b/i)) {
    // The name may come after other words in its piece ('with Fiasp', 'run on Humalog').
    const words = piece.trim().split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      const r = readName(words.slice(i).join(' '));
      if (r?.medicine && /^insulin\s+\w/i.test(r.medicine.name)) return r.nameText;
    }
  }
  return null;
}

const isSetting = (raw: string) => BASAL_ROW.test(raw) || PUMP_SETTING.test(raw);

/** Basal rates by clock ('00:00' -> '0.850') in the lines, as written. */
function basalRates(lines: readonly string[]): Map<string, string> {
  const rates = new Map<string, string>();
  for (const l of lines) {
    const m = BASAL_ROW.exec(l);
    if (m) rates.set(m[1]!.replace('.', ':').trim(), m[2]!);
  }
  return rates;
}

/**
 * Reads each pump block of the list: the insulin's line becomes its order, the settings lines under it its
 * notes. Returns each settings line with the line of the order it belongs to. `admissionText`, for the
 * discharge list, gives the basal rates to compare.
 */
export function readInsulinPump(input: InputLine[], admissionText?: string): Map<number, number> {
  const partOf = new Map<number, number>();
  if (!input.some((l) => PUMP_WORD.test(l.raw))) return partOf;
  input.forEach((l, at) => {
    if (!PUMP_WORD.test(l.raw) || isSetting(l.raw)) return;
    const insulin = pumpInsulin(l.raw);
    if (!insulin) return;
    const settings: InputLine[] = [];
    for (const below of input.slice(at + 1)) {
      if (!below.raw.trim()) continue;
      if (!isSetting(below.raw)) break;
      settings.push(below);
    }
    // A pump named beside its insulin with no programme under it stays the line it is.
    if (!settings.length && !/\bpump\b|\bcsii\b/i.test(l.raw)) return;
    const rates = basalRates(settings.map((s) => s.raw));
    const before = admissionText
      ? basalRates(admissionText.split(/\r\n|\r|\n/))
      : new Map<string, string>();
    const differ = [...rates]
      .filter(([t, r]) => before.has(t) && Number(before.get(t)) !== Number(r))
      .map(([t, r]) => `${t} ${before.get(t)} -> ${r} U/h`);
    // A pump stopped or suspended is a stop of its insulin, read as written.
    if (STOP.test(l.raw)) return;
    // The reason for a change: a bracket after the change word ('basal rates CHANGED (overnight hypos)').
    const change = CHANGE.exec(l.raw);
    const reason = change && /^[^(]*\(([^()]{3,80})\)/.exec(l.raw.slice(change.index))?.[1];
    const changed = !!change || differ.length > 0;
    let text = `${insulin} continuous subcutaneous infusion via insulin pump as per pump settings`;
    if (changed) text += ` - changed: basal rates${reason ? ` (${reason})` : ''}`;
    l.text = text;
    l.extras = undefined;
    const written = [...rates].map(([t, r]) => `${t} ${r} U/h`).join(', ');
    const lines = settings.map((s) => s.line);
    l.doubt = [
      `${insulin} is given by an insulin pump: its programme${lines.length ? ` (lines ${lines[0]}-${lines[lines.length - 1]})` : ''} is kept as written, not read as doses`,
      written ? `basal rates ${written}` : '',
      differ.length ? `basal rates that differ from the admission list: ${differ.join('; ')}` : '',
      'check the pump settings by hand',
    ]
      .filter(Boolean)
      .join('; ');
    for (const s of settings) partOf.set(s.line, l.line);
  });
  return partOf;
}
