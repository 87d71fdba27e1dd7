import { announceCartChange } from '@/commerce/client/cart-signal'
import { GetUserInfoDocument } from '@/commerce/client/generated/documents/get-user-info'
import { UserLogoutDocument } from '@/commerce/client/generated/documents/user-logout'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'
import { announceSessionChange } from '@/commerce/client/session-hint'
import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { leaveArea } from '@/commerce/client/leave-area'
import { clearAuthStorage } from '@/commerce/client/auth-storage'
import { openErrorModal } from '@/components/error-modal/ids'
import { askUntilAnswered } from '@/components/ui/ask-once.client'

import type { HeaderUser } from './account-entry'
import type { AccountMenuTexts } from './account-page'
import { loadAccountMenu } from './account-menu.server'

/**
 * The header's account calls, loaded only for visitors with a session (or pressing 'Log out'),
 * so other pages ship none of them.
 */

/** Who is logged in (getUserInfo), as the header names them; null when nobody is. */
async function fetchHeaderUser(caller: GatewayCaller): Promise<HeaderUser> {
  const { getUserInfo } = await gatewayRequest(GetUserInfoDocument, {}, caller)
  const profile = getUserInfo.user?.mainProfile
  return profile ? { firstName: profile.firstName } : null
}

/** The dropdown's words, asked once per page and language; a failed answer is asked again. */
const headerMenu = (language: string): Promise<AccountMenuTexts | null> =>
  askUntilAnswered(`account-menu:${language}`, () => loadAccountMenu(language))

/** The logged-in customer and the dropdown's words, asked together; null when nobody is. */
export async function fetchHeaderAccount(caller: GatewayCaller) {
  const [user, menu] = await Promise.all([
    fetchHeaderUser(caller),
    headerMenu(caller.userData.language),
  ])
  return user && { user, menu }
}

type After = {
  /** The account-only pages (overview, orders, address book, details): logout leaves them. */
  accountPaths: readonly string[]
  homeHref: string
}

/**
 * userLogout, then spec §4's resets: the user info (every widget listening to the session), the
 * forgot-password e-mail and prefill data, the cart; home from an account-only page. A session
 * already gone counts as logged out. False when the gateway failed (the error modal says so).
 */
export async function logOut(caller: GatewayCaller, { accountPaths, homeHref }: After) {
  try {
    const { userLogout } = await gatewayRequest(UserLogoutDocument, {}, caller)
    const gone = userLogout.errors.every((error) => error.code === accountErrorCodes.notLoggedIn)
    if (!gone) throw new Error('userLogout refused')
  } catch {
    openErrorModal(null)
    return false
  }
  clearAuthStorage()
  if (accountPaths.includes(window.location.pathname)) {
    // The full load resets the rest. Announced, the end of the session would send the account
    // page's own guard to the login page instead.
    leaveArea(homeHref)
    return true
  }
  announceSessionChange()
  announceCartChange()
  return true
}
