/**
 * Writes a composed order the way one kind of Australian record writes it: eMR/MedChart dose
 * columns, GP software (Medical Director / Best Practice), pharmacy labels, ward-round shorthand and
 * discharge letters. Rendering never changes the meaning: the reading is fixed before it runs.
 */
import { writeAmount } from './amounts';
import type { Dose } from './doses';
import type { MedicineSpec } from './medicines';
import type { Rng } from './rng';
import type { Style } from './types';

export interface Parts {
  style: Style;
  med: MedicineSpec;
  name: string;
  strength: number;
  dose: Dose;
  freq: string;
  runTogether: boolean;
  prn: string;
  condition: string;
  /** Maximum, duration, quantity: written after the directions. */
  extras: string[];
  route: string;
  release: string;
  /** The strength must be written (the dose was left out because it equals the strength). */
  strengthOnly?: boolean;
}

const PRODUCT_WORDS: Record<string, string[]> = {
  tablet: ['tablet', 'tab', 'tablets', 'TAB', ''],
  capsule: ['capsule', 'cap', 'capsules', ''],
  puff: ['/dose inhaler', ' inhaler', ' MDI', '/actuation', ''],
  spray: ['/dose spray', ' spray', ''],
  drop: ['eye drops', ''],
  sachet: ['sachet', 'powder sachets', ''],
  mL: ['oral liquid', 'liquid', ''],
  amount: ['injection', 'inj', ''],
};

const join = (...xs: string[]) => xs.filter((x) => x.trim() !== '').join(' ');

/** Name, strength, release form and product form: `Metoprolol tartrate 50 mg tablet`. */
function product(p: Parts, rng: Rng, compact: boolean): string {
  const { med, dose } = p;
  if (dose.kind === 'bare') return `${p.name} ${p.strength}`;
  const word = rng.pick(PRODUCT_WORDS[med.form] ?? ['']);
  if (med.form === 'amount') {
    const conc = med.unit === 'units' && med.ingredient.startsWith('insulin') && rng.chance(0.3);
    return join(p.name, conc ? '100 units/mL injection' : word);
  }
  if (med.form === 'mL' || med.form === 'sachet') return join(p.name, word);
  if (med.form === 'drop') return join(p.name, med.concentration ?? word);
  const strengthWritten = p.strengthOnly || dose.kind !== 'amount' || rng.chance(0.5);
  const strength = strengthWritten ? writeAmount(p.strength, med.unit, rng).text : '';
  const unitless = strength.replace(/ /g, '');
  const s = compact ? unitless : strength;
  if (word.startsWith('/') || word.startsWith(' ')) return join(p.name, p.release, `${s}${word}`);
  if (p.style === 'gp' && rng.chance(0.3) && word) {
    return join(p.name, p.release, word[0]!.toUpperCase() + word.slice(1), s);
  }
  return rng.chance(0.5) ? join(p.name, p.release, s, word) : join(p.name, s, p.release, word);
}

/** Dose and frequency: `1 tablet bd`, `1bd`, `2bdprn`, or a per-time/loading text. */
function directions(p: Parts, rng: Rng): { core: string; prnDone: boolean } {
  const { dose } = p;
  if (dose.own) return { core: dose.text, prnDone: false };
  if (
    p.style === 'ward' &&
    dose.count &&
    p.prn === 'prn' &&
    ['bd', 'tds', 'qid', 'nocte'].includes(p.freq) &&
    rng.chance(0.5)
  ) {
    return { core: `${dose.count}${p.freq}prn`, prnDone: true };
  }
  if (p.runTogether && dose.count) return { core: `${dose.count}${p.freq}`, prnDone: false };
  return { core: join(dose.text, p.freq), prnDone: false };
}

function prnPart(p: Parts, prnDone: boolean): string {
  return join(prnDone ? '' : p.prn, p.condition);
}

function strengthOnly(p: Parts): Parts {
  return { ...p, strengthOnly: true, dose: { ...p.dose, text: '', features: [] } };
}

const RENDER: Record<Style, (p: Parts, rng: Rng) => string> = {
  emr(p, rng) {
    const name = product(p, rng, false);
    const doseCol = p.dose.own ? '' : p.dose.text || '';
    const freqCol = p.dose.own ? p.dose.text : p.freq;
    if (rng.chance(0.5)) {
      const cols = [name, doseCol, p.route.toUpperCase(), freqCol, p.prn, p.condition, ...p.extras];
      return rng.chance(0.5) ? cols.join('\t') : cols.filter(Boolean).join('\t');
    }
    const prn = p.prn ? ` ${p.prn}` : '';
    const route = p.route ? ` Route: ${p.route}` : '';
    return join(
      `${name} - Dose: ${doseCol || '-'}${route} Frequency: ${freqCol}${prn}`,
      p.condition,
      ...p.extras,
    );
  },
  gp(p, rng) {
    const { core, prnDone } = directions(p, rng);
    const take = !p.dose.own && rng.chance(0.4) && p.dose.text ? 'Take ' : '';
    const sep = rng.pick(['  ', '\t', ' - ', ' ']);
    const sig = join(`${take}${core}`, p.route, prnPart(p, prnDone), ...p.extras.slice(0, -1));
    const last = p.extras.at(-1) ?? '';
    return join(`${product(p, rng, rng.chance(0.5))}${sep}${sig}`) + (last ? `${sep}${last}` : '');
  },
  label(p, rng) {
    const { core } = directions({ ...p, runTogether: false }, rng);
    const text = join(
      `${product(p, rng, true)}:`,
      p.dose.text && !p.dose.own ? 'Take' : '',
      core,
      p.route,
      prnPart(p, false),
    );
    const line = `${text}.${p.extras.length ? ' ' + p.extras.join(' ') : ''}`;
    return rng.chance(0.5) ? line.toUpperCase() : line;
  },
  ward(p, rng) {
    const { core, prnDone } = directions(p, rng);
    const name = rng.chance(0.4) ? p.name.toLowerCase() : p.name;
    const prod = product({ ...p, name }, rng, true);
    return join(prod, p.route, core, prnPart(p, prnDone), ...p.extras);
  },
  letter(p, rng) {
    const { core } = directions({ ...p, runTogether: false }, rng);
    const prod = product(p, rng, false);
    const sig = join(core, p.route, prnPart(p, false));
    const extras = p.extras.length ? `, ${p.extras.join(', ')}` : '';
    const form = rng.pick([
      '{p}, {s}',
      '{p} {s}',
      '{p} – {s}',
      '{p}: take {s}',
      'Continue {p} {s}',
    ]);
    return form.replace('{p}', prod).replace('{s}', sig) + extras;
  },
};

/** The line, and the features the rendering added (`dose:strength-only`). */
export function renderOrder(parts: Parts, rng: Rng): { line: string; features: string[] } {
  const p = parts.dose.optional && rng.chance(0.5) ? strengthOnly(parts) : parts;
  const line = RENDER[p.style](p, rng).replace(/ {3,}/g, '  ').trim();
  return { line, features: p === parts ? [] : ['dose:strength-only'] };
}
