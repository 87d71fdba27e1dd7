import { packagesOf } from '@/commerce/client/cart-order'
import type { ReceiverInput } from '@/commerce/client/generated/graphql'
import { CartDocument } from '@/commerce/client/generated/documents/cart'
import { UpdateConfiguredPackageDocument } from '@/commerce/client/generated/documents/update-configured-package'
import { packageInputOf } from '@/commerce/client/package-input'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'
import type { PackageInput } from '@/commerce/domain/package'

/**
 * The configuration of one package of the shopper's cart, if it is there and holds this
 * product; null otherwise (a stale link, another product's page).
 */
export async function cartPackage(
  packageId: string,
  productId: string,
  caller: GatewayCaller,
): Promise<PackageInput | null> {
  const { cartV2 } = await gatewayRequest(CartDocument, {}, caller)
  const item = cartV2.order && packagesOf(cartV2.order).find(({ id }) => id === packageId)
  const input = item ? packageInputOf(item) : null
  return input?.productId === productId ? input : null
}

/**
 * updateGiftcardPackage (issue 24): the package saved in place, answered with the cart's count
 * only (the cart page it goes to reads the rest); errors come inside data.
 */
export async function updateGiftcardPackage(
  packageId: string,
  input: PackageInput,
  caller: GatewayCaller,
) {
  // The rules checked every receiver against its schema: they are ReceiverInput.
  const receivers = input.receivers as ReceiverInput[] | null | undefined
  const data = await gatewayRequest(
    UpdateConfiguredPackageDocument,
    { packageId, package: { ...input, receivers } },
    caller,
  )
  return data.updateGiftcardPackage
}
