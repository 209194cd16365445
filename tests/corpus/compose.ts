/**
 * Composes one order: a medicine, a dose, a frequency or PRN directions and the extras (condition,
 * maximum, duration, quantity, route, release form), then writes it in one of the styles. The known
 * reading comes from the same choices, so it is right by construction.
 */
import { acceptAmount, writeAmount } from './amounts';
import { composeDose, weighted } from './doses';
import { INVENTED, MEDICINES, WEIGHT_BASED, type MedicineSpec } from './medicines';
import { renderOrder, type Parts } from './render';
import type { Rng } from './rng';
import * as W from './sig-words';
import { STYLES, type Order, type Reading, type Slot, type Style } from './types';

const REGULAR_FREQ: Array<[string, number]> = [
  ['daily', 25],
  ['night', 15],
  ['bd', 20],
  ['tds', 10],
  ['qid', 6],
  ['midday', 2],
  ['evening', 4],
  ['maneNocte', 5],
  ['weekly', 2],
  ['monday', 2],
];

const fill = (t: string, v: Record<string, string | number>) =>
  t.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ''));

function pickFrequency(rng: Rng, style: Style, solid: boolean) {
  const key = weighted(
    rng,
    REGULAR_FREQ.filter(([k]) => solid || !['weekly', 'monday'].includes(k)),
  );
  const freq = W.FREQUENCIES[key]!;
  const runTogether = style === 'ward' && freq.short.length > 0 && rng.chance(0.35);
  const text = runTogether ? rng.pick(freq.short) : rng.pick(freq.words);
  return { key, text, slots: freq.slots, says: freq.says, runTogether };
}

const REAL_GENERICS: Record<string, string> = { 'MST Continus': 'morphine' };

function invented(rng: Rng): MedicineSpec {
  const name = rng.chance(0.15)
    ? rng.pick(INVENTED.real)
    : `${rng.pick(INVENTED.heads)}${rng.pick(INVENTED.tails)}`;
  const form = rng.pick(['tablet', 'capsule'] as const);
  // A real brand the knowledge base may learn: its generic name is then as good as the brand.
  const generic = REAL_GENERICS[name];
  return {
    ingredient: generic ? `${name.toLowerCase()}|${generic}` : name.toLowerCase(),
    names: [name],
    strengths: [rng.pick([5, 15, 25, 50, 150])],
    unit: 'mg',
    form,
    route: 'oral',
    use: rng.chance(0.2) ? 'prn' : 'regular',
    conditions: ['pain', 'nausea'],
    release: [],
  };
}

/** `Infliximab 5 mg/kg = 400 mg IV every 8 weeks`: the total is the dose. */
function weightBased(rng: Rng): Order {
  const med = rng.pick(WEIGHT_BASED);
  const total = rng.pick(med.totals);
  const [when, slots, says] = rng.pick<[string, Slot[], string[]]>([
    ['every 8 weeks', ['0800'], ['week']],
    ['daily', ['0800'], []],
    ['12 hourly', ['0800', '1800'], []],
  ]);
  const amount = writeAmount(total, 'mg', rng).text;
  const dose = rng.pick([
    `${med.perKg} mg/kg = ${amount}`,
    `${med.perKg}mg/kg (${amount})`,
    `${amount} (${med.perKg} mg/kg)`,
  ]);
  const line = `${rng.pick(med.names)} ${dose} IV ${when}`;
  const accepts = acceptAmount(total, 'mg');
  const reading: Reading = {
    ingredient: med.ingredient,
    isPRN: false,
    slots: Object.fromEntries(slots.map((s) => [s, accepts])),
    mustMention: [accepts, ...says.map((w) => [w])],
    notAmounts: [String(med.perKg)],
    mustWarn: false,
    release: false,
  };
  return { line, reading, features: ['dose:mg/kg = total', 'style:emr'] };
}

export function composeOrder(rng: Rng): Order {
  const roll = rng.next();
  if (roll < 0.03) return weightBased(rng);
  const unknown = roll < 0.1;
  const med = unknown ? invented(rng) : rng.pick(MEDICINES);
  let style = rng.pick(STYLES);
  const prn = med.use === 'prn' || (med.use === 'both' && rng.chance(0.5));
  const strength = rng.pick(med.strengths);
  const solid = med.form === 'tablet' || med.form === 'capsule';
  const freq = pickFrequency(rng, style, solid);
  const dose = composeDose(med, strength, prn, rng, freq);
  // A bare number is ward-round shorthand; no other record writes a strength without its unit.
  if (dose.kind === 'bare') style = 'ward';
  const features = [`style:${style}`, ...dose.features];
  if (unknown)
    features.push(med.names[0] === 'MST Continus' ? 'name:real-not-in-kb' : 'name:invented');
  const nameIndex = rng.int(med.names.length);
  if (nameIndex > 0) features.push('name:brand-or-former');

  const parts: Parts = {
    style,
    med,
    name: med.names[nameIndex]!,
    strength,
    dose,
    freq: '',
    runTogether: false,
    prn: '',
    condition: '',
    extras: [],
    route: '',
    release: med.release.length > 0 && dose.kind !== 'bare' ? rng.pick(med.release) : '',
  };
  const extraNumbers: string[] = [];
  const mustMention: string[][] = [];
  let slots: Partial<Record<Slot, string[]>> = {};

  if (prn) {
    parts.prn = rng.pick(W.PRN_WORDS);
    parts.freq = rng.pick(W.PRN_FREQUENCIES);
    features.push(`prn-word:${parts.prn.toLowerCase()}`);
    if (med.conditions.length > 0 && rng.chance(0.7)) {
      parts.condition = `for ${rng.pick(med.conditions)}`;
      if (rng.chance(0.08) && med.ingredient === 'oxycodone') {
        [parts.prn, parts.condition] = ['', 'for breakthrough pain'];
        features.push('prn-word:for breakthrough pain');
      }
    }
    if (solid && rng.chance(0.4)) {
      const n = rng.pick([4, 6, 8]);
      const max = fill(rng.pick(W.MAXIMA), { n, form: parts.release ? 'tablet' : med.form });
      parts.extras.push(max);
      features.push(`max:${max.replace(String(n), 'N')}`);
      extraNumbers.push(String(n));
    }
    mustMention.push(dose.accepts);
  } else if (dose.own) {
    slots = dose.own.slots;
    if (dose.kind === 'loading' && freq.says) mustMention.push(freq.says);
  } else {
    parts.freq = freq.text;
    parts.runTogether = freq.runTogether;
    features.push(`freq:${freq.key}`, `freq-word:${freq.runTogether ? 'run-together' : freq.text}`);
    slots = Object.fromEntries(freq.slots.map((s) => [s, dose.accepts]));
    if (freq.says) mustMention.push(freq.says);
  }
  if (['count', 'range', 'per-time', 'loading'].includes(dose.kind)) {
    // The strength is written only for these forms (see render.ts), so only they must keep it.
    if (['tablet', 'capsule', 'puff', 'spray'].includes(med.form))
      mustMention.push(acceptAmount(strength, med.unit));
  }
  if (parts.release) {
    features.push('release-form');
  }
  if (!prn && rng.chance(0.12)) {
    const n = rng.pick([3, 5, 7, 10, 14].filter((d) => d !== strength));
    const duration = fill(rng.pick(W.DURATIONS), { n });
    parts.extras.push(duration);
    features.push(`duration:${duration.replace(String(n), 'N')}`);
    extraNumbers.push(String(n));
  }
  if (rng.chance(0.18)) {
    const q = rng.pick(W.QUANTITY_NUMBERS.filter((x) => x !== strength));
    const r = rng.pick(W.REPEAT_NUMBERS);
    // Only tablets and capsules are counted in tabs; other forms get a plain quantity.
    const templates = W.QUANTITIES.filter((t) => solid || !/tab/.test(t));
    const qty = fill(rng.pick(templates), { q, r });
    parts.extras.push(qty);
    features.push(`quantity:${qty.replace(String(q), 'Q').replace(String(r), 'R')}`);
    extraNumbers.push(String(q));
    if (qty.includes(String(r))) extraNumbers.push(String(r));
  }
  if (rng.chance(0.35)) {
    parts.route = rng.pick(W.ROUTES[med.route]!);
    features.push(`route:${parts.route}`);
  }

  const { line, features: rendered } = renderOrder(parts, rng);
  features.push(...rendered);
  // A quantity or maximum that equals a real amount of this order cannot be told apart from it: every
  // number of the dose counts, the upper end of a range ('15-30 mL' with 'Supply: 30') included.
  const legit = new Set([
    String(strength),
    ...[dose.accepts, ...Object.values(slots)]
      .flat()
      .flatMap((a) => (a.match(/\d+(?:\.\d+)?/g) ?? []).map((n) => String(parseFloat(n)))),
  ]);
  const reading: Reading = {
    ingredient: med.ingredient,
    isPRN: prn,
    slots: prn ? {} : slots,
    mustMention,
    notAmounts: [...dose.notAmounts, ...extraNumbers.filter((n) => !legit.has(n))],
    mustWarn: unknown || !!dose.mustWarn,
    knownAs: dose.mustWarn ? undefined : REAL_GENERICS[med.names[0]!],
    release: !!parts.release,
  };
  return { line, reading, features };
}
