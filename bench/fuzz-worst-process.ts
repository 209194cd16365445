/**
 * The fuzz per-input budget measured in a process of its own (npm run bench starts it): after the bench's
 * throughput rounds the heap holds their garbage, and collecting it landed on whichever fuzz input ran then
 * (one round measured 749 ms in the bench for an input that takes about 110 ms alone). A server handles a
 * large input with the heap of ordinary traffic, which a short warm-up on ordinary lists stands for.
 * Usage: tsx bench/fuzz-worst-process.ts <bundled engine.mjs>; prints the result as JSON.
 */
import { pathToFileURL } from 'node:url';
import type { ReconcileRequest, ReconcileResponse } from '../src/shared/reconcile';
import { fuzzWorstCase } from './fuzz-worst';
import { ADMISSION_20, DISCHARGE_20 } from './sample-lists';

const engine = process.argv[2];
if (!engine) throw new Error('usage: fuzz-worst-process.ts <engine.mjs>');
const { reconcile } = (await import(pathToFileURL(engine).href)) as {
  reconcile: (r: ReconcileRequest) => ReconcileResponse;
};
// Warm, as a running server is: the patterns compiled and the hot functions optimised.
for (let i = 0; i < 300; i++)
  reconcile({ admissionOrders: ADMISSION_20, dischargeOrders: DISCHARGE_20 });
process.stdout.write(JSON.stringify(fuzzWorstCase(reconcile)));
