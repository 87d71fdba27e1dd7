'use client'

import { useRef, useState } from 'react'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { AccountGate } from './account-gate.client'
import { AddressCard, editButtonId } from './address-card.client'
import type { AddressModalProps } from './address-modal.client'
import type { DeleteAddressModalProps } from './delete-address-modal.client'
import { primaryButtonClass } from '@/components/form/styles'
import { ADDRESS_MODAL, DELETE_ADDRESS_MODAL } from './ids'
import type { AreaHrefs } from './overview.client'
import type { AreaTexts } from './texts'
import type { AccountUser } from '@/commerce/client/customer'
import { useAccount } from './use-account.client'

// The forms (react-hook-form, zod) load when a button is pointed at or pressed.
const AddressModalHost = lazyModal<AddressModalProps>(
  ADDRESS_MODAL,
  () => import('./address-modal.client'),
)
const DeleteAddressModalHost = lazyModal<DeleteAddressModalProps>(
  DELETE_ADDRESS_MODAL,
  () => import('./delete-address-modal.client'),
)

type Props = { locale: string; storeCountry: string; texts: AreaTexts; hrefs: AreaHrefs }

/** The address book (/compte/carnet-adresses/): its entries as cards, add, edit and delete. */
export function AddressBook(props: Props) {
  const account = useAccount(props.hrefs.login)
  return (
    <AccountGate state={account} texts={props.texts}>
      {(user) => <AddressBookView user={user} {...props} />}
    </AccountGate>
  )
}

export function AddressBookView({
  user,
  locale,
  storeCountry,
  texts,
}: Props & { user: AccountUser }) {
  const [news, setNews] = useState('')
  const listHeading = useRef<HTMLHeadingElement>(null)
  const addedId = useRef<string | null>(null)
  const book = user.addressBook

  const onSaved = (saved: AccountUser, added: boolean) => {
    setNews(added ? texts.addressAdded : texts.addressUpdated)
    const known = new Set(book.map((address) => address.id))
    addedId.current = added
      ? (saved.addressBook.find((address) => !known.has(address.id))?.id ?? null)
      : null
  }

  // After an addition focus goes to the new card's edit button, else back to the opener.
  const afterSaving = () => {
    const id = addedId.current
    addedId.current = null
    return (id && document.getElementById(editButtonId(id))) || true
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p>{texts.addressBookIntro}</p>
        <ModalTrigger modal={ADDRESS_MODAL} className={`${primaryButtonClass} shrink-0`}>
          {texts.addAddress}
        </ModalTrigger>
      </div>
      <p role="status" className="font-semibold">
        {news}
      </p>
      {book.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-muted p-6">
          <h2 ref={listHeading} tabIndex={-1} className="text-xl font-bold outline-none">
            {texts.emptyAddressBook}
          </h2>
          <p>{texts.emptyAddressBookText}</p>
        </div>
      ) : (
        <section aria-labelledby="address-book-list" className="flex flex-col gap-4">
          <h2
            id="address-book-list"
            ref={listHeading}
            tabIndex={-1}
            className="text-xl font-bold outline-none"
          >
            {texts.addressesTitle}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {book.map((address) => (
              <li key={address.id}>
                <AddressCard address={address} locale={locale} texts={texts} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <AddressModalHost
        texts={texts}
        locale={locale}
        storeCountry={storeCountry}
        addresses={book}
        onSaved={onSaved}
        finalFocus={afterSaving}
      />
      <DeleteAddressModalHost
        texts={texts}
        onDeleted={() => setNews(texts.addressDeleted)}
        finalFocus={() => listHeading.current ?? true}
      />
    </div>
  )
}
