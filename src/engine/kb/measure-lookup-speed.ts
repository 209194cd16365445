/**
 * How fast the KB builds and looks names up. Not a test (budgets live in `npm run bench`):
 *   npx tsx src/engine/kb/measure-lookup-speed.ts
 */
export {};

const t0 = performance.now();
const { allMedicines, lookupMedicine } = await import('./index');
const buildMs = performance.now() - t0;

const LINES: Record<string, string[]> = {
  generic: [
    'Atorvastatin 40mg PO nocte',
    'Metformin 1 g orally twice daily',
    'Apixaban 5 mg BD',
    'Levothyroxine 100 microgram mane',
  ],
  brand: [
    'Panadol Osteo 665mg 2 tabs TDS',
    'Augmentin Duo Forte 1 tab BD',
    'Seretide MDI 250/25 2 puffs BD',
    'Coloxyl with Senna 2 tabs nocte',
  ],
  'salt, release form, bracket': [
    'Metoprolol succinate CR (Toprol-XL) 95 mg mane',
    'Paracetamol 665mg 2 tabs TDS (Panadol Osteo)',
    'Insulin glargine (Optisulin) 22 units',
  ],
  combination: [
    'Perindopril arginine/indapamide 5 mg/1.25 mg mane',
    'Budesonide/eformoterol (Symbicort Turbuhaler) 200/6',
    'amoxicillin 875 mg/clavulanic acid 125 mg 1 tab BD',
  ],
  misspelling: ['Atorvastatn 40mg nocte', 'Amlodipene 5 mg mane', 'Insulin glargene 20 units'],
  'not a medicine': [
    'Allergies: penicillin (rash)',
    'Discharge medications',
    'Zyxamol 500 mg BD',
    'Dr M. Lee (HMO) pager 4421',
  ],
};

// CPU time, best of five runs: on a shared machine, waiting for a core is not lookup time.
function microsPerLookup(lines: string[], rounds: number): number {
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    for (let r = 0; r < rounds; r++) for (const l of lines) lookupMedicine(l);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / (rounds * lines.length));
  }
  return best;
}

const all = Object.values(LINES).flat();
microsPerLookup(all, 2000); // warm up the JIT
console.log(
  `${allMedicines().length} medicines; module load and index build ${buildMs.toFixed(1)} ms`,
);
for (const [kind, lines] of Object.entries(LINES))
  console.log(`${kind.padEnd(28)} ${microsPerLookup(lines, 4000).toFixed(2)} µs per lookup`);
const perLine = microsPerLookup(all, 4000);
console.log(
  `mixed                        ${perLine.toFixed(2)} µs per lookup; 40 lookups (a 20-line reconciliation) ${((perLine * 40) / 1000).toFixed(3)} ms`,
);
