import { readFileSync } from 'node:fs';
import { reconcile } from './src/engine/index';
const src = readFileSync('/work/wt-engine/bench/engine-bench.ts', 'utf8');
const adm = (eval(src.match(/const ADMISSION_20 = (\[[\s\S]*?\])\.join/)![1]!) as string[]).join('\n');
const dis = (eval(src.match(/const DISCHARGE_20 = (\[[\s\S]*?\])\.join/)![1]!) as string[]).join('\n');
const req = { admissionOrders: adm, dischargeOrders: dis };
for (let i = 0; i < 1500; i++) reconcile(req);
