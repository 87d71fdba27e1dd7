import { describe, expect, it } from 'vitest'

import { contrastRatio, luminance, prefersLightText, textContrast } from '@/components/contrast'

describe('WCAG contrast', () => {
  it('measures luminance and ratios as WCAG defines them', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1)
    expect(luminance('#000000')).toBeCloseTo(0)
    expect(contrastRatio(1, 0)).toBeCloseTo(21)
    expect(textContrast(luminance('#c8102e'), 'light')).toBeGreaterThan(4.5)
  })

  it('blends a translucent colour over the white page', () => {
    expect(luminance('#000000', 0)).toBeCloseTo(1)
    expect(luminance('#000000', 0.5)).toBeGreaterThan(luminance('#000000', 1))
  })

  it.each([
    ['#c8102e', true],
    ['#1d1d1f', true],
    ['#ffb81c', false],
    ['#fde7ea', false],
  ])('light text on %s: %s', (color, light) => {
    expect(prefersLightText(luminance(color))).toBe(light)
  })
})
