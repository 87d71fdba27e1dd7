import type { Payload } from 'payload'

import { seedContent } from './content'
import { frenchStore } from './data/store-fr'
import { seedGiftCardsMenu } from './gift-cards-menu'
import { upsertMedia } from './media'
import { seedPopularSearch } from './popular-search'
import { type SeededStaff, seedStaff } from './staff'

export { describeStaffLogins } from './staff'

export type SeedResult = { staff: SeededStaff[] }

async function seedStore(payload: Payload): Promise<void> {
  const existing = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: frenchStore.storeId } },
    limit: 1,
  })
  if (existing.docs[0]) return
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
  await payload.create({
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
}

/** Idempotent: creates what is missing and never overwrites what editors changed. */
export async function seed(payload: Payload): Promise<SeedResult> {
  await seedStore(payload)
  const refs = await seedContent(payload)
  await seedGiftCardsMenu(payload, refs.categories)
  await seedPopularSearch(payload, refs)
  return { staff: await seedStaff(payload) }
}
