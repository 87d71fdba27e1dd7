/**
 * Cached pages in the deployed topology, per host (issue 39 points 3 and 6): one app serves the
 * French and the Belgian store's home; in front, the load balancer of deploy/nginx.conf (compose's
 * and the scale group's, with its 1 s micro-cache); beside, nginx answering the same bytes from
 * files. Per host, in one run: the app alone / static (aim ≥ 0.5) and through the micro-cache /
 * static (aim ≥ 0.9); and each host's page, read again through the cache after the load, is still
 * its own store's (the page cache is not mixed between hosts).
 * Usage: npm run build && npm run bench:hosts   (its own server, database and nginx)
 *   BENCH_DURATION (20 s per measurement, after 3 s of warm-up), BENCH_ENCODING
 */
import { createThrowawayDatabase } from '../scripts/lib/throwaway-database'
import { nginxProxy } from '../tests/scale/support/nginx'
import { freePort } from '../tests/scale/support/topology'
import { startApp } from './lib/app-server'
import { recordFigures } from './lib/figures'
import { nginxStatic } from './lib/nginx-static'
import { capture, loadAverage, measure } from './lib/page-load'

const port = await freePort()
// The seeded stores' development hosts, and the language each one's home is written in.
const HOSTS = [
  { code: 'CBFR', host: `cartecadeau.localhost:${port}`, lang: 'fr-FR' },
  { code: 'CBBE', host: `cadeaubon-be.localhost:${port}`, lang: 'nl-BE' },
]
const langOf = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]

const database = await createThrowawayDatabase('test_benchhosts')
const server = startApp(port, database.url)
const stops: (() => Promise<void>)[] = []
let mixed = false
try {
  await server.ready()
  const app = `http://127.0.0.1:${port}`
  const pages = await Promise.all(HOSTS.map(({ host }) => capture(`${app}/`, host)))
  HOSTS.forEach(({ code, lang }, index) => {
    if (langOf(pages[index]!.text) !== lang) throw new Error(`${code}'s home is not in ${lang}`)
  })
  const statics = await nginxStatic(
    await freePort(),
    Object.fromEntries(HOSTS.map(({ code }, index) => [`/${code}`, pages[index]!])),
  )
  stops.push(statics.stop)
  const proxyPort = await freePort()
  const proxy = nginxProxy(proxyPort, [port, port])
  await proxy.start()
  stops.push(proxy.stop)
  const front = `http://127.0.0.1:${proxyPort}`

  console.log(`load average at start: ${loadAverage()}`)
  const columns = ['sent bytes', 'static', 'app', 'app ratio', 'cached', 'cached ratio']
  console.log('host (home, req/s)'.padEnd(32), ...columns.map((name) => name.padStart(12)))
  for (const [index, { code, host, lang }] of HOSTS.entries()) {
    const plain = await measure(`${statics.origin}/${code}`)
    const alone = await measure(`${app}/`, server.group, { host })
    const cached = await measure(`${front}/`, undefined, { host })
    const again = await capture(`${front}/`, host)
    const own = langOf(again.text) === lang && again.headers['x-micro-cache'] === 'HIT'
    if (!own) mixed = true
    const cells = [
      pages[index]!.sent,
      plain.rate.toFixed(0),
      alone.rate.toFixed(0),
      (alone.rate / plain.rate).toFixed(2),
      cached.rate.toFixed(0),
      (cached.rate / plain.rate).toFixed(2),
    ]
    console.log(`${code} ${host}`.padEnd(32), ...cells.map((cell) => String(cell).padStart(12)))
    console.log(
      `  after the load, through the cache: ${langOf(again.text)}, ${again.headers['x-micro-cache']}` +
        ` (${own ? 'its own store' : `NOT ${code}'s page`})`,
    )
    recordFigures('hosts', [
      { name: `${code} home static`, value: Math.round(plain.rate), unit: 'req/s', higher: true },
      {
        name: `${code} home app / static`,
        value: Number((alone.rate / plain.rate).toFixed(3)),
        unit: '×',
        higher: true,
        aim: '≥ 0.5',
      },
      {
        name: `${code} home micro-cache / static`,
        value: Number((cached.rate / plain.rate).toFixed(3)),
        unit: '×',
        higher: true,
        aim: '≥ 0.9',
      },
    ])
  }
  console.log(`load average at end: ${loadAverage()}`)
} finally {
  for (const stop of stops.reverse()) await stop()
  await server.stop()
  await database.drop()
}
if (mixed) {
  console.error('A host was answered another store’s page')
  process.exitCode = 1
}
