import { AUTH_MESSAGES } from '../../../shared/auth';
import { ApiRequestError } from '../../lib/api';

/** The server's message for a failed call, or `fallback` when it never answered. */
export const errorMessage = (e: unknown, fallback: string = AUTH_MESSAGES.unexpected) =>
  e instanceof ApiRequestError ? e.message : fallback;

export const errorCode = (e: unknown) => (e instanceof ApiRequestError ? e.code : undefined);
