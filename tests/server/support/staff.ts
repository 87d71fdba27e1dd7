import { createHmac, randomBytes } from 'node:crypto'

import { ServerClient, serverUrl, someAddress } from './client'

/**
 * /admin in a browser: its requests are same-origin, which Payload requires before it reads its
 * token cookie (its CSRF check refuses a cookie sent without Origin or Sec-Fetch-Site).
 */
class AdminBrowser extends ServerClient {
  override fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('sec-fetch-site', 'same-origin')
    return super.fetch(path, { ...init, headers })
  }
}

/** Each seeded role's e-mail and password, set by scripts/e2e.ts: `<PREFIX>_EMAIL`, `_PASSWORD`. */
const CREDENTIALS = {
  admin: 'ADMIN',
  editor: 'EDITOR',
  customerService: 'CUSTOMER_SERVICE',
  // The store-changing specs' admin (playwright.config.ts): signed in while the editors' specs
  // sign in as `admin`, whose sessions a login at the same moment may drop (kept in its row).
  storeAdmin: 'STORE_ADMIN',
} as const
export type SeededRole = keyof typeof CREDENTIALS

/**
 * The account of a role in this process. Playwright's second parallel worker signs in as admin
 * with the store-changing specs' account (both admins; those specs run in another phase): a login
 * adds its session to the user's row by read-modify-write, so one account signed in by two workers
 * at the same moment dropped one of their sessions.
 */
function accountOf(role: SeededRole): string {
  const second = process.env.TEST_PARALLEL_INDEX === '1' && process.env.STORE_ADMIN_EMAIL
  return role === 'admin' && second ? CREDENTIALS.storeAdmin : CREDENTIALS[role]
}

/** The e-mail and password of the run's account of a role, in this process. */
export function credentialsOf(role: SeededRole) {
  const account = accountOf(role)
  return {
    email: process.env[`${account}_EMAIL`] ?? '',
    password: process.env[`${account}_PASSWORD`] ?? '',
  }
}

/** A client signed in to /admin as the run's account of a role, on its server or at `base`. */
export function signedInAs(role: SeededRole, base = serverUrl): Promise<ServerClient> {
  const { email, password } = credentialsOf(role)
  return signedInWith(email, password, base)
}

/** A client signed in to /admin with these credentials (an account a test made). */
export async function signedInWith(
  email: string,
  password: string,
  base = serverUrl,
): Promise<ServerClient> {
  const client = new AdminBrowser(someAddress(), base)
  const answer = await client.fetch('/api/users/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (answer.status !== 200 || !client.jar.has('payload-token')) {
    throw new Error(`Staff login as ${email} failed (${answer.status}): ${answer.body}`)
  }
  return client
}

/** A client signed in to /admin as the run's admin, on the run's server or another instance. */
export const signedInStaff = (base = serverUrl): Promise<ServerClient> => signedInAs('admin', base)

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * An /admin browser holding a staff token of Payload's form (HS256, collection users), signed
 * with a key that is not the server's: what someone without the secret can make.
 */
export function forgedStaffClient(): ServerClient {
  const header = base64url({ alg: 'HS256', typ: 'JWT' })
  const now = Math.floor(Date.now() / 1000)
  const claims = base64url({
    id: 1,
    collection: 'users',
    email: process.env.ADMIN_EMAIL,
    sid: randomBytes(8).toString('hex'),
    iat: now,
    exp: now + 3600,
  })
  const signature = createHmac('sha256', randomBytes(32))
    .update(`${header}.${claims}`)
    .digest('base64url')
  const client = new AdminBrowser()
  client.jar.set('payload-token', `${header}.${claims}.${signature}`)
  return client
}

/**
 * Saves a product as an editor does, its fields unchanged: the collection's hooks run, so the
 * server forgets what it had cached of the catalogue.
 */
export async function saveProduct(id: string): Promise<void> {
  const staff = await signedInStaff()
  const answer = await staff.fetch(`/api/products/${id}/`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _status: 'published' }),
  })
  if (answer.status !== 200)
    throw new Error(`Saving product ${id}: ${answer.status} ${answer.body}`)
}
