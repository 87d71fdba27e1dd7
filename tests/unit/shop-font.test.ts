import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  charactersOf,
  cutShopFont,
  openFont,
  readSourceFont,
  SHOP_FONT,
  SHOP_WEIGHTS,
} from '../../scripts/lib/shop-font'

describe("the storefront's font", () => {
  const shipped = fs.readFileSync(SHOP_FONT)

  it('is what `npm run generate:font` makes from the installed Inter', async () => {
    expect(Buffer.compare(await cutShopFont(), shipped)).toBe(0)
  })

  it('maps every character of the Inter it comes from', () => {
    const characters = charactersOf(shipped)
    expect(characters).toBe(charactersOf(readSourceFont()))
    const french = [...'€àçéèêëîïôœùûüÿÀÇÉÈÊŒ«»’…']
    expect(french.filter((character) => !characters.includes(character))).toEqual([])
  })

  it('draws the weights the shop uses, 400 to 700, and is smaller than its source', () => {
    expect(openFont(shipped).variationAxes.wght).toMatchObject(SHOP_WEIGHTS)
    expect(shipped.length).toBeLessThan(readSourceFont().length * 0.75)
  })
})
