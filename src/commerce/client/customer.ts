import type { AccountUserFragment } from '@/commerce/client/generated/graphql'

/** The logged-in customer as getUserInfo answers it (spec §3 CustomerProfile and Address). */
export type AccountUser = AccountUserFragment
export type CustomerProfile = AccountUser['mainProfile']
export type ProfileAddress = NonNullable<CustomerProfile['address']>
export type BookAddress = AccountUser['addressBook'][number]
