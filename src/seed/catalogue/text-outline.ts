import { readFileSync } from 'node:fs'
import path from 'node:path'

import fontkit, { type Font } from '@cantoo/fontkit'

/**
 * A seeded picture's words as glyph outlines: an SVG shown as an <img> cannot use the page's
 * fonts, so a <text> came out in whatever font the viewer's machine had. Drawn in Arimo, the
 * invoices' TrueType font from npm (fontkit cannot read the shop's variable Inter WOFF2).
 */
const FACES = {
  regular: 'node_modules/@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
  bold: 'node_modules/@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
} as const

type Weight = keyof typeof FACES
const opened = new Map<Weight, Font>()

function face(weight: Weight): Font {
  let font = opened.get(weight)
  if (!font) {
    font = fontkit.create(readFileSync(path.join(process.cwd(), FACES[weight]))) as Font
    opened.set(weight, font)
  }
  return font
}

/** One <path> drawing `text` with its baseline starting at (x, y), `size` px high. */
export function textOutline(
  text: string,
  {
    x,
    y,
    size,
    weight,
    fill,
  }: { x: number; y: number; size: number; weight: Weight; fill: string },
): string {
  const font = face(weight)
  const scale = size / font.unitsPerEm
  const { glyphs, positions } = font.layout(text)
  let advance = 0
  const outlines = glyphs.map((glyph, index) => {
    // A run fontkit has laid out always has its positions.
    const position = positions![index]!
    // Font units grow upwards; SVG's y grows downwards.
    const outline = glyph.path
      .scale(scale, -scale)
      .translate(x + (advance + position.xOffset) * scale, y - position.yOffset * scale)
      .toSVG()
    advance += position.xAdvance
    return outline
  })
  return `<path fill="${fill}" d="${outlines.join('')}"/>`
}
