/**
 * `npm run test:layouts [-- --side admission|discharge|both] [--only id,id] [--show N] [--json]`:
 * every case the engine gets fully right, under every layout transform; per transform, how many are
 * still right, wrong but flagged, and SILENT. `--show N` prints the first N silent cases of each
 * transform with their unflagged problems.
 */
import {
  allCases,
  checkCaseVariant,
  checkVariant,
  rightCases,
  type Side,
  type VariantResult,
} from './harness';
import { TRANSFORMS } from './transforms';
import { STRUCTURE_TRANSFORMS } from './transforms-structure';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const side = (opt('--side') ?? 'both') as Side;
const only = opt('--only')?.split(',');
const show = Number(opt('--show') ?? 0);

const base = rightCases(allCases());
const transforms = TRANSFORMS.filter((t) => !only || only.includes(t.id));
const rows: Array<{
  id: string;
  right: number;
  flagged: number;
  detail: number;
  silent: number;
  declined?: number;
}> = [];
const silentCases: Record<string, VariantResult[]> = {};
/** One transform's row of the table: its variants counted by outcome. */
function tally(id: string, results: VariantResult[], declined?: number): void {
  const n = (o: string) => results.filter((r) => r.outcome === o).length;
  rows.push({
    id,
    right: n('right'),
    flagged: n('flagged'),
    detail: n('detail'),
    silent: n('silent'),
    ...(declined === undefined ? {} : { declined }),
  });
  silentCases[id] = results.filter((r) => r.outcome === 'silent');
}

for (const t of transforms) {
  tally(
    t.id,
    base.map((c) => checkVariant(c, t, side)),
  );
}
// The restructurings need the whole case and decline one they cannot write exactly; --side does not apply.
for (const t of STRUCTURE_TRANSFORMS.filter((x) => !only || only.includes(x.id))) {
  const results: VariantResult[] = [];
  let declined = 0;
  for (const c of base) {
    const v = t.applyCase(c);
    if (v) results.push(checkCaseVariant(c.id, v));
    else declined++;
  }
  tally(t.id, results, declined);
}

if (args.includes('--json')) {
  console.log(JSON.stringify({ side, cases: base.length, rows }, null, 2));
} else {
  console.log(`${base.length} cases fully right as written; transforms applied to: ${side}\n`);
  console.log('| transform | right | flagged | detail | SILENT | declined |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.id} | ${r.right} | ${r.flagged} | ${r.detail} | ${r.silent} | ${r.declined ?? ''} |`,
    );
  const sum = (k: 'right' | 'flagged' | 'detail' | 'silent') => rows.reduce((s, r) => s + r[k], 0);
  console.log(
    `| all | ${sum('right')} | ${sum('flagged')} | ${sum('detail')} | ${sum('silent')} |`,
  );
  if (show)
    for (const [id, list] of Object.entries(silentCases))
      for (const r of list.slice(0, show))
        console.log(
          `\n${id} ${r.id}: ${r.findings
            .filter((f) => !f.flagged && !f.detail)
            .map((f) => f.problem)
            .join('; ')}`,
        );
}
