import { ADMISSION_20, DISCHARGE_20 } from '../sample-lists';

/** One kind of request the load test sends. */
export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export const TARGET_NAMES = ['reconcile', 'stats', 'static'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

/** The landing page's main script, found in the HTML as a browser would find it. */
async function mainScriptPath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no main script in the landing page');
  return src;
}

/**
 * reconcile: a 20 + 20-line pair as a signed-in member of an organisation in its trial;
 * stats: the landing page's public figures; static: the landing page's HTML and main script,
 * asked for as a browser asks (br, gzip).
 */
export async function buildTargets(
  names: readonly TargetName[],
  url: string,
  appUrl: string,
  cookie: string,
): Promise<Target[]> {
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const out: Target[] = [];
  for (const name of names) {
    if (name === 'reconcile')
      out.push({
        name,
        method: 'POST',
        path: '/api/reconcile',
        headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ admissionOrders: ADMISSION_20, dischargeOrders: DISCHARGE_20 }),
      });
    if (name === 'stats') out.push({ name, method: 'GET', path: '/api/stats', headers: {} });
    if (name === 'static') {
      out.push({ name: 'static /', method: 'GET', path: '/', headers: browser });
      const script = await mainScriptPath(url);
      out.push({ name: 'static main.js', method: 'GET', path: script, headers: browser });
    }
  }
  return out;
}
