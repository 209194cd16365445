import type { createBrowserRouter } from 'react-router';
import type { MeResult } from '../lib/session-api';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * How long the first render may wait for the page's own code (a route `lazy`) and the session.
 * The HTML preloads both (server/http/route-preloads.ts), so they are usually there when the main
 * script has run: the page then renders once, as itself, instead of a loading screen, the page's
 * guard waiting for the session, then the page (three renders, each painted on a slow machine).
 * Past this the loading screens show as before.
 */
export const FIRST_RENDER_WAIT_MS = 200;

/** Resolves once the router has loaded what the first URL needs (its lazy routes). */
function routerInitialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The first session answer when it and the page's code are both ready in time, else undefined. */
export function waitForFirstRender(
  router: Router,
  firstRead: Promise<MeResult>,
  waitMs = FIRST_RENDER_WAIT_MS,
): Promise<MeResult | undefined> {
  return Promise.race([
    Promise.all([firstRead, routerInitialized(router)]).then(([me]) => me),
    new Promise<undefined>((resolve) => setTimeout(resolve, waitMs)),
  ]);
}
