import type { FieldPath } from 'react-hook-form'

import type { ConfiguratorValues } from './form-values'

/** A path of the form, or the receivers list as a whole (its count problem). */
export type ConfiguratorPath = FieldPath<ConfiguratorValues> | 'receivers.root'

/** Package fields the gateway may name, as `package.<field>` (spec §8). */
const fields = new Set([
  'deliveryType',
  'amount',
  'qty',
  'wrapperId',
  'giftPackingId',
  'message',
  'deliveryMode',
])
const receiverFields = new Set([
  'name',
  'email',
  'deliveryDate',
  'street',
  'houseNumber',
  'suffix',
  'postCode',
  'city',
])

/**
 * The form field a gateway error's referencedRequestParameter points at (`package.message`,
 * `package.receivers.0.email`…), or null when it names none: the error modal then says it.
 */
export function fieldOfParameter(parameter: string | null | undefined): ConfiguratorPath | null {
  const path = parameter?.match(/^package\.(.+)$/)?.[1]
  if (!path) return null
  if (fields.has(path)) return path as ConfiguratorPath
  if (path === 'receivers') return 'receivers.root'
  const [, index, field] = path.match(/^receivers\.(\d+)(?:\.(\w+))?$/) ?? []
  if (index === undefined) return null
  if (field === undefined) return `receivers.${Number(index)}`
  return receiverFields.has(field)
    ? (`receivers.${Number(index)}.${field}` as ConfiguratorPath)
    : null
}
