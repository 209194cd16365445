/**
 * A heading set off by marks around its words ('== Other ==', '[Inhalers]', '--- Supplements ---'): the marks
 * say it is a heading even when its words are no section the engine knows, so it ends the section above.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { classifyLine } from './headings';

describe('decorated headings', () => {
  it.each(['== Supplements ==', '[Inhalers]', '--- Eye drops ---', '~~ Other ~~', '** Skin **'])(
    '%j is a heading',
    (line) => expect(classifyLine(line)?.kind).toBe('heading'),
  );

  it.each(['[Ventolin]', '== 2 tablets =='])('%j is not a heading', (line) =>
    expect(classifyLine(line)).toBeNull(),
  );

  it.each(['== Inhalers ==', '[Inhalers]', '--- Inhalers ---'])(
    '%j after a Stopped section ends it',
    (title) => {
      const res = reconcile({
        admissionOrders: 'Tiotropium 18 mcg inhaled mane\nNaproxen 250 mg BD',
        dischargeOrders: `== Stopped ==\nNaproxen 250 mg BD\n${title}\nTiotropium 18 mcg inhaled mane`,
      });
      expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Naproxen']);
      expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
        ['Tiotropium', 'unchanged'],
      ]);
    },
  );
});
