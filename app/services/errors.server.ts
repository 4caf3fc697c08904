// Refusals a customer can act on: a Dutch message, the HTTP status the route answers with, and
// per-field messages for a form. Anything else thrown is a bug and becomes a 500.
// throw new CheckoutError("Je winkelmandje is leeg", 422);

export type RefusalStatus = 400 | 401 | 404 | 409 | 422;

export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: RefusalStatus,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class CartError extends ServiceError {}

export class CheckoutError extends ServiceError {}
