import type { Payload } from 'payload'

import { seedContent } from './content'
import type { Store } from '@/payload-types'

import { frenchStore } from './data/store-fr'
import { dutchStoreTitles } from './data/store-nl'
import { seedGiftCardsMenu } from './gift-cards-menu'
import { upsertMedia } from './media'
import { seedPopularSearch } from './popular-search'
import { type SeededStaff, seedStaff } from './staff'

export { describeStaffLogins } from './staff'

/*
 * Every write of the seed asks for its document back at depth 0: Payload otherwise reads each
 * written document again with its relations. Measured on a full seed: 63 s of CPU → 48 s.
 */
export type SeedResult = { staff: SeededStaff[] }

/** A store seeded before it had bank details gets the example ones; details typed in stay. */
async function fillBankAccount(payload: Payload, store: Store): Promise<void> {
  const account = store.bankAccount
  if (account?.accountHolder || account?.iban || account?.bic || account?.bankName) return
  await payload.update({
    depth: 0,
    collection: 'stores',
    id: store.id,
    locale: 'fr',
    context: { disableRevalidate: true },
    data: { bankAccount: frenchStore.bankAccount },
  })
}

async function seedStore(payload: Payload): Promise<void> {
  const existing = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: frenchStore.storeId } },
    limit: 1,
  })
  const seeded = existing.docs[0]
  if (seeded) return fillBankAccount(payload, seeded)
  const [mainLogo, footerLogo, notFoundImage, secure] = await Promise.all([
    upsertMedia(payload, { file: 'logo.svg', alt: { fr: 'Carte Cadeau', nl: 'Carte Cadeau' } }),
    upsertMedia(payload, {
      file: 'footer-logo.svg',
      alt: { fr: 'Carte Cadeau', nl: 'Carte Cadeau' },
    }),
    upsertMedia(payload, {
      file: 'not-found.svg',
      alt: { fr: 'Carte cadeau égarée', nl: 'Verdwaalde cadeaubon' },
    }),
    upsertMedia(payload, {
      file: 'trust-secure-payment.svg',
      alt: { fr: 'Paiement sécurisé', nl: 'Veilig betalen' },
    }),
  ])
  const store = await payload.create({
    depth: 0,
    collection: 'stores',
    locale: 'fr',
    context: { disableRevalidate: true },
    data: {
      ...frenchStore,
      mainLogo: mainLogo.id,
      footerLogo: footerLogo.id,
      notFoundImage: notFoundImage.id,
      trustMarks: [{ title: 'Paiement sécurisé', image: secure.id }],
    },
  })
  await translateStore(payload, store.id)
}

const inDutch = <T extends { title?: string | null }>(row: T): T => ({
  ...row,
  title: row.title ? (dutchStoreTitles[row.title] ?? row.title) : row.title,
})

/** The Dutch titles of the menus and links: the rows as read in Dutch (French until now), retitled. */
async function translateStore(payload: Payload, id: number): Promise<void> {
  const store = await payload.findByID({ collection: 'stores', id, locale: 'nl', depth: 0 })
  const menu = (items: NonNullable<Store['footerMenu']>['menuItems']) =>
    items?.map((item) => ({ ...inDutch(item), children: item.children?.map(inDutch) }))
  await payload.update({
    depth: 0,
    collection: 'stores',
    id,
    locale: 'nl',
    context: { disableRevalidate: true },
    data: {
      ...store,
      footerMenu: { menuItems: menu(store.footerMenu?.menuItems) },
      businessMenu: { menuItems: menu(store.businessMenu?.menuItems) },
      choiceGiftCardLink: store.choiceGiftCardLink && inDutch(store.choiceGiftCardLink),
      trustMarks: store.trustMarks?.map(inDutch),
    },
  })
}

/** Idempotent: creates what is missing and never overwrites what editors changed. */
export async function seed(payload: Payload): Promise<SeedResult> {
  await seedStore(payload)
  const refs = await seedContent(payload)
  await seedGiftCardsMenu(payload, refs.categories)
  await seedPopularSearch(payload, refs)
  return { staff: await seedStaff(payload) }
}
