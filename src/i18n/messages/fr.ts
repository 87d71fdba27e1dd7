import account from './fr/account.json'
import checkout from './fr/checkout.json'
import chrome from './fr/chrome.json'
import shop from './fr/shop.json'

/** The fr texts, one file per area of the shop: page chrome, shop rules, account, checkout and mail. */
const messages = { ...chrome, ...shop, ...account, ...checkout }

export default messages
