import type { HeaderViewProps } from './header-props'
import { ShopHeader } from './shop-header'
import { BusinessHeader, CheckoutHeader, RedeemHeader } from './simple-headers'

export type { HeaderViewProps }

/** The storefront header (spec §2), pure: store, language, texts, menu and variant in. */
export function HeaderView(props: HeaderViewProps) {
  switch (props.variant) {
    case 'business':
      return <BusinessHeader {...props} />
    case 'redeem':
      return <RedeemHeader {...props} />
    case 'checkout':
      return <CheckoutHeader {...props} />
    default:
      return <ShopHeader {...props} />
  }
}
