import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CartDocument } from '@/commerce/client/generated/graphql'
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

const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }
const QUEUE = `query Queue($userData: UserDataInput!, $queueID: String!, $filters: BlocksQueueFilters) {
  blocksQueue(userData: $userData, queueID: $queueID, filters: $filters) {
    queue { id queueID blocks { blockType fields } }
    errors { message code referencedRequestParameter }
  }
}`

type Answer = {
  data?: {
    blocksQueue: {
      queue: { id: string; blocks: { blockType: string; fields: Record<string, unknown> }[] } | null
      errors: { code: number; referencedRequestParameter: string | null; message: string }[]
    }
  }
  errors?: { message: string; extensions?: { code?: unknown } }[]
  extensions?: { responseCache?: { hit: boolean } }
}

async function post(body: unknown, headers: Record<string, string> = {}) {
  const { status, json } = await postToGateway(body, headers)
  return { status, answer: json as Answer }
}

const queue = (variables: Record<string, unknown>, headers?: Record<string, string>) =>
  post(
    { query: QUEUE, variables: { userData, queueID: 'accueil-promotions', ...variables } },
    headers,
  )

describe('the gateway: blocksQueue', () => {
  it('answers a queue’s blocks in the asked language, filtered by taxonomy', async () => {
    const all = await queue({}, { 'x-bypass-cache': '1' })
    expect(all.status).toBe(200)
    expect(all.answer.data?.blocksQueue.errors).toEqual([])
    expect(all.answer.data?.blocksQueue.queue?.blocks.map((b) => b.blockType)).toEqual([
      'colored',
      'productReference',
    ])
    const { docs } = await payload.find({
      collection: 'categories',
      where: { slug: { equals: 'loisirs' } },
      limit: 1,
    })
    const other = await queue({ filters: { filterByTaxonomy: [String(docs[0]!.id)] } })
    expect(other.answer.data?.blocksQueue.queue?.blocks.map((b) => b.blockType)).toEqual([
      'colored',
    ])
  })

  it('names the parameter of invalid input, inside data', async () => {
    const empty = await queue({ queueID: ' ' })
    expect(empty.answer.data?.blocksQueue).toMatchObject({
      queue: null,
      errors: [{ code: 1000, referencedRequestParameter: 'queueID' }],
    })
    const language = await queue({ userData: { ...userData, language: 'xx' } })
    expect(language.answer.data?.blocksQueue.errors[0]).toMatchObject({
      code: 1000,
      referencedRequestParameter: 'userData.language',
    })
    const store = await queue({ userData: { ...userData, storeID: 7 } })
    expect(store.answer.data?.blocksQueue.errors[0]).toMatchObject({
      code: 1001,
      referencedRequestParameter: 'userData.storeID',
    })
    const unknown = await queue({ queueID: 'no-such-queue' })
    expect(unknown.answer.data?.blocksQueue.errors[0]?.referencedRequestParameter).toBe('queueID')
  })

  it('refuses wrong types, deep or costly documents and huge bodies with a clear error', async () => {
    const wrongType = await queue({ queueID: 5 })
    expect(wrongType.answer.data).toBeUndefined()
    expect(wrongType.answer.errors?.[0]?.message).toMatch(/queueID/)
    const field = `blocksQueue(userData: $u, queueID: "accueil-promotions") { errors { code } }`
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: ${field}`).join(' ')
    const wide = await post({
      query: `query Wide($u: UserDataInput!) { ${aliases} }`,
      variables: { u: userData },
    })
    expect(wide.answer.data).toBeUndefined()
    expect(wide.answer.errors?.[0]?.message).toMatch(/alias/i)
    const huge = await post({ query: QUEUE, variables: { userData, queueID: 'x'.repeat(70_000) } })
    expect(huge.status).toBe(413)
    const garbage = await post('{"query": ')
    expect(garbage.status).toBe(400)
    expect(JSON.stringify(garbage.answer)).not.toMatch(/\bat \w+ \(/)
  })

  it('serves a repeated query from its cache until the queue changes in Payload', async () => {
    const first = await queue({})
    const second = await queue({})
    expect(second.answer.extensions?.responseCache?.hit).toBe(true)
    expect(second.answer.data).toEqual(first.answer.data)
    const bypass = await queue({}, { 'x-bypass-cache': '1' })
    expect(bypass.answer.extensions?.responseCache?.hit).not.toBe(true)

    const id = Number(first.answer.data?.blocksQueue.queue?.id)
    await payload.update({
      collection: 'blocks-queues',
      id,
      data: { title: 'Promotions (modifiées)' },
      context: { disableRevalidate: true },
    })
    const after = await queue({})
    expect(after.answer.extensions?.responseCache?.hit).toBe(false)
  })
})

describe('the gateway: limits', () => {
  it("lets the cart widget's own documents through: fragments add no depth", async () => {
    const { status, json } = await postToGateway({
      query: String(CartDocument),
      variables: { userData },
    })
    expect(status).toBe(200)
    expect(json).not.toHaveProperty('errors')
    expect(json).toHaveProperty('data', { cartV2: { order: null, errors: [] } })
  })
})
