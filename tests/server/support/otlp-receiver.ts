import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One OTLP/HTTP JSON export (OTEL_EXPORTER_OTLP_PROTOCOL=http/json), the parts the tests read. */
export type TraceExport = {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] }
    scopeSpans?: { spans?: { name: string; traceId: string }[] }[]
  }[]
}

/**
 * A collector on a loopback port that keeps what is posted to /v1/traces, as an OpenTelemetry
 * collector would receive it; `endpoint` is what OTEL_EXPORTER_OTLP_ENDPOINT names.
 */
export async function startOtlpReceiver() {
  const exports: TraceExport[] = []
  const bodies: string[] = []
  let posts = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        posts += 1
        const body = Buffer.concat(chunks).toString()
        bodies.push(body)
        if (request.headers['content-type']?.includes('json')) exports.push(JSON.parse(body))
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const spans = () =>
    exports.flatMap((e) =>
      (e.resourceSpans ?? []).flatMap((r) => {
        const attributes = r.resource?.attributes ?? []
        const service = attributes.find((a) => a.key === 'service.name')?.value.stringValue
        return (r.scopeSpans ?? []).flatMap((s) =>
          (s.spans ?? []).map((span) => ({ ...span, service })),
        )
      }),
    )
  return {
    endpoint: `http://127.0.0.1:${port}`,
    posts: () => posts,
    /** Every export as it was posted: what a collector would store. */
    bodies: () => bodies.join('\n'),
    spans,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
