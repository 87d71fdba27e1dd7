import type { Existence } from '@/commerce/domain/account/identify-flow'
import { GetUserInfoDocument } from '@/commerce/client/generated/documents/get-user-info'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'
import { hasSessionHint } from '@/commerce/client/session-hint'

import {
  detailsComplete,
  detailsFromProfile,
  keepRedeemDetails,
  readRedeemDetails,
} from './details'
import { redeemIdentifyNext, type RedeemIdentifyNext } from './redeem-flow'

/** The logged-in customer's profile, asked only with the session hint; a failure is none. */
async function loggedInProfile(caller: GatewayCaller) {
  if (!hasSessionHint()) return null
  try {
    const { getUserInfo } = await gatewayRequest(GetUserInfoDocument, {}, caller)
    return getUserInfo.user?.mainProfile ?? null
  } catch {
    return null
  }
}

/**
 * The next step once the session is read (spec §4): a logged-in profile becomes the kept
 * details, so the checkout is prefilled with it; the flow decides where the holder goes.
 */
export async function nextForSession(
  caller: GatewayCaller,
  needsAddress: boolean,
  existence: Existence,
): Promise<RedeemIdentifyNext> {
  const profile = await loggedInProfile(caller)
  if (profile) keepRedeemDetails(detailsFromProfile(profile))
  return redeemIdentifyNext({
    loggedIn: profile !== null,
    existence,
    profileHasPostCode: Boolean(profile?.address?.postCode),
    needsPhysicalAddress: needsAddress,
  })
}

/** 'To checkout': details given already in this session go on, else the session decides. */
export async function firstStep(
  caller: GatewayCaller,
  needsAddress: boolean,
): Promise<RedeemIdentifyNext> {
  if (detailsComplete(readRedeemDetails(), needsAddress)) return { checkout: true }
  return nextForSession(caller, needsAddress, 'unchecked')
}
