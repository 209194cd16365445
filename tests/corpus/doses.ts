/**
 * Dose grammar: how much is given, written in the many ways orders say it, with what a row must say
 * for it. Each dose kind returns the text and the accepted slot amounts; per-time and loading doses
 * also carry their own times.
 */
import { acceptAmount, acceptCount, acceptCountOf, acceptRange, writeAmount } from './amounts';
import type { MedicineSpec } from './medicines';
import type { Rng } from './rng';
import { COUNT_WORDS, FORM_WORDS, LOADING, RANGE_WORDS, SLOT_WORDS, SPOONS } from './sig-words';
import type { Slot } from './types';

export interface Dose {
  kind: string;
  /** The dose as written ('' when the strength alone is the dose). */
  text: string;
  /** Count as written, for run-together ward forms (`1bd`); '' when not a plain count. */
  count: string;
  accepts: string[];
  /** Per-time and loading doses write their own times: text then replaces dose and frequency. */
  own?: { slots: Partial<Record<Slot, string[]>> };
  features: string[];
  notAmounts: string[];
  mustWarn?: boolean;
  /** The dose equals the strength, so a record may leave it out (`Temazepam 10 mg, nightly`). */
  optional?: boolean;
}

const weighted = <T extends string>(rng: Rng, table: Array<[T, number]>): T => {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = rng.next() * total;
  for (const [v, w] of table) if ((x -= w) < 0) return v;
  return table[0]![0];
};

function formWord(med: MedicineSpec, count: number, rng: Rng): string {
  const words = FORM_WORDS[med.form];
  if (!words) return '';
  return rng.pick(count > 1 ? words.many : words.one);
}

function countDose(med: MedicineSpec, value: number, strength: number, rng: Rng): Dose {
  const written = rng.pick(COUNT_WORDS[String(value)]!);
  const form = formWord(med, value, rng);
  const features = [`dose:count-${value}`];
  if (!/^[\d½./ ]+$/.test(written)) features.push('count:word');
  if (form.includes('(s)')) features.push('form-word:(s)');
  const glue = written === 'half' && rng.chance(0.5) ? ' a ' : ' ';
  return {
    kind: 'count',
    text: `${written}${glue}${form}`,
    count: /^\d+$/.test(written) ? written : '',
    accepts: acceptCountOf(value, strength, med, written),
    features,
    notAmounts: [],
  };
}

function rangeDose(med: MedicineSpec, rng: Rng): Dose {
  const pattern = rng.pick(RANGE_WORDS);
  const [a, b] = rng.chance(0.2) ? ['one', 'two'] : ['1', '2'];
  const text = `${pattern.replace('{a}', a).replace('{b}', b)} ${formWord(med, 2, rng)}`;
  return {
    kind: 'range',
    text,
    count: '',
    accepts: [
      ...(FORM_WORDS[med.form]?.slot ?? ['']).flatMap((w) => acceptRange('1', '2', w)),
      ...acceptRange(a, b, ''),
    ],
    features: [`dose:range ${pattern}`],
    notAmounts: [],
  };
}

function mlDose(med: MedicineSpec, rng: Rng): Dose {
  const kind = weighted(rng, [
    ['ml', 4],
    ['ml-range', 2],
    ['spoon', 2],
  ]);
  if (kind === 'ml-range') {
    const text = rng.pick(['15ml-30ml', '15-30 mL', '15 to 30 mL', '15 mL - 30 mL', '15–30mL']);
    const accepts = [...acceptRange('15', '30', 'ml'), '15ml-30ml', '15mlto30ml', '15ml–30ml'];
    return { kind, text, count: '', accepts, features: ['dose:ml-range'], notAmounts: [] };
  }
  if (kind === 'spoon') {
    const [words, ml] = rng.pick(SPOONS);
    const n = rng.pick([1, 2]);
    const written = rng.pick(COUNT_WORDS[String(n)]!);
    const word = rng.pick(words);
    const plural = n > 1 && !word.endsWith('sp') ? 's' : '';
    const spoons = words.flatMap((w) => [`${n}${w}`, `${written}${w}`]);
    const accepts = [...spoons, ...acceptAmount(n * ml, 'mL')];
    return {
      kind,
      text: `${written} ${word}${plural}`,
      count: '',
      accepts,
      features: ['dose:spoonful'],
      notAmounts: [],
    };
  }
  const n = rng.pick(med.strengths);
  const amount = writeAmount(n, 'mL', rng);
  return {
    kind,
    text: amount.text,
    count: '',
    accepts: acceptAmount(n, 'mL'),
    features: ['dose:ml'],
    notAmounts: [],
  };
}

/** Amount doses (injections in units or mg, or any tablet written by its amount). */
function amountDose(med: MedicineSpec, strength: number, rng: Rng): Dose {
  const mult = med.form === 'tablet' || med.form === 'capsule' ? rng.pick([1, 1, 2]) : 1;
  const n = strength * mult;
  const amount = writeAmount(n, med.unit, rng);
  const features = ['dose:amount'];
  const notAmounts: string[] = [];
  if (amount.comma) {
    features.push('dose:thousands-comma');
    if (n % 1000 !== 0) notAmounts.push(String(n % 1000));
  }
  const accepts = [...acceptAmount(n, med.unit)];
  if (med.form === 'tablet' || med.form === 'capsule')
    accepts.push(...acceptCount(mult, { ...med, strengths: [] }));
  const optional = mult === 1 && med.form !== 'amount';
  return { kind: 'amount', text: amount.text, count: '', accepts, features, notAmounts, optional };
}

/** `1 mane 2 nocte`, `10 mg mane, 5 mg nocte`, `10 units mane and 6 units nocte`. */
function perTimeDose(med: MedicineSpec, strength: number, rng: Rng): Dose {
  const [s1, s2] = rng.pick<[Slot, Slot]>([
    ['0800', '2200'],
    ['0800', '1200'],
    ['0800', '1800'],
    ['0800', '2200'],
  ]);
  const byAmount = med.form === 'amount' || rng.chance(0.3);
  const [a, b] = rng.pick([
    [1, 2],
    [2, 1],
    [1, 0.5],
    [2, 1],
  ]);
  const part = (v: number) => {
    if (byAmount) {
      const n = med.form === 'amount' ? (v === 0.5 ? strength / 2 : strength * v) : strength * v;
      return { text: writeAmount(n, med.unit, rng).text, accepts: acceptAmount(n, med.unit) };
    }
    const written = rng.pick(COUNT_WORDS[String(v)]!);
    const form = rng.chance(0.5) ? ` ${formWord(med, v, rng)}` : '';
    return { text: `${written}${form}`, accepts: acceptCountOf(v, strength, med, written) };
  };
  const [p1, p2] = [part(a!), part(b!)];
  const joiner = rng.pick([' ', ' and ', ', ', ' + ']);
  const text = `${p1.text} ${rng.pick(SLOT_WORDS[s1])}${joiner}${p2.text} ${rng.pick(SLOT_WORDS[s2])}`;
  return {
    kind: 'per-time',
    text,
    count: '',
    accepts: [],
    own: { slots: { [s1]: p1.accepts, [s2]: p2.accepts } },
    features: [`dose:per-time${byAmount ? '-amount' : ''}`],
    notAmounts: [],
  };
}

/** `two immediately then one three times a day`: the slots hold the maintenance dose. */
function loadingDose(
  med: MedicineSpec,
  strength: number,
  rng: Rng,
  freq: { text: string; slots: Slot[] },
): Dose {
  const pattern = rng.pick(LOADING);
  const [a, b] = rng.chance(0.5) ? ['two', 'one'] : ['2', '1'];
  const text = pattern
    .replace('{a}', a)
    .replace('{b}', b)
    .replace('{forms}', formWord(med, 2, rng))
    .replace('{form}', formWord(med, 1, rng))
    .replace('{freq}', freq.text);
  const accepts = acceptCountOf(1, strength, med, b);
  const slots = Object.fromEntries(freq.slots.map((s) => [s, accepts]));
  return {
    kind: 'loading',
    text,
    count: '',
    accepts,
    own: { slots },
    features: ['dose:loading'],
    notAmounts: [],
  };
}

/** Ward-round shorthand: the strength number with no unit (`Pantoprazole 40 mane`). */
function bareDose(strength: number): Dose {
  const n = String(strength);
  return {
    kind: 'bare',
    text: '',
    count: '',
    accepts: [n],
    features: ['dose:bare-number'],
    notAmounts: [n],
    mustWarn: true,
  };
}

export function composeDose(
  med: MedicineSpec,
  strength: number,
  prn: boolean,
  rng: Rng,
  freq: { text: string; slots: Slot[] },
): Dose {
  if (med.form === 'mL') return mlDose(med, rng);
  if (med.form === 'amount') {
    const perTime = !prn && med.unit === 'units' && med.strengths.length > 2 && rng.chance(0.3);
    return perTime ? perTimeDose(med, strength, rng) : amountDose(med, strength, rng);
  }
  const solid = med.form === 'tablet' || med.form === 'capsule';
  if (prn) {
    const kind = weighted(rng, [
      ['1', 4],
      ['2', 2],
      ['range', 4],
      ['amount', solid ? 2 : 0],
    ]);
    if (kind === 'range') return rangeDose(med, rng);
    if (kind === 'amount') return amountDose(med, strength, rng);
    return countDose(med, Number(kind), strength, rng);
  }
  const kind = weighted(rng, [
    ['1', 30],
    ['2', 10],
    ['0.5', med.form === 'tablet' ? 5 : 0],
    ['1.5', med.form === 'tablet' ? 5 : 0],
    ['amount', solid ? 14 : 0],
    ['per-time', solid ? 9 : 0],
    ['loading', solid ? 4 : 0],
    ['bare', solid ? 5 : 0],
  ]);
  if (kind === 'amount') return amountDose(med, strength, rng);
  if (kind === 'per-time') return perTimeDose(med, strength, rng);
  if (kind === 'loading') return loadingDose(med, strength, rng, freq);
  if (kind === 'bare') return bareDose(strength);
  return countDose(med, Number(kind), strength, rng);
}

export { weighted };
