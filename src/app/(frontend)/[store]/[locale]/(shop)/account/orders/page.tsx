import { areaRoute } from '@/commerce/widgets/account/routes/account-orders'
import { Orders, ordersTexts } from '@/commerce/widgets/orders'
import { localizedPath } from '@/server/route-paths'

/** The customer's orders (/compte/commandes/). */
const route = areaRoute('orders', ({ locale, messages, texts, hrefs }) => (
  <Orders
    texts={ordersTexts(messages)}
    areaTexts={texts}
    hrefs={{
      login: hrefs.login,
      cart: localizedPath(locale, '/cart'),
      giftCards: localizedPath(locale, '/gift-cards'),
      payOrder: localizedPath(locale, {
        pathname: '/checkout/[orderUuid]',
        params: { orderUuid: 'ORDER' },
      }),
    }}
  />
))

export default route.Page
export const generateMetadata = route.generateMetadata
