import localFont from 'next/font/local'

/**
 * Inter variable (latin) from npm, its weights cut to the shop's 400–700: no font is fetched from
 * the network. Written by `npm run generate:font` (scripts/lib/shop-font.ts).
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
})
