import type { BrowserContext } from '@playwright/test'

import type { Story } from './catalogue'
import { openPreview, renderStory } from './preview'

/** Generous: a busy 2-core machine runs a play typing a whole checkout form in a few seconds. */
export const STORY_TIMEOUT_MS = 60_000
const PROGRESS_EVERY = 50

/**
 * Renders every story and runs its play function in one preview page; the ids of those that
 * failed. After a failure the page is opened again, so what one story left behind (a story still
 * playing, a half-closed modal) cannot fail the next.
 */
export async function runPlays(
  context: BrowserContext,
  origin: string,
  stories: Story[],
): Promise<string[]> {
  const startedAt = Date.now()
  const failures: string[] = []
  let page = await openPreview(context, origin)
  for (const [index, story] of stories.entries()) {
    const problem = await renderStory(page, story.id, STORY_TIMEOUT_MS)
    if (problem) {
      failures.push(story.id)
      console.log(`✘ ${story.id}: ${problem}`)
      await page.close()
      page = await openPreview(context, origin)
    }
    if ((index + 1) % PROGRESS_EVERY === 0) console.log(`  … ${index + 1} of ${stories.length}`)
  }
  await page.close()
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  console.log(
    `plays: ${stories.length - failures.length} of ${stories.length} passed in ${seconds} s`,
  )
  return failures
}
