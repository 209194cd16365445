/**
 * 'Caltrate (calcium carbonate) 600 mg', 'Betaloc (metoprolol tartrate) 50 mg': a brand whose bracket writes
 * its generic name with a salt. The name was read from the brand, which says no salt; the bracket's salt is
 * what the list wrote, so the order keeps it (the row name of a mineral shows it, and a salt change between
 * the lists is seen).
 */
import { keyOf, lookup } from './lookup';
import type { OrderParts } from './order-parts';

export function keepBracketSalt(p: OrderParts, text: string): void {
  const { lookup: read, medicine, key } = p.name;
  if (!medicine || !read || read.salt || text.length > 80) return;
  const found = lookup(text);
  if (!found?.salt || keyOf(found.medicine) !== key) return;
  p.name = { ...p.name, lookup: { ...read, salt: found.salt } };
}
