import { expect, test } from '@playwright/test';
import { registerConfirmAndSignIn } from './helpers/accounts';

test('a registered, confirmed user has a session the API recognises', async ({ page }) => {
  const user = await registerConfirmAndSignIn(page);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(user.email);
});
