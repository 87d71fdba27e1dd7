/**
 * Runs the play function of every story of a built Storybook in Debian's Chromium and lists the
 * stories whose render or play failed (exit 1 when any did).
 * Usage: npm run build-storybook && tsx scripts/storybook-play.ts [storybook-static] [id filter]
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumPath } from './lib/chromium'

const [dir = 'storybook-static', filter = ''] = process.argv.slice(2)
const PORT = Number(process.env.STORYBOOK_PLAY_PORT ?? 6116)
const STORY_TIMEOUT_MS = 30_000

type IndexEntry = { id: string; type: string }
const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>
}
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.id.includes(filter))
  .map((entry) => entry.id)

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
}

const server = http
  .createServer((request, response) => {
    const file = path.join(
      dir,
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
    )
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file
    fs.readFile(target, (error, body) => {
      if (error) return response.writeHead(404).end()
      const type = types[path.extname(target)] ?? 'application/octet-stream'
      response.writeHead(200, { 'content-type': type }).end(body)
    })
  })
  .listen(PORT)

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (e?: Error) => void) => void }
    __storyOutcome?: Promise<string>
  }
}

/** Listens to Storybook's channel before the story loads: rendered (play done) or why not. */
function listenForOutcome() {
  window.__storyOutcome = new Promise((resolve) => {
    const timer = setInterval(() => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__
      if (!channel) return
      clearInterval(timer)
      channel.on('storyRendered', () => resolve('ok'))
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        channel.on(event, (error) => resolve(`${event}: ${error?.message ?? 'no message'}`))
      }
    }, 1)
  })
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] })
const failures: string[] = []
for (const id of ids) {
  const page = await browser.newPage()
  await page.addInitScript(listenForOutcome)
  await page.goto(`http://localhost:${PORT}/iframe.html?id=${id}&viewMode=story`)
  const outcome = await Promise.race([
    page.evaluate(() => window.__storyOutcome),
    new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), STORY_TIMEOUT_MS)),
  ])
  if (outcome !== 'ok') {
    failures.push(id)
    console.log(`✘ ${id}: ${(outcome ?? '').split('\n')[0]}`)
  }
  await page.close()
}
console.log(`${ids.length - failures.length} of ${ids.length} stories rendered and played`)
await browser.close()
server.close()
process.exit(failures.length > 0 ? 1 : 0)
