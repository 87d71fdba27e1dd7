/**
 * Another instance of the app, as a second server would be: its own process, its own Redis
 * connections, on the REDIS_URL it was started with. It runs the shared stores' own modules (Next's
 * cache handler, the rate limits, the gateway's answers) on requests, one JSON line each on stdin,
 * and answers one JSON line each on stdout. Started by tests/int/support/instance-client.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import type { Payload } from 'payload'

import { gatewayCache } from '@/server/cache/response-cache'
import { createRateLimit } from '@/server/rate-limit'

import NextCacheHandler from '../../../src/server/cache/next-cache-handler.mjs'

export type InstanceRequest =
  | { op: 'next.get'; key: string; tags: string[] }
  | { op: 'next.expire'; tags: string[] }
  | { op: 'limit.consume'; name: string; key: string; limit: number; windowMs: number }
  | { op: 'answers.get'; responseId: string }

const nextCache = new NextCacheHandler({
  dev: false,
  serverDistDir: fs.mkdtempSync(path.join(os.tmpdir(), 'next-dist-')),
})
// With Redis, no store reads the Payload instance (only the Postgres one does).
const noPayload = undefined as unknown as Payload

async function answer(request: InstanceRequest): Promise<unknown> {
  switch (request.op) {
    case 'next.get': {
      const entry = await nextCache.get(request.key, {
        kind: 'FETCH',
        tags: request.tags,
        softTags: [],
      })
      return entry?.value ?? null
    }
    case 'next.expire':
      return nextCache.revalidateTag(request.tags)
    case 'limit.consume': {
      const { name, limit, windowMs } = request
      return createRateLimit({ name, limit, windowMs }).consume(noPayload, request.key)
    }
    case 'answers.get':
      return (await gatewayCache().get(request.responseId)) ?? null
  }
}

// One request at a time, answered in order.
let previous: Promise<void> = Promise.resolve()
const lines = readline.createInterface({ input: process.stdin })
lines.on('line', (line) => {
  previous = previous.then(() =>
    answer(JSON.parse(line) as InstanceRequest).then(
      (result) => void process.stdout.write(`${JSON.stringify({ result: result ?? null })}\n`),
      (error: Error) => void process.stdout.write(`${JSON.stringify({ error: error.message })}\n`),
    ),
  )
})
lines.on('close', () => process.exit(0))
process.stdout.write(`${JSON.stringify({ ready: true })}\n`)
