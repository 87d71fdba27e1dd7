import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { frenchStore } from '@/seed/data/store-fr'

let payload: Payload

beforeAll(async () => {
  process.env.ADMIN_EMAIL = 'seed-test@example.com'
  process.env.ADMIN_PASSWORD = 'a-long-test-password'
  process.env.EDITOR_EMAIL = 'seed-editor@example.com'
  process.env.EDITOR_PASSWORD = 'an-editor-test-password'
  process.env.CUSTOMER_SERVICE_EMAIL = 'seed-service@example.com'
  process.env.CUSTOMER_SERVICE_PASSWORD = 'a-service-test-password'
  process.env.EDITOR_CBBE_EMAIL = 'seed-editor-cbbe@example.com'
  process.env.EDITOR_CBNL_EMAIL = 'seed-editor-cbnl@example.com'
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload.destroy()
})

const snapshot = async () => {
  const stores = await payload.find({ collection: 'stores', depth: 0, locale: 'all' })
  const users = await payload.find({ collection: 'users', depth: 0 })
  const media = await payload.find({ collection: 'media', depth: 0, sort: 'filename' })
  return {
    stores: stores.docs.map(({ updatedAt: _u, ...doc }) => doc),
    users: users.docs.map((user) => ({ id: user.id, email: user.email, role: user.role })),
    media: media.docs.map((doc) => doc.filename),
  }
}

describe('seed', () => {
  it('creates store 52 with its branding, and one account of each staff role', async () => {
    const result = await seed(payload)
    expect(result.staff).toEqual([
      {
        role: 'admin',
        prefix: 'ADMIN',
        email: 'seed-test@example.com',
        password: expect.any(String),
        created: true,
      },
      {
        role: 'editor',
        prefix: 'EDITOR',
        email: 'seed-editor@example.com',
        password: expect.any(String),
        created: true,
      },
      {
        role: 'customerService',
        prefix: 'CUSTOMER_SERVICE',
        email: 'seed-service@example.com',
        password: expect.any(String),
        created: true,
      },
      {
        role: 'editor',
        prefix: 'EDITOR_CBBE',
        email: 'seed-editor-cbbe@example.com',
        password: expect.any(String),
        created: true,
      },
      {
        role: 'editor',
        prefix: 'EDITOR_CBNL',
        email: 'seed-editor-cbnl@example.com',
        password: expect.any(String),
        created: true,
      },
    ])

    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: 52 } },
      depth: 1,
    })
    const store = docs[0]
    expect(store).toMatchObject({
      storeId: 52,
      code: 'CBFR',
      country: 'FR',
      locale: 'fr-fr',
      currency: 'EUR',
      loginMode: 'account',
    })
    // Named by their bytes (src/server/media-cache.ts).
    expect(store?.mainLogo).toMatchObject({
      filename: expect.stringMatching(/^logo-[0-9a-f]{12}\.svg$/),
      mimeType: 'image/svg+xml',
    })
    expect(store?.notFoundImage).toMatchObject({
      filename: expect.stringMatching(/^not-found-[0-9a-f]{12}\.svg$/),
    })
    expect(store?.paymentIcons).toContain('carteBancaire')
    expect(store?.countriesCombinations?.[0]?.languagesCombinations).toHaveLength(2)
    expect(store?.footerMenu?.menuItems?.length).toBeGreaterThan(0)
    // Dutch pages read the store's menus and links in Dutch.
    const dutch = await payload.findByID({ collection: 'stores', id: store!.id, locale: 'nl' })
    expect(dutch.footerMenu?.menuItems?.map((item) => item.title)).toEqual([
      'Cadeaubonnen',
      'Klantenservice',
    ])
    expect(dutch.footerMenu?.menuItems?.[1]?.children?.map((item) => item.title)).toContain(
      'Saldo checken',
    )
    expect(dutch.choiceGiftCardLink?.title).toBe('Keuzecadeaubon')
    expect(dutch.trustMarks?.[0]?.title).toBe('Veilig betalen')
    expect(store?.footerMenu?.menuItems?.[0]?.title).toBe('Cartes cadeaux')

    for (const [email, password, role] of [
      ['seed-test@example.com', 'a-long-test-password', 'admin'],
      ['seed-editor@example.com', 'an-editor-test-password', 'editor'],
      ['seed-service@example.com', 'a-service-test-password', 'customerService'],
    ] as const) {
      const login = await payload.login({ collection: 'users', data: { email, password } })
      expect(login.user?.role).toBe(role)
    }
    // Each store's editor is granted that store only; the admin every store, without grants.
    for (const [email, storeId] of [
      ['seed-editor@example.com', 52],
      ['seed-editor-cbbe@example.com', 53],
      ['seed-editor-cbnl@example.com', 54],
    ] as const) {
      const { docs: users } = await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        depth: 1,
      })
      const granted = (users[0]?.stores ?? []).map(({ store }) =>
        typeof store === 'number' ? store : store.storeId,
      )
      expect(granted, email).toEqual([storeId])
    }
  })

  it('is idempotent: a second run leaves the same data', async () => {
    const before = await snapshot()
    const second = await seed(payload)
    expect(second.staff.every((account) => !account.created)).toBe(true)
    expect(await snapshot()).toEqual(before)
  })

  it('gives a store seeded before bank details the example account, and keeps one typed in', async () => {
    const update = (bankAccount: Record<string, string | null>) =>
      payload.update({
        collection: 'stores',
        where: { storeId: { equals: 52 } },
        data: { bankAccount },
        context: { disableRevalidate: true },
      })
    const bankAccountOf = async () =>
      (await payload.find({ collection: 'stores', where: { storeId: { equals: 52 } } })).docs[0]
        ?.bankAccount
    await update({ accountHolder: null, iban: null, bic: null, bankName: null })
    await seed(payload)
    expect(await bankAccountOf()).toMatchObject(frenchStore.bankAccount!)

    const typedIn = {
      accountHolder: 'Carte Cadeau France',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
      bankName: 'Crédit Agricole',
    }
    await update(typedIn)
    await seed(payload)
    expect(await bankAccountOf()).toMatchObject(typedIn)
  })

  it('rejects a bank account whose IBAN fails its check', async () => {
    await expect(
      payload.create({
        collection: 'stores',
        context: { disableRevalidate: true },
        data: {
          ...frenchStore,
          storeId: 98,
          code: 'BADIBAN',
          bankAccount: { ...frenchStore.bankAccount, iban: 'FR76 3000 6000 0112 3456 7890 188' },
          mainLogo: (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id,
        },
      }),
    ).rejects.toThrow(/iban/i)
  })

  it('rejects store data that breaks its rules', async () => {
    await expect(
      payload.create({
        collection: 'stores',
        context: { disableRevalidate: true },
        data: {
          ...frenchStore,
          storeId: 99,
          code: 'BAD',
          country: 'France',
          locale: 'french',
          mainLogo: (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id,
        },
      }),
    ).rejects.toThrow(/country|locale/i)
  })
})
