import type { Page } from '@playwright/test'

import { expectNoSeriousViolations, isWide, sellingPoints } from './header-support'
import { expect, test } from './fixtures'

/** The index of the selling point nearest the top bar's centre: the one a shopper reads. */
const shownSellingPoint = (page: Page) =>
  sellingPoints(page).evaluateAll((points) => {
    const bar = points[0]!.parentElement!.getBoundingClientRect()
    const middle = bar.left + bar.width / 2
    const distances = points.map((point) => {
      const box = point.getBoundingClientRect()
      return Math.abs(box.left + box.width / 2 - middle)
    })
    return distances.indexOf(Math.min(...distances))
  })

test.describe('the shop header', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('links home, the account, the cart and the shop pages', async ({ page }) => {
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Carte Cadeau', exact: true })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(
      header.getByRole('link', { name: 'Se connecter ou créer un compte' }),
    ).toHaveAttribute('href', '/compte/')
    // An empty cart: no count in its name, no badge.
    const cart = header.getByRole('link', { name: 'Panier', exact: true })
    await expect(cart).toHaveAttribute('href', '/panier/')
    await expect(cart).not.toContainText(/\d/)
    const navigation = header.getByRole('navigation', { name: 'Menu principal' })
    if (!isWide(page)) {
      await expect(navigation).toBeHidden()
      await expect(header.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible()
      return
    }
    await expect(header.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden()
    const links: [string, string][] = [
      ['Vérifier le solde', '/verifier-solde/'],
      ['Carte cadeau multi-enseignes', '/cartes-cadeaux/carte-cadeau-multi-enseignes/'],
      ['Entreprises', '/entreprise/'],
      ['Service client', '/nous-contacter/'],
    ]
    for (const [name, href] of links) {
      await expect(navigation.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    }
    await expect(header.getByRole('button', { name: /Français$/ })).toBeVisible()
  })

  test('opens the gift cards menu by click; six categories, then all', async ({ page }) => {
    const header = page.getByRole('banner')
    if (!isWide(page)) {
      // Under 1024 px the gift cards menu is a list in the mobile menu.
      await header.getByRole('button', { name: 'Ouvrir le menu' }).click()
      const list = page
        .getByRole('dialog')
        .getByRole('list', { name: 'Catégories de cartes cadeaux' })
      await expect(list.getByRole('link')).toHaveCount(6)
      await page.getByRole('button', { name: 'Voir toutes les catégories' }).click()
      await expect(list.getByRole('link')).toHaveCount(16)
      await expect(list.getByRole('link', { name: 'Sport' })).toHaveAttribute(
        'href',
        '/categorie/sport/',
      )
      return
    }
    const button = header.getByRole('button', { name: 'Cartes cadeaux' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const tabs = header
      .getByRole('tablist', { name: 'Catégories de cartes cadeaux' })
      .getByRole('tab')
    await expect(tabs).toHaveCount(6)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    const panel = header.getByRole('tabpanel')
    await expect(panel.getByRole('link', { name: 'Tout voir dans Restaurants' })).toHaveAttribute(
      'href',
      '/categorie/restaurants/',
    )
    await expect(panel.getByRole('link', { name: 'Bistrot Gourmand' })).toBeVisible()
    // Hovering a category shows its top list.
    await header.getByRole('tab', { name: 'Loisirs' }).hover()
    await expect(header.getByRole('tab', { name: 'Loisirs' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(panel.getByRole('link', { name: 'Tout voir dans Loisirs' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Cinéma Lumière' })).toBeVisible()
    // Arrow keys move between the tabs too.
    await header.getByRole('tab', { name: 'Loisirs' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(header.getByRole('tab', { name: 'Anniversaire' })).toBeFocused()
    await expect(panel.getByRole('link', { name: 'Tout voir dans Anniversaire' })).toBeVisible()

    await header.getByRole('button', { name: 'Voir toutes les catégories' }).click()
    await expect(tabs).toHaveCount(16)
    await expect(header.getByRole('tab', { name: 'Noël' })).toBeFocused()
    await expect(header.getByRole('button', { name: 'Voir toutes les catégories' })).toHaveCount(0)
    await expect(
      header.getByRole('link', { name: 'Toutes les cartes cadeaux par catégorie' }),
    ).toHaveAttribute('href', '/categorie/toutes-les-cartes-cadeaux/')
    await expectNoSeriousViolations(page)
  })

  test('closes the gift cards menu on Escape, outside click and route change', async ({ page }) => {
    if (!isWide(page)) {
      await expect(page.getByRole('button', { name: 'Cartes cadeaux' })).toBeHidden()
      return
    }
    const button = page.getByRole('banner').getByRole('button', { name: 'Cartes cadeaux' })
    const tablist = page.getByRole('tablist')
    await button.click()
    await expect(tablist).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tablist).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await expect(tablist).toBeVisible()
    // The panel covers the page's top: the footer is outside it.
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } })
    await expect(tablist).toBeHidden()

    await button.click()
    await expect(tablist).toBeVisible()
    // A client-side navigation (Next syncs pushState with the router's pathname).
    await page.evaluate(() => window.history.pushState(null, '', '/livraison/'))
    await expect(tablist).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('rotates the selling points under 1024 px unless told to move less, shows all three wider', async ({
    page,
  }) => {
    const points = sellingPoints(page)
    await expect(points).toHaveCount(3)
    const animated = () =>
      points.evaluateAll((all) => all.map((point) => getComputedStyle(point).animationName))
    if (isWide(page)) {
      for (const point of await points.all()) await expect(point).toBeInViewport({ ratio: 1 })
      // No animation and no script in the top bar: nothing can move them.
      expect(await animated()).toEqual(['none', 'none', 'none'])
      return
    }
    // Shoppers who ask for less motion (as these browsers do) get still points; the others rotate.
    expect(await animated()).toEqual(['none', 'none', 'none'])
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    expect(await animated()).not.toContain('none')
    const first = await shownSellingPoint(page)
    // One rotation step (3 s, spec §9) later, by the animations' own clock rather than a wait.
    await points.evaluateAll((all) => {
      for (const animation of all.flatMap((point) => point.getAnimations())) {
        animation.currentTime = Number(animation.currentTime ?? 0) + 3_600
      }
    })
    expect(await shownSellingPoint(page)).not.toBe(first)
  })

  test('has no serious accessibility issues', async ({ page }) => {
    await expectNoSeriousViolations(page)
  })
})

test.describe('the header of other pages', () => {
  test('redeem: logo, customer support and the language switcher only', async ({ page }) => {
    await page.goto('/verifier-solde/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Carte Cadeau', exact: true })).toBeVisible()
    // On phones an icon; its name stays 'Service client'.
    await expect(header.getByRole('link', { name: 'Service client' })).toHaveAttribute(
      'href',
      '/nous-contacter/',
    )
    await expect(header.getByRole('button', { name: /Français$/ })).toBeVisible()
    await expect(header.getByRole('search')).toHaveCount(0)
    await expect(header.getByRole('button', { name: /Cartes cadeaux|Ouvrir le menu/ })).toHaveCount(
      0,
    )
    await expect(header.getByRole('link', { name: /^Panier/ })).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })

  test('checkout: trust marks and the cart, no menus and no search', async ({ page }) => {
    await page.goto('/paiement/')
    const header = page.getByRole('banner')
    await expect(
      header
        .getByRole('list', { name: 'Nos garanties' })
        .getByRole('img', { name: 'Paiement sécurisé' }),
    ).toBeVisible()
    await expect(header.getByRole('link', { name: 'Panier', exact: true })).toBeVisible()
    await expect(header.getByRole('navigation')).toHaveCount(0)
    await expect(header.getByRole('search')).toHaveCount(0)
    await expect(header.getByRole('button')).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })

  test('business: the business menu, customer support, the private shop', async ({ page }) => {
    await page.goto('/entreprise/')
    const header = page.getByRole('banner')
    const menu = header.getByRole('navigation', { name: 'Menu entreprises' })
    await expect(menu.getByRole('link', { name: 'Cartes cadeaux entreprise' })).toHaveAttribute(
      'href',
      '/entreprise/',
    )
    await expect(menu.getByRole('link', { name: 'Service client' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Particuliers' })).toHaveAttribute('href', '/')
    await expect(
      header.getByRole('link', { name: 'Se connecter ou créer un compte' }),
    ).toBeVisible()
    await expect(header.getByRole('search')).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })

  test('the 404 page keeps the shop header', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('banner').getByRole('search')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('speaks Dutch under /nl', async ({ page }) => {
    await page.goto('/nl/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Winkelmandje', exact: true })).toHaveAttribute(
      'href',
      '/nl/winkelmandje/',
    )
    await expect(header.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Waar ben je naar op zoek?',
    )
  })
})

test.describe('the shop header without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('searches with s on the results page', async ({ page }) => {
    await page.goto('/')
    const box = page
      .getByRole('search')
      .getByRole('searchbox', { name: 'Rechercher une carte cadeau' })
    await expect(box).toHaveAttribute('placeholder', 'Que recherchez-vous\u202f?')
    await box.fill('spa')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/recherche\/\?s=spa$/)
  })
})
