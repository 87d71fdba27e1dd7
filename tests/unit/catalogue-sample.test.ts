import { describe, expect, it } from 'vitest'

import { evenlySpaced } from '@/commerce/domain/catalogue/sample'

describe('an even sample of a list', () => {
  it('spreads the picks over the whole list, the first included', () => {
    expect(evenlySpaced(208, 8)).toEqual([0, 26, 52, 78, 104, 130, 156, 182])
    expect(evenlySpaced(10, 4)).toEqual([0, 2, 5, 7])
  })

  it('takes every item of a short list, and none of an empty one', () => {
    expect(evenlySpaced(3, 8)).toEqual([0, 1, 2])
    expect(evenlySpaced(0, 8)).toEqual([])
  })

  it('never picks one item twice', () => {
    const picks = evenlySpaced(9, 8)
    expect(new Set(picks).size).toBe(8)
    expect(Math.max(...picks)).toBeLessThan(9)
  })
})
