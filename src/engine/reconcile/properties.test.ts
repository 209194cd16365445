/**
 * Property-style tests: on many generated admission/discharge pairs (seeded, so failures repeat),
 * nothing is invented, every input line is accounted for, the PRN rule holds and the shape is valid.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from './invariants';

/** Small seeded generator (mulberry32) so a failing input can be reproduced. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = [
  'Atorvastatin',
  'Lipitor',
  'Perindopril',
  'Coversyl',
  'Metformin',
  'Diabex XR',
  'Frusemide',
  'Furosemide',
  'Lasix',
  'Paracetamol',
  'Panadol Osteo',
  'Amlodipine',
  'Metoprolol tartrate',
  'Metoprolol CR',
  'Apixaban',
  'Eliquis',
  'Pantoprazole',
  'Somac',
  'Esomeprazole',
  'Warfarin',
  'Prednisolone',
  'Salbutamol',
  'Ventolin MDI',
  'Seretide MDI',
  'Spiriva',
  'Insulin glargine',
  'Lantus',
  'NovoRapid',
  'Endone',
  'OxyContin',
  'Targin',
  'Coloxyl with Senna',
  'Movicol',
  'Thyroxine',
  'Levothyroxine',
  'Cephalexin',
  'Amoxycillin',
  'Timolol 0.5% eye drops',
  'Latanoprost',
  'Fentanyl patch',
  'Enoxaparin',
  'Clexane',
  'Digoxin',
  'Sotalol',
  'Zyxamol',
  'Atorvastatn',
];
const STRENGTHS = [
  '5mg',
  '10 mg',
  '20mg',
  '40 mg',
  '2.5 mg',
  '500 mg',
  '1 g',
  '1000mg',
  '100 microgram',
  '25mcg',
  '62.5 microgram',
  '0.5 mg',
  '250/25',
  '10/5 mg',
  '12 units',
  '30 units',
  '25 microgram/hr',
  '',
];
const DOSES = [
  '',
  '',
  '1 tab',
  '2 tabs',
  '1-2 tablets',
  '2 puffs',
  '1 cap',
  '1 sachet',
  '2 x 500mg',
  'half a tablet',
  '1 drop both eyes',
];
const ROUTES = ['', '', 'PO', 'orally', 'SC', 'IV', 'inhaled', 'SL'];
const FREQS = [
  'mane',
  'nocte',
  'BD',
  'TDS',
  'QID',
  'daily',
  'twice daily',
  'at night',
  '6 hourly',
  '4-6 hourly',
  'q4h',
  '8/24',
  'weekly on Mondays',
  'every 3 months',
  'alternate days',
  'at 0800 and 1400',
  'with breakfast and dinner',
  'mane and nocte',
  'once a week (Friday)',
  '',
];
const TAILS = [
  '',
  '',
  '',
  ' PRN',
  ' PRN pain',
  ' when required for pain, max 8 tablets in 24 hours',
  ' (increased - fluid overload)',
  ' - ceased (AKI)',
  ' (reduced, eGFR 38)',
  ' for 5 days',
  ' - new for AF',
  ' (GP to review in 2 weeks)',
  ' 1 hour before food',
  ' - withheld, low BP',
  ', then 5 mg daily for 3 days, then stop',
  ' (max 4 g/day)',
  ' - STOP',
  ' as per INR',
];
const NOISE = [
  'Regular medications:',
  'PRN:',
  'Ceased:',
  'Withheld',
  'Nil',
  'NKDA',
  'Allergies: penicillin',
  'Page 1 of 2',
  'Dr J Smith',
  '12/03/2025',
  '',
  'New medications',
  'see chart',
];

function order(r: () => number, i: number): string {
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const bullet = pick(['', '', '- ', '* ', `${i + 1}. `, `${i + 1}) `]);
  const parts = [pick(NAMES), pick(STRENGTHS), pick(DOSES), pick(ROUTES), pick(FREQS)]
    .filter(Boolean)
    .join(' ');
  const cased = r() < 0.1 ? parts.toUpperCase() : parts;
  return `${bullet}${cased}${pick(TAILS)}`;
}

function list(r: () => number): string {
  const n = 3 + Math.floor(r() * 18);
  const lines: string[] = [];
  for (let i = 0; i < n; i++)
    lines.push(r() < 0.15 ? NOISE[Math.floor(r() * NOISE.length)]! : order(r, i));
  if (!lines.some((l) => l.trim())) lines.push('Aspirin 100 mg mane');
  return lines.join(r() < 0.1 ? '\r\n' : '\n');
}

describe('engine invariants on generated lists', () => {
  const r = rng(20250611);
  const pairs = Array.from({ length: 250 }, () => ({
    admissionOrders: list(r),
    dischargeOrders: list(r),
  }));

  it.each(pairs.map((p, i) => [i, p] as const))('pair %i', (_i, request) => {
    const res = reconcile(request);
    expect(checkInvariants(request, res)).toEqual([]);
  });

  it('is deterministic', () => {
    const req = pairs[0]!;
    expect(reconcile(req)).toEqual(reconcile(req));
  });
});

describe('engine invariants on awkward input', () => {
  it.each([
    ['only noise', 'Nil\nNKDA', 'Discharge medications\nPage 1 of 1'],
    ['only unreadable text', 'see GP letter', 'as above'],
    ['a huge number', 'Aspirin 100000000 mg mane', 'Aspirin 100 mg mane'],
    ['odd characters', 'Aspirin 100 mg mane 😀', 'Aspírin ¼ tab ✓ mane'],
    ['tabs and blank cells', '\t\t\t', 'Drug\tDose\n\t\nAspirin\t100 mg'],
    ['unbalanced brackets', 'Aspirin (100 mg mane', 'Aspirin 100 mg) mane ((('],
    ['a very long line', `Aspirin 100 mg mane ${'and '.repeat(500)}`, 'Aspirin 100 mg mane'],
  ])('%s', (_name, admissionOrders, dischargeOrders) => {
    const request = { admissionOrders, dischargeOrders };
    expect(checkInvariants(request, reconcile(request))).toEqual([]);
  });
});
