import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect } from './fixtures'

/** Every content route of spec §2 with a heading its seeded document shows. */
export const contentRoutes: [path: string, heading: string][] = [
  ['/', 'Offrez la carte cadeau qui fait plaisir'],
  ['/blog/', 'Le blog'],
  ['/blog/idees-cadeaux-noel/', '10 idées de cartes cadeaux pour Noël'],
  ['/offrir-un-moment/', 'Offrir un moment'],
  ['/offrir-un-moment/anniversaire/', 'Un anniversaire à fêter ?'],
  ['/entreprise/', 'Cartes cadeaux pour les entreprises'],
  ['/nous-contacter/', 'Nous contacter'],
  ['/livraison/', 'Livraison'],
  ['/cgv/', 'Conditions générales de vente'],
  ['/privacy/', 'Politique de confidentialité'],
  ['/declaration-de-confidentialite-et-cookies/', 'Déclaration de confidentialité et cookies'],
  ['/politiques-d-annulation/', 'Politique d’annulation'],
  ['/noel/', 'Noël approche : pensez carte cadeau'],
  ['/nl/', 'Offrez la carte cadeau qui fait plaisir'],
  ['/nl/bezorging/', 'Bezorging'],
  ['/nl/geefmomenten/verjaardag/', 'Un anniversaire à fêter ?'],
]

/** The page at this path answers, shows its heading and description, without serious axe issues. */
export async function expectContentPage(page: Page, path: string, heading: string) {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  expect(consoleErrors).toEqual([])
}
