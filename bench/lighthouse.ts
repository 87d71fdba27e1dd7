/**
 * Lighthouse (mobile preset) scores of storefront pages, in Debian's Chromium.
 * Usage: tsx bench/lighthouse.ts [baseUrl] [path …]   (a running `npm start`, default :3000)
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2)
const paths = argPaths.length ? argPaths : ['/', '/nl/']
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

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

console.log(`lighthouse (mobile) at ${baseUrl}`)
console.log(
  'path'.padEnd(24),
  ...categories.map((c) => c.padStart(15)),
  'LCP ms'.padStart(8),
  'TBT ms'.padStart(8),
  'CLS'.padStart(6),
)
try {
  for (const path of paths) {
    const result = await lighthouse(new URL(path, baseUrl).toString(), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`no result for ${path}`)
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100))
    const metric = (id: string) => String(Math.round(lhr.audits[id]?.numericValue ?? 0))
    console.log(
      path.padEnd(24),
      ...categories.map((c) => score(c).padStart(15)),
      metric('largest-contentful-paint').padStart(8),
      metric('total-blocking-time').padStart(8),
      (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(6),
    )
    const failing = categories.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id),
    )
    if (failing.length) console.log('  to improve:', failing.join(', '))
  }
} finally {
  await chrome.kill()
}
