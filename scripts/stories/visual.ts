import fs from 'node:fs'
import path from 'node:path'

import type { BrowserContext, Page } from '@playwright/test'

import { baselinesDir, resultsDir, type Story, WIDTHS } from './catalogue'
import { compareImages } from './compare'
import { STORY_TIMEOUT_MS } from './play'
import { openPreview, renderStory } from './preview'
import { systemFontsIn } from './system-fonts'

/** More than this share of differing pixels (in %) fails the check. */
const MAX_DIFF_PERCENT = 0.1
/** The viewports' heights of .storybook/preview.ts: the page is captured whole anyway. */
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 375: 812, 1280: 800 }

export const baselinePath = (id: string, width: number) =>
  path.join(baselinesDir, `${id}-${width}.png`)

/** The rendered story as a whole page, once nothing can still move or load. */
async function capture(page: Page): Promise<Buffer> {
  await page.evaluate(async () => {
    // Lazy images below the fold would start loading during the full-page capture.
    for (const image of document.images) image.loading = 'eager'
    // A video's poster is no document image: the same decode tells it has arrived.
    const posters = [...document.querySelectorAll('video')].map((video) => {
      const poster = new Image()
      poster.src = video.poster
      return poster
    })
    const images = [...document.images, ...posters].filter((image) => image.src)
    await Promise.all(images.map((image) => image.decode().catch(() => null)))
    // Sprites (<use href="/hand.svg#palm">) load apart from the images: fetched again here, from
    // the cache once the page's own request has ended, then a frame drawn with them.
    const sprites = [...document.querySelectorAll('use')].map((use) => use.href.baseVal)
    const files = new Set(
      sprites.filter((href) => !href.startsWith('#')).map((href) => href.split('#')[0]!),
    )
    await Promise.all([...files].map((file) => fetch(file).catch(() => null)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await document.fonts.ready
    // Chromium draws its own player controls, with a loading spinner that shows or not depending
    // on timing (1 capture in 4 at 375 px): the poster, frame and title are ours to check.
    for (const video of document.querySelectorAll('video')) video.controls = false
    // Whether a play's focus shows its ring (on an embedded player) changed from run to run.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    window.scrollTo(0, 0)
  })
  return page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // An embedded player is another site's page (refused here, as any request off Storybook).
    mask: [page.locator('iframe')],
  })
}

/** Compares a capture with its baseline; a line saying how it differs, or null. */
function check(story: Story, width: number, actual: Buffer): string | null {
  const name = `${story.id}-${width}`
  const baseline = baselinePath(story.id, width)
  if (!fs.existsSync(baseline)) {
    fs.writeFileSync(path.join(resultsDir, `${name}-actual.png`), actual)
    return `${story.id} at ${width} px: no baseline (npm run stories:baselines)`
  }
  const expected = fs.readFileSync(baseline)
  // Chromium encodes the same pixels to the same bytes: most captures need no decoding.
  if (expected.equals(actual)) return null
  const { percent, diff, sizes } = compareImages(expected, actual)
  if (percent <= MAX_DIFF_PERCENT && !sizes) return null
  fs.writeFileSync(path.join(resultsDir, `${name}-actual.png`), actual)
  fs.writeFileSync(path.join(resultsDir, `${name}-diff.png`), diff())
  return `${story.id} at ${width} px: ${percent.toFixed(2)} % of pixels differ${sizes ? `, size ${sizes}` : ''}`
}

/**
 * Captures each block story at 375 and 1280 px: compared with stories/baselines, or written
 * there with `update`. Returns the failures and the 1280 px captures (for the thumbnails).
 */
export async function checkVisuals(
  context: BrowserContext,
  origin: string,
  stories: Story[],
  update: boolean,
): Promise<{ failures: string[]; desktop: Map<string, Buffer> }> {
  fs.mkdirSync(update ? baselinesDir : resultsDir, { recursive: true })
  const startedAt = Date.now()
  const failures: string[] = []
  const desktop = new Map<string, Buffer>()
  const report = (failure: string) => {
    failures.push(failure)
    console.log(`✘ ${failure}`)
  }
  for (const width of WIDTHS) {
    // A fresh page per width: stories mount at the width, and none renders twice in a row
    // (Storybook would keep the first render).
    const open = async () => {
      const page = await openPreview(context, origin)
      await page.setViewportSize({ width, height: HEIGHTS[width] })
      // Not for the plays: a modal that fades in is not visible yet when a play looks for it.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      return page
    }
    let page = await open()
    for (const story of stories) {
      const problem = await renderStory(page, story.id, STORY_TIMEOUT_MS)
      if (problem) {
        report(`${story.id} at ${width} px: did not render (${problem})`)
        await page.close()
        page = await open()
        continue
      }
      const actual = await capture(page)
      const systemFonts = await systemFontsIn(page)
      if (systemFonts.length) {
        report(
          `${story.id} at ${width} px: text drawn in a system font (${systemFonts.join(', ')})`,
        )
        continue
      }
      if (width === 1280) desktop.set(story.id, actual)
      if (update) fs.writeFileSync(baselinePath(story.id, width), actual)
      const failure = update ? null : check(story, width, actual)
      if (failure) report(failure)
    }
    await page.close()
  }
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  const where = failures.length
    ? ` (actual and diff images: ${path.relative('.', resultsDir)}/)`
    : ''
  console.log(
    `visual: ${stories.length} block stories at ${WIDTHS.join(' and ')} px, ` +
      `${update ? 'baselines written' : `${failures.length} failed`} in ${seconds} s${where}`,
  )
  return { failures, desktop }
}
