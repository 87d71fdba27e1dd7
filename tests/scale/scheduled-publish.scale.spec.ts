import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ServerClient, someAddress } from '../server/support/client'
import { signedInStaff } from '../server/support/staff'
import { startTopology, type Topology } from './support/topology'

/*
 * Issue 36 point 5: the worker expires what a scheduled publish made stale through the shared
 * store (Redis), not by calling the shop over HTTP. Two instances and the worker, no proxy: the
 * worker's SERVER_URL is an instance's, but nothing of the expiry goes there any more.
 */
let topology: Topology

beforeAll(async () => {
  topology = await startTopology({ instances: 2, worker: true, proxy: false, database: 'seeded' })
})
afterAll(async () => topology?.stop())

/** Polls `read` every 50 ms until it holds, for `ms` at most: whether it did. */
async function holdsWithin(ms: number, read: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await read()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

describe('point 5: a publish the worker runs is served by every instance', () => {
  it('serves a scheduled blog post’s new title on both instances within 2 s of the publish', async () => {
    const [a, b] = topology.instances
    const [post] = await topology.query<{ id: number; slug: string }>(
      `SELECT p.id, l.slug FROM blog_posts p
       JOIN blog_posts_locales l ON l._parent_id = p.id AND l._locale = 'fr'
       WHERE p._status = 'published' ORDER BY p.id LIMIT 1`,
    )
    expect(post).toBeDefined()
    const path = `/blog/${post!.slug}/`
    const title = `Publié par le worker ${Date.now()}`
    const readers = [a!, b!].map(({ url }) => new ServerClient(someAddress(), url))
    const shows = async (reader: ServerClient) => (await reader.fetch(path)).body.includes(title)
    // Both instances rendered the post: it is in the shared cache.
    for (const reader of readers) expect((await reader.fetch(path)).status).toBe(200)

    // The editor saves a draft and schedules its publish (the admin's schedule drawer queues
    // Payload's schedulePublish job so, with no user: the job publishes with full access).
    const staff = await signedInStaff(a!.url)
    const draft = await staff.fetch(`/api/blog-posts/${post!.id}/?draft=true&locale=fr`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    })
    expect(draft.status, draft.body).toBe(200)
    expect(await shows(readers[1]!)).toBe(false)
    const [job] = await topology.query<{ id: number }>(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until)
       VALUES ($1, 'schedulePublish', 'default', now()) RETURNING id`,
      [{ type: 'publish', doc: { relationTo: 'blog-posts', value: String(post!.id) } }],
    )

    // The worker works the default queue every 10 s.
    const ran = await holdsWithin(30_000, async () => {
      const [row] = await topology.query<{ done: boolean; error: unknown }>(
        'SELECT completed_at IS NOT NULL AS done, error FROM payload_jobs WHERE id = $1',
        [job!.id],
      )
      expect(row?.error ?? null).toBeNull()
      // Payload deletes a job once it succeeded (its default): gone is done.
      return row === undefined || row.done === true
    })
    expect(ran, topology.worker.output().slice(-3000)).toBe(true)
    // Since the worker wrote the publish (its hooks expire the caches after it).
    const [published] = await topology.query<{ at: Date; title: string }>(
      `SELECT p.updated_at AS at, l.title FROM blog_posts p
       JOIN blog_posts_locales l ON l._parent_id = p.id AND l._locale = 'fr' WHERE p.id = $1`,
      [post!.id],
    )
    expect(published!.title).toBe(title)
    const since = published!.at.getTime()
    const served = await Promise.all(
      readers.map((reader) => holdsWithin(2000 - (Date.now() - since), () => shows(reader))),
    )
    console.log(`Published by the worker: both instances served it within ${Date.now() - since} ms`)
    expect(served).toEqual([true, true])
    expect(topology.worker.output()).not.toMatch(/Could not expire/)
  })
})
