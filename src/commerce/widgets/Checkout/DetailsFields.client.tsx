'use client'

import { lazy, Suspense } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { CheckboxField } from '@/components/form/form-checkbox-field.client'
import { CustomerTypeField } from '@/components/form/customer-type-field.client'
import { PostalFields } from '@/components/form/postal-fields.client'
import { legendClass, secondaryButtonClass } from '@/components/form/styles'
import { TextField } from '@/components/form/form-text-field.client'
import type { AccountUser } from '@/commerce/widgets/Account/Area/types'
import { fill } from '@/i18n/fill'

import type { AccountFieldsProps } from './AccountFields.client'
import { PhoneFields } from './PhoneFields.client'
import type { CheckoutTexts } from './texts'
import { type CheckoutValues, fromBookAddress } from './values'

const AccountFields = lazy(() => import('./AccountFields.client'))

type Props = {
  texts: CheckoutTexts
  user: AccountUser | null
  account: Omit<AccountFieldsProps, 'texts'>
}

/** Step 1 (spec §2 'Vos coordonnées'): who orders, how to reach them, where the invoice goes. */
export function DetailsFields({ texts, user, account }: Props) {
  const form = useFormContext<CheckoutValues>()
  const business = useWatch<CheckoutValues>({ name: 'billingAddress.customerType' }) === 'BUSINESS'
  const wantsAccount = useWatch<CheckoutValues>({ name: 'wantsAccount' }) === true
  const f = texts.fields
  const pickBook = (index: number) => {
    const entry = user?.addressBook[index]
    if (!entry) return
    const billing = form.getValues('billingAddress')
    form.reset(
      { ...form.getValues(), billingAddress: fromBookAddress(billing, entry) },
      { keepDirty: true },
    )
  }
  return (
    <>
      {user && (
        <p className="text-sm">{fill(texts.loggedInAs, { email: user.mainProfile.email })}</p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>{texts.buyerLegend}</legend>
        <div className="sm:col-span-2">
          <CustomerTypeField name="billingAddress.customerType" />
        </div>
        {business && (
          <>
            <TextField
              name="billingAddress.companyName"
              label={f.companyName}
              autoComplete="organization"
              className="sm:col-span-2"
            />
            <TextField
              name="billingAddress.kvkNumber"
              label={texts.sirenNumber}
              hint={f.kvkHint}
              inputMode="numeric"
            />
            <TextField name="billingAddress.vatNumber" label={texts.vatNumber} />
            <TextField
              name="billingAddress.referenceNumber"
              label={texts.referenceNumber}
              hint={texts.referenceHint}
              className="sm:col-span-2"
            />
          </>
        )}
        <TextField name="billingAddress.firstName" label={f.firstName} autoComplete="given-name" />
        <TextField name="billingAddress.lastName" label={f.lastName} autoComplete="family-name" />
        <TextField
          name="billingAddress.email"
          label={texts.email}
          hint={texts.emailHint}
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
        />
      </fieldset>
      <PhoneFields prefix="billingAddress." legend={texts.phoneLegend} />
      <fieldset>
        <legend className={legendClass}>{texts.billingLegend}</legend>
        {user && user.addressBook.length > 0 && (
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
        )}
        <PostalFields prefix="billingAddress." />
      </fieldset>
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
