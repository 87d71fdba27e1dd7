import path from 'node:path'

import { expect, test } from '@playwright/test'

import { chunkSources, describeChunk } from '../../bench/lib/chunk-sources'
import {
  type Budget,
  budgetFor,
  HTML_AIM,
  htmlBudgetFor,
  kb,
  measurePage,
  type PageWeight,
} from '../../bench/lib/page-weight'
import { WEIGHED_PAGES } from '../../bench/lib/weighed-pages'

/**
 * Issue 22 point 2: the JavaScript of ours each page of the production build ships, gzipped, stays
 * within its budget; issue 39 point 2: so does its HTML, raw and gzipped. Bytes of a build are
 * deterministic: this is a test, not a timing.
 */
const sources = chunkSources(path.resolve(import.meta.dirname, '..', '..', '.next'))

/** What a developer needs when a page grows: its chunks of ours, largest first, and who brings them. */
function chunksOfOurs(weight: PageWeight, budget: Budget): string {
  const lines = weight.chunks
    .filter((chunk) => !chunk.framework)
    .map((chunk) => `  ${kb(chunk.gzip).padStart(6)} KB  ${describeChunk(sources, chunk.url)}`)
  return [
    `${weight.path} ships ${kb(weight.ours)} KB gz of our JavaScript, budget ${budget.oursKb} KB ` +
      `(aim ${budget.aimKb} KB):`,
    ...lines,
  ].join('\n')
}

test.describe('point 2: JavaScript budgets of the production build', () => {
  for (const page of WEIGHED_PAGES) {
    const budget = budgetFor(page)
    test(`${page} (${budget.kind} page) ships ≤ ${budget.oursKb} KB gz of ours`, async ({
      baseURL,
    }) => {
      const weight = await measurePage(baseURL!, page, sources)
      expect(weight.status, `${page} answers`).toBe(200)
      expect(weight.js - weight.ours, "Next's own chunks were recognised").toBeGreaterThan(100_000)
      expect(weight.ours / 1024, chunksOfOurs(weight, budget)).toBeLessThanOrEqual(budget.oursKb)
    })
  }
})

test.describe('issue 39 point 2: HTML budgets of the production build', () => {
  for (const page of WEIGHED_PAGES) {
    const budget = htmlBudgetFor(page)
    test(`${page} ships ≤ ${budget.rawKb} KB of HTML, ≤ ${budget.gzKb} KB gz`, async ({
      baseURL,
    }) => {
      const weight = await measurePage(baseURL!, page, sources)
      expect(weight.status, `${page} answers`).toBe(200)
      // What a developer needs when a page grows: how much of it is the RSC payload.
      const parts =
        `${page}: ${kb(weight.html)} KB (${kb(weight.htmlGzip)} gz), of which ` +
        `${kb(weight.payload)} KB the RSC payload; aim ${HTML_AIM.rawKb} / ${HTML_AIM.gzKb} KB`
      expect(weight.html / 1024, parts).toBeLessThanOrEqual(budget.rawKb)
      expect(weight.htmlGzip / 1024, parts).toBeLessThanOrEqual(budget.gzKb)
    })
  }
})
