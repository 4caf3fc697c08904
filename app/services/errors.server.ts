// Refusals a user can act on: a Dutch message, the HTTP status the route answers with, and
// per-field messages for a form. Services throw these and know nothing of HTTP; the route helpers
// (app/http/http.server.ts) turn them into answers. Anything else thrown is a bug and becomes a 500.
// throw new ServiceError(ORDER_NOT_FOUND, 404);

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: RefusalStatus,
    readonly fields?: Record<string, string>,
    /** What else the refusal tells the page (a conflict's newer values); merged into its answer. */
    readonly detail?: object,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class CartError extends ServiceError {}

export class CheckoutError extends ServiceError {}
