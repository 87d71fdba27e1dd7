import { describe, expect, it } from 'vitest'

import { cacheBus } from '@/server/cache/bus'
import { storeChanged } from '@/server/cache/changes'
import { memo } from '@/server/cache/memo'
import { tags } from '@/server/cache/tags'

/** A loader that counts its reads and answers what `value` holds at the time. */
function source<T>(value: T) {
  const state = { value, reads: 0 }
  const load = async () => {
    state.reads += 1
    return state.value
  }
  return { state, load }
}

describe('point 3: the memo', () => {
  it('answers a repeated read from memory until a change drops its tags', async () => {
    const settings = memo<string>('store')
    const { state, load } = source('EUR')
    expect(await settings([9101, 'fr'], load)).toBe('EUR')
    expect(await settings([9101, 'fr'], load)).toBe('EUR')
    expect(state.reads).toBe(1)
    state.value = 'CHF'
    await cacheBus().publish(storeChanged(9101))
    expect(await settings([9101, 'fr'], load)).toBe('CHF')
    expect(state.reads).toBe(2)
  })

  it('keeps entries whose tags the change does not name', async () => {
    const products = memo<string>('cart-product')
    const { state, load } = source('Bistrot du Port')
    await products([52, 'fr', '9102'], load)
    await cacheBus().publish({ tags: [tags.doc('products', 9103), tags.store(9102)] })
    await products([52, 'fr', '9102'], load)
    expect(state.reads).toBe(1)
  })

  it('does not keep a value read while a change dropped it (it may be the old one)', async () => {
    const contacts = memo<string>('store')
    let release = () => {}
    const slow = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('ancien')
      })
    const reading = contacts([9104, 'fr'], slow)
    await cacheBus().publish(storeChanged(9104))
    release()
    expect(await reading).toBe('ancien')
    const { state, load } = source('nouveau')
    expect(await contacts([9104, 'fr'], load)).toBe('nouveau')
    expect(state.reads).toBe(1)
  })
})
