import type { ReceiverInput } from '@/commerce/client/generated/graphql'
import { AddGiftcardPackageDocument } from '@/commerce/client/generated/documents/add-giftcard-package'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'
import type { PackageInput } from '@/commerce/domain/package'

/** addGiftcardPackage (spec §7): the cart's count as it is after, or errors inside data. */
export async function addGiftcardPackage(input: PackageInput, caller: GatewayCaller) {
  // The rules checked every receiver against its schema: they are ReceiverInput.
  const receivers = input.receivers as ReceiverInput[] | null | undefined
  const data = await gatewayRequest(
    AddGiftcardPackageDocument,
    { package: { ...input, receivers } },
    caller,
  )
  return data.addGiftcardPackage
}
