import { dutchStoreTitles } from './store-fr-titles-nl'
import { relative, type StoreSeed } from './store-seed'

/** The footer and business menus of the Dutch-speaking stores, on the Dutch paths. */
export const dutchMenus: Pick<StoreSeed, 'footerMenu' | 'businessMenu'> = {
  footerMenu: {
    menuItems: [
      {
        title: 'Cadeaubonnen',
        path: relative('/cadeaubonnen/'),
        children: [
          { title: 'Alle cadeaubonnen', path: relative('/cadeaubonnen/') },
          { title: 'Categorieën', path: relative('/categorie/alle-cadeaubonnen/') },
          { title: 'Geefmomenten', path: relative('/geefmomenten/') },
        ],
      },
      {
        title: 'Klantenservice',
        path: relative('/contact/'),
        children: [
          { title: 'Saldo checken', path: relative('/saldocheck/') },
          { title: 'Kaart activeren', path: relative('/activeren/') },
          { title: 'Bezorging', path: relative('/bezorging/') },
          { title: 'Contact', path: relative('/contact/') },
        ],
      },
    ],
  },
  businessMenu: {
    menuItems: [{ title: 'Zakelijke cadeaubonnen', path: relative('/zakelijk/'), children: [] }],
  },
}

/** The French of those titles (a Belgian store's French side): the French store's, reversed. */
export const dutchTitlesInFrench: Record<string, string> = Object.fromEntries(
  Object.entries(dutchStoreTitles).map(([french, dutch]) => [dutch, french]),
)
