/**
 * Stripe's error answer: `{ error: { type, message, code?, param?, doc_url? } }` with the HTTP
 * status the SDK maps to its error classes (400/404 invalid request, 401 authentication, 402 card).
 */
export class StripeLocalError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string = 'invalid_request_error',
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code
          ? {
              code: this.code,
              doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}`,
            }
          : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export const missingParam = (param: string) =>
  new StripeLocalError(
    400,
    `Missing required param: ${param}.`,
    undefined,
    'parameter_missing',
    param,
  );

export const noSuch = (kind: string, id: string, param = 'id', status = 404) =>
  new StripeLocalError(status, `No such ${kind}: '${id}'`, undefined, 'resource_missing', param);

export const invalidParam = (param: string, message: string) =>
  new StripeLocalError(400, message, undefined, undefined, param);
