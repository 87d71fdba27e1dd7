import { APIError, AuthenticationError, Forbidden, LockedAuth, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isInvalidField, isLoginRefused, isRequestRefused } from '@/server/payload-errors'

const taken = (path: string) =>
  new ValidationError({ collection: 'customers', errors: [{ message: 'Taken', path }] })

/** What `next build` throws: Payload's error from another bundled copy, its class renamed. */
function fromAnotherCopy(error: APIError): Error {
  class g extends Error {}
  return Object.assign(new g(error.message), {
    status: error.status,
    data: error.data,
    isOperational: true,
  })
}

describe("Payload's errors recognised without instanceof", () => {
  it('takes a wrong password and a lock for a refused login, and nothing else', () => {
    for (const error of [new AuthenticationError(), new LockedAuth()]) {
      expect(isLoginRefused(error)).toBe(true)
      expect(isLoginRefused(fromAnotherCopy(error))).toBe(true)
    }
    expect(isLoginRefused(new Forbidden())).toBe(false)
    expect(isLoginRefused(Object.assign(new Error('401'), { status: 401 }))).toBe(false)
    expect(isLoginRefused({ status: 401, isOperational: true })).toBe(false)
  })

  it('names the field of a validation error', () => {
    expect(isInvalidField(taken('email'), 'email')).toBe(true)
    expect(isInvalidField(fromAnotherCopy(taken('email')), 'email')).toBe(true)
    expect(isInvalidField(taken('firstName'), 'email')).toBe(false)
    expect(isInvalidField(new APIError('Bad', 400), 'email')).toBe(false)
    expect(isInvalidField(new Error('duplicate key'), 'email')).toBe(false)
  })

  it('tells a refused request from a failure of the server', () => {
    expect(isRequestRefused(new APIError('Token is either invalid or has expired.', 403))).toBe(
      true,
    )
    expect(isRequestRefused(fromAnotherCopy(new APIError('Missing required data.', 400)))).toBe(
      true,
    )
    expect(isRequestRefused(new APIError('Database down'))).toBe(false)
    expect(isRequestRefused(new Error('connection refused'))).toBe(false)
    expect(isRequestRefused(null)).toBe(false)
  })
})
