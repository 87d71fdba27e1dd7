import account from './nl/account.json'
import checkout from './nl/checkout.json'
import chrome from './nl/chrome.json'
import shop from './nl/shop.json'

/** The nl texts, one file per area of the shop: page chrome, shop rules, account, checkout and mail. */
const messages = { ...chrome, ...shop, ...account, ...checkout }

export default messages
