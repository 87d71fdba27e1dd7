import { describe, expect, it } from 'vitest'

import { answersInMemory } from '@/server/cache/answers-in-memory'

const answer = (title: string, bytes = 1000) => ({
  data: { productList: { products: [{ id: '1', title: title.padEnd(bytes, '.') }] } },
})
const products = [{ typename: 'GiftcardProduct', id: 1 }]
const MINUTE = 60_000

describe('point 4: the gateway’s answers in memory are bounded in bytes', () => {
  it('never holds more bytes than its bound, dropping the least recently read first', () => {
    const cache = answersInMemory({ maxBytes: 20_000, maxAnswerBytes: 5_000 })
    cache.set('kept', answer('kept'), products, MINUTE)
    let most = 0
    for (let n = 0; n < 2000; n++) {
      cache.set(`made-up-${n}`, answer(`made-up-${n}`), products, MINUTE)
      most = Math.max(most, cache.bytes())
      // Read all the while: the recency a shopper's repeated question has.
      cache.get('kept')
    }
    expect(most).toBeLessThanOrEqual(20_000)
    expect(cache.bytes()).toBeGreaterThan(15_000)
    expect(cache.get('kept')).toEqual(answer('kept'))
    expect(cache.get('made-up-0')).toBeNull()
    expect(cache.get('made-up-1999')).toEqual(answer('made-up-1999'))
  })

  it('keeps no answer larger than maxAnswerBytes, nor one without a ttl', () => {
    const cache = answersInMemory({ maxBytes: 100_000, maxAnswerBytes: 5_000 })
    cache.set('huge', answer('huge', 6_000), products, MINUTE)
    cache.set('no-ttl', answer('no-ttl'), products, 0)
    expect(cache.get('huge')).toBeNull()
    expect(cache.get('no-ttl')).toBeNull()
    expect(cache.bytes()).toBe(0)
  })

  it('forgets an answer once its ttl has passed', () => {
    let now = 0
    const cache = answersInMemory({ maxBytes: 100_000, maxAnswerBytes: 5_000, now: () => now })
    cache.set('a', answer('a'), products, MINUTE)
    now = MINUTE - 1
    expect(cache.get('a')).not.toBeNull()
    now = MINUTE
    expect(cache.get('a')).toBeNull()
    expect(cache.bytes()).toBe(0)
  })

  it('drops by type, or by type and id, and gives back a copy no caller can change', async () => {
    const cache = answersInMemory({ maxBytes: 100_000, maxAnswerBytes: 5_000 })
    cache.set('one', answer('one'), [{ typename: 'BlocksQueue', id: 1 }], MINUTE)
    cache.set('two', answer('two'), [{ typename: 'BlocksQueue', id: 2 }], MINUTE)
    cache.set('list', answer('list'), products, MINUTE)
    await cache.invalidate([{ typename: 'BlocksQueue', id: 1 }])
    expect([cache.get('one'), cache.get('two')]).toEqual([null, answer('two')])
    const read = (await cache.get('list')) as ReturnType<typeof answer>
    read.data.productList.products = []
    expect(await cache.get('list')).toEqual(answer('list'))
    await cache.invalidate([{ typename: 'BlocksQueue' }, { typename: 'GiftcardProduct' }])
    expect([cache.get('two'), cache.get('list')]).toEqual([null, null])
    expect(cache.bytes()).toBe(0)
  })
})
