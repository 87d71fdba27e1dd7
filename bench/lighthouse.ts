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

import { chromiumPath, ensureChromium } from '../scripts/lib/chromium'
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
/**
 * Next's own floor, audited first in the same run: a heading and a line with Next's JavaScript and
 * nothing of ours (app/(framework-floor), which the bench's server lets through). A score above
 * it is out of the app's reach on this machine; each page's distance to it is recorded.
 */
const FLOOR = '/framework-floor/'
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const metrics = {
  'LCP ms': 'largest-contentful-paint',
  'TBT ms': 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const

// A fresh machine has no browser yet: Debian's, installed as the tests install it.
const browser = ensureChromium()
if (!browser.ok) throw new Error(browser.message)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
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

async function audit({ path, cookie }: Omit<Target, 'label' | 'aim'>) {
  const result = await lighthouse(new URL(path, baseUrl).toString(), {
    port: chrome.port,
    ...(cookie && { extraHeaders: { cookie } }),
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  })
  if (!result?.lhr) throw new Error(`no result for ${path}`)
  // A run Lighthouse could not measure (the page answered an error, never painted…) scores 0:
  // said, and left out of the medians rather than counted as a score.
  const failure = result.lhr.runtimeError
  if (failure) console.log(`  ${path}: a run failed, ${failure.code}: ${failure.message}`)
  return failure ? null : result.lhr
}

console.log(`lighthouse (mobile, median of ${runs}) at ${baseUrl}`)
console.log(
  'path'.padEnd(34),
  ...categories.map((c) => c.padStart(15)),
  ...Object.keys(metrics).map((m) => m.padStart(8)),
)
const figures: Figure[] = []
/** The medians of `runs` audits of a page, printed as a row of the table. */
async function auditRow({ label, ...page }: Omit<Target, 'aim'>) {
  const reports: NonNullable<Awaited<ReturnType<typeof audit>>>[] = []
  for (let run = 0; run < runs; run++) {
    const report = await audit(page)
    if (report) reports.push(report)
  }
  if (!reports.length) {
    console.log(label.padEnd(34), `every run failed: no figures`)
    return undefined
  }
  const score = (id: string) =>
    median(reports.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))
  const metric = (id: string) => median(reports.map((lhr) => lhr.audits[id]?.numericValue ?? 0))
  const measured = Object.entries(metrics).map(([name, id]) => [name, metric(id)] as const)
  console.log(
    label.padEnd(34),
    ...categories.map((c) => String(score(c)).padStart(15)),
    ...measured.map(([name, value]) => value.toFixed(name === 'CLS' ? 3 : 0).padStart(8)),
  )
  return { reports, score, metric }
}

/** The floor's score, TBT and LCP, or nothing from a server not started with the flag. */
async function auditFloor() {
  if ((await fetch(new URL(FLOOR, baseUrl))).status !== 200) {
    console.log(
      `(no floor: ${FLOOR} answers only on a server started with BENCH_FRAMEWORK_FLOOR=1)`,
    )
    return undefined
  }
  const floor = await auditRow({ label: `${FLOOR} (Next alone)`, path: FLOOR })
  if (!floor) return undefined
  const [score, tbt, lcp] = [
    floor.score('performance'),
    Math.round(floor.metric(metrics['TBT ms'])),
    Math.round(floor.metric(metrics['LCP ms'])),
  ]
  figures.push(
    { name: 'Next alone (floor) performance', value: score, unit: '', higher: true },
    { name: 'Next alone (floor) TBT', value: tbt, unit: 'ms', higher: false },
    { name: 'Next alone (floor) LCP', value: lcp, unit: 'ms', higher: false },
  )
  return { score, tbt, lcp }
}

try {
  const floor = await auditFloor()
  for (const page of targets) {
    const { label: path } = page
    const row = await auditRow(page)
    if (!row) continue
    const { reports, score, metric } = row
    if (floor) {
      figures.push({
        name: `${path} performance under the floor`,
        value: floor.score - score('performance'),
        unit: 'points',
        higher: false,
      })
    }
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
  if (floor) {
    console.log(
      `Next alone scores ${floor.score} here (TBT ${floor.tbt} ms, LCP ${floor.lcp} ms); every ` +
        'page loads the same JavaScript and more: an aim above that is out of reach on this machine.',
    )
  }
  recordFigures('lighthouse', figures)
} finally {
  await chrome.kill()
}
