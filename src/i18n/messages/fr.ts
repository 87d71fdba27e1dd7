import account from './fr/account.json'
import activation from './fr/activation.json'
import admin from './fr/admin'
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
 * activation, the doubler draw, what page templates add around the editors' pages and the admin
 * dashboard.
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
  ...admin,
}

export default messages
