import type { Payload } from 'payload'

import type { MailSender } from '@/commerce/services/mail'
import type { MailStore } from '@/emails/mail-store'
import type { Locale } from '@/i18n/routing'
import { siteLocalesOf } from '@/i18n/storefront'

import { storeRow } from './row'

/** What a store's mails need of it: its name, colours, country and clock, sender and language. */
export type StoreMail = MailStore & {
  sender: MailSender
  /** The language of a mail to someone whose own is not known. */
  defaultLocale: Locale
}

/**
 * The store `storeId` as its mails show it. Its sender is its own (the sender group of its row);
 * without an address, MAIL_FROM's address under the store's name.
 */
export async function storeMail(payload: Payload, storeId: number): Promise<StoreMail> {
  const store = await storeRow(payload, storeId)
  return {
    name: store.name,
    brand: store.theme.brand,
    brandContrast: store.theme.brandContrast,
    country: store.country,
    timeZone: store.timeZone,
    sender: { name: store.sender?.name || store.name, address: store.sender?.email || null },
    defaultLocale: siteLocalesOf(store).defaultLocale,
  }
}
