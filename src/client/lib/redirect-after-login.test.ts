import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveRedirectAfterLogin, takeRedirectAfterLogin } from './redirect-after-login';

/** A minimal sessionStorage: these tests run in Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('the saved address after sign-in', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is used once, then removed', () => {
    saveRedirectAfterLogin('/subscription/status?x=1#top');
    expect(takeRedirectAfterLogin()).toBe('/subscription/status?x=1#top');
    expect(takeRedirectAfterLogin()).toBeNull();
  });

  it('is never the accept-invite path (removed all the same)', () => {
    saveRedirectAfterLogin('/organisation/accept-invite?token=abc');
    expect(takeRedirectAfterLogin()).toBeNull();
    expect(sessionStorage.getItem('medrecon.redirectAfterLogin')).toBeNull();
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '/\\/evil.example',
    'https://evil.example/',
    'dashboard',
    '',
  ])('never leaves the site: %s', (path) => {
    saveRedirectAfterLogin(path);
    expect(takeRedirectAfterLogin()).toBeNull();
  });
});
