import { readFile } from 'node:fs/promises'
import path from 'node:path'

import fontkit from '@cantoo/fontkit'
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib'

import type { FontKind, Typeface } from './page-cursor'

// Arimo, whose letters are as wide as Helvetica's, the standard PDF font the invoice was drawn in
// (so the layout stays as it was), and which draws Latin with Extended-A/B and Vietnamese, Greek
// and Cyrillic; static TrueType files from npm. Read from the project root at run time (as
// geoip.ts does): Next bundles server code and would turn a require.resolve() into a module id.
//
// A subset's name starts with a tag of six capitals (PDF 32000-1, 9.6.4); a fixed one, where
// pdf-lib would add a random suffix, keeps the same invoice rendering to the same bytes.
const FACES: Record<FontKind, { file: string; name: string }> = {
  regular: {
    file: 'node_modules/@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
    name: 'INVREG+Arimo-Regular',
  },
  bold: {
    file: 'node_modules/@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
    name: 'INVBLD+Arimo-Bold',
  },
}

const LINE_BREAKS = /\s*[\r\n\t\v\f\u2028\u2029]+\s*/g

export type InvoiceFonts = Typeface & { fonts: Record<FontKind, PDFFont> }

// Widths of the texts invoices measure, by face, size and text: every invoice embeds the same
// two files, and a width is a full OpenType layout (fontkit's shaping), which made measuring most
// of an invoice's cost (the labels and the store's lines recur in every invoice).
const widths = new Map<string, number>()
const MAX_WIDTHS = 20_000

function measured(font: PDFFont, kind: FontKind, text: string, size: number): number {
  const key = `${kind}|${size}|${text}`
  let width = widths.get(key)
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, size)
    if (widths.size >= MAX_WIDTHS) widths.clear()
    widths.set(key, width)
  }
  return width
}

/**
 * Embeds the invoice's fonts in a document, subset to the glyphs it draws (a few kB instead of
 * 320 kB a face), and says what they can draw.
 */
export async function embedInvoiceFonts(document: PDFDocument): Promise<InvoiceFonts> {
  document.registerFontkit(fontkit)
  const embed = async (kind: FontKind) => {
    const { file, name } = FACES[kind]
    // Traced by name in next.config.ts: a path computed here would make Next copy the whole project.
    const bytes = await readFile(path.join(/* turbopackIgnore: true */ process.cwd(), file))
    return document.embedFont(bytes, { subset: true, customName: name })
  }
  const fonts = { regular: await embed('regular'), bold: await embed('bold') }
  const bold = new Set(fonts.bold.getCharacterSet())
  const glyphs = new Set(fonts.regular.getCharacterSet().filter((code) => bold.has(code)))
  return {
    fonts,
    measure: (text, size, font) => measured(fonts[font], font, text, size),
    // A text run is one line; what the fonts have no glyph for (emoji, scripts Arimo lacks) is
    // left out rather than drawn as an empty box.
    drawable: (text) =>
      [...text.normalize('NFC').replace(LINE_BREAKS, ' ')]
        .filter((char) => glyphs.has(char.codePointAt(0)!))
        .join('')
        .replace(/ {2,}/g, ' '),
  }
}
