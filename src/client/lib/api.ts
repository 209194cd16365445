/** An API failure carrying the server's `{ error }` message, the HTTP status and any `code`. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** A machine-readable reason some answers carry (e.g. 'EMAIL_NOT_VERIFIED'), for choosing the next step. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * JSON fetch against our API with the session cookie. Non-2xx answers throw ApiRequestError with
 * the server's message, or `fallback(status)` when the body has none.
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
  fallback: (status: number) => string = (s) => `API request failed with status ${s}`,
): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers:
      init.body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    signal: init.signal,
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const message =
      data &&
      typeof data === 'object' &&
      'error' in data &&
      typeof data.error === 'string' &&
      data.error
        ? data.error
        : fallback(res.status);
    const code =
      data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
        ? data.code
        : undefined;
    throw new ApiRequestError(message, res.status, code);
  }
  return data as T;
}
