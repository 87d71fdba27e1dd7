/** The seeded store's pages whose weight is measured and held to budget: one of each kind. */
export const WEIGHED_PAGES = [
  '/',
  '/cartes-cadeaux/',
  '/cartes-cadeaux/bistrot-du-port/',
  '/categorie/toutes-les-cartes-cadeaux/',
  '/livraison/',
  '/blog/idees-cadeaux-noel/',
  '/offrir-un-moment/anniversaire/',
  '/nl/',
  '/panier/',
  '/paiement/',
  '/verifier-solde/',
  '/activer/',
  '/compte/se-connecter/',
  '/compte/s-inscrire/',
]

/** Pages weighed again with a card in the basket, as a browser loads and runs them (issue 39). */
export const FILLED_PAGES = ['/panier/', '/paiement/'] as const
