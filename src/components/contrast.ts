/** WCAG 2 colour arithmetic for blocks whose background colour editors choose. */

const channelLuminance = (value: number) =>
  value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4

/** Relative luminance of #rrggbb, optionally laid with an opacity (0–1) over the white page. */
export function luminance(hex: string, alpha = 1): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channelLuminance(channel * alpha + (1 - alpha))
  })
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** The contrast ratio of two luminances (1 to 21). */
export function contrastRatio(first: number, second: number): number {
  const [lighter, darker] = [first, second].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

const WHITE = 1
const INK = luminance('#1d1d1f')

/** Whether white text reads better than the store's ink on this background. */
export const prefersLightText = (backgroundLuminance: number): boolean =>
  contrastRatio(backgroundLuminance, WHITE) > contrastRatio(backgroundLuminance, INK)

/** The contrast of white or ink text on a background. */
export const textContrast = (backgroundLuminance: number, tone: 'light' | 'dark'): number =>
  contrastRatio(backgroundLuminance, tone === 'light' ? WHITE : INK)
