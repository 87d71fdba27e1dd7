/** next-intl's `t` at the root: getTranslations(), or createTranslator in stories. */
export type HeaderTranslate = ((
  key: string,
  values?: Record<string, string | number>,
) => string) & {
  raw: (key: string) => unknown
}

export type GiftCardsMenuTexts = {
  button: string
  categories: string
  viewAllCategories: string
  allCategories: string
  /** While the panel loads (it is not in the page: panel.action.tsx), and when it could not. */
  loading: string
  failed: string
  /** Rendered on the server only: client leaves receive plain strings. */
  viewCategory: (category: string) => string
}

export type MobileMenuTexts = {
  open: string
  close: string
  title: string
  redeem: string
  business: string
  customerSupport: string
  language: string
}

export type AccountTexts = {
  identify: string
  text: string
  menu: string
  /** Account.menu as written: the browser names the customer it finds. */
  menuTemplate: string
  overview: string
  orders: string
  details: string
  addressBook: string
  logOut: string
}

export type SearchTexts = { label: string; placeholder: string; clear: string }

/** Every text of the header as plain strings, so the view renders anywhere (stories included). */
export type HeaderTexts = {
  mainNavigation: string
  businessNavigation: string
  balanceCheck: string
  business: string
  customerSupport: string
  privateShop: string
  trustMarks: string
  sellingPoints: string
  sellingPointTexts: [string, string, string]
  language: string
  cart: string
  /** Cart.label as written (an ICU plural): the browser says the count it reads. */
  cartLabelMessage: string
  cartText: string
  giftCardsMenu: GiftCardsMenuTexts
  mobileMenu: MobileMenuTexts
  account: AccountTexts
  search: SearchTexts
}

type Context = { cartCount: number; firstName?: string }

export function headerTexts(t: HeaderTranslate, { cartCount, firstName }: Context) {
  const labels: HeaderTexts = {
    mainNavigation: t('Header.mainNavigation'),
    businessNavigation: t('Header.businessNavigation'),
    balanceCheck: t('Header.balanceCheck'),
    business: t('Header.business'),
    customerSupport: t('Header.customerSupport'),
    privateShop: t('Header.privateShop'),
    trustMarks: t('Header.trustMarks'),
    sellingPoints: t('Header.sellingPoints'),
    sellingPointTexts: [
      t('Header.orderedBeforeFive'),
      t('Header.businessGift'),
      t('Header.packaging'),
    ],
    language: t('MobileMenu.language'),
    cart: t('Cart.label', { count: cartCount }),
    cartLabelMessage: String(t.raw('Cart.label')),
    cartText: t('Cart.text'),
    giftCardsMenu: {
      button: t('GiftCardsMenu.button'),
      categories: t('GiftCardsMenu.categories'),
      viewAllCategories: t('GiftCardsMenu.viewAllCategories'),
      allCategories: t('GiftCardsMenu.allCategories'),
      loading: t('GiftCardsMenu.loading'),
      failed: t('GiftCardsMenu.failed'),
      viewCategory: (category) => t('GiftCardsMenu.viewCategory', { category }),
    },
    mobileMenu: {
      open: t('MobileMenu.open'),
      close: t('MobileMenu.close'),
      title: t('MobileMenu.title'),
      redeem: t('MobileMenu.redeem'),
      business: t('Header.business'),
      customerSupport: t('Header.customerSupport'),
      language: t('MobileMenu.language'),
    },
    account: {
      identify: t('Account.identify'),
      text: t('Account.text'),
      menu: t('Account.menu', { firstName: firstName ?? '' }),
      menuTemplate: String(t.raw('Account.menu')),
      overview: t('Account.overview'),
      orders: t('Account.orders'),
      details: t('Account.details'),
      addressBook: t('Account.addressBook'),
      logOut: t('Account.logOut'),
    },
    search: {
      label: t('Search.label'),
      placeholder: t('Search.placeholder'),
      clear: t('Search.clear'),
    },
  }
  return labels
}
