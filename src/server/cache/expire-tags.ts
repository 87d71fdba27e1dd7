import { revalidateTag } from 'next/cache'

import { serverEnv } from '../env'
import { logger } from '../logger'
import { derivedSecret } from '../secrets'

/** The secret between the app and its own /api/revalidate/ route. */
export const revalidateSecret = (): string => derivedSecret('revalidate')

/** Expires Next's cached reads carrying these tags, now; only inside a request of the app. */
export function expireTagsHere(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

/**
 * Expires Next's cached reads by tag. Inside a request (admin saves) Next does it directly;
 * outside one (a scheduled publish run by the jobs queue) Next refuses, so the app asks its own
 * route to.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  try {
    expireTagsHere(tags)
  } catch {
    const response = await fetch(new URL('/api/revalidate/', serverEnv().SERVER_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret() },
      body: JSON.stringify({ tags }),
    }).catch((error: unknown) => error as Error)
    if (response instanceof Error || !response.ok) {
      logger().warn(`Could not expire ${tags.join(', ')}: the server did not answer`)
    }
  }
}
