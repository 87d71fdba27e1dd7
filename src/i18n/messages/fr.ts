import account from './fr/account.json'
import activation from './fr/activation.json'
import cards from './fr/cards.json'
import checkout from './fr/checkout.json'
import chrome from './fr/chrome.json'
import configurator from './fr/configurator.json'
import doubler from './fr/doubler.json'
import errorPage from './fr/error-page.json'
import redeem from './fr/redeem.json'
import registers from './fr/registers.json'
import shop from './fr/shop.json'
import templates from './fr/templates.json'

/**
 * The fr texts, one file per area of the shop: page chrome, the error page (its own small file:
 * the error boundaries bundle every language's), shop rules, the product configurator,
 * account, company registers, checkout and mail, cards (balance check and card errors), redeem,
 * activation, the doubler draw and what page templates add around the editors' pages. The admin's
 * words are not among them (src/i18n/admin-texts.ts reads ./fr/admin): the shop never shows
 * them, and next-intl refuses their keys that name a field's path (`theme.brand`).
 */
const messages = {
  ...chrome,
  ...errorPage,
  ...shop,
  ...configurator,
  ...account,
  ...registers,
  ...checkout,
  ...cards,
  ...redeem,
  ...activation,
  ...doubler,
  ...templates,
}

export default messages
