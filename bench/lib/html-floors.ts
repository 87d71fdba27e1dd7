/**
 * Issue 39's HTML floors, and the JavaScript of ours they load, weighed in the same run as the
 * pages: Next alone (/framework-floor/, a heading and a line, served only when
 * BENCH_FRAMEWORK_FLOOR is set) and the shop's chrome around almost nothing (the store's 404 page:
 * header, footer, a picture and three lines). A page's weight beyond the chrome is its own
 * content's; the aim leaves that content the aim minus the chrome.
 */
import type { Figure } from './figures'
import { HTML_AIM, kb, measurePage, type PageWeight } from './page-weight'

export const FRAMEWORK_FLOOR = '/framework-floor/'
/** No page and no redirect of any store: the store's one cached 404 (docs/ARCHITECTURE.md). */
const NOT_FOUND = '/plancher-de-mesure-sans-page/'

/** A floor's document, raw and gzipped, and the JavaScript of ours it loads (gzipped). */
type Floor = { name: string; raw: number; gz: number; ours: number }

/** Next alone (if served) and the chrome around the 404 page, raw and gzipped. */
export async function measureFloors(
  baseUrl: string,
  sources: Map<string, Set<string>>,
): Promise<Floor[]> {
  const [next, notFound] = await Promise.all(
    [FRAMEWORK_FLOOR, NOT_FOUND].map((path) => measurePage(baseUrl, path, sources)),
  )
  const floor = (name: string, page: PageWeight) => ({
    name,
    raw: page.html,
    gz: page.htmlGzip,
    ours: page.ours,
  })
  return [...(next!.status === 200 ? [floor('Next', next!)] : []), floor('chrome', notFound!)]
}

const both = (raw: number, gzip: number) => `${kb(raw)} KB (${kb(gzip)} gz)`

/** Lines that show each floor, and what the aim leaves the content of the pages over it. */
export function floorLines(floors: Floor[], pages: PageWeight[]): string[] {
  const lines = ['HTML floors in this run:']
  const next = floors.find((floor) => floor.name === 'Next')
  if (next) lines.push(`  Next alone (${FRAMEWORK_FLOOR}): ${both(next.raw, next.gz)}`)
  const chrome = floors.find((floor) => floor.name === 'chrome')!
  lines.push(
    `  the chrome around the 404 page: ${both(chrome.raw, chrome.gz)}, ` +
      `loading ${kb(chrome.ours)} KB gz of our JavaScript (the chrome's islands, and the ` +
      `islands of the content route that renders it, as every CMS page)`,
  )
  const left = { raw: HTML_AIM.rawKb * 1024 - chrome.raw, gz: HTML_AIM.gzKb * 1024 - chrome.gz }
  lines.push(`  the aim leaves a page's content ${both(left.raw, left.gz)}; over it:`)
  for (const page of pages) {
    const own = { raw: page.html - chrome.raw, gz: page.htmlGzip - chrome.gz }
    if (own.raw > left.raw || own.gz > left.gz)
      lines.push(`    ${page.path.padEnd(32)} its content ${both(own.raw, own.gz)}`)
  }
  return lines
}

/** The floors as figures of the run (no aim: they say why a page's aim is or is not in reach). */
export const floorFigures = (floors: Floor[]): Figure[] =>
  floors.flatMap(({ name, raw, gz: gzip, ours }) => [
    { name: `HTML floor: ${name}`, value: Number(kb(raw)), unit: 'KB', higher: false },
    { name: `HTML floor: ${name} gz`, value: Number(kb(gzip)), unit: 'KB', higher: false },
    { name: `JS floor: ${name}, ours gz`, value: Number(kb(ours)), unit: 'KB', higher: false },
  ])
