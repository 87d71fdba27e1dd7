import account from './en/account.json'
import activation from './en/activation.json'
import cards from './en/cards.json'
import checkout from './en/checkout.json'
import chrome from './en/chrome.json'
import configurator from './en/configurator.json'
import doubler from './en/doubler.json'
import errorPage from './en/error-page.json'
import redeem from './en/redeem.json'
import registers from './en/registers.json'
import shop from './en/shop.json'
import templates from './en/templates.json'

/**
 * The en texts, one file per area of the shop: page chrome, the error page (its own small file:
 * the error boundaries bundle every language's), shop rules, the product configurator,
 * account, company registers, checkout and mail, cards (balance check and card errors), redeem,
 * activation, the doubler draw and what page templates add around the editors' pages. The admin's
 * words are not among them (src/i18n/admin-texts.ts reads ./en/admin): the shop never shows
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
