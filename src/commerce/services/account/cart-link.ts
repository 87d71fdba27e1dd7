import type { ServiceContext } from '@/commerce/services/context'
import {
  cartCookies,
  forgetCartCookies,
  hashSecret,
  newCartSecret,
  readCartSecret,
} from '@/commerce/services/cart'
import { attachCart, claimCustomerCart } from '@/commerce/db/cart-repository'

/** After login: this browser's cart becomes the customer's, or the customer's comes back. */
export async function linkCartOnLogin(context: ServiceContext, customerId: number): Promise<void> {
  const { payload, storeId, request } = context
  const secret = readCartSecret(request.headers)
  if (secret && (await attachCart(payload, hashSecret(secret), storeId, customerId))) return
  const fresh = newCartSecret()
  if (await claimCustomerCart(payload, customerId, storeId, hashSecret(fresh))) {
    context.responseCookies.push(...cartCookies(fresh, request))
  }
}

/** After logout: this browser forgets the cart; it stays the customer's for the next login. */
export function forgetCartOnLogout(context: ServiceContext): void {
  context.responseCookies.push(...forgetCartCookies(context.request))
}
