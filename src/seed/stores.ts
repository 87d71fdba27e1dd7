import type { Payload } from 'payload'

import type { Store } from '@/payload-types'
import { serverEnv } from '@/server/env'

import { atServerUrl } from './data/shops'
import { belgianStore, belgianStoreInFrench } from './data/store-be'
import { frenchStore } from './data/store-fr'
import { dutchStoreTitles } from './data/store-fr-titles-nl'
import { dutchStore } from './data/store-nl'
import type { StoreSeed } from './data/store-seed'
import { upsertMedia } from './media'

type Language = 'fr' | 'nl'

/** A store to seed: its data in its first language, its logos, and its other language if any. */
type StorePlan = {
  data: StoreSeed
  language: Language
  logos: { main: string; footer: string; alt: string }
  translation?: { language: Language; titles: Record<string, string>; description?: string }
}

const PLANS: StorePlan[] = [
  {
    data: frenchStore,
    language: 'fr',
    logos: { main: 'logo.svg', footer: 'footer-logo.svg', alt: 'Carte Cadeau' },
    translation: { language: 'nl', titles: dutchStoreTitles },
  },
  {
    data: belgianStore,
    language: 'nl',
    logos: {
      main: 'logo-cadeaubon-be.svg',
      footer: 'footer-logo-cadeaubon-be.svg',
      alt: 'Cadeaubon.be',
    },
    translation: { language: 'fr', ...belgianStoreInFrench },
  },
  {
    data: dutchStore,
    language: 'nl',
    logos: {
      main: 'logo-cadeaubon-nl.svg',
      footer: 'footer-logo-cadeaubon-nl.svg',
      alt: 'Cadeaubon.nl',
    },
  },
]

const TRUST_MARK = { fr: 'Paiement sécurisé', nl: 'Veilig betalen' } as const

/** A store seeded before it had bank details gets the example ones; details typed in stay. */
async function fillBankAccount(payload: Payload, store: Store, data: StoreSeed): Promise<void> {
  const account = store.bankAccount
  if (account?.accountHolder || account?.iban || account?.bic || account?.bankName) return
  await payload.update({
    depth: 0,
    collection: 'stores',
    id: store.id,
    locale: 'fr',
    context: { disableRevalidate: true },
    data: { bankAccount: data.bankAccount },
  })
}

async function createStore(payload: Payload, plan: StorePlan, serverUrl: string): Promise<void> {
  const { data, language, logos } = plan
  const both = (text: string) => ({ fr: text, nl: text })
  const [mainLogo, footerLogo, notFoundImage, secure] = await Promise.all([
    upsertMedia(payload, { file: logos.main, alt: both(logos.alt) }),
    upsertMedia(payload, { file: logos.footer, alt: both(logos.alt) }),
    upsertMedia(payload, {
      file: 'not-found.svg',
      alt: { fr: 'Carte cadeau égarée', nl: 'Verdwaalde cadeaubon' },
    }),
    upsertMedia(payload, { file: 'trust-secure-payment.svg', alt: TRUST_MARK }),
  ])
  const store = await payload.create({
    depth: 0,
    collection: 'stores',
    locale: language,
    context: { disableRevalidate: true },
    data: {
      ...data,
      countriesCombinations: atServerUrl(data.countriesCombinations ?? [], serverUrl),
      mainLogo: mainLogo.id,
      footerLogo: footerLogo.id,
      notFoundImage: notFoundImage.id,
      trustMarks: [{ title: TRUST_MARK[language], image: secure.id }],
    },
  })
  // The logos are the store's own (made before it, as its required main logo must exist first).
  await payload.update({
    depth: 0,
    collection: 'media',
    where: { id: { in: [mainLogo.id, footerLogo.id] } },
    data: { store: store.id },
  })
  if (plan.translation) await translateStore(payload, store.id, language, plan.translation)
}

/** The other language's titles of the menus and links: the rows as written, retitled. */
async function translateStore(
  payload: Payload,
  id: number,
  written: Language,
  { language, titles, description }: NonNullable<StorePlan['translation']>,
): Promise<void> {
  const store = await payload.findByID({ collection: 'stores', id, locale: written, depth: 0 })
  const retitled = <T extends { title?: string | null }>(row: T): T => ({
    ...row,
    title: row.title ? (titles[row.title] ?? row.title) : row.title,
  })
  const menu = (items: NonNullable<Store['footerMenu']>['menuItems']) =>
    items?.map((item) => ({ ...retitled(item), children: item.children?.map(retitled) }))
  await payload.update({
    depth: 0,
    collection: 'stores',
    id,
    locale: language,
    context: { disableRevalidate: true },
    data: {
      ...store,
      footerMenu: { menuItems: menu(store.footerMenu?.menuItems) },
      businessMenu: { menuItems: menu(store.businessMenu?.menuItems) },
      choiceGiftCardLink: store.choiceGiftCardLink && retitled(store.choiceGiftCardLink),
      trustMarks: store.trustMarks?.map(retitled),
      ...(description && store.organisation
        ? { organisation: { ...store.organisation, description } }
        : {}),
    },
  })
}

/**
 * The three storefronts (CBFR, CBBE, CBNL), each created once: a store found by its id is left as
 * editors made it (only empty bank details are filled in). Their switchers link the shops on this
 * server's URL: production domains, or the development aliases on SERVER_URL's port.
 */
export async function seedStores(payload: Payload): Promise<void> {
  const { SERVER_URL } = serverEnv()
  for (const plan of PLANS) {
    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: plan.data.storeId } },
      limit: 1,
      depth: 0,
    })
    if (docs[0]) await fillBankAccount(payload, docs[0], plan.data)
    else await createStore(payload, plan, SERVER_URL)
  }
}
