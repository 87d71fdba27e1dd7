'use client'

import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { addressLines } from './address-format'
import { PhoneNumber } from './phone-number.client'
import { linkClass } from '@/components/form/styles'
import { ADDRESS_MODAL, DELETE_ADDRESS_MODAL } from './ids'
import { type AreaTexts } from './texts'
import { fill } from '@/i18n/fill'
import type { BookAddress } from '@/commerce/client/customer'

export const fullName = (address: Pick<BookAddress, 'firstName' | 'lastName'>): string =>
  `${address.firstName} ${address.lastName}`

/** The id of an entry's edit button, where focus returns after its modal. */
export const editButtonId = (id: string) => `address-${id}-edit`

type Props = { address: BookAddress; locale: string; texts: AreaTexts }

/** One entry of the address book: who, where, and its edit and delete buttons. */
export function AddressCard({ address, locale, texts }: Props) {
  const name = fullName(address)
  const titleId = `address-${address.id}-name`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-ink/10 p-5"
    >
      <h3 id={titleId} className="text-lg font-bold">
        {name}
      </h3>
      <address className="flex-1 not-italic">
        {address.customerType === 'BUSINESS' && address.companyName && (
          <span className="block font-semibold">{address.companyName}</span>
        )}
        {addressLines(address, locale).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        {address.phoneNumber && (
          <span className="mt-1 block">
            <PhoneNumber phone={address.phoneNumber} />
          </span>
        )}
      </address>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <ModalTrigger
          id={editButtonId(address.id)}
          modal={ADDRESS_MODAL}
          payload={{ id: address.id }}
          aria-label={fill(texts.editAddressOf, { name })}
          className={`${linkClass} min-h-11`}
        >
          {texts.editAddress}
        </ModalTrigger>
        <ModalTrigger
          modal={DELETE_ADDRESS_MODAL}
          payload={{ id: address.id, name }}
          aria-label={fill(texts.deleteAddressOf, { name })}
          className={`${linkClass} min-h-11 text-red-800`}
        >
          {texts.deleteAddress}
        </ModalTrigger>
      </div>
    </article>
  )
}
