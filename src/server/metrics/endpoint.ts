import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { logger } from '../logger'
import { metrics } from './registry'
import { methodOf, routeOf } from './route'

export const METRICS_PATH = '/metrics'

/** METRICS_PORT, or undefined when unset; anything but a port number stops the start. */
export function metricsPort(value = process.env.METRICS_PORT): number | undefined {
  const setting = value?.trim()
  if (!setting) return undefined
  const port = Number(setting)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`METRICS_PORT must be a port number, not "${setting}"`)
  }
  return port
}

/**
 * With METRICS_PORT set, serves this process's metrics on that port (GET /metrics, Prometheus's
 * text format) and, given the web server, times each of its requests. A port of its own rather
 * than a path of the shop: only the shop's port is published behind the load balancer, so the
 * figures are never public and no token has to be kept. Unset: nothing listens, nothing is timed.
 * Answers the listener.
 */
export function serveMetrics(web?: Server): Server | undefined {
  const log = logger()
  let port: number | undefined
  try {
    port = metricsPort()
  } catch (error) {
    log.fatal((error as Error).message)
    process.exit(1)
  }
  if (port === undefined) return undefined
  const { registry, httpRequests } = metrics()

  // First among the listeners: the time includes Next's own handling from its start.
  web?.prependListener('request', (request, response) => {
    const done = httpRequests.startTimer()
    // 'close' comes for answered and abandoned requests alike.
    response.once('close', () =>
      done({
        method: methodOf(request),
        route: routeOf(request),
        status: String(response.statusCode),
      }),
    )
  })

  const listener = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end()
      return
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) => {
        log.error({ err: error }, 'Metrics scrape failed')
        response.writeHead(500).end()
      },
    )
  })
  // Asked for and not served is a setting to fix (the port taken), not a process to run blind.
  listener.once('error', (error) => {
    log.fatal(`Metrics: cannot listen on port ${port}: ${error.message}`)
    process.exit(1)
  })
  // The server or the worker decides when the process ends, not this listener.
  return listener
    .listen(port, () => {
      const { port: bound } = listener.address() as AddressInfo
      log.info(`Metrics on port ${bound}${METRICS_PATH}`)
    })
    .unref()
}
