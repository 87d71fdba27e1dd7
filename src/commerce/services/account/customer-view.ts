import { billingEmail } from '@/commerce/domain/account/email'
import type { Customer } from '@/payload-types'

import type { Address, ProfileAddress, User } from '@/commerce/contract/types'

/** The profile's own address, or null until street, number, postal code and city are known. */
function profileAddress(customer: Customer): ProfileAddress | null {
  const { street, houseNumber, postCode, city } = customer.address ?? {}
  if (!street || !houseNumber || !postCode || !city) return null
  return {
    street,
    houseNumber,
    postCode,
    city,
    suffix: customer.address?.suffix ?? null,
    countryCode: customer.address?.countryCode ?? 'FR',
    administrativeArea: customer.address?.administrativeArea ?? null,
    companyName: customer.companyName ?? null,
  }
}

const addressBook = (customer: Customer): Address[] =>
  (customer.addresses ?? []).map((entry) => ({
    id: entry.id ?? '',
    firstName: entry.firstName,
    lastName: entry.lastName,
    customerType: entry.customerType,
    companyName: entry.companyName ?? null,
    countryCode: entry.countryCode ?? 'FR',
    postCode: entry.postCode ?? '',
    houseNumber: entry.houseNumber ?? 0,
    suffix: entry.suffix ?? null,
    street: entry.street ?? '',
    city: entry.city ?? '',
    phoneNumber: entry.phoneNumber ?? null,
  }))

/** getUserInfo's user (spec §7: user.mainProfile and user.subscribed) from the stored customer. */
export const userOf = (customer: Customer): User => ({
  mainProfile: {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    invoiceEmail: customer.invoiceEmail ?? null,
    billingEmail: billingEmail(customer),
    phoneNumber: customer.phoneNumber ?? null,
    customerType: customer.customerType,
    companyName: customer.companyName ?? null,
    kvkNumber: customer.chamberOfCommerceNumber ?? null,
    vatNumber: customer.vatNumber ?? null,
    address: profileAddress(customer),
  },
  subscribed: Boolean(customer.subscribed),
  addressBook: addressBook(customer),
})
