import { describe, expect, it } from 'vitest'

import { pathnames } from '@/i18n/pathnames'
import { routing } from '@/i18n/routing'

const localized = (locale: 'fr' | 'nl') =>
  Object.values(pathnames).map((value) => (typeof value === 'string' ? value : value[locale]))

/** The French paths of spec §2, with their dynamic segments. */
const specFrenchPaths = [
  '/',
  '/cartes-cadeaux',
  '/cartes-cadeaux/[product]',
  '/cartes-cadeaux/[product]/emplacement',
  '/cartes-cadeaux/[product]/emplacement/[location]',
  '/categorie/[category]',
  '/categorie/[category]/[page]',
  '/categorie/toutes-les-cartes-cadeaux',
  // Not in §2: where the header's search box lands without JavaScript (issue 24 point 5).
  '/recherche',
  // Not in §2 either: the lists' filtered views (issue 24 point 4).
  '/cartes-cadeaux/filtrer',
  '/categorie/[category]/filtrer',
  '/panier',
  '/paiement',
  '/paiement/[orderUuid]',
  '/paiement/merci',
  '/paiement/paiement-en-cours',
  '/activer',
  '/activer/reussi',
  '/donneescarte',
  '/verifier-solde',
  '/verifier-solde/resultat',
  '/verifier-solde/resultat/[pageId]',
  '/verifier-solde/info/[pageId]',
  '/verifier-solde/paiement',
  // §2's redeem terms and privacy routes and old redeem customer support: redirects.
  '/verifier-solde/cgv',
  '/verifier-solde/confidentialite',
  '/verifier-solde/service-client',
  '/doubler',
  '/doubler/merci/[[...product]]',
  '/compte',
  '/compte/se-connecter',
  '/compte/s-inscrire',
  '/compte/s-inscrire/succes',
  '/compte/apercu',
  '/compte/commandes',
  '/compte/donnees',
  '/compte/carnet-adresses',
  '/compte/mot-de-passe-oublie',
  '/compte/mot-de-passe-oublie/succes',
  '/compte/nouveau-mot-de-passe',
  '/compte/nouveau-mot-de-passe/succes',
  '/commander-a-nouveau',
  // Not in §2: the e2e run's page that fails on purpose (the 404 page otherwise).
  '/e2e-failure',
  '/entreprise/[[...product]]',
  '/blog',
  '/blog/[...path]',
  '/offrir-un-moment',
  '/offrir-un-moment/[moment]',
  '/nous-contacter',
  '/helpdesk',
  '/livraison',
  '/cgv',
  '/privacy',
  '/declaration-de-confidentialite-et-cookies',
  '/politiques-d-annulation',
  '/404',
  '/[...path]',
]

describe('localized pathnames', () => {
  it('serve French without a prefix and Dutch under /nl', () => {
    expect(routing.defaultLocale).toBe('fr')
    expect(routing.locales).toEqual(['fr', 'nl'])
    expect(routing.localePrefix).toBe('as-needed')
  })

  it('cover every French route of spec §2', () => {
    expect(localized('fr').sort()).toEqual([...specFrenchPaths].sort())
  })

  it('use the Dutch paths the spec names', () => {
    const dutch = localized('nl')
    for (const path of [
      '/cadeaubonnen',
      '/winkelmandje',
      '/bestellen',
      '/saldocheck',
      '/geefmomenten',
      '/zakelijk/[[...product]]',
      '/verdubbelaar',
      '/account',
      '/activeren',
      '/nabestellen',
      '/zoeken',
    ]) {
      expect(dutch).toContain(path)
    }
  })

  it('give every route a distinct path in each locale', () => {
    for (const locale of ['fr', 'nl'] as const) {
      const paths = localized(locale)
      expect(new Set(paths).size).toBe(paths.length)
    }
  })
})
