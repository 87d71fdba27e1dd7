import type { PayloadRequest } from 'payload'

/**
 * The staff roles of /admin (docs/GLOSSARY.md). What each role may do is decided by the
 * predicates below only; collections, fields, endpoints and routes use them, never a role's name.
 */
export const STAFF_ROLES = ['admin', 'editor', 'customerService'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Whoever a request or the admin's navigation names: a user of any auth collection, or nobody. */
export type Someone = { collection?: string; role?: unknown } | null | undefined

const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value)

/** A signed-in staff member's role; null for a shop customer, nobody, or a user without a role. */
export function staffRole(user: Someone): StaffRole | null {
  if (user?.collection !== 'users' || !isStaffRole(user.role)) return null
  return user.role
}

/** A rule of who may do something, asked of a request's user or the admin's. */
export type StaffPredicate = (user: Someone) => boolean

const roleIn =
  (...roles: StaffRole[]): StaffPredicate =>
  (user) => {
    const role = staffRole(user)
    return role !== null && roles.includes(role)
  }

/** Any member of staff: may open /admin and reach the staff-only REST routes. */
export const isStaff: StaffPredicate = (user) => staffRole(user) !== null
/** Everything: stores, prices, orders, cards, customers, payments, staff accounts. */
export const isAdmin: StaffPredicate = roleIn('admin')
/** Pages, posts, giving moments, blocks queues, media, redirects, catalogue content. */
export const mayEditContent: StaffPredicate = roleIn('admin', 'editor')
/** Reads orders, customers, payments and cards, and acts on cards (adjust, block, resend). */
export const mayServeCustomers: StaffPredicate = roleIn('admin', 'customerService')

/** Lifts a block for fraud, sends a card's secrets to another address than its receiver's. */
export const mayOverrideCardSafeguards: StaffPredicate = roleIn('admin')

/** Adjusts balances within the admins' caps of the store's staff limits, not customer service's. */
export const hasAdminAdjustmentLimits: StaffPredicate = roleIn('admin')

/** A predicate as a Payload access function: collection, field, `admin` or jobs access. */
export const only =
  (predicate: StaffPredicate) =>
  ({ req }: { req: PayloadRequest }): boolean =>
    predicate(req.user)

/**
 * A predicate as a collection's `admin.hidden`: out of the navigation, the dashboard and the
 * admin's routes for signed-in users it refuses, where read access alone would show it (public
 * documents). Without a user it hides nothing: Payload also asks it when validating relationships
 * inside blocks (lexical's BlocksFeature), and the seed and the jobs write with no user.
 */
export const hiddenUnless =
  (predicate: StaffPredicate) =>
  ({ user }: { user: Someone }): boolean =>
    Boolean(user) && !predicate(user)
