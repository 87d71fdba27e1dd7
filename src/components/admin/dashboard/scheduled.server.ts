import 'server-only'

import type { Payload } from 'payload'

export type ScheduledPublish = { type: 'publish' | 'unpublish'; at: string; locale: string | null }

type JobInput = {
  type?: 'publish' | 'unpublish'
  locale?: string
  doc?: { relationTo: string; value: string | number }
}

/** Publishes read at most: the next ones first, far more than the dashboard shows. */
const JOBS_READ_LIMIT = 200

/** The key of a document in the map below. */
export const docKey = (collection: string, id: number | string) => `${collection}:${id}`

/**
 * Publishes Payload has queued and not yet run (its schedulePublish jobs), by document, soonest
 * first. Jobs are no staff's to read: the caller keeps those of the pages the user may read.
 */
export async function scheduledPublishes(
  payload: Payload,
): Promise<Map<string, ScheduledPublish[]>> {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }],
    },
    sort: 'waitUntil',
    limit: JOBS_READ_LIMIT,
    depth: 0,
  })
  const byDoc = new Map<string, ScheduledPublish[]>()
  for (const job of jobs.docs) {
    const input = job.input as JobInput | null
    if (!input?.doc || !job.waitUntil) continue
    const key = docKey(input.doc.relationTo, input.doc.value)
    const entry = { type: input.type ?? 'publish', at: job.waitUntil, locale: input.locale ?? null }
    byDoc.set(key, [...(byDoc.get(key) ?? []), entry])
  }
  return byDoc
}

/** The next `limit` publishes of these pages, soonest first, each with its page. */
export function upcomingPublishes<P extends { scheduled: ScheduledPublish[] }>(
  pages: readonly P[],
  limit: number,
): { page: P; publish: ScheduledPublish }[] {
  return pages
    .flatMap((page) => page.scheduled.map((publish) => ({ page, publish })))
    .sort((a, b) => a.publish.at.localeCompare(b.publish.at))
    .slice(0, limit)
}
