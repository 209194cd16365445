/**
 * `npx tsx tests/layout-variants/probe.ts TRANSFORM CASE [side]`: one case under one transform, the
 * lists as the engine gets them, then its rows, ceased entries, warnings and problems.
 */
import { reconcile } from '../../src/engine/index';
import { caseFindings } from '../helpers/case-check';
import { allCases, variant, type Side } from './harness';
import { TRANSFORMS } from './transforms';
import { STRUCTURE_TRANSFORMS } from './transforms-structure';

const [tid, cid, side = 'both'] = process.argv.slice(2);
const c = allCases().find((x) => x.id === cid);
const t = TRANSFORMS.find((x) => x.id === tid);
const st = STRUCTURE_TRANSFORMS.find((x) => x.id === tid);
if (!c || (!t && !st)) throw new Error(`usage: probe.ts TRANSFORM CASE [side]`);
const v = t ? variant(c, t, side as Side) : st!.applyCase(c);
if (!v) throw new Error(`${tid} declines ${cid}`);
console.log(`--- admission\n${v.admissionOrders}\n--- discharge\n${v.dischargeOrders}\n---`);
const res = reconcile({ admissionOrders: v.admissionOrders, dischargeOrders: v.dischargeOrders });
for (const r of res.medications)
  console.log('row', r.name, r.changeType, JSON.stringify(r.schedule), r.warnings ?? []);
for (const r of res.ceasedMedications) console.log('ceased', r.name, '|', r.reason);
console.log('warnings', res.warnings);
console.log('findings', caseFindings(v, res));
