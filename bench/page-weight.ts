/**
 * HTML (raw and gzipped), JavaScript, CSS and fonts each page ships against its budgets
 * (bench/lib/page-weight.ts); the budgets themselves are enforced by
 * tests/server/page-weight.server.spec.ts in `npm test`.
 * With BENCH_DATABASE_URL (the server's database, as `npm run bench` gives it), the basket and
 * checkout are weighed again with a card in the basket, as a phone's Chromium loads them.
 * Usage: tsx bench/page-weight.ts [baseUrl] [path …]   (a running `npm start`, default :3000)
 */
import path from 'node:path'

import { chunkSources, describeChunk } from './lib/chunk-sources'
import { type Figure, recordFigures } from './lib/figures'
import { filledBasket } from './lib/filled-basket'
import { floorFigures, floorLines, measureFloors } from './lib/html-floors'
import { measureFilledPages } from './lib/loaded-weight'
import {
  budgetFor,
  HTML_AIM,
  htmlBudgetFor,
  htmlWithin,
  kb,
  measurePage,
  type PageWeight,
} from './lib/page-weight'
import { WEIGHED_PAGES } from './lib/weighed-pages'

const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2)
const paths = argPaths.length ? argPaths : WEIGHED_PAGES
const sources = chunkSources(path.resolve(import.meta.dirname, '..', '.next'))

console.log(
  `page weight at ${baseUrl} (KB, gzip level 6; HTML aim ${HTML_AIM.rawKb} raw / ` +
    `${HTML_AIM.gzKb} gz, budgets held for pages still over it; JS budgets are for ours)`,
)
console.log(
  'path'.padEnd(34),
  ...[
    'html',
    'html gz',
    'budget',
    'markup',
    'payload',
    'js',
    'next',
    'ours',
    'budget',
    'css',
    'font',
  ].map((h) => h.padStart(8)),
)
let over = 0
const figures: Figure[] = []

/** One page's row against its budgets, and its figures; `filled`: with a card in the basket. */
function report(weight: PageWeight, filled = false) {
  const page = weight.path
  const label = filled ? `${page} (card)` : page
  const budget = budgetFor(page, filled)
  const html = htmlBudgetFor(page)
  const jsOk = weight.ours / 1024 <= budget.oursKb
  const htmlOk = htmlWithin(weight, html)
  if (!jsOk || !htmlOk) over++
  const htmlVerdict = htmlWithin(weight, HTML_AIM)
    ? 'html at aim'
    : `html ${htmlOk ? 'held' : 'OVER'}`
  console.log(
    `${label} (${weight.status})`.padEnd(34),
    ...[weight.html, weight.htmlGzip].map((n) => kb(n).padStart(8)),
    `${html.rawKb}/${html.gzKb}`.padStart(8),
    // The markup, and the RSC payload that repeats it for hydration (about twice its size).
    ...[
      weight.html - weight.payload,
      weight.payload,
      weight.js,
      weight.js - weight.ours,
      weight.ours,
    ].map((n) => kb(n).padStart(8)),
    String(budget.oursKb).padStart(8),
    ...[weight.css, weight.fonts].map((n) => kb(n).padStart(8)),
    htmlVerdict,
    jsOk ? 'js ok' : 'js OVER',
  )
  const size = (name: string, bytes: number, aim?: string) =>
    figures.push({
      name: `${label} ${name}`,
      value: Number(kb(bytes)),
      unit: 'KB',
      higher: false,
      aim,
    })
  size('HTML', weight.html, `≤ ${HTML_AIM.rawKb}`)
  size('HTML gz', weight.htmlGzip, `≤ ${HTML_AIM.gzKb}`)
  size('our JS gz', weight.ours, `≤ ${budget.aimKb}`)
  if (!jsOk || process.env.WEIGHT_CHUNKS) {
    for (const chunk of weight.chunks.filter((c) => !c.framework)) {
      console.log('   ', kb(chunk.gzip).padStart(6), describeChunk(sources, chunk.url))
    }
  }
}

const weighed: PageWeight[] = []
for (const page of paths) {
  const weight = await measurePage(baseUrl, page, sources)
  weighed.push(weight)
  report(weight)
}
// The storefront's font as the pages preload it (scripts/lib/shop-font.ts: 47.1 KB uncut); the
// basket and checkout, rendered per request, do not preload it (their rows say 0).
const fonts = Math.max(...weighed.map((weight) => weight.fonts))
figures.push({ name: 'font a page preloads', value: Number(kb(fonts)), unit: 'KB', higher: false })
// Where a page's HTML stands against what Next and the chrome weigh without it (issue 39).
if (!argPaths.length) {
  const floors = await measureFloors(baseUrl, sources)
  console.log(floorLines(floors, weighed).join('\n'))
  figures.push(...floorFigures(floors))
}
// The basket and checkout with a card, as a phone's Chromium loads and runs them (issue 39).
if (!argPaths.length && process.env.BENCH_DATABASE_URL) {
  const cookie = await filledBasket(new URL(baseUrl).origin)
  for (const weight of await measureFilledPages(baseUrl, cookie, sources)) report(weight, true)
} else if (!argPaths.length) {
  console.log('(no BENCH_DATABASE_URL: the pages with a card in the basket are not weighed)')
}
recordFigures('weight', figures)
process.exit(over ? 1 : 0)
