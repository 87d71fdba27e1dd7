import account from './nl/account.json'
import activation from './nl/activation.json'
import cards from './nl/cards.json'
import checkout from './nl/checkout.json'
import chrome from './nl/chrome.json'
import configurator from './nl/configurator.json'
import doubler from './nl/doubler.json'
import errorPage from './nl/error-page.json'
import redeem from './nl/redeem.json'
import registers from './nl/registers.json'
import shop from './nl/shop.json'
import templates from './nl/templates.json'

/**
 * The nl texts, one file per area of the shop: page chrome, the error page (its own small file:
 * the error boundaries bundle every language's), shop rules, the product configurator,
 * account, company registers, checkout and mail, cards (balance check and card errors), redeem,
 * activation, the doubler draw and what page templates add around the editors' pages. The admin's
 * words are not among them (src/i18n/admin-texts.ts reads ./nl/admin): the shop never shows
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
