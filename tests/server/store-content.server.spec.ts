import { expect, test } from '@playwright/test'

import { pathInLocale } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { dutchMenus } from '@/seed/data/store-menus-nl'
import { belgianFrench } from '@/seed/content/stores-be/fr'
import { belgianDutch } from '@/seed/content/stores-be/nl'
import { dutchDutch } from '@/seed/content/stores-nl/nl'
import type { StoreTexts } from '@/seed/content/stores/texts'

import { requestAs } from './support/hosts'

// Issue 38 point 5: the Belgian and Dutch stores serve their own seeded content, in their languages.
const BE = 'cadeaubon-be.localhost'
const NL = 'cadeaubon-nl.localhost'
/** CBFR's home heading: never on another store's home. */
const FRENCH_STORE_HERO = 'Offrez la carte cadeau qui fait plaisir'
/** CBFR's latest blog post's title in each language. */
const FRENCH_STORE_POST = {
  fr: '10 idées de cartes cadeaux pour Noël',
  nl: '10 ideeën voor kerstcadeaukaarten',
}

type Side = { host: string; locale: Locale; prefix: string; texts: StoreTexts; lang: string }
const SIDES: Side[] = [
  { host: NL, locale: 'nl', prefix: '', texts: dutchDutch, lang: 'nl-NL' },
  { host: BE, locale: 'nl', prefix: '', texts: belgianDutch, lang: 'nl-BE' },
  { host: BE, locale: 'fr', prefix: '/fr', texts: belgianFrench, lang: 'fr-BE' },
]

const lang = (body: string) => /<html[^>]* lang="([^"]+)"/.exec(body)?.[1]
const label = (side: Side, path: string) => `${side.host}${path}`

/** The pages of a side whose own title its answer must show, by path. */
const pagesOf = ({ prefix, locale, texts }: Side): [string, string][] => {
  const fr = locale === 'fr'
  return [
    [`${prefix}/${fr ? 'nous-contacter' : 'contact'}/`, texts.contact.title],
    [`${prefix}/${fr ? 'cgv' : 'algemene-voorwaarden'}/`, texts.terms.title],
    [`${prefix}/privacy/`, texts.privacy.title],
    [
      `${prefix}/${fr ? 'declaration-de-confidentialite-et-cookies' : 'privacy-en-cookieverklaring'}/`,
      texts.cookies.title,
    ],
    [`${prefix}/${texts.landing.slug}/`, texts.landing.hero.title],
    [
      `${prefix}/${fr ? 'offrir-un-moment' : 'geefmomenten'}/${texts.moment.slug}/`,
      texts.moment.heroTitle,
    ],
    [`${prefix}/blog/${texts.post.slug}/`, texts.post.title],
  ]
}

/** Every path of the Dutch-speaking stores' footer and business menus, in a side's language. */
const menuPaths = ({ locale }: Side) => {
  const items = [...dutchMenus.footerMenu!.menuItems!, ...dutchMenus.businessMenu!.menuItems!]
  const paths = items.flatMap((item) => [item.path, ...(item.children ?? []).map((c) => c.path)])
  return [...new Set(paths.map((path) => pathInLocale(path.href, locale, 'nl')))]
}

test.describe('issue 38 point 5: the Belgian and Dutch stores’ own content', () => {
  test('each home shows its store’s heading in its language, not CBFR’s', async () => {
    for (const side of SIDES) {
      const home = await requestAs(side.host, `${side.prefix}/`)
      expect(home.status, label(side, '/')).toBe(200)
      expect(lang(home.body), label(side, '/')).toBe(side.lang)
      expect(home.body).toContain(side.texts.home.hero.title)
      expect(home.body).not.toContain(FRENCH_STORE_HERO)
      // Its blog block lists the store's own latest post.
      expect(home.body).toContain(side.texts.post.title)
      expect(home.body).not.toContain(FRENCH_STORE_POST[side.locale])
    }
  })

  test('the contact, legal, landing, giving moment and blog pages answer in each language', async () => {
    for (const side of SIDES) {
      for (const [path, title] of pagesOf(side)) {
        const page = await requestAs(side.host, path)
        expect(page.status, label(side, path)).toBe(200)
        expect(page.body, label(side, path)).toContain(title)
      }
    }
  })

  test('every path of the stores’ menus answers', async () => {
    for (const side of SIDES) {
      for (const path of menuPaths(side)) {
        expect((await requestAs(side.host, path)).status, label(side, path)).toBe(200)
      }
    }
  })

  test('CBFR’s pages are no pages of the Belgian and Dutch stores', async () => {
    // CBFR's Dutch and French slugs (its blank cards page, its landing, a blog post).
    for (const path of ['/blanco-cadeaukaarten/', '/kerst/', '/blog/op-afstand-geven/']) {
      expect((await requestAs(NL, path)).status, `${NL}${path}`).toBe(404)
      expect((await requestAs(BE, path)).status, `${BE}${path}`).toBe(404)
    }
    for (const path of [
      '/fr/cartes-cadeaux-vierges/',
      '/fr/noel/',
      '/fr/blog/offrir-a-distance/',
    ]) {
      expect((await requestAs(BE, path)).status, `${BE}${path}`).toBe(404)
    }
  })
})
