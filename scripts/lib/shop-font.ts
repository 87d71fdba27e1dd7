/**
 * The storefront's one typeface, the font every page preloads: Inter (variable, latin) from
 * @fontsource-variable/inter, with its weight axis cut to the weights the shop draws (400 to 700,
 * DESIGN.md) and every character and OpenType feature of the file kept: 47.1 → 33.6 KB. Cut by
 * harfbuzz (subset-font); its glyphs at every weight kept lie within 2 units of 2048 of the
 * original's (measured once with fontkit: invisible at any size the shop uses).
 */
import fs from 'node:fs'
import path from 'node:path'

import { create, type Font } from '@cantoo/fontkit'
import subsetFont from 'subset-font'

import { projectRoot } from './paths'

const SOURCE = path.join(
  projectRoot,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)
/** Where next/font/local takes it from (src/app/(frontend)/fonts.ts); committed. */
export const SHOP_FONT = path.join(projectRoot, 'src/app/(frontend)/inter-latin-400-700.woff2')
export const SHOP_WEIGHTS = { min: 400, max: 700 }

/** A font file's one font (a collection of several is not a web font). */
export function openFont(file: Buffer): Font {
  const font = create(file)
  if (!('characterSet' in font)) throw new Error('a font collection, not one font')
  return font
}

/** The characters a font maps (its cmap), as a string harfbuzz keeps them from. */
export const charactersOf = (file: Buffer) =>
  String.fromCodePoint(...openFont(file).characterSet.filter((code) => code < 0xffff))

export const readSourceFont = () => fs.readFileSync(SOURCE)

/** The source font's characters and features, its weight axis cut to SHOP_WEIGHTS. */
export async function cutShopFont(): Promise<Buffer> {
  const source = readSourceFont()
  return subsetFont(source, charactersOf(source), {
    targetFormat: 'woff2',
    variationAxes: { wght: SHOP_WEIGHTS },
  })
}
