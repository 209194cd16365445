/** The encodings the build writes beside each compressible file, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

/**
 * The encodings an Accept-Encoding header allows (RFC 9110 12.5.3): `br;q=0` refuses brotli, `*`
 * stands for any encoding not named, and no header means identity only (we never guess).
 */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  if (!header) return accepted;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  for (const { encoding } of PRECOMPRESSED) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0) accepted.add(encoding);
  }
  return accepted;
}
