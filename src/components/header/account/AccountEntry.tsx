import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import { IconLink } from '../icon-link'
import { UserIcon } from '@/components/ui/icons'
import type { AccountLabels } from '../labels'
import { accountPages } from './account-pages'
import { AccountMenu } from './AccountMenu.client'

/** The customer shown in the header; customers arrive with the accounts issue. */
export type HeaderUser = { firstName: string } | null

type Props = {
  user: HeaderUser
  locale: Locale
  labels: AccountLabels
  showText: boolean
  /** A server action once customers exist; without it 'Log out' stays disabled. */
  onLogOut?: () => Promise<void>
}

/** The account icon: identify when nobody is logged in, else the account dropdown (spec §2). */
export function AccountEntry({ user, locale, labels, showText, onLogOut }: Props) {
  const text = showText ? labels.text : undefined
  if (!user) {
    return (
      <IconLink
        href={localizedPath(locale, '/account')}
        label={labels.identify}
        icon={<UserIcon />}
        text={text}
      />
    )
  }
  return (
    <AccountMenu
      label={labels.menu}
      text={text}
      pages={accountPages(locale, labels)}
      logOutLabel={labels.logOut}
      onLogOut={onLogOut}
    />
  )
}
