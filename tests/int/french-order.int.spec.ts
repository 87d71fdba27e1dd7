import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { postToGateway } from './gateway-request'
import { sharedMediaId } from '../support/shared-media'

let payload: Payload
let categoryId: number

const context = { disableRevalidate: true }
/** In a French reader's order: accents and capitals count only after the letters. */
const FRENCH_ORDER = [
  'Accrobranche Évasion',
  'Accrobranche Express',
  'Auberge des Halles',
  'Auberge Saint-Germain',
  'Éclat du Soir',
  'écrin Lumière',
  'Zèbre Café',
]

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const category = await payload.create({
    collection: 'categories',
    locale: 'fr',
    context,
    data: {
      title: 'Ordre français',
      slug: 'ordre-francais',
      meta: { robots: 'index-follow' },
      _status: 'published',
    },
  })
  categoryId = category.id
  const [model] = (await payload.find({ collection: 'products', limit: 1, depth: 0 })).docs
  const picture = await sharedMediaId(payload)
  for (const [index, title] of [...FRENCH_ORDER].reverse().entries()) {
    await payload.create({
      collection: 'products',
      locale: 'fr',
      context,
      data: {
        title,
        slug: `ordre-francais-${index}`,
        productType: 'giftcard',
        image: picture,
        digital: model!.digital,
        physical: model!.physical,
        categories: [categoryId],
        meta: { robots: 'index-follow' },
        _status: 'published',
      },
    })
  }
}, 300_000)

// The next files pick seeded cards by title: these first-in-order copies would be theirs.
afterAll(async () => {
  await payload.delete({
    collection: 'products',
    where: { categories: { in: [categoryId] } },
    context,
  })
  await payload.delete({ collection: 'categories', id: categoryId, context })
  await payload.destroy()
})

const LIST = `query List($userData: UserDataInput!, $filters: ProductListFilters) {
  productList(userData: $userData, filters: $filters) { products { title } errors { code } }
}`

describe('card lists in French order (ICU collation of the migration french_collation)', () => {
  it('the gateway lists a category as French readers expect', async () => {
    const { json } = await postToGateway({
      query: LIST,
      variables: {
        userData: { language: 'fr', storeID: 52, countryCode: 'FR' },
        filters: { filterByTaxonomy: [String(categoryId)] },
      },
    })
    const { productList } = (json as { data: { productList: { products: { title: string }[] } } })
      .data
    expect(productList.products.map((product) => product.title)).toEqual(FRENCH_ORDER)
  })

  it('the whole catalogue and the categories are in the order of a French collator', async () => {
    const collator = new Intl.Collator('fr')
    for (const collection of ['products', 'categories'] as const) {
      const { docs } = await payload.find({
        collection,
        locale: 'fr',
        sort: 'title',
        pagination: false,
        select: { title: true },
      })
      const titles = docs.map((doc) => doc.title)
      expect(titles).toEqual([...titles].sort(collator.compare))
    }
  })
})
