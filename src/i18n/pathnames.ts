/**
 * Every storefront route of spec §2: internal (file-system) pathname → localized paths.
 * French paths are the spec's; Dutch ones follow the Dutch build where §2 names them.
 */
export const pathnames = {
  '/': '/',
  '/gift-cards': { fr: '/cartes-cadeaux', nl: '/cadeaubonnen' },
  // Beyond spec §2: the product list's filtered views (issue 24 point 4), rendered per request so
  // the unfiltered list stays prerendered; a static segment, chosen before a product's.
  '/gift-cards/filter': { fr: '/cartes-cadeaux/filtrer', nl: '/cadeaubonnen/filteren' },
  '/gift-cards/[product]': { fr: '/cartes-cadeaux/[product]', nl: '/cadeaubonnen/[product]' },
  '/gift-cards/[product]/locations': {
    fr: '/cartes-cadeaux/[product]/emplacement',
    nl: '/cadeaubonnen/[product]/locaties',
  },
  '/gift-cards/[product]/locations/[location]': {
    fr: '/cartes-cadeaux/[product]/emplacement/[location]',
    nl: '/cadeaubonnen/[product]/locaties/[location]',
  },
  // Beyond spec §2: the header's search box without JavaScript lands on server-rendered results.
  '/search': { fr: '/recherche', nl: '/zoeken' },
  '/category/all': {
    fr: '/categorie/toutes-les-cartes-cadeaux',
    nl: '/categorie/alle-cadeaubonnen',
  },
  '/category/[category]': { fr: '/categorie/[category]', nl: '/categorie/[category]' },
  '/category/[category]/filter': {
    fr: '/categorie/[category]/filtrer',
    nl: '/categorie/[category]/filteren',
  },
  '/category/[category]/[page]': {
    fr: '/categorie/[category]/[page]',
    nl: '/categorie/[category]/[page]',
  },
  '/cart': { fr: '/panier', nl: '/winkelmandje' },
  '/checkout': { fr: '/paiement', nl: '/bestellen' },
  '/checkout/thank-you': { fr: '/paiement/merci', nl: '/bestellen/bedankt' },
  '/checkout/processing': {
    fr: '/paiement/paiement-en-cours',
    nl: '/bestellen/betaling-in-behandeling',
  },
  '/checkout/[orderUuid]': { fr: '/paiement/[orderUuid]', nl: '/bestellen/[orderUuid]' },
  '/activation': { fr: '/activer', nl: '/activeren' },
  '/activation/success': { fr: '/activer/reussi', nl: '/activeren/gelukt' },
  '/voucher-data': { fr: '/donneescarte', nl: '/kaartgegevens' },
  '/redeem': { fr: '/verifier-solde', nl: '/saldocheck' },
  '/redeem/result': { fr: '/verifier-solde/resultat', nl: '/saldocheck/resultaat' },
  '/redeem/result/[pageId]': {
    fr: '/verifier-solde/resultat/[pageId]',
    nl: '/saldocheck/resultaat/[pageId]',
  },
  '/redeem/info/[pageId]': { fr: '/verifier-solde/info/[pageId]', nl: '/saldocheck/info/[pageId]' },
  '/redeem/payment': { fr: '/verifier-solde/paiement', nl: '/saldocheck/betalen' },
  // Redirects (server/redeem-links.ts): the redeem footer's links and the old customer support.
  '/redeem/terms': { fr: '/verifier-solde/cgv', nl: '/saldocheck/voorwaarden' },
  '/redeem/privacy': { fr: '/verifier-solde/confidentialite', nl: '/saldocheck/privacy' },
  '/redeem/customer-support': {
    fr: '/verifier-solde/service-client',
    nl: '/saldocheck/klantenservice',
  },
  '/doubler': { fr: '/doubler', nl: '/verdubbelaar' },
  '/doubler/thank-you/[[...product]]': {
    fr: '/doubler/merci/[[...product]]',
    nl: '/verdubbelaar/bedankt/[[...product]]',
  },
  '/account': { fr: '/compte', nl: '/account' },
  '/account/login': { fr: '/compte/se-connecter', nl: '/account/inloggen' },
  '/account/register': { fr: '/compte/s-inscrire', nl: '/account/registreren' },
  '/account/register/success': {
    fr: '/compte/s-inscrire/succes',
    nl: '/account/registreren/gelukt',
  },
  '/account/overview': { fr: '/compte/apercu', nl: '/account/overzicht' },
  '/account/orders': { fr: '/compte/commandes', nl: '/account/bestellingen' },
  '/account/details': { fr: '/compte/donnees', nl: '/account/gegevens' },
  '/account/address-book': { fr: '/compte/carnet-adresses', nl: '/account/adresboek' },
  '/account/forgot-password': {
    fr: '/compte/mot-de-passe-oublie',
    nl: '/account/wachtwoord-vergeten',
  },
  '/account/forgot-password/success': {
    fr: '/compte/mot-de-passe-oublie/succes',
    nl: '/account/wachtwoord-vergeten/gelukt',
  },
  '/account/new-password': { fr: '/compte/nouveau-mot-de-passe', nl: '/account/nieuw-wachtwoord' },
  '/account/new-password/success': {
    fr: '/compte/nouveau-mot-de-passe/succes',
    nl: '/account/nieuw-wachtwoord/gelukt',
  },
  '/reorder': { fr: '/commander-a-nouveau', nl: '/nabestellen' },
  '/business/[[...product]]': { fr: '/entreprise/[[...product]]', nl: '/zakelijk/[[...product]]' },
  '/blog': '/blog',
  '/blog/[...path]': '/blog/[...path]',
  '/giving-moments': { fr: '/offrir-un-moment', nl: '/geefmomenten' },
  '/giving-moments/[moment]': { fr: '/offrir-un-moment/[moment]', nl: '/geefmomenten/[moment]' },
  '/contact': { fr: '/nous-contacter', nl: '/contact' },
  '/helpdesk': '/helpdesk',
  '/delivery': { fr: '/livraison', nl: '/bezorging' },
  '/terms': { fr: '/cgv', nl: '/algemene-voorwaarden' },
  '/privacy': '/privacy',
  '/cookie-statement': {
    fr: '/declaration-de-confidentialite-et-cookies',
    nl: '/privacy-en-cookieverklaring',
  },
  '/cancellation-policy': { fr: '/politiques-d-annulation', nl: '/annuleringsbeleid' },
  // The e2e run's page that fails on purpose (E2E_FAILING_ROUTE), else the 404 page.
  '/e2e-failure': '/e2e-failure',
  '/404': '/404',
  '/[...path]': '/[...path]',
} as const
