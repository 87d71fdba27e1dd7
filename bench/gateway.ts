/**
 * Latency (p50, p95) and throughput of productList and search_v1 over HTTP, answered from the
 * cache and computed (x-bypass-cache), against a database of at least 10,000 products.
 * Usage: npm run build && tsx bench/gateway.ts   (starts its own server on a throw-away database)
 */
import { createThrowawayDatabase } from '../scripts/lib/throwaway-database'
import { percentile, startApp } from './lib/app-server'
import { cloneProducts } from './lib/clone-products'
import { type Figure, recordFigures } from './lib/figures'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const endpoint = `http://localhost:${PORT}/api/gateway/`
const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }
const LIST = `query L($userData: UserDataInput!, $paging: PagingInput) {
  productList(userData: $userData, paging: $paging) {
    products { id title path image { url } variations { id price { value } } }
    paging { totalItems } errors { code }
  }
}`
const SEARCH = `query S($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    body { count groups { groupType items { __typename } } } errors { code }
  }
}`
const terms = ['lumiere', 'lumeire', 'creperie', 'spa zen', 'bistro', 'karting', 'noel', 'cave']

const database = await createThrowawayDatabase('test_bench')
const server = startApp(PORT, database.url)

async function post(query: string, variables: object, bypass: boolean): Promise<number> {
  const started = performance.now()
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bypass ? { 'x-bypass-cache': '1' } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { errors?: unknown }
  if (!response.ok || body.errors) throw new Error(JSON.stringify(body).slice(0, 300))
  return performance.now() - started
}

const figures: Figure[] = []

async function measure(name: string, count: number, request: (i: number) => Promise<number>) {
  for (let i = 0; i < 20; i++) await request(i) // warm-up: JIT, connections, first cache fill
  const started = performance.now()
  const times: number[] = []
  for (let i = 0; i < count; i++) times.push(await request(i))
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  figures.push(
    {
      name: `${name} p95`,
      value: Number(percentile(times, 95).toFixed(1)),
      unit: 'ms',
      higher: false,
    },
    { name: `${name} rate`, value: Math.round(count / seconds), unit: 'req/s', higher: true },
  )
  console.log(
    name.padEnd(28),
    percentile(times, 50).toFixed(1).padStart(8),
    percentile(times, 95).toFixed(1).padStart(8),
    (count / seconds).toFixed(0).padStart(10),
  )
}

try {
  await server.ready()
  const total = await cloneProducts(database.url, 48)
  console.log(`gateway bench: ${total} products, sequential requests over HTTP to next start`)
  console.log(
    'operation'.padEnd(28),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'req/s'.padStart(10),
  )
  // The server's own floor, for scale: a route handler that answers a few bytes (GeoIP lookup).
  await measure('floor: GET /api/ip/', 500, async () => {
    const started = performance.now()
    const response = await fetch(`http://localhost:${PORT}/api/ip/`)
    await response.json()
    return performance.now() - started
  })
  const page = (i: number) => ({ userData, paging: { pageNumber: (i % 50) + 1 } })
  const text = (i: number) => ({ userData, inputText: terms[i % terms.length] })
  await measure('productList cached', 500, (i) => post(LIST, page(i % 5), false))
  await measure('productList uncached', 200, (i) => post(LIST, page(i), true))
  await measure('search_v1 cached', 500, (i) => post(SEARCH, text(i), false))
  await measure('search_v1 uncached', 200, (i) => post(SEARCH, text(i), true))
  recordFigures('gateway', figures)
} finally {
  await server.stop()
  await database.drop()
}
