import { isAdmin, only } from '@/access/staff-roles'

/**
 * A product's prices, stock and terms of sale (what a cart is priced and refused with): set
 * and changed by admins; editors, who change its content, see them read-only.
 */
export const commercialAccess = { create: only(isAdmin), update: only(isAdmin) }
