/**
 * Figures joined by a slash ('200/6', '250/25') that the readers kept as a note while the row shows no
 * such figures: a strength per part of a combination written where no reader takes it (a bracket with
 * words before it), so the row's strength may be missing. The row names the figures.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import { lookup } from '../../parse/lookup';

const squash = (s: string | undefined) => (s ?? '').replace(/\s+/g, '');

export const figuresInNote: Net = ({ rows, uses }) => {
  const out: string[] = [];
  for (const { row, dis, adm } of rows) {
    // Only a combination has a strength per part; '130/80' beside one medicine is a blood pressure or a date.
    const parts = dis.medicine?.ingredients.length ?? 0;
    if (parts < 2) continue;
    const t = uses(dis);
    for (let i = 0; i + 2 < t.length; i++) {
      const [a, slash, b] = [t[i]!, t[i + 1]!, t[i + 2]!];
      if (a.token.kind !== 'number' || b.token.kind !== 'number' || slash.token.text !== '/')
        continue;
      if (a.field !== 'notes' && a.field !== '') continue;
      const figures = `${a.token.text}/${b.token.text}`;
      // 'Ryzodeg 70/30', 'NovoMix 30/70': figures that are part of a brand's own name.
      const before = t[i - 1]?.token.text ?? '';
      const brand = lookup(`${before} ${figures}`);
      if (brand && !brand.rest.trim() && brand.matchedBy === 'brand') continue;
      if (squash(`${row.name} ${row.form}`).includes(figures)) continue;
      // The admission order's own strength restated as the old dose ('500/125 mg tds -> 875/125 mg bd').
      if (adm && squash(adm.strength?.text).startsWith(figures)) continue;
      flag(
        row,
        `${row.name}: ${where(dis)} writes "${figures}", which was not read as its strength: check the strength`,
        out,
      );
      break;
    }
  }
  return out;
};
