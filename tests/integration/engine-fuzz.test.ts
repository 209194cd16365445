import { describe, expect, it } from 'vitest';
import { checkInvariants, reconcile } from '../../src/engine/index';
import { countLines } from '../../src/shared/line-breaks';
import {
  isOverSizeLimit,
  MAX_RESPONSE_ROWS,
  reconcileResponseSchema,
} from '../../src/shared/reconcile';
import { fuzzList, seededRng } from '../fuzz/order-generator';

/**
 * The engine fuzz suite (issue 12): grammar-mutated orders, random Unicode, pathological
 * separators and lengths, all within the contract's limits. Every input must be answered without
 * an exception, in a valid shape that respects the invariants. A fixed seed and the same 80 inputs in
 * `npm test`; `npm run test:fuzz` runs longer (FUZZ_SECONDS) and FUZZ_SEED picks other inputs.
 *
 * Speed: the per-input budget (200 ms of one core) is measured by `npm run bench` on these same
 * inputs (bench/fuzz-worst.ts), not here: a timed test fails on a loaded CI machine for reasons that
 * are not the engine's. What stays here is a runaway guard: a pattern that backtracks without end
 * (one took 18 s on a 4 KB list) is far past a second of CPU on any machine.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
// A fixed number of inputs (the seed's first ones), not a time window: a 25 s window answered only
// 12 inputs on a loaded 2-core CI machine and failed its 'more than 50' floor. FUZZ_SECONDS (npm run
// test:fuzz) keeps going for that long after the fixed inputs.
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 0);
const RUNAWAY_CPU_MS = 1500;
// The contract's invariants (nothing invented, every line accounted for) fail the run: the fuzz
// inputs of two seeds (400 and 300 of them) keep them all since the fuzz-found classes were fixed.
// FUZZ_STRICT=0 only prints them (to survey another seed).
const STRICT = process.env.FUZZ_STRICT !== '0';

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

describe('engine fuzz', () => {
  it(
    `answers every generated input within ${RUNAWAY_CPU_MS} ms, keeping the invariants (seed ${SEED})`,
    () => {
      const rng = seededRng(SEED);
      reconcile({ admissionOrders: 'Paracetamol 1 g QID', dischargeOrders: 'Paracetamol 1 g QID' });
      const until = Date.now() + SECONDS * 1000;
      let runs = 0;
      let worst = { ms: 0, case: 0 };
      const problems: string[] = [];
      const invariantProblems: string[] = [];
      while ((runs < RUNS || Date.now() < until) && problems.length < 5) {
        const request = { admissionOrders: fuzzList(rng), dischargeOrders: fuzzList(rng) };
        runs += 1;
        if (isOverSizeLimit(request)) continue;
        const started = cpuMs();
        let response;
        try {
          response = reconcile(request);
        } catch (err) {
          problems.push(`case ${runs}: threw ${(err as Error).name}: ${(err as Error).message}`);
          continue;
        }
        let ms = cpuMs() - started;
        if (ms > RUNAWAY_CPU_MS) {
          // Process CPU time also counts garbage collection and compiler threads: an input over the
          // budget is timed once more, and only one slow both times is a problem.
          const again = cpuMs();
          reconcile(request);
          ms = Math.min(ms, cpuMs() - again);
        }
        if (ms > worst.ms) worst = { ms, case: runs };
        if (ms > RUNAWAY_CPU_MS) problems.push(`case ${runs}: ${Math.round(ms)} ms`);
        if (!reconcileResponseSchema.safeParse(response).success)
          problems.push(`case ${runs}: invalid shape`);
        const lines = countLines(request.admissionOrders) + countLines(request.dischargeOrders);
        const rows = response.medications.length + response.ceasedMedications.length;
        // A line may hold two orders ("X 5 mg and Y 10 mg"), never more: a runaway split shows here.
        if (rows > Math.min(2 * lines, MAX_RESPONSE_ROWS))
          problems.push(`case ${runs}: ${rows} rows from ${lines} lines`);
        const broken = checkInvariants(request, response);
        if (broken.length > 0)
          (STRICT ? problems : invariantProblems).push(
            `case ${runs}: ${broken.slice(0, 2).join('; ')}`,
          );
      }
      console.info(
        `engine fuzz: ${runs} inputs, worst ${Math.round(worst.ms)} ms (case ${worst.case})`,
      );
      if (invariantProblems.length > 0)
        console.warn(
          `engine fuzz: invariants broken\n${invariantProblems.slice(0, 20).join('\n')}`,
        );
      expect(problems).toEqual([]);
    },
    (SECONDS + 300) * 1000,
  );
});
