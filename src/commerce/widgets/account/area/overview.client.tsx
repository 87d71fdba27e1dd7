'use client'

import type { ReactNode } from 'react'

import { addressLines } from './address-format'
import { AccountGate } from './account-gate.client'
import { linkClass } from '@/components/form/styles'
import { ProfileSummary } from './profile-summary'
import { SecurityActions } from './security-actions.client'
import { type AreaTexts } from './texts'
import { fill } from '@/i18n/fill'
import type { AccountUser } from '@/commerce/client/customer'
import { useAccount } from './use-account.client'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'

export type AreaHrefs = {
  login: string
  home: string
  details: string
  addressBook: string
}

type Props = { locale: string; texts: AreaTexts; hrefs: AreaHrefs }

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-ink/10 p-5 sm:p-6">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  )
}

const countText = (count: number, texts: AreaTexts) =>
  count === 0
    ? texts.addressCountNone
    : count === 1
      ? texts.addressCountOne
      : fill(texts.addressCountMany, { count })

/** The account overview (/compte/apercu/): a greeting, the profile, the addresses, security. */
export function Overview({ locale, texts, hrefs }: Props) {
  const account = useAccount(hrefs.login)
  return (
    <AccountGate state={account} texts={texts}>
      {(user) => <OverviewView user={user} locale={locale} texts={texts} hrefs={hrefs} />}
    </AccountGate>
  )
}

export function OverviewView({ user, locale, texts, hrefs }: Props & { user: AccountUser }) {
  const address = user.mainProfile.address
  // The caller's country is the store's: the profile's number is of its register without an address.
  const storeCountry = useGatewayCaller().userData.countryCode
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-xl font-semibold">
          {fill(texts.greeting, { firstName: user.mainProfile.firstName })}
        </p>
        <p className="mt-1">{texts.overviewIntro}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card title={texts.profileTitle}>
          <ProfileSummary user={user} storeCountry={storeCountry} texts={texts} />
          <a href={hrefs.details} className={linkClass}>
            {texts.editDetails}
          </a>
        </Card>
        <Card title={texts.mainAddressTitle}>
          {address ? (
            <address className="not-italic">
              {addressLines(address, locale).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p>{texts.noMainAddress}</p>
          )}
          <a href={`${hrefs.details}#address`} className={linkClass}>
            {address ? texts.editMainAddress : texts.addMainAddress}
          </a>
        </Card>
        <Card title={texts.addressBookTitle}>
          <p>{countText(user.addressBook.length, texts)}</p>
          <a href={hrefs.addressBook} className={linkClass}>
            {texts.manageAddressBook}
          </a>
        </Card>
        <Card title={texts.securityTitle}>
          <SecurityActions texts={texts} locale={locale} homeHref={hrefs.home} />
        </Card>
      </div>
    </div>
  )
}
