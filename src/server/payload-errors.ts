/**
 * Payload's errors told apart by what survives `next build` (STACK.md trap 10): each route bundle
 * may hold its own copy of Payload's classes, and the Payload instance (shared on globalThis) throws
 * those of the bundle that started it, so `instanceof` fails; minifying renames the classes too, so
 * `error.name` is no help either. What stays is the shape of Payload's APIError family: an HTTP
 * `status`, `isOperational`, and for validation errors `data.errors` naming each field.
 */
type PayloadApiError = Error & { status: number; data?: unknown }

const isPayloadApiError = (error: unknown): error is PayloadApiError =>
  error instanceof Error &&
  typeof (error as { status?: unknown }).status === 'number' &&
  (error as { isOperational?: unknown }).isOperational === true

/**
 * A login Payload refused (401): a wrong password (AuthenticationError), or an account locked
 * (LockedAuth). Both answer 401 with nothing else to tell them apart but a translated message.
 */
export const isLoginRefused = (error: unknown): boolean =>
  isPayloadApiError(error) && error.status === 401

/** A ValidationError (400) about this field, e.g. a unique e-mail that another request took. */
export function isInvalidField(error: unknown, path: string): boolean {
  if (!isPayloadApiError(error) || error.status !== 400) return false
  const fields = (error.data as { errors?: unknown } | null | undefined)?.errors
  return (
    Array.isArray(fields) && fields.some((field) => (field as { path?: unknown })?.path === path)
  )
}

/** Payload refused the request itself (bad token, not found, invalid data): not a server failure. */
export const isRequestRefused = (error: unknown): boolean =>
  isPayloadApiError(error) && error.status >= 400 && error.status < 500
