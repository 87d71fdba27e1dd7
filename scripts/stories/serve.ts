import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.html': 'text/html',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
}

export type StaticServer = { origin: string; close: () => Promise<void> }

/** Serves a built Storybook on a free port of localhost (no port to agree on between runs). */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = path.join(dir, path.normalize(pathname))
    const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file
    fs.readFile(target, (error, body) => {
      if (error) return response.writeHead(404).end()
      const type = types[path.extname(target)] ?? 'application/octet-stream'
      response.writeHead(200, { 'content-type': type }).end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
