import { useEffect, useState } from 'react';

/**
 * A QR code drawn as SVG squares from uqr's module matrix (no HTML injection). uqr is loaded only
 * when a QR code is shown, so it stays out of every other page's bundle.
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('uqr').then(({ encode }) => {
      if (!cancelled) setModules(encode(value, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      cancelled = true;
    };
  }, [value]);

  if (!modules)
    return (
      <div
        style={{ width: size, height: size }}
        className="animate-pulse rounded bg-slate-100"
        aria-hidden="true"
      />
    );
  const n = modules.length;
  const path = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
      className="rounded border border-slate-200"
    >
      <rect width={n} height={n} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
