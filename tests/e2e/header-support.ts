import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Wide screens (from 1024 px) show the menus in the header; narrower ones in the mobile menu. */
export const isWide = (page: Page) => page.viewportSize()!.width >= 1024

/** The v3 header's selling points: the items of its top bar's list. */
export const sellingPoints = (page: Page) =>
  page.getByRole('banner').getByRole('list', { name: 'Nos engagements' }).getByRole('listitem')

export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('header').analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}
