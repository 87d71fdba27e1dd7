import type { ReactNode } from 'react'

import { registerWords } from '@/components/form/register-words'

import { PhoneNumber } from './phone-number.client'
import type { AreaTexts } from './texts'
import type { AccountUser } from '@/commerce/client/customer'

type Props = { user: AccountUser; storeCountry: string; texts: AreaTexts }

/**
 * The profile at a glance: name, e-mails, phone, business data and the newsletter. The company's
 * number is named after its register: the address's country's, else the store's (as its rules).
 */
export function ProfileSummary({ user, storeCountry, texts }: Props) {
  const profile = user.mainProfile
  const rows: [string, ReactNode][] = [
    [texts.name, `${profile.firstName} ${profile.lastName}`],
    [texts.email, profile.email],
    [texts.billingEmail, profile.billingEmail],
    [
      texts.phone,
      profile.phoneNumber ? <PhoneNumber phone={profile.phoneNumber} /> : texts.notGiven,
    ],
  ]
  if (profile.customerType === 'BUSINESS') {
    rows.push(
      [texts.company, profile.companyName ?? texts.notGiven],
      [
        registerWords(texts.registers, profile.address?.countryCode ?? storeCountry).name,
        profile.chamberOfCommerceNumber ?? texts.notGiven,
      ],
      [texts.vat, profile.vatNumber ?? texts.notGiven],
    )
  }
  rows.push([texts.newsletter, user.subscribed ? texts.subscribedYes : texts.subscribedNo])
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold sm:text-base">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
