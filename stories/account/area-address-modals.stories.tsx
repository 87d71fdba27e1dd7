import type { Meta, StoryObj } from '@storybook/react-vite'
import { Fragment, type ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import AddressModal from '@/commerce/widgets/account/area/address-modal.client'
import DeleteAddressModal from '@/commerce/widgets/account/area/delete-address-modal.client'
import { ADDRESS_MODAL, DELETE_ADDRESS_MODAL } from '@/commerce/widgets/account/area/ids'
import fr from '@/i18n/messages/fr'

import { useOpenings } from '@/components/ui/modal/modal-registry.client'

import { OpenModal } from '../modal-story'
import { camille, caller, desktop, mobile, texts } from './area-fixtures'
import { type AreaGatewayMode, mockAreaGateway } from './area-gateway'

type Args = { modal: 'edit' | 'add' | 'delete'; gateway: AreaGatewayMode }

const pieter = { id: 'a2' }
const louise = { id: 'a1', name: 'Louise Bernard' }

/** Mounts a modal's body on each opening, as its lazy host does: the body reads the payload then. */
function OnOpening({ id, children }: { id: string; children: ReactNode }) {
  const openings = useOpenings(id)
  return openings > 0 ? <Fragment key={openings}>{children}</Fragment> : null
}

/** The address book's modals, opened as its buttons open them. */
function AddressBookModal({ modal }: Args) {
  const body =
    modal === 'delete' ? (
      <DeleteAddressModal texts={texts} onDeleted={() => {}} finalFocus={() => true} />
    ) : (
      <AddressModal
        texts={texts}
        locale="fr"
        storeCountry="FR"
        addresses={camille.addressBook}
        onSaved={() => {}}
        finalFocus={() => true}
      />
    )
  const id = modal === 'delete' ? DELETE_ADDRESS_MODAL : ADDRESS_MODAL
  const payload = modal === 'delete' ? louise : modal === 'edit' ? pieter : undefined
  return (
    <GatewayProvider caller={caller}>
      <OpenModal id={id} payload={payload}>
        <OnOpening id={id}>{body}</OnOpening>
      </OpenModal>
    </GatewayProvider>
  )
}

const meta = {
  title: 'Account/Area/AddressModals',
  component: AddressBookModal,
  args: { modal: 'edit', gateway: 'works' },
  argTypes: {
    modal: { control: 'inline-radio', options: ['edit', 'add', 'delete'] },
    gateway: { control: 'inline-radio', options: ['works', 'refuses', 'down'] },
  },
  beforeEach: ({ args }) => mockAreaGateway(args.gateway, camille),
} satisfies Meta<typeof AddressBookModal>

export default meta
type Story = StoryObj<typeof meta>

/** A Dutch business entry, prefilled: company name shown, country and calling code chosen. */
export const Edit: Story = {
  globals: desktop,
  play: async () => {
    const modal = within(
      await within(document.body).findByRole('dialog', { name: fr.AccountArea.editAddressTitle }),
    )
    await expect(modal.getByLabelText(fr.AccountArea.companyName)).toHaveValue('Bloemen BV')
    await expect(modal.getByLabelText(fr.AccountArea.country)).toHaveValue('Pays-Bas')
  },
}

export const EditMobile: Story = { ...Edit, globals: mobile }

/** The gateway refuses the postal code: its words go on the field, the modal stays open. */
export const EditRefused: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async () => {
    const body = within(document.body)
    const modal = within(await body.findByRole('dialog', { name: fr.AccountArea.editAddressTitle }))
    await userEvent.click(body.getByRole('button', { name: fr.AccountArea.save }))
    await expect(await modal.findByText('Code postal inconnu.')).toBeVisible()
  },
}

/** A new entry: empty, private, in France; sending it empty says what is missing. */
export const Add: Story = {
  globals: desktop,
  args: { modal: 'add' },
  play: async () => {
    const body = within(document.body)
    const modal = within(await body.findByRole('dialog', { name: fr.AccountArea.newAddressTitle }))
    await userEvent.click(body.getByRole('button', { name: fr.AccountArea.save }))
    await expect(await modal.findByText(fr.Validation.firstNameRequired)).toBeVisible()
    // Focus moves once the errors show.
    await waitFor(() => expect(modal.getByLabelText(fr.AccountArea.firstName)).toHaveFocus())
  },
}

/** 'Supprimer cette adresse ?', naming whose. */
export const Delete: Story = {
  globals: desktop,
  args: { modal: 'delete' },
  play: async () => {
    const modal = within(
      await within(document.body).findByRole('dialog', {
        name: fr.AccountArea.deleteAddressTitle,
      }),
    )
    await expect(
      modal.getByText('L’adresse de Louise Bernard sera retirée de votre carnet d’adresses.'),
    ).toBeVisible()
  },
}

export const DeleteMobile: Story = { ...Delete, globals: mobile }
