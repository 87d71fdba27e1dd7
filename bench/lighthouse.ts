/**
 * Lighthouse (mobile preset) scores of storefront pages in Debian's Chromium, the median of
 * LIGHTHOUSE_RUNS runs (default 3) per page, with the metrics issue 39 names (LCP, TBT, CLS). The
 * basket and the checkout are audited empty and, as a shopper arrives there, with one card in the
 * basket (its cookie sent with every request).
 * Usage: BENCH_DATABASE_URL=<its database> tsx bench/lighthouse.ts [baseUrl] [path …]
 *   (a running `npm start`, default :3000; `npm run bench` starts one and names its database)
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { type Figure, recordFigures } from './lib/figures'
import { filledBasket } from './lib/filled-basket'

const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2)
const origin = new URL(baseUrl).origin

type Target = { label: string; path: string; cookie?: string; aim: number }
const target = (path: string, aim = 98): Target => ({ label: path, path, aim })
const withCard = async (path: string): Promise<Target> => ({
  label: `${path} (one card)`,
  path,
  cookie: await filledBasket(origin),
  aim: 95,
})
const targets: Target[] = argPaths.length
  ? argPaths.map((path) => target(path))
  : [
      target('/'),
      target('/cartes-cadeaux/'),
      target('/cartes-cadeaux/bistrot-du-port/'),
      target('/verifier-solde/'),
      target('/livraison/'),
      target('/panier/', 95),
      target('/paiement/', 95),
      await withCard('/panier/'),
      await withCard('/paiement/'),
    ]
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const metrics = {
  'LCP ms': 'largest-contentful-paint',
  'TBT ms': 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!

async function audit({ path, cookie }: Target) {
  const result = await lighthouse(new URL(path, baseUrl).toString(), {
    port: chrome.port,
    ...(cookie && { extraHeaders: { cookie } }),
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  })
  if (!result?.lhr) throw new Error(`no result for ${path}`)
  return result.lhr
}

console.log(`lighthouse (mobile, median of ${runs}) at ${baseUrl}`)
console.log(
  'path'.padEnd(34),
  ...categories.map((c) => c.padStart(15)),
  ...Object.keys(metrics).map((m) => m.padStart(8)),
)
const figures: Figure[] = []
try {
  for (const page of targets) {
    const { label: path } = page
    const reports: Awaited<ReturnType<typeof audit>>[] = []
    for (let run = 0; run < runs; run++) reports.push(await audit(page))
    const score = (id: string) =>
      median(reports.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))
    const metric = (id: string) => median(reports.map((lhr) => lhr.audits[id]?.numericValue ?? 0))
    const measured = Object.entries(metrics).map(([name, id]) => [name, metric(id)] as const)
    console.log(
      path.padEnd(34),
      ...categories.map((c) => String(score(c)).padStart(15)),
      ...measured.map(([name, value]) => value.toFixed(name === 'CLS' ? 3 : 0).padStart(8)),
    )
    figures.push(
      {
        name: `${path} performance`,
        value: score('performance'),
        unit: '',
        higher: true,
        aim: `≥ ${page.aim}`,
      },
      {
        name: `${path} accessibility`,
        value: score('accessibility'),
        unit: '',
        higher: true,
        aim: '100',
      },
      {
        name: `${path} CLS`,
        value: Number(metric(metrics.CLS).toFixed(3)),
        unit: '',
        higher: false,
        aim: '≤ 0.02',
      },
      {
        name: `${path} TBT`,
        value: Math.round(metric(metrics['TBT ms'])),
        unit: 'ms',
        higher: false,
        aim: '≤ 150',
      },
      {
        name: `${path} LCP`,
        value: Math.round(metric(metrics['LCP ms'])),
        unit: 'ms',
        higher: false,
        aim: '≤ 2200',
      },
    )
    const last = reports.at(-1)!
    const failing = categories.flatMap((c) =>
      (last.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (last.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id),
    )
    if (failing.length) console.log('  to improve:', failing.join(', '))
  }
  recordFigures('lighthouse', figures)
} finally {
  await chrome.kill()
}
