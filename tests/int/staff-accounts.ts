import type { Payload } from 'payload'

import { STAFF_ROLES, type StaffRole } from '@/access/staff-roles'

/** Who asks: a member of staff of each role, a signed-in shop customer, or nobody. */
export type Who = StaffRole | 'customer' | 'anonymous'
export const EVERYONE: readonly Who[] = [...STAFF_ROLES, 'customer', 'anonymous']

/** The request's user as the Local API takes it: the document and its collection. */
export type SignedIn = { id: number; collection: string; [field: string]: unknown }
export type Account = { user: SignedIn; token: string }

const PASSWORD = 'Roles#2026-password'

async function signIn(payload: Payload, collection: 'users' | 'customers', email: string) {
  const { token, user } = await payload.login({ collection, data: { email, password: PASSWORD } })
  return { user: { ...user, collection } as SignedIn, token: token! }
}

/**
 * One account of each staff role (granted store 52) and a shop customer, made with the Local
 * API (access overridden, as the seed does) and signed in: their documents for the Local API,
 * their tokens for Payload's REST routes. `tag` keeps the e-mails apart from other test files'.
 */
export async function signedInAccounts(
  payload: Payload,
  tag: string,
): Promise<Record<Exclude<Who, 'anonymous'>, Account>> {
  const staff = {} as Record<StaffRole, Account>
  // Staff other than admins work in the stores they are granted: here store 52, the seeded one.
  const { docs } = await payload.find({ collection: 'stores', where: { storeId: { equals: 52 } } })
  const stores = [{ store: docs[0]!.id }]
  for (const role of STAFF_ROLES) {
    const email = `${tag}-${role.toLowerCase()}@example.fr`
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, name: role, role, stores },
    })
    staff[role] = await signIn(payload, 'users', email)
  }
  const email = `${tag}-customer@example.fr`
  await payload.create({
    collection: 'customers',
    data: {
      email,
      password: PASSWORD,
      firstName: 'Claire',
      lastName: 'Dupont',
      customerType: 'PRIVATE',
      storeId: 52,
    },
  })
  return { ...staff, customer: await signIn(payload, 'customers', email) }
}
