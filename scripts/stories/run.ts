/**
 * The storybook step of the tests: builds Storybook, runs every story's play function, then
 * compares each block story at 375 and 1280 px with its baseline (stories/baselines/), the
 * differences in test-results/stories/.
 * Usage: tsx scripts/stories/run.ts [--update] [--no-build] [story id filter]
 *   --update    writes the block stories' baselines and the block-picker thumbnails (no plays)
 *   --no-build  takes storybook-static as it is
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumPath } from '../lib/chromium'
import { buildStorybook } from './build'
import { isBlockStory, readStories, resultsDir, staticDir, thumbnailStories } from './catalogue'
import { storiesFontconfig } from './fonts'
import { runPlays } from './play'
import { serveStatic } from './serve'
import { writeThumbnails } from './thumbnails'
import { checkVisuals } from './visual'

const args = process.argv.slice(2)
const update = args.includes('--update')
const filter = args.find((arg) => !arg.startsWith('--')) ?? ''

const startedAt = Date.now()
const seconds = () => `${Math.round((Date.now() - startedAt) / 1000)} s`
if (!args.includes('--no-build')) {
  if (!buildStorybook()) process.exit(1)
  console.log(`storybook build: ${seconds()}`)
}
// A designer looks at this run's differences only.
for (const file of fs.existsSync(resultsDir) ? fs.readdirSync(resultsDir) : []) {
  if (file.endsWith('.png')) fs.rmSync(path.join(resultsDir, file))
}

const all = readStories()
const stories = all.filter((story) => story.id.includes(filter))
const server = await serveStatic(staticDir)
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox'],
  env: { ...process.env, FONTCONFIG_FILE: storiesFontconfig() },
})
// Storybook's test-runner mode, told by the user agent: after each play it stills the animations
// rather than waiting for them to end (a tenth of a second and more per story).
const probe = await browser.newPage()
const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`
await probe.close()
const context = await browser.newContext({ deviceScaleFactor: 1, userAgent })
// Only the built Storybook answers: a story asking the network (a video player) fails the same
// way on every run.
await context.route(
  (url) => url.origin !== server.origin,
  (route) => route.abort(),
)

let failed = 0
try {
  const blocks = stories.filter(isBlockStory)
  // The visual check renders the block stories, plays included, at both widths.
  const others = stories.filter((story) => !isBlockStory(story))
  if (!update) failed += (await runPlays(context, server.origin, others)).length
  const visual = await checkVisuals(context, server.origin, blocks, update)
  failed += visual.failures.length
  if (update) {
    const written = await writeThumbnails(thumbnailStories(all), visual.desktop)
    console.log(`thumbnails: ${written} written`)
  }
} finally {
  await browser.close()
  await server.close()
}
console.log(`stories: ${failed ? `${failed} failed` : 'all passed'} in ${seconds()}`)
process.exit(failed ? 1 : 0)
