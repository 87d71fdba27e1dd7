import type { Field } from 'payload'

import { isStaff, only } from '@/access/staff-roles'
import { adminLabel } from '@/i18n/admin-texts'

type Limit = 'servicePerAdjustment' | 'servicePerDay' | 'adminPerAdjustment' | 'adminPerDay'

/** Defaults in cents: customer service 50 € at once and 200 € a day; admins 1,000 € and 5,000 €. */
const DEFAULTS: Record<Limit, number> = {
  servicePerAdjustment: 50_00,
  servicePerDay: 200_00,
  adminPerAdjustment: 1_000_00,
  adminPerDay: 5_000_00,
}

/**
 * Issue 35 point 9: the most one member of staff adjusts cards' balances by hand, per adjustment
 * and per day (credits and debits alike, in cents of the store's currency). Above them the
 * adjustment is refused: a customer-service request goes to an admin. Store data is public, these
 * are read by staff only.
 */
export const staffLimitsField: Field = {
  name: 'staffLimits',
  type: 'group',
  label: adminLabel((texts) => texts.StaffLimits.label),
  admin: { description: adminLabel((texts) => texts.StaffLimits.description) },
  access: { read: only(isStaff) },
  fields: (Object.keys(DEFAULTS) as Limit[]).map((name): Field => ({
    name,
    type: 'number',
    required: true,
    min: 0,
    defaultValue: DEFAULTS[name],
    label: adminLabel((texts) => texts.StaffLimits[name]),
  })),
}
