import type { Payload } from 'payload'

import { logger } from '../logger'

/** The queues this process works (Payload's autoRun), and the pool to read their jobs with. */
export type JobQueues = { pool: Payload['db']['pool']; names: string[] }

export type QueueFigures = { queue: string; due: number; oldestSeconds: number; failed: number }

// Payload's jobs table, in one statement: jobs due now and not done (a job waiting for a later
// time is no backlog), how long the oldest of them has been due, and those that failed for good.
// Queue names come from the config: the LIMIT only guards the label set.
const QUEUES_SQL = `
  SELECT queue,
    count(*) FILTER (WHERE due)::int AS due,
    coalesce(extract(epoch FROM now() - min(since) FILTER (WHERE due)), 0)::float8 AS "oldestSeconds",
    count(*) FILTER (WHERE has_error)::int AS failed
  FROM (
    SELECT coalesce(queue, 'default') AS queue, has_error,
      coalesce(wait_until, created_at) AS since,
      NOT has_error AND (wait_until IS NULL OR wait_until <= now()) AS due
    FROM payload_jobs WHERE completed_at IS NULL
  ) AS jobs
  GROUP BY queue ORDER BY queue LIMIT 50`

/** The queues' figures, from one query however many gauges ask in the same scrape. */
export function jobQueueReader(source: () => JobQueues | undefined): () => Promise<QueueFigures[]> {
  const read = async (): Promise<QueueFigures[]> => {
    const queues = source()
    if (!queues) return []
    try {
      const { rows } = await queues.pool.query<QueueFigures>(QUEUES_SQL)
      // A worked queue with nothing in it reads 0 rather than vanishing from the graphs.
      const empty = queues.names
        .filter((name) => !rows.some((row) => row.queue === name))
        .map((queue) => ({ queue, due: 0, oldestSeconds: 0, failed: 0 }))
      return [...rows, ...empty]
    } catch (error) {
      // The database down: the other metrics are still worth a scrape.
      logger().warn({ err: error }, 'Metrics: the job queues could not be read')
      return []
    }
  }
  let reading: Promise<QueueFigures[]> | undefined
  return () =>
    (reading ??= read().finally(() => {
      reading = undefined
    }))
}

/** The queue names a Payload config works on a schedule. */
export const workedQueues = (payload: Payload): string[] => {
  const autoRun = payload.config.jobs?.autoRun
  return Array.isArray(autoRun) ? [...new Set(autoRun.map((run) => run.queue ?? 'default'))] : []
}
