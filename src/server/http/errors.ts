/** An error whose status and message are safe to show the client. Anything else answers a generic 500. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string> | string[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string> | string[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, extra);
