/**
 * JavaScript and CSS each page ships, gzipped, against the budgets of DEVELOPERS.md.
 * Usage: tsx bench/page-weight.ts [baseUrl] [path …]   (a running `npm start`, default :3000)
 */
import { brotliCompressSync, gzipSync } from 'node:zlib'

const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2)
const paths = argPaths.length ? argPaths : ['/', '/nl/', '/404/']
/** Basket and checkout may ship more than content pages. */
const budgetKb = (path: string) =>
  /\/(panier|paiement|winkelmandje|bestellen)\//.test(path) ? 170 : 110

const assets = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => new URL(match[1]!, baseUrl).toString())

type Sizes = { gzip: number; brotli: number; framework: boolean }

/**
 * React DOM, React, Next's router runtime and Turbopack's loader: what any App Router page ships
 * before a line of ours (about 129 KB gzipped with Next 16 and React 19, measured).
 */
const FRAMEWORK_MARKERS = [
  'next-route-announcer',
  'react.transitional.element',
  'TURBOPACK_NEXT_CHUNK',
]
const frameworkScript = (source: string) =>
  FRAMEWORK_MARKERS.some((marker) => source.includes(marker))

async function compressedSize(url: string): Promise<Sizes> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer())
  return {
    gzip: gzipSync(body, { level: 6 }).length,
    brotli: brotliCompressSync(body).length,
    framework: frameworkScript(body.toString('utf8')),
  }
}

const total = (sizes: Sizes[]) =>
  sizes.reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    gzip: 0,
    brotli: 0,
  })

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

console.log(`page weight at ${baseUrl} (KB: gzip level 6, and brotli for JS; budgets are gzip)`)
console.log(
  'path'.padEnd(28),
  ...['html', 'js', 'js (br)', 'ours', 'css', 'budget'].map((h) => h.padStart(8)),
)
let over = 0
for (const path of paths) {
  const response = await fetch(new URL(path, baseUrl))
  const html = await response.text()
  // noModule polyfills are skipped by every browser that runs modules.
  const moduleScripts = html.replace(/<script[^>]*noModule[^>]*><\/script>/g, '')
  const scripts = [...new Set(assets(moduleScripts, /<script[^>]+src="([^"]+)"/g))]
  const styles = [...new Set(assets(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))]
  const scriptSizes = await Promise.all(scripts.map(compressedSize))
  const js = total(scriptSizes)
  // Ours: the JS left when the framework's own chunks are taken out.
  const ours = total(scriptSizes.filter((size) => !size.framework))
  const css = total(await Promise.all(styles.map(compressedSize)))
  const budget = budgetKb(path)
  const verdict = js.gzip / 1024 <= budget ? 'ok' : 'OVER'
  if (verdict === 'OVER') over++
  console.log(
    `${path} (${response.status})`.padEnd(28),
    ...[gzipSync(html).length, js.gzip, js.brotli, ours.gzip, css.gzip].map((n) =>
      kb(n).padStart(8),
    ),
    `${budget}`.padStart(8),
    verdict,
  )
}
process.exit(over ? 1 : 0)
