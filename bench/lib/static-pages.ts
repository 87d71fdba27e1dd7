/**
 * The static side of bench/pages.ts, in a process of its own (the load generator's event loop must
 * not slow it): answers each captured page's bytes with its headers, from memory.
 * Usage: tsx bench/lib/static-pages.ts <pages.json> <port>   (prints `listening <port>` when ready)
 *
 * node:http rather than sirv or serve-handler: those stat a file and compute their own ETag and
 * headers on each request, whereas the figure wanted is the least a Node server does to answer the
 * same bytes, so that the ratio measures what Next adds.
 */
import fs from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A page as the app answered it: its headers (hop-by-hop ones left out) and raw body. */
export type CapturedPage = { headers: Record<string, string | string[]>; body: string }

const [file, port = '0'] = process.argv.slice(2)
const captured = JSON.parse(fs.readFileSync(file!, 'utf8')) as Record<string, CapturedPage>
const pages = new Map(
  Object.entries(captured).map(([path, page]) => {
    const body = Buffer.from(page.body, 'base64')
    return [path, { headers: { ...page.headers, 'content-length': body.length }, body }]
  }),
)

const server = createServer((request, response) => {
  const page = pages.get(request.url ?? '')
  if (!page) return void response.writeHead(404).end()
  response.writeHead(200, page.headers).end(page.body)
})
server.listen(Number(port), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`)
})
