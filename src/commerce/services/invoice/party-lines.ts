import { countryName, postalLines } from '@/commerce/domain/orders/address-lines'
import type { InvoiceBuyer, Seller } from '@/commerce/domain/orders/invoice'
import { type StoreLocality, storeIntl } from '@/emails/dates'
import { type InvoiceLocale, type InvoiceTexts, registerName } from '@/emails/invoice-texts'

/** What the parties' lines are written with: the invoice's texts and language, the store. */
type PartyContext = { t: InvoiceTexts; locale: InvoiceLocale; store: StoreLocality }

/** The legal entity that sells, its address, register and VAT numbers (invoices must name them). */
export function sellerLines({ t, locale, store }: PartyContext, seller: Seller): string[] {
  const place = [seller.postCode, seller.city].filter(Boolean).join(' ')
  const country = seller.countryCode ?? store.country
  return [
    seller.legalName,
    ...[seller.street, place].filter((line): line is string => Boolean(line)),
    ...(seller.countryCode ? [countryName(seller.countryCode, storeIntl(locale, store))] : []),
    ...(seller.email ? [seller.email] : []),
    ...(seller.companyNumber
      ? [
          t('companyNumber', {
            register: registerName(locale, country),
            number: seller.companyNumber,
          }),
        ]
      : []),
    ...(seller.vatNumber ? [t('vatNumber', { number: seller.vatNumber })] : []),
  ]
}

/** Who pays: a business with its contact, register, VAT and reference numbers. */
export function buyerLines({ t, locale, store }: PartyContext, buyer: InvoiceBuyer): string[] {
  return [
    buyer.name,
    ...(buyer.contactName ? [t('attention', { name: buyer.contactName })] : []),
    ...postalLines(buyer.address, storeIntl(locale, store), store.country),
    buyer.email,
    ...(buyer.chamberOfCommerceNumber
      ? [
          t('companyNumber', {
            register: registerName(locale, buyer.address.countryCode),
            number: buyer.chamberOfCommerceNumber,
          }),
        ]
      : []),
    ...(buyer.vatNumber ? [t('vatNumber', { number: buyer.vatNumber })] : []),
    ...(buyer.referenceNumber ? [t('reference', { reference: buyer.referenceNumber })] : []),
  ]
}
