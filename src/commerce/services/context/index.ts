import type { Payload } from 'payload'

/**
 * What a service needs of the shopper's request it serves. The gateway's context is one; a REST
 * route or a job that serves a shopper builds its own.
 */
export type ServiceContext = {
  payload: Payload
  /** The store this deployment serves (STORE_ID). */
  storeId: number
  /** The shopper's request: its cookies and client address. */
  request: Request
  /** Set-Cookie values the answer must carry (sessions, the cart, order access). */
  responseCookies: string[]
}
