'use client'

import { primaryButtonClass } from '@/components/form/styles'

import { AccountGate } from './account-gate.client'
import { type AreaHrefs, OverviewView } from './overview.client'
import type { AreaTexts } from './texts'
import { useAccount } from './use-account.client'

type Props = {
  locale: string
  texts: AreaTexts
  hrefs: AreaHrefs
  /** Where a visitor signs in (and comes back here), and what invites them to. */
  identify: { href: string; prompt: string; label: string }
}

/**
 * A customer's home on a content page (page type user home): the account overview once signed
 * in; a visitor is invited to sign in, and stays on the page (the account area sends them away).
 */
export function AccountHome({ locale, texts, hrefs, identify }: Props) {
  const account = useAccount(null)
  if (account.status === 'anonymous')
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted p-6">
        <p>{identify.prompt}</p>
        <a href={identify.href} className={primaryButtonClass}>
          {identify.label}
        </a>
      </div>
    )
  return (
    <AccountGate state={account} texts={texts}>
      {(user) => <OverviewView user={user} locale={locale} texts={texts} hrefs={hrefs} />}
    </AccountGate>
  )
}
