import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { postToGateway } from './gateway-request'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const SEARCH = `query Search($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    body {
      count
      groups {
        groupType
        items {
          __typename
          ... on SearchProductItem { id path title productType image { url } }
          ... on SearchGivingMomentItem { id path heroTitle image { url } }
        }
      }
    }
    errors { code referencedRequestParameter }
  }
}`

type Item = {
  __typename: string
  path: string
  title?: string
  heroTitle?: string
  image: { url: string } | null
}
type Answer = {
  body: { count: number; groups: { groupType: string; items: Item[] }[] } | null
  errors: { code: number; referencedRequestParameter: string | null }[]
}

async function search(inputText: string, language = 'fr'): Promise<Answer> {
  const { json } = await postToGateway({
    query: SEARCH,
    variables: { userData: { language, storeID: 52, countryCode: 'FR' }, inputText },
  })
  return (json as { data: { search_v1: Answer } }).data.search_v1
}

const titles = (answer: Answer) =>
  answer.body?.groups.flatMap((group) => group.items.map((item) => item.title ?? item.heroTitle))

describe('the gateway: search_v1', () => {
  it('finds a card without its accents and with a typo', async () => {
    for (const text of ['lumiere', 'lumeire', 'LUMIÈRE', 'librairie lumiere']) {
      expect(titles(await search(text)), text).toContain('Librairie Lumière')
    }
    const [card] = (await search('lumiere')).body?.groups[0]?.items ?? []
    expect(card?.image?.url).toMatch(/\/api\/media\/file\/[^/]+\.svg$/)
  })

  it('puts the closest match first and groups products and giving moments', async () => {
    const answer = await search('crêperie')
    expect(answer.body?.groups[0]?.groupType).toBe('products')
    expect(titles(answer)?.[0]).toMatch(/^Crêperie /)
    const moments = await search('noel')
    const group = moments.body?.groups.find((g) => g.groupType === 'givingMoments')
    expect(group?.items[0]).toMatchObject({
      __typename: 'SearchGivingMomentItem',
      path: '/offrir-un-moment/noel/',
    })
    expect(moments.body?.count).toBe(
      moments.body?.groups.reduce((sum, g) => sum + g.items.length, 0),
    )
  })

  it('answers no groups for nonsense and names an empty input', async () => {
    expect(await search('xqzw')).toEqual({ body: { count: 0, groups: [] }, errors: [] })
    const empty = await search('   ')
    expect(empty).toEqual({
      body: null,
      errors: [{ code: 1000, referencedRequestParameter: 'inputText' }],
    })
  })

  it('links results in the asked language', async () => {
    const dutch = await search('lumiere', 'nl')
    const item = dutch.body?.groups[0]?.items.find((i) => i.title === 'Librairie Lumière')
    expect(item?.path).toBe('/nl/cadeaubonnen/librairie-lumiere/')
  })
})

const SUGGEST = `query Suggest($userData: UserDataInput!, $filters: LocationSuggestionFilters!, $paging: PagingInput) {
  getLocationAddressSuggestions(userData: $userData, filters: $filters, paging: $paging) {
    suggestions { label countryCode administrativeArea locality }
    paging { currentPage itemsPerPage totalItems }
    errors { code referencedRequestParameter }
  }
}`

type Suggestions = {
  suggestions: { label: string; locality: string; countryCode: string }[]
  paging: { totalItems: number }
  errors: { code: number; referencedRequestParameter: string | null }[]
}

async function suggest(filters: Record<string, unknown>, paging?: Record<string, number>) {
  const { json } = await postToGateway({
    query: SUGGEST,
    variables: {
      userData: { language: 'fr', storeID: 52, countryCode: 'FR' },
      filters,
      paging,
    },
  })
  const answer = json as { data: { getLocationAddressSuggestions: Suggestions } }
  return answer.data.getLocationAddressSuggestions
}

describe('the gateway: getLocationAddressSuggestions', () => {
  it('suggests each town once by its name, region or post code, accents ignored', async () => {
    const towns = await suggest({ inputText: 'ile-de' })
    expect(towns.suggestions).toEqual([
      {
        label: 'Paris, Île-de-France',
        locality: 'Paris',
        administrativeArea: 'Île-de-France',
        countryCode: 'FR',
      },
    ])
    expect((await suggest({ inputText: '69' })).suggestions.map((s) => s.locality)).toEqual([
      'Lyon',
    ])
    const all = await suggest({ inputText: 'l' }, { itemsPerPage: 1, pageNumber: 2 })
    expect(all.suggestions).toHaveLength(1)
    expect(all.paging.totalItems).toBeGreaterThanOrEqual(2)
  })

  it('keeps to one product’s places and names bad filters', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'bistrot-du-port' } },
      limit: 1,
    })
    // Its places are in Paris, Lyon and Marseille: Lille, Limoges… are other cards' towns.
    const own = await suggest({ inputText: 'l', productId: String(docs[0]!.id) })
    expect(own.suggestions.map((s) => s.locality)).toEqual(['Lyon'])
    expect((await suggest({ inputText: '' })).errors).toEqual([
      { code: 1000, referencedRequestParameter: 'filters.inputText' },
    ])
  })
})
