/**
 * A pharmacy delivery docket's or picking slip's item: '1 x Coversyl 5 mg tablets 30 - "1 tablet in the
 * morning"'. The leading count is how many packs went out and the bare number after the product its pack
 * size: quantities, never a dose. The label's directions are in quotes after a dash. The item is read as the
 * product and its directions; the whole line had been unreadable.
 */
const ITEM = /^(\s*)\d{1,2}\s*[x×]\s+([A-Za-z].*?)(?:\s+\d{1,4})?\s+[-–—]\s+["“]([^"”]+)["”]\s*$/;

/** The item as its product and directions, or the line as it was. */
export function deliveryItem(line: string): string {
  const m = ITEM.exec(line);
  return m ? `${m[1]}${m[2]} ${m[3]}` : line;
}
