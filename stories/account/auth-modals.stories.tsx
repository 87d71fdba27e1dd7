import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import GuestOrderModal from '@/commerce/widgets/account/auth/guest-order-modal.client'
import IdentifyModal, {
  type OrderIdentifyProps,
} from '@/commerce/widgets/account/auth/identify-modal.client'
import { GUEST_ORDER_MODAL, IDENTIFY_MODAL } from '@/commerce/widgets/account/auth/ids'
import fr from '@/i18n/messages/fr'

import { OpenModal } from '../modal-story'
import { caller, captchaTestMode, freshSessionStorage, orderIdentify } from './auth-fixtures'
import { setUp } from './auth-frame'
import { KNOWN_EMAIL, mockAccountGateway } from './auth-gateway-mock'

const t = fr.AccountAuth

type Props = OrderIdentifyProps & { modal: typeof IDENTIFY_MODAL | typeof GUEST_ORDER_MODAL }

/** The cart's identification modals as 'Commander' opens them (spec §2, §4). */
function CartModals({ modal, ...props }: Props) {
  return (
    <GatewayProvider caller={caller}>
      <OpenModal id={modal}>
        {modal === IDENTIFY_MODAL ? <IdentifyModal {...props} /> : <GuestOrderModal {...props} />}
      </OpenModal>
    </GatewayProvider>
  )
}

const meta = {
  title: 'Account/Auth/CartModals',
  component: CartModals,
  args: { ...orderIdentify(), modal: IDENTIFY_MODAL },
  argTypes: { modal: { control: 'inline-radio', options: [IDENTIFY_MODAL, GUEST_ORDER_MODAL] } },
  beforeEach: setUp(mockAccountGateway, captchaTestMode, freshSessionStorage),
} satisfies Meta<typeof CartModals>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (name: string) => within(document.body).findByRole('dialog', { name })

/** Order-modal auth on: a known e-mail logs in on the login page, then back to the checkout. */
export const Identify: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog(t.identifyModalTitle))
    await userEvent.type(modal.getByLabelText(t.email), KNOWN_EMAIL)
    await userEvent.click(modal.getByRole('button', { name: t.identifySubmit }))
    await waitFor(
      () =>
        expect(args.navigate).toHaveBeenCalledWith('/compte/se-connecter/?callback=%2Fpaiement%2F'),
      { timeout: 5000 },
    )
  },
}

/** An unknown e-mail orders as a guest. */
export const IdentifyUnknown: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog(t.identifyModalTitle))
    await userEvent.type(modal.getByLabelText(t.email), 'nouveau@exemple.fr')
    await userEvent.click(modal.getByRole('button', { name: t.identifySubmit }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/paiement/'), {
      timeout: 5000,
    })
  },
}

export const IdentifyMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

/** Order-modal auth off: order as a guest, or log in or create an account first. */
export const GuestOrder: Story = {
  args: { modal: GUEST_ORDER_MODAL, orderModalAuth: false },
  play: async () => {
    const modal = within(await dialog(t.guestOrderTitle))
    await expect(modal.getByRole('link', { name: t.guestOrderContinue })).toHaveAttribute(
      'href',
      '/paiement/',
    )
    await expect(modal.getByRole('link', { name: t.guestOrderLogin })).toHaveAttribute(
      'href',
      '/compte/se-connecter/?callback=%2Fpaiement%2F',
    )
  },
}
