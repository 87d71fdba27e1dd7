import localFont from 'next/font/local'

/** Inter variable (latin), shipped from npm: no font is fetched from the network. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})
