/**
 * Puts corpus orders into discharge lists of about 20 lines, the way they are pasted: plain, with
 * bullets or numbers, or under Regular / PRN headings. One medicine per list, so each row pairs with
 * one order. The admission list is `Nil`: every row is a discharge order read on its own.
 */
import type { Rng } from './rng';
import type { Order } from './types';

export const BATCH_SIZE = 20;

export interface Entry {
  order: Order;
  /** 1-based line number in the discharge list. */
  line: number;
}

export interface Batch {
  admissionOrders: string;
  dischargeOrders: string;
  entries: Entry[];
  layout: string;
}

const BULLETS = ['- ', '• ', '* ', '{i}. ', '{i}) '];
const REGULAR_HEADINGS = ['Regular medications:', 'Regular', 'REGULAR MEDICINES'];
const PRN_HEADINGS = ['PRN:', 'When required', 'PRN medications:', 'As required medicines:'];

function group(orders: Order[]): Order[][] {
  const open: Array<{ orders: Order[]; names: Set<string> }> = [];
  const done: Order[][] = [];
  for (const order of orders) {
    let target = open.find((b) => !b.names.has(order.reading.ingredient));
    if (!target) open.push((target = { orders: [], names: new Set() }));
    target.orders.push(order);
    target.names.add(order.reading.ingredient);
    if (target.orders.length === BATCH_SIZE) {
      done.push(target.orders);
      open.splice(open.indexOf(target), 1);
    }
  }
  return [...done, ...open.map((b) => b.orders)];
}

function layOut(orders: Order[], rng: Rng): Batch {
  const layout = rng.pick(['plain', 'plain', 'bullets', 'headings', 'blank-lines']);
  const lines: string[] = [];
  const entries: Entry[] = [];
  const bullet = rng.pick(BULLETS);
  const add = (order: Order, i: number) => {
    const prefix = layout === 'bullets' ? bullet.replace('{i}', String(i + 1)) : '';
    if (layout === 'blank-lines' && rng.chance(0.3)) lines.push('');
    lines.push(prefix + order.line);
    entries.push({ order, line: lines.length });
  };
  if (layout === 'headings') {
    const regular = orders.filter((o) => !o.reading.isPRN);
    const prn = orders.filter((o) => o.reading.isPRN);
    if (regular.length) lines.push(rng.pick(REGULAR_HEADINGS));
    regular.forEach(add);
    if (prn.length) lines.push(rng.pick(PRN_HEADINGS));
    prn.forEach(add);
  } else {
    orders.forEach(add);
  }
  return { admissionOrders: 'Nil', dischargeOrders: lines.join('\n'), entries, layout };
}

export function makeBatches(orders: Order[], rng: Rng): Batch[] {
  return group(orders).map((g) => layOut(g, rng));
}
