import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { seedContent } from './content'
import { frenchStore } from './data/store-fr'
import { seedGiftCardsMenu } from './gift-cards-menu'
import { upsertMedia } from './media'
import { seedPopularSearch } from './popular-search'

export type SeedResult = { admin: { email: string; password?: string; created: boolean } }

const credentialsFile = () => path.resolve(process.cwd(), '.data', 'admin-credentials.txt')

/** The first admin: ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password kept in .data. */
async function seedAdmin(payload: Payload): Promise<SeedResult['admin']> {
  const email = process.env.ADMIN_EMAIL ?? 'admin@example.com'
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  if (existing.docs[0]) return { email, created: false }
  const password = process.env.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Admin' } })
  if (!process.env.ADMIN_PASSWORD) {
    fs.mkdirSync(path.dirname(credentialsFile()), { recursive: true })
    fs.writeFileSync(credentialsFile(), `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
  }
  return { email, password, created: true }
}

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
  return { admin: await seedAdmin(payload) }
}

export const describeLogin = (result: SeedResult, serverUrl: string): string =>
  [
    `Admin: ${serverUrl}/admin/`,
    `  e-mail:   ${result.admin.email}`,
    result.admin.password
      ? `  password: ${result.admin.password}`
      : `  password: see ${path.relative(process.cwd(), credentialsFile())} (or ADMIN_PASSWORD)`,
  ].join('\n')
