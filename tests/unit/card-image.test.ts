import { describe, expect, it } from 'vitest'

import { cardSvg } from '@/seed/catalogue/card-image'
import { textOutline } from '@/seed/catalogue/text-outline'

/** The horizontal extent of a path's points (its d attribute's x coordinates). */
function xExtent(svgPath: string): [number, number] {
  const d = /d="([^"]*)"/.exec(svgPath)![1]!
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number)
  const xs = numbers.filter((_, index) => index % 2 === 0)
  return [Math.min(...xs), Math.max(...xs)]
}

describe('a seeded card picture', () => {
  it('draws its words as outlines, never as text left to the viewer’s fonts', () => {
    const svg = cardSvg('Bistrot Gourmand', '#c8102e', '#ffb81c', 1)
    expect(svg).not.toContain('<text')
    expect(svg).not.toContain('font-family')
    expect(svg.match(/<path fill="#fff" d="M/g)).toHaveLength(2)
  })

  it('sets a word from its starting point, wider the longer it is', () => {
    const short = xExtent(
      textOutline('Spa', { x: 56, y: 250, size: 58, weight: 'bold', fill: '#fff' }),
    )
    const long = xExtent(
      textOutline('Spa Sérénité', { x: 56, y: 250, size: 58, weight: 'bold', fill: '#fff' }),
    )
    expect(short[0]).toBeGreaterThanOrEqual(56)
    expect(short[0]).toBeLessThan(62)
    expect(long[1] - long[0]).toBeGreaterThan(2 * (short[1] - short[0]))
    // Arimo's capital S is about 0.67 em wide: "Spa" at 58 px spans roughly 100 px.
    expect(short[1] - short[0]).toBeGreaterThan(80)
    expect(short[1] - short[0]).toBeLessThan(120)
  })
})
