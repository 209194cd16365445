/** Seeded generators of pasted medication lists for the engine fuzz suite: same seed, same lists. */
export type Rng = () => number;

/** mulberry32: small, fast and good enough to vary inputs reproducibly. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

const NAMES = [
  'Metformin',
  'Atorvastatin',
  'Paracetamol',
  'Aspirin',
  'Perindopril',
  'Amlodipine',
  'Frusemide',
  'Pantoprazole',
  'Warfarin',
  'Apixaban',
  'Panadol Osteo',
  'Ventolin',
  'Insulin glargine',
  'Coloxyl with senna',
  'Endone',
  'Movicol',
  'Sertraline',
  'Digoxin',
  'Prednisolone',
  'Xyzzy',
];
const STRENGTHS = [
  '500mg',
  '1 g',
  '20 mg',
  '5/1.25 mg',
  '100 microgram',
  '2.5mg',
  '10 units',
  '62.5 mcg',
  '',
];
const FORMS = ['tablet', 'tab', 'capsule', 'inhaler', 'MDI', 'syrup 5 mL', 'patch', ''];
const DOSES = ['1', '2 tabs', 'one', '1-2', '½', '0.5', '10 mL', ''];
const FREQS = [
  'BD',
  'TDS',
  'QID',
  'mane',
  'nocte',
  'daily',
  'q4h PRN pain',
  'PRN',
  'weekly on Monday',
  'at 8am and 8pm',
  'with breakfast',
  'every 6 hours when required',
  'stat',
  '',
];
const STATUS = ['', '', '', ' - ceased', ' (increased)', ' WITHHELD: AKI', ' NEW', ' stopped'];
const HEADINGS = [
  'Regular medications:',
  'PRN:',
  'Ceased:',
  'Withheld',
  'NIMC – PRN medicines',
  '---',
];
const SEPARATORS = ['\n', '\n', '\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\n\n'];
const NOISE = [
  '\t',
  ' | ',
  ' / ',
  ',',
  ';',
  '  ',
  '…',
  '—',
  '·',
  '\u00a0',
  '\u200b',
  '(',
  ')',
  '#',
  '*',
];

/** One order line from the grammar, sometimes mutated: words dropped, swapped or repeated. */
function orderLine(rng: Rng): string {
  const parts = [
    pick(rng, NAMES),
    pick(rng, STRENGTHS),
    pick(rng, FORMS),
    pick(rng, DOSES),
    pick(rng, FREQS),
  ].filter(Boolean);
  const r = rng();
  if (r < 0.1) parts.splice(Math.floor(rng() * parts.length), 1);
  else if (r < 0.2) parts.reverse();
  else if (r < 0.25) parts.push(...parts);
  else if (r < 0.35) parts.splice(Math.floor(rng() * parts.length), 0, pick(rng, NOISE));
  return parts.join(rng() < 0.1 ? pick(rng, NOISE) : ' ') + pick(rng, STATUS);
}

/** Random characters from all over Unicode (surrogate pairs, combining marks, RTL included). */
function unicodeJunk(rng: Rng, length: number): string {
  let s = '';
  while (s.length < length) {
    const r = rng();
    const cp =
      r < 0.5
        ? 0x20 + Math.floor(rng() * 0x5f)
        : r < 0.8
          ? Math.floor(rng() * 0xd7ff) + 0x20
          : 0x10000 + Math.floor(rng() * 0x10000);
    s += String.fromCodePoint(cp);
  }
  return s;
}

/** A list within the contract's limits (200 lines, 20,000 characters): one of several shapes. */
export function fuzzList(rng: Rng): string {
  const kind = rng();
  const lines = 1 + Math.floor(rng() ** 2 * 199);
  const sep = pick(rng, SEPARATORS);
  let out: string[];
  if (kind < 0.6) {
    out = Array.from({ length: lines }, () =>
      rng() < 0.08 ? pick(rng, HEADINGS) : orderLine(rng),
    );
  } else if (kind < 0.75) {
    out = Array.from({ length: Math.min(lines, 40) }, () =>
      unicodeJunk(rng, 1 + Math.floor(rng() * 80)),
    );
  } else if (kind < 0.85) {
    // One very long line, or a few.
    out = Array.from(
      { length: 1 + Math.floor(rng() * 3) },
      () => `${orderLine(rng)} ${pick(rng, NOISE).repeat(Math.floor(rng() * 3000))}`,
    );
  } else {
    // Separators and punctuation only, or an order drowned in them.
    out = Array.from(
      { length: lines },
      () =>
        pick(rng, NOISE).repeat(1 + Math.floor(rng() * 20)) + (rng() < 0.5 ? orderLine(rng) : ''),
    );
  }
  let text = out.join(sep).slice(0, 20_000);
  if (!text.trim()) text = orderLine(rng);
  return text;
}
