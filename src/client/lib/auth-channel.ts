/**
 * Auth events shared between this app's open tabs (spec section 4: "auth events are broadcast
 * across tabs"). A sign-out in one tab signs every tab out; a sign-in lets the others catch up.
 */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'USER_UPDATED';

const CHANNEL = 'medrecon-auth';
const EVENTS: readonly string[] = ['SIGNED_IN', 'SIGNED_OUT', 'USER_UPDATED'];

export interface AuthChannel {
  post(event: AuthEvent): void;
  close(): void;
}

/** Listens for other tabs' events; a tab never hears its own. No-op where BroadcastChannel is missing. */
export function openAuthChannel(onEvent: (event: AuthEvent) => void): AuthChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent) => {
    if (typeof e.data === 'string' && EVENTS.includes(e.data)) onEvent(e.data as AuthEvent);
  };
  return { post: (event) => channel.postMessage(event), close: () => channel.close() };
}
