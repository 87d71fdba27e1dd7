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
