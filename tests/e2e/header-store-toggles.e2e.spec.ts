import { expectNoSeriousViolations, isWide, sellingPoints } from './header-support'
import { withStore } from './header-toggles'
import { expect, test } from './fixtures'

test('without headerV3 the shop header is one row, without icon texts when toggled off', async ({
  page,
  request,
}) => {
  await withStore(
    request,
    (store) => ({ toggles: { ...store.toggles, headerV3: false, navigationIconText: false } }),
    async () => {
      await page.goto('/livraison/')
      const header = page.getByRole('banner')
      await expect(sellingPoints(page)).toHaveCount(0)
      await expect(header.getByText('Compte', { exact: true })).toHaveCount(0)
      if (isWide(page)) {
        // Logo, menus and icons share the 80 px row.
        const height = await header.evaluate((element) => element.getBoundingClientRect().height)
        expect(height).toBeLessThanOrEqual(81)
        await expect(header.getByRole('button', { name: 'Cartes cadeaux' })).toBeVisible()
      }
      await expectNoSeriousViolations(page)
    },
  )
  await page.goto('/livraison/')
  await expect(sellingPoints(page)).toHaveCount(3)
})

test('several business menu items make a business dropdown', async ({ page, request }) => {
  const item = (title: string, href: string) => ({ title, path: { href, type: 'relative' } })
  await withStore(
    request,
    () => ({
      businessMenu: {
        menuItems: [
          item('Cartes cadeaux entreprise', '/entreprise/'),
          item('Offre entreprise', '/offre-entreprise/'),
        ],
      },
    }),
    async () => {
      await page.goto('/')
      if (!isWide(page)) {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
        await page.getByRole('dialog').getByText('Entreprises').click()
        await expect(page.getByRole('link', { name: 'Offre entreprise' })).toBeVisible()
        return
      }
      const business = page.getByRole('banner').getByRole('button', { name: 'Entreprises' })
      await business.click()
      await expect(page.getByRole('link', { name: 'Offre entreprise' })).toHaveAttribute(
        'href',
        '/offre-entreprise/',
      )
      await page.keyboard.press('Escape')
      await expect(page.getByRole('link', { name: 'Offre entreprise' })).toBeHidden()
      await expect(business).toBeFocused()
    },
  )
})

// With JavaScript the box opens the search modal (search.e2e.spec.ts); without, it is a form.
