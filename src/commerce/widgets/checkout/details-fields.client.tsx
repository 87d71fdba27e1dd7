'use client'

import { lazy, Suspense } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { CheckboxField } from '@/components/form/form-checkbox-field.client'
import { BillingFields } from '@/components/form/billing-fields.client'
import { secondaryButtonClass } from '@/components/form/styles'
import type { AccountUser } from '@/commerce/client/customer'
import { fill } from '@/i18n/fill'

import type { AccountFieldsProps } from './account-fields.client'
import type { CheckoutFormTexts } from './texts'
import { loadPrefill } from './load-prefill'
import type { CheckoutValues } from './values'

const AccountFields = lazy(() => import('./account-fields.client'))

type Props = {
  texts: CheckoutFormTexts
  user: AccountUser | null
  account: Omit<AccountFieldsProps, 'texts'>
}

/** Step 1 (spec §2 'Vos coordonnées'): who orders, how to reach them, where the invoice goes. */
export function DetailsFields({ texts, user, account }: Props) {
  const form = useFormContext<CheckoutValues>()
  const wantsAccount = useWatch<CheckoutValues>({ name: 'wantsAccount' }) === true
  const pickBook = (index: number) => {
    const entry = user?.addressBook[index]
    if (!entry) return
    void loadPrefill().then(({ fromBookAddress }) => {
      const billing = form.getValues('billingAddress')
      form.reset(
        { ...form.getValues(), billingAddress: fromBookAddress(billing, entry) },
        { keepDirty: true },
      )
    })
  }
  return (
    <>
      {user && (
        <p className="text-sm">{fill(texts.loggedInAs, { email: user.mainProfile.email })}</p>
      )}
      <BillingFields
        texts={texts}
        legend={texts.buyerLegend}
        addressBook={
          user &&
          user.addressBook.length > 0 && (
            <div className="mb-4">
              <p className="mb-2 text-sm font-semibold">{texts.addressBookPick}</p>
              <ul className="flex flex-col gap-2">
                {user.addressBook.map((entry, index) => (
                  <li
                    key={entry.id}
                    className="flex items-center justify-between gap-3 rounded-lg border border-ink/15 p-3 text-sm"
                  >
                    <span>
                      {entry.firstName} {entry.lastName}, {entry.street} {entry.houseNumber}
                      {entry.suffix ? ` ${entry.suffix}` : ''}, {entry.postCode} {entry.city}
                    </span>
                    <button
                      type="button"
                      onClick={() => pickBook(index)}
                      className={secondaryButtonClass}
                    >
                      {texts.addressBookUse}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      />
      {!user && (
        <div className="flex flex-col gap-4">
          <div>
            <CheckboxField name="wantsAccount" label={texts.wantsAccount} />
            <p className="mt-1 ml-8 text-sm">{texts.wantsAccountHint}</p>
          </div>
          {wantsAccount && (
            <Suspense fallback={<p role="status">{texts.loading}</p>}>
              <AccountFields texts={texts} {...account} />
            </Suspense>
          )}
        </div>
      )}
    </>
  )
}
