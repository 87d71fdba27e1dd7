import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { uspIcons } from '@/blocks/title-usps-image/config'

describe('the selling points’ icons', () => {
  it('are each a symbol of public/usp-icons.svg, the file the block draws them from', () => {
    const sprite = fs.readFileSync('public/usp-icons.svg', 'utf8')
    const symbols = [...sprite.matchAll(/<symbol id="([a-z-]+)"/g)].map(([, id]) => id)
    expect(symbols.sort()).toEqual([...uspIcons].sort())
  })
})
