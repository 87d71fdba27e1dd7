import { contentRoutes, expectContentPage } from './content-support'
import { test } from './fixtures'

/**
 * On the desktop, one route per page template (the phone visits every route, content.e2e): the
 * legal and service pages share the text page's template, /nl/ the French pages' own.
 */
const oneOfEachTemplate = [
  '/',
  '/blog/',
  '/blog/idees-cadeaux-noel/',
  '/offrir-un-moment/',
  '/offrir-un-moment/anniversaire/',
  '/entreprise/',
  '/livraison/',
  '/noel/',
]

test.describe('content templates on a wide screen', () => {
  for (const [path, heading] of contentRoutes.filter(([path]) =>
    oneOfEachTemplate.includes(path),
  )) {
    test(`${path} shows its page, without serious accessibility issues`, async ({ page }) => {
      await expectContentPage(page, path, heading)
    })
  }
})
