import http from 'node:http'

import { serverUrl } from './client'

export type HostAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A request to the test server (or `server`) under another host name: Node does not resolve *.localhost
 * (STACK.md trap 15), so it goes to 127.0.0.1 with that Host header, as a browser's would.
 */
export function requestAs(
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  server = serverUrl,
): Promise<HostAnswer> {
  const { port } = new URL(server)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host: `${host}:${port}` },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      },
    )
    request.on('error', reject)
    request.end(init.body)
  })
}

/**
 * A host's sitemap as one text: its index (/sitemap.xml) and every file the index lists, each
 * answered 200 on that host.
 */
export async function sitemapAs(host: string): Promise<{ index: string; files: string }> {
  const index = await requestAs(host, '/sitemap.xml')
  if (index.status !== 200) throw new Error(`${host}/sitemap.xml answered ${index.status}`)
  const locations = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!)
  const files = await Promise.all(
    locations.map(async (url) => {
      const answer = await requestAs(host, new URL(url).pathname)
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`)
      return answer.body
    }),
  )
  return { index: index.body, files: files.join('\n') }
}
