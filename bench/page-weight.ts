/**
 * HTML, JavaScript and CSS each page ships, gzipped, against its budget (bench/lib/page-weight.ts);
 * the budgets themselves are enforced by tests/server/page-weight.server.spec.ts in `npm test`.
 * Usage: tsx bench/page-weight.ts [baseUrl] [path …]   (a running `npm start`, default :3000)
 */
import path from 'node:path'

import { chunkSources, describeChunk } from './lib/chunk-sources'
import { type Figure, recordFigures } from './lib/figures'
import { budgetFor, kb, measurePage } from './lib/page-weight'
import { WEIGHED_PAGES } from './lib/weighed-pages'

const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2)
const paths = argPaths.length ? argPaths : WEIGHED_PAGES
/** Issue 22's aim for HTML: home, the product list and product pages. */
const HTML_AIM = /^\/(nl\/)?(cartes-cadeaux\/([a-z0-9-]+\/)?)?$/
const sources = chunkSources(path.resolve(import.meta.dirname, '..', '.next'))

console.log(`page weight at ${baseUrl} (KB, gzip level 6; budgets are for our JavaScript)`)
console.log(
  'path'.padEnd(34),
  ...['html', 'html gz', 'js', 'next', 'ours', 'budget', 'css'].map((h) => h.padStart(8)),
)
let over = 0
const figures: Figure[] = []
for (const page of paths) {
  const weight = await measurePage(baseUrl, page, sources)
  const budget = budgetFor(page)
  const ok = weight.ours / 1024 <= budget.oursKb
  if (!ok) over++
  console.log(
    `${page} (${weight.status})`.padEnd(34),
    ...[weight.html, weight.htmlGzip, weight.js, weight.js - weight.ours, weight.ours].map((n) =>
      kb(n).padStart(8),
    ),
    String(budget.oursKb).padStart(8),
    kb(weight.css).padStart(8),
    ok ? 'ok' : 'OVER',
  )
  const size = (name: string, bytes: number, aim?: string) =>
    figures.push({
      name: `${page} ${name}`,
      value: Number(kb(bytes)),
      unit: 'KB',
      higher: false,
      aim,
    })
  size('HTML', weight.html, HTML_AIM.test(page) ? '≤ 60' : undefined)
  size('HTML gz', weight.htmlGzip, HTML_AIM.test(page) ? '≤ 12' : undefined)
  size('our JS gz', weight.ours, `≤ ${budget.aimKb}`)
  if (!ok || process.env.WEIGHT_CHUNKS) {
    for (const chunk of weight.chunks.filter((c) => !c.framework)) {
      console.log('   ', kb(chunk.gzip).padStart(6), describeChunk(sources, chunk.url))
    }
  }
}
recordFigures('weight', figures)
process.exit(over ? 1 : 0)
