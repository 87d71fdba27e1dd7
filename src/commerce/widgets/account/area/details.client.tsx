'use client'

import { AccountGate } from './account-gate.client'
import { DetailsForm } from './details-form.client'
import type { AreaHrefs } from './overview.client'
import { SecurityActions } from './security-actions.client'
import type { AreaTexts } from './texts'
import { useAccount } from './use-account.client'
import { TitledSection } from '@/components/ui/titled-section'

type Props = { locale: string; storeCountry: string; texts: AreaTexts; hrefs: AreaHrefs }

/** My details (/compte/donnees/): the profile form, then password and account deletion. */
export function Details({ locale, storeCountry, texts, hrefs }: Props) {
  const account = useAccount(hrefs.login)
  return (
    <AccountGate state={account} texts={texts}>
      {(user) => (
        <div className="flex flex-col gap-10">
          <DetailsForm user={user} locale={locale} storeCountry={storeCountry} texts={texts} />
          <TitledSection
            id="account-security"
            title={texts.securityTitle}
            className="flex flex-col gap-4 border-t border-ink/10 pt-8"
            titleClassName="text-xl font-bold"
          >
            <SecurityActions texts={texts} locale={locale} homeHref={hrefs.home} />
          </TitledSection>
        </div>
      )}
    </AccountGate>
  )
}
