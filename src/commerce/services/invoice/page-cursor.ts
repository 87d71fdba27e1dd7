/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 }
export const MARGIN = 50
export const RIGHT_EDGE = A4.width - MARGIN
/** Content stops this far above the bottom edge, leaving room for the footer. */
const CONTENT_BOTTOM = 80

export type FontKind = 'regular' | 'bold'
/** A piece of text: x from the left edge, y its baseline from the bottom edge (PDF's own axes). */
export type TextRun = { text: string; x: number; y: number; size: number; font: FontKind }
export type Rule = { x1: number; x2: number; y: number }
export type InvoicePage = { runs: TextRun[]; rules: Rule[] }
/** What the fonts can do: a text's width in points, and a text cut down to what they can draw. */
export type Typeface = {
  measure: (text: string, size: number, font: FontKind) => number
  drawable: (text: string) => string
}

type TextOptions = {
  size?: number
  font?: FontKind
  align?: 'left' | 'right' | 'center'
  /** Longer text is cut and ends with '…'. */
  maxWidth?: number
}

/**
 * Writes down a document line by line: `top` is the distance from the page's top edge, and a line
 * that no longer fits opens a new page. Every text is made drawable here, once.
 */
export function pageCursor({ measure, drawable }: Typeface) {
  const pages: InvoicePage[] = [{ runs: [], rules: [] }]
  let top = MARGIN
  let current = 0
  const page = () => pages[current]!

  function fit(text: string, size: number, font: FontKind, maxWidth?: number): string {
    if (maxWidth === undefined || measure(text, size, font) <= maxWidth) return text
    let cut = text
    while (cut.length > 1 && measure(`${cut}…`, size, font) > maxWidth) cut = cut.slice(0, -1)
    return `${cut.trimEnd()}…`
  }

  return {
    pages,
    get top() {
      return top
    },
    moveTo(value: number) {
      top = value
    },
    down(points: number) {
      top += points
    },
    /** Opens a new page unless `points` more fit on this one; true when it did. */
    ensure(points: number): boolean {
      if (top + points <= A4.height - CONTENT_BOTTOM) return false
      pages.push({ runs: [], rules: [] })
      current = pages.length - 1
      top = MARGIN
      return true
    },
    /** Goes back to a page already begun, e.g. to write its footer. */
    turnTo(index: number) {
      current = index
    },
    text(
      raw: string,
      x: number,
      { size = 10, font = 'regular', align, maxWidth }: TextOptions = {},
    ) {
      const text = fit(drawable(raw), size, font, maxWidth)
      if (!text) return
      const width = measure(text, size, font)
      const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
      page().runs.push({ text, x: left, y: A4.height - top, size, font })
    },
    rule(x1 = MARGIN, x2 = RIGHT_EDGE) {
      page().rules.push({ x1, x2, y: A4.height - top })
    },
  }
}

export type PageCursor = ReturnType<typeof pageCursor>
