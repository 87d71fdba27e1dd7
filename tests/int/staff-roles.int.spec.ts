import config from '@payload-config'
import {
  type CollectionSlug,
  createLocalReq,
  getAccessResults,
  getPayload,
  isEntityHidden,
  type Payload,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { upsertMedia } from '@/seed/media'

import { NAVIGATION } from '../support/staff-navigation'

import { type Account, EVERYONE, signedInAccounts, type SignedIn, type Who } from './staff-accounts'

type Operation = 'create' | 'read' | 'update' | 'delete'
type Rule = Record<Operation, readonly Who[]>

const NOBODY: readonly Who[] = []
const ADMINS: readonly Who[] = ['admin']
const EDITORS: readonly Who[] = ['admin', 'editor']
const SERVICE: readonly Who[] = ['admin', 'customerService']
const STAFF: readonly Who[] = ['admin', 'editor', 'customerService']

const content: Rule = { create: EDITORS, read: EVERYONE, update: EDITORS, delete: EDITORS }
const settings: Rule = { create: ADMINS, read: EVERYONE, update: ADMINS, delete: ADMINS }
const readOnly = (read: readonly Who[]): Rule => ({
  create: NOBODY,
  read,
  update: NOBODY,
  delete: NOBODY,
})

/** Issue 23 point 2: who may do what, for every collection of the config. */
const MATRIX: Record<string, Rule> = {
  pages: content,
  'blog-posts': content,
  'giving-moments': content,
  categories: content,
  brands: content,
  locations: content,
  'blocks-queues': content,
  media: content,
  redirects: content,
  // A product is an offer: editors change its texts only (field-level test below).
  products: { create: ADMINS, read: EVERYONE, update: EDITORS, delete: ADMINS },
  'packaging-options': settings,
  stores: settings,
  orders: { create: NOBODY, read: SERVICE, update: ADMINS, delete: ADMINS },
  payments: readOnly(SERVICE),
  'payment-events': readOnly(ADMINS),
  'gift-cards': { create: NOBODY, read: SERVICE, update: ADMINS, delete: NOBODY },
  'card-ledger': readOnly(SERVICE),
  'card-pin-attempts': { create: NOBODY, read: ADMINS, update: NOBODY, delete: ADMINS },
  'doubler-entries': readOnly(ADMINS),
  'doubler-draws': readOnly(ADMINS),
  'business-quotes': { create: NOBODY, read: ADMINS, update: ADMINS, delete: ADMINS },
  customers: { create: ADMINS, read: SERVICE, update: ADMINS, delete: ADMINS },
  'customer-sessions': { create: NOBODY, read: ADMINS, update: NOBODY, delete: ADMINS },
  'captcha-solutions': readOnly(NOBODY),
  // Appended by staff actions only; nobody changes an entry (audit-log.int.spec.ts).
  'audit-log': readOnly(ADMINS),
  // Others reach their own account only (below).
  users: { create: ADMINS, read: STAFF, update: STAFF, delete: ADMINS },
}

let payload: Payload
let accounts: Awaited<ReturnType<typeof signedInAccounts>>
const userOf = (who: Who): SignedIn | undefined =>
  who === 'anonymous' ? undefined : accounts[who].user

beforeAll(async () => {
  payload = await getPayload({ config })
  accounts = await signedInAccounts(payload, 'roles')
}, 120_000)

afterAll(async () => {
  await payload.destroy()
})

const refused = (error: unknown) => (error as { status?: number }).status === 403

/**
 * Asks for one operation as `who` through the Local API with their access, in a transaction that
 * is rolled back: a create that passes (a collection whose fields are all optional) leaves nothing
 * for the other test files, which share this database. Update and delete name no document and
 * create sends nothing: Payload checks the collection's access first, so only a refusal throws
 * Forbidden (a create past it fails validation instead).
 */
async function allowed(slug: string, operation: Operation, who: Who): Promise<boolean> {
  const transactionID = (await payload.db.beginTransaction())!
  const args = {
    collection: slug as CollectionSlug,
    overrideAccess: false,
    user: userOf(who),
    req: { transactionID },
  }
  const nothing = { id: { equals: 0 } }
  try {
    if (operation === 'read') await payload.find({ ...args, limit: 1, depth: 0 })
    if (operation === 'create') await payload.create({ ...args, data: {} as never })
    if (operation === 'update') await payload.update({ ...args, where: nothing, data: {} })
    if (operation === 'delete') await payload.delete({ ...args, where: nothing })
    return true
  } catch (error) {
    if (refused(error)) return false
    if (operation === 'create') return true
    throw error
  } finally {
    await payload.db.rollbackTransaction(transactionID)
  }
}

describe('point 2: role × collection × operation', () => {
  it('covers every collection of the config', () => {
    const slugs = payload.config.collections.map(({ slug }) => slug)
    expect(Object.keys(MATRIX).sort()).toEqual(
      slugs.filter((s) => !s.startsWith('payload-')).sort(),
    )
  })

  for (const [slug, rule] of Object.entries(MATRIX)) {
    it(`${slug}: each operation answers only whom it should`, async () => {
      for (const operation of ['create', 'read', 'update', 'delete'] as const) {
        for (const who of EVERYONE) {
          const expected = rule[operation].includes(who)
          expect(await allowed(slug, operation, who), `${who} ${operation}`).toBe(expected)
        }
      }
    })
  }

  it('the navigation and dashboard show each role only what it may use', async () => {
    for (const [role, expected] of Object.entries(NAVIGATION)) {
      const user = accounts[role as keyof typeof NAVIGATION].user
      const req = await createLocalReq({ user: user as never }, payload)
      const permissions = await getAccessResults({ req })
      expect(permissions.canAccessAdmin, role).toBe(true)
      // As Payload's nav and dashboard choose (getNavGroups): readable and not hidden.
      const shown = payload.config.collections
        .filter(({ slug, admin }) => {
          const readable = permissions.collections?.[slug]?.read
          return readable && !isEntityHidden({ hidden: admin.hidden, user: user as never })
        })
        .map(({ slug }) => slug)
      expect(shown.sort(), role).toEqual([...expected].sort())
    }
    const customer = await createLocalReq({ user: accounts.customer.user as never }, payload)
    // Payload leaves out what is refused.
    expect((await getAccessResults({ req: customer })).canAccessAdmin ?? false).toBe(false)
  })
})

describe('point 2: fields and documents within a collection', () => {
  const context = { disableRevalidate: true }

  it("editors change a product's texts, never its prices, stock or terms of sale", async () => {
    // Other test files read every product and page of the shared database (content.int).
    onTestFinished(async () => {
      await payload.delete({ collection: 'pages', where: { slug: { equals: 'page-des-roles' } } })
      await payload.delete({
        collection: 'products',
        where: { slug: { equals: 'carte-des-roles' } },
      })
    })
    const image = await upsertMedia(payload, { file: 'logo.svg', alt: { fr: 'Logo', nl: 'Logo' } })
    const prices = { available: true, hasFixedPrices: false, minPrice: 1000, maxPrice: 15000 }
    const { id } = await payload.create({
      collection: 'products',
      locale: 'fr',
      context,
      data: {
        title: 'Carte des rôles',
        slug: 'carte-des-roles',
        image: image.id,
        productType: 'giftcard',
        meta: { robots: 'index-follow' },
        _status: 'draft',
        digital: { ...prices, outOfStock: false },
        fixedValues: [2500],
        redeemData: { title: 'Avant', minimumRemainingBalance: 500 },
      },
    })
    const as = (account: Account, data: object) =>
      payload.update({
        collection: 'products',
        id,
        locale: 'fr',
        context,
        data,
        overrideAccess: false,
        user: account.user,
      })
    await as(accounts.editor, {
      title: 'Carte des rôles revue',
      description: 'Un nouveau texte',
      digital: { ...prices, minPrice: 100, maxPrice: 50000, outOfStock: true },
      fixedValues: [100],
      testCard: true,
      multiBrand: true,
      productType: 'donation',
      redeemData: { title: 'Après', minimumRemainingBalance: 0 },
    })
    const read = () => payload.findByID({ collection: 'products', id, locale: 'fr', depth: 0 })
    expect(await read()).toMatchObject({
      title: 'Carte des rôles revue',
      description: 'Un nouveau texte',
      digital: { minPrice: 1000, maxPrice: 15000, outOfStock: false },
      fixedValues: [2500],
      testCard: false,
      multiBrand: false,
      productType: 'giftcard',
      redeemData: { title: 'Après', minimumRemainingBalance: 500 },
    })
    await as(accounts.admin, { digital: { ...prices, minPrice: 500 } })
    expect((await read()).digital).toMatchObject({ minPrice: 500 })

    // The draft is the editors': customer service and shoppers find only published products.
    const finds = async (who: Who) =>
      (
        await payload.find({
          collection: 'products',
          where: { id: { equals: id } },
          overrideAccess: false,
          user: userOf(who),
        })
      ).totalDocs
    expect(await Promise.all(EVERYONE.map(finds))).toEqual([1, 1, 0, 0, 0])

    // Payload filters relationships in blocks by what the writer may see: editors see products.
    const page = await payload.create({
      collection: 'pages',
      locale: 'fr',
      context,
      overrideAccess: false,
      user: accounts.editor.user,
      data: {
        title: 'Page des rôles',
        slug: 'page-des-roles',
        _status: 'draft',
        pageType: 'landing',
        meta: { robots: 'index-follow' },
        layout: [
          { blockType: 'productReference', products: [id], link: { label: null, href: null } },
        ],
      },
    })
    expect(page.layout).toMatchObject([{ products: [expect.objectContaining({ id })] }])
  })

  it("staff change their own account but not their role; only admins set others' roles", async () => {
    const { editor, customerService, admin } = accounts
    const save = (account: Account, data: object, id = account.user.id) =>
      payload.update({ collection: 'users', id, data, overrideAccess: false, user: account.user })
    const saved = await save(editor, { name: 'Eddy', role: 'admin' })
    expect(saved).toMatchObject({ name: 'Eddy', role: 'editor' })
    await expect(save(editor, { name: 'Pirate' }, customerService.user.id)).rejects.toThrow()
    const untouched = await payload.findByID({ collection: 'users', id: customerService.user.id })
    expect(untouched.name).toBe('customerService')
    for (const account of [editor, customerService]) {
      const { docs } = await payload.find({
        collection: 'users',
        overrideAccess: false,
        user: account.user,
      })
      expect(docs.map((doc) => doc.id)).toEqual([account.user.id])
    }
    expect(await save(admin, { role: 'customerService' }, editor.user.id)).toMatchObject({
      role: 'customerService',
    })
    await save(admin, { role: 'editor' }, editor.user.id)
    // Not even an admin changes their own role: the last one cannot leave the shop without any.
    expect(await save(admin, { role: 'editor' })).toMatchObject({ role: 'admin' })
  })
})
