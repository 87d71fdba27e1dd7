/**
 * Issue 39's HTML floors, weighed in the same run as the pages: Next alone (/framework-floor/, a
 * heading and a line, served only when BENCH_FRAMEWORK_FLOOR is set) and the shop's chrome around
 * nothing (a made-up path's 404 page: header, footer, a line and a picture). A page's weight beyond
 * the chrome is its own content's; the aim leaves that content the aim minus the chrome.
 */
import type { Figure } from './figures'
import { HTML_AIM, kb, type PageWeight } from './page-weight'

export const FRAMEWORK_FLOOR = '/framework-floor/'
/** No page and no redirect of any store: the store's one cached 404 (docs/ARCHITECTURE.md). */
export const CHROME_FLOOR = '/plancher-de-mesure-sans-page/'

const both = (raw: number, gz: number) => `${kb(raw)} KB (${kb(gz)} gz)`

/** Lines that show each floor, and what the aim leaves the content of the pages over it. */
export function floorLines(floors: PageWeight[], pages: PageWeight[]): string[] {
  const [next, chrome] = [FRAMEWORK_FLOOR, CHROME_FLOOR].map((path) =>
    floors.find((floor) => floor.path === path),
  )
  const lines = ['HTML floors in this run:']
  if (next?.status === 200)
    lines.push(`  Next alone (${next.path}): ${both(next.html, next.htmlGzip)}`)
  if (!chrome) return lines
  lines.push(`  the chrome around a 404 (${chrome.status}): ${both(chrome.html, chrome.htmlGzip)}`)
  const left = {
    raw: HTML_AIM.rawKb * 1024 - chrome.html,
    gz: HTML_AIM.gzKb * 1024 - chrome.htmlGzip,
  }
  lines.push(`  the aim leaves a page's content ${both(left.raw, left.gz)}; over it:`)
  for (const page of pages) {
    const own = { raw: page.html - chrome.html, gz: page.htmlGzip - chrome.htmlGzip }
    if (own.raw > left.raw || own.gz > left.gz)
      lines.push(`    ${page.path.padEnd(32)} its content ${both(own.raw, own.gz)}`)
  }
  return lines
}

/** The floors as figures of the run (no aim: they say why a page's aim is or is not in reach). */
export function floorFigures(floors: PageWeight[]): Figure[] {
  return floors
    .filter((floor) => floor.path === CHROME_FLOOR || floor.status === 200)
    .flatMap((floor) => {
      const name =
        floor.path === FRAMEWORK_FLOOR ? 'HTML floor: Next alone' : 'HTML floor: chrome (404)'
      return [
        { name, value: Number(kb(floor.html)), unit: 'KB', higher: false },
        { name: `${name} gz`, value: Number(kb(floor.htmlGzip)), unit: 'KB', higher: false },
      ]
    })
}
