import { textOutline } from './text-outline'

/** Deterministic pseudo-random numbers (mulberry32), so every seed run draws the same catalogue. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A gift card face at the card ratio (85.6 × 54 mm): brand name, colour band, a motif and the
 * card's word in the store's language.
 */
export function cardSvg(
  name: string,
  colour: string,
  accent: string,
  motif: number,
  label = 'CARTE CADEAU',
): string {
  const shapes = [
    `<circle cx="690" cy="150" r="120" fill="${accent}" opacity=".35"/>`,
    `<rect x="560" y="40" width="240" height="240" rx="48" fill="${accent}" opacity=".3" transform="rotate(18 680 160)"/>`,
    `<path d="M520 300 Q680 60 840 300 Z" fill="${accent}" opacity=".35"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540" width="856" height="540">
<rect width="856" height="540" rx="36" fill="${colour}"/>
${shapes[motif % shapes.length]}
<rect y="400" width="856" height="140" fill="#000" opacity=".18"/>
${textOutline(name, { x: 56, y: 250, size: 58, weight: 'bold', fill: '#fff' })}
${textOutline(label, { x: 56, y: 478, size: 30, weight: 'regular', fill: '#fff' })}
</svg>`
}
