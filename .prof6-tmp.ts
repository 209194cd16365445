import { readFileSync } from 'node:fs';
import { parseList } from './src/engine/parse/list';
const src = readFileSync('bench/engine-bench.ts', 'utf8');
const adm: string[] = eval(src.match(/const ADMISSION_20 = (\[[\s\S]*?\])\.join/)![1]!);
const dis: string[] = eval(src.match(/const DISCHARGE_20 = (\[[\s\S]*?\])\.join/)![1]!);
function t(f: () => void, n = 200) { for (let i = 0; i < 100; i++) f(); let best = Infinity; for (let k = 0; k < 5; k++) { const s = process.hrtime.bigint(); for (let i = 0; i < n; i++) f(); best = Math.min(best, Number(process.hrtime.bigint() - s) / 1000 / n); } return best; }
const rows = [...adm.map((l) => ['A', l]), ...dis.map((l) => ['D', l])].map(([k, l]) => [t(() => parseList(l!, 'discharge')), k, l] as const);
rows.sort((a, b) => b[0] - a[0]).slice(0, 8).forEach(([us, k, l]) => console.log(us.toFixed(0).padStart(6), 'us', k, l));
