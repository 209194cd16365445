import type { jsPDF } from 'jspdf';

/**
 * The Universal Medication Schedule's pictures for the four times, drawn with jsPDF lines and
 * circles (no images to download): sunrise for breakfast, sun for lunch, sunset for dinner, moon
 * for bedtime. `bg` is the fill behind the icon, used to cut the half sun and the crescent.
 */
export type IconKind = 'sunrise' | 'sun' | 'sunset' | 'moon';

export const ICON_SIZE = 14;
const INK = 45;

function rays(doc: jsPDF, cx: number, cy: number, from: number, to: number, angles: number[]) {
  for (const a of angles) {
    const r = (a * Math.PI) / 180;
    doc.line(
      cx + from * Math.cos(r),
      cy - from * Math.sin(r),
      cx + to * Math.cos(r),
      cy - to * Math.sin(r),
    );
  }
}

/** A half sun on the horizon with an arrow: up for sunrise, down for sunset. */
function horizonSun(doc: jsPDF, cx: number, cy: number, s: number, bg: number, up: boolean) {
  const horizon = cy + s * 0.12;
  doc.circle(cx, horizon, s * 0.24, 'F');
  doc.setFillColor(bg, bg, bg);
  doc.rect(cx - s * 0.3, horizon, s * 0.6, s * 0.3, 'F');
  doc.setFillColor(INK, INK, INK);
  rays(doc, cx, horizon, s * 0.32, s * 0.46, [20, 55, 90, 125, 160]);
  doc.line(cx - s * 0.5, horizon, cx + s * 0.5, horizon);
  const tip = up ? horizon + s * 0.16 : horizon + s * 0.4;
  const base = up ? horizon + s * 0.4 : horizon + s * 0.16;
  doc.triangle(cx - s * 0.12, base, cx + s * 0.12, base, cx, tip, 'F');
}

export function drawTimeIcon(doc: jsPDF, kind: IconKind, cx: number, cy: number, bg: number) {
  const s = ICON_SIZE;
  doc.setDrawColor(INK);
  doc.setFillColor(INK, INK, INK);
  doc.setLineWidth(1);
  if (kind === 'sun') {
    doc.circle(cx, cy, s * 0.22, 'F');
    rays(doc, cx, cy, s * 0.32, s * 0.48, [0, 45, 90, 135, 180, 225, 270, 315]);
  } else if (kind === 'moon') {
    doc.circle(cx, cy, s * 0.4, 'F');
    doc.setFillColor(bg, bg, bg);
    doc.circle(cx + s * 0.2, cy - s * 0.12, s * 0.36, 'F');
  } else {
    horizonSun(doc, cx, cy - s * 0.08, s, bg, kind === 'sunrise');
  }
}

export const SLOT_ICONS: IconKind[] = ['sunrise', 'sun', 'sunset', 'moon'];
