import { GetUserInfoDocument } from '@/commerce/client/generated/documents/get-user-info'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'
import { hasSessionHint } from '@/commerce/client/session-hint'

/**
 * Whether a profile is loaded (spec §6): asked only when the session hint says there may be one.
 * A failed answer counts as not logged in, so the shopper can still identify.
 */
export async function isLoggedIn(caller: GatewayCaller): Promise<boolean> {
  if (!hasSessionHint()) return false
  try {
    const { getUserInfo } = await gatewayRequest(GetUserInfoDocument, {}, caller)
    return getUserInfo.user !== null
  } catch {
    return false
  }
}
