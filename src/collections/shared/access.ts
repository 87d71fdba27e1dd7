import type { Access, CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import {
  hiddenUnless,
  isAdmin,
  mayEditContent,
  only,
  type StaffPredicate,
} from '@/access/staff-roles'

/** Those who edit content see drafts; everyone else sees published documents only. */
export const publishedOrEditors: Access = ({ req }) =>
  mayEditContent(req.user) ? true : { _status: { equals: 'published' } }

type PublicDocuments = {
  access: NonNullable<CollectionConfig['access']>
  hidden: ReturnType<typeof hiddenUnless>
}

/**
 * Public documents (the storefront reads them) that only `mayChange` staff create, change and
 * delete, and only they see in /admin's navigation: readable is not shown.
 */
function publicDocuments(mayChange: StaffPredicate): PublicDocuments {
  const change = only(mayChange)
  return {
    access: { read: anyone, create: change, update: change, delete: change },
    hidden: hiddenUnless(mayChange),
  }
}

/** Redirects, blocks queues, locations: content editors'. */
export const editorsDocuments = publicDocuments(mayEditContent)
/** Stores and packaging options: prices, fees and settings are the admins'. */
export const adminsDocuments = publicDocuments(isAdmin)
