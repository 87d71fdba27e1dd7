import account from './en/account.json'
import checkout from './en/checkout.json'
import chrome from './en/chrome.json'
import shop from './en/shop.json'

/** The en texts, one file per area of the shop: page chrome, shop rules, account, checkout and mail. */
const messages = { ...chrome, ...shop, ...account, ...checkout }

export default messages
