import { after } from 'next/server'

import { cacheBus } from './bus'
import type { Change } from './changes'
import { expireTags } from './expire-tags'
import { invalidateGatewayCache } from './response-cache'

/**
 * How long a render may take (its reads to its store): a render begun before the write's commit
 * has stored its page by then, and the last drop removes it. Slower renders are overload, where a
 * visitor sees the old page until the next change of that document.
 */
const RENDER_SETTLE_MS = 10_000

async function drop(change: Change, pages: boolean): Promise<void> {
  await cacheBus().publish({ tags: change.tags })
  if (change.entities.length > 0) await invalidateGatewayCache(change.entities)
  if (pages) await expireTags(change.tags)
}

/**
 * Drops what a change made stale, in every cache at once: the memo's entries on every instance
 * (through the bus) and the gateway's answers always; Next's cached reads when `pages` is true.
 * Collection hooks pass false for a draft no visitor saw, and when the writer asked for no
 * revalidation (seeding, tests: outside the app, Next has no cache and no server to ask).
 *
 * Hooks run inside the writer's transaction: a visitor's read between this drop and the commit
 * would cache what is being replaced, until the next change. In a request the drop is done
 * again once the response is sent, when the write is committed, and once more when a render
 * begun before the commit has been stored (RENDER_SETTLE_MS): its old page goes too.
 */
export async function invalidate(change: Change, { pages }: { pages: boolean }): Promise<void> {
  await drop(change, pages)
  try {
    after(async () => {
      await drop(change, pages)
      await new Promise((settled) => setTimeout(settled, RENDER_SETTLE_MS).unref())
      await drop(change, pages)
    })
  } catch {
    // Outside a request (the worker's jobs, scripts) there is no response to wait for.
  }
}
