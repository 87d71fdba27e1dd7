import path from 'node:path'

import { expect, test } from '@playwright/test'

import { chunkSources, describeChunk } from '../../bench/lib/chunk-sources'
import {
  type Budget,
  budgetFor,
  kb,
  measurePage,
  type PageWeight,
} from '../../bench/lib/page-weight'
import { WEIGHED_PAGES } from '../../bench/lib/weighed-pages'

/**
 * Issue 22 point 2: the JavaScript of ours each page of the production build ships, gzipped, stays
 * within its budget. Bytes of a build are deterministic: this is a test, not a timing.
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
