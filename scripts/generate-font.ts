/**
 * Writes the storefront's font (scripts/lib/shop-font.ts) after @fontsource-variable/inter or
 * subset-font changes; tests/unit/shop-font.test.ts fails until it is written again.
 * Usage: npm run generate:font
 */
import fs from 'node:fs'
import path from 'node:path'

import { cutShopFont, readSourceFont, SHOP_FONT } from './lib/shop-font'

const font = await cutShopFont()
fs.writeFileSync(SHOP_FONT, font)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
console.log(
  `${path.relative(process.cwd(), SHOP_FONT)}: ${kb(font.length)} KB (from ${kb(readSourceFont().length)} KB)`,
)
