import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import ChangePasswordModal from '@/commerce/widgets/account/area/change-password-modal.client'
import DeleteAccountModal from '@/commerce/widgets/account/area/delete-account-modal.client'
import { CHANGE_PASSWORD_MODAL, DELETE_ACCOUNT_MODAL } from '@/commerce/widgets/account/area/ids'
import fr from '@/i18n/messages/fr'

import { OpenModal } from '../modal-story'
import { camille, caller, desktop, mobile, texts } from './area-fixtures'
import { type AreaGatewayMode, mockAreaGateway } from './area-gateway'

type Args = { modal: 'changePassword' | 'deleteAccount'; gateway: AreaGatewayMode }

/** The account's two security modals (spec §2), opened as their buttons open them. */
function SecurityModal({ modal }: Args) {
  const id = modal === 'changePassword' ? CHANGE_PASSWORD_MODAL : DELETE_ACCOUNT_MODAL
  return (
    <GatewayProvider caller={caller}>
      <OpenModal id={id}>
        {modal === 'changePassword' ? (
          <ChangePasswordModal texts={texts} locale="fr" onChanged={() => {}} />
        ) : (
          <DeleteAccountModal texts={texts} locale="fr" homeHref="#accueil" />
        )}
      </OpenModal>
    </GatewayProvider>
  )
}

const meta = {
  title: 'Account/Area/SecurityModals',
  component: SecurityModal,
  args: { modal: 'changePassword', gateway: 'works' },
  argTypes: {
    modal: { control: 'inline-radio', options: ['changePassword', 'deleteAccount'] },
    gateway: { control: 'inline-radio', options: ['works', 'refuses', 'down'] },
  },
  beforeEach: ({ args }) => mockAreaGateway(args.gateway, camille),
} satisfies Meta<typeof SecurityModal>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }))

/** Current password and the new one twice; a confirmation that differs is refused. */
export const ChangePassword: Story = {
  globals: desktop,
  play: async () => {
    const modal = await dialog(fr.AccountArea.changePasswordTitle)
    await userEvent.type(modal.getByLabelText(fr.AccountArea.currentPassword), 'Ancien-mdp1')
    await userEvent.type(modal.getByLabelText(fr.AccountArea.newPassword), 'Nouveau-mdp1')
    await userEvent.type(modal.getByLabelText(fr.AccountArea.passwordConfirmation), 'Autre')
    await userEvent.click(within(document.body).getByRole('button', { name: fr.AccountArea.save }))
    await expect(await modal.findByText(fr.Validation.passwordMismatch)).toBeVisible()
    // Focus moves once the errors show.
    await waitFor(() =>
      expect(modal.getByLabelText(fr.AccountArea.passwordConfirmation)).toHaveFocus(),
    )
  },
}

export const ChangePasswordMobile: Story = { ...ChangePassword, globals: mobile }

/** The gateway says the current password is wrong: it shows on that field. */
export const ChangePasswordRefused: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async () => {
    const modal = await dialog(fr.AccountArea.changePasswordTitle)
    await userEvent.type(modal.getByLabelText(fr.AccountArea.currentPassword), 'Faux-mdp1')
    await userEvent.type(modal.getByLabelText(fr.AccountArea.newPassword), 'Nouveau-mdp1')
    await userEvent.type(modal.getByLabelText(fr.AccountArea.passwordConfirmation), 'Nouveau-mdp1')
    await userEvent.click(within(document.body).getByRole('button', { name: fr.AccountArea.save }))
    await expect(await modal.findByText(fr.AccountErrors.incorrectCurrentPassword)).toBeVisible()
  },
}

/** What goes, and the password to confirm. */
export const DeleteAccount: Story = {
  globals: desktop,
  args: { modal: 'deleteAccount' },
  play: async () => {
    const modal = await dialog(fr.AccountArea.deleteAccountTitle)
    await expect(modal.getByText(fr.AccountArea.deleteAccountText)).toBeVisible()
    await userEvent.click(
      within(document.body).getByRole('button', { name: fr.AccountArea.deleteAccountConfirm }),
    )
    await expect(await modal.findByText(fr.Validation.passwordRequired)).toBeVisible()
  },
}

export const DeleteAccountMobile: Story = { ...DeleteAccount, globals: mobile }

/** A wrong password: the account stays, the field says why. */
export const DeleteAccountRefused: Story = {
  globals: desktop,
  args: { modal: 'deleteAccount', gateway: 'refuses' },
  play: async () => {
    const modal = await dialog(fr.AccountArea.deleteAccountTitle)
    await userEvent.type(modal.getByLabelText(fr.AccountArea.deleteAccountPassword), 'Faux-mdp1')
    await userEvent.click(
      within(document.body).getByRole('button', { name: fr.AccountArea.deleteAccountConfirm }),
    )
    await expect(await modal.findByText(fr.AccountErrors.incorrectCurrentPassword)).toBeVisible()
  },
}
