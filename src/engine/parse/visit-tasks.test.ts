/**
 * A care plan's visit line gives one medicine among other tasks: the task that gives it is the order.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { readVisitTasks } from './visit-tasks';

describe("a visit's task list", () => {
  it.each([
    ['Lunch visit (1200): check BGL; administer Lantus 12 units subcut', 'Lantus 12 units subcut'],
    ['Evening round - supervise Clozapine 100 mg nocte', 'Clozapine 100 mg nocte'],
    ['Check obs; nurse to give enoxaparin 40 mg subcut daily', 'enoxaparin 40 mg subcut daily'],
  ])('%s gives %s', (line, order) => expect(readVisitTasks(line)).toBe(order));

  it('leaves lines alone that give two medicines, none, or are plain orders', () => {
    expect(readVisitTasks('AM visit: give Lantus 12 units; give metformin 500 mg')).toBeNull();
    expect(readVisitTasks('AM visit: shower and dress')).toBeNull();
    expect(readVisitTasks('Metformin 500 mg bd; with food')).toBeNull();
  });

  it('reads a two-visit insulin as one regimen', () => {
    const out = reconcile({
      admissionOrders:
        'Morning visit (0800): prompt dose aid; give NovoMix 30 20 units subcut with breakfast\nTea visit (1700): check BGL; give NovoMix 30 10 units subcut with evening meal',
      dischargeOrders: 'NovoMix 30 20 units with breakfast and 10 units with evening meal',
    });
    expect(out.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
