/** The loopback names a browser on the same machine may use for a local server. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export const isLoopback = (url: string) => LOOPBACK_HOSTS.includes(new URL(url).hostname);

/**
 * The origins the app's pages may be opened at. APP_URL's own; outside production, when APP_URL is
 * a loopback address, also the other loopback names of the same port (http://127.0.0.1:3000 works
 * like http://localhost:3000: registration failed there with a bare "Invalid origin").
 */
export function allowedOrigins(appUrl: string, isProduction: boolean): string[] {
  const app = new URL(appUrl);
  if (isProduction || !isLoopback(appUrl)) return [app.origin];
  const others = LOOPBACK_HOSTS.map(
    (h) => `${app.protocol}//${h}${app.port ? `:${app.port}` : ''}`,
  );
  return [app.origin, ...others.filter((o) => o !== app.origin)];
}

/** What a request from another address is told: which address to open instead. */
export const wrongOriginMessage = (appUrl: string) =>
  `MedRecon is set up to be opened at ${new URL(appUrl).origin}. Please open that address and try again.`;
