import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { REDEEM_DOUBLER_MODAL } from '@/commerce/widgets/redeem/doubler/ids'
import DoublerModal, {
  type DoublerModalProps,
} from '@/commerce/widgets/redeem/doubler/doubler-modal.client'
import { DoublerOffer } from '@/commerce/widgets/redeem/doubler/doubler-offer.client'
import { doublerTexts } from '@/commerce/widgets/doubler/texts'
import fr from '@/i18n/messages/fr'

import { setUp } from '../account/auth-frame'
import { OpenModal } from '../modal-story'
import { type IdentifyGatewayMode, mockIdentifyGateway } from './identify-gateway'
import { desktop, mobile, RedeemStoryFrame, withSession } from './redeem-frame'
import { texts } from './redeem-fixtures'

const t = fr.DoublerModal
const { doubler, form } = doublerTexts(fr)

type Args = DoublerModalProps & { gateway: IdentifyGatewayMode }

/** The redeem shop's doubler offer, its modal open. */
function DoublerStory({ gateway: _gateway, ...props }: Args) {
  return (
    <RedeemStoryFrame title={texts.redeem.shopTitle}>
      <OpenModal id={REDEEM_DOUBLER_MODAL}>
        <DoublerModal {...props} />
      </OpenModal>
    </RedeemStoryFrame>
  )
}

const meta = {
  title: 'Redeem/DoublerModal',
  component: DoublerStory,
  args: {
    texts: { doubler, form, modal: t, close: fr.Modal.close },
    termsHref: '#cgv',
    gateway: 'works',
  },
  argTypes: { gateway: { control: 'inline-radio', options: ['works', 'entered'] } },
  beforeEach: ({ args }) => setUp(() => mockIdentifyGateway(args.gateway), withSession(true))(),
} satisfies Meta<typeof DoublerStory>

export default meta
type Story = StoryObj<typeof meta>

const modal = async () =>
  within(await within(document.body).findByRole('dialog', { name: t.title }))

async function enter() {
  const dialog = await modal()
  await userEvent.type(dialog.getByLabelText(doubler.email), 'nina@exemple.fr')
  await userEvent.click(dialog.getByRole('checkbox'))
  await userEvent.click(dialog.getByRole('button', { name: doubler.submit }))
  return dialog
}

/** The card being exchanged is named: its PIN is not asked again. */
export const Modal: Story = {
  globals: desktop,
  play: async () => {
    const dialog = await modal()
    await expect(await dialog.findByText(/•••• 9012/)).toBeVisible()
    await expect(dialog.queryByLabelText(doubler.pin)).toBeNull()
  },
}
export const ModalMobile: Story = { globals: mobile }

/** Entered: the draw's date, as on /doubler/merci/. */
export const Entered: Story = {
  globals: desktop,
  play: async () => {
    const dialog = await enter()
    await expect(
      await dialog.findByText(/participe au tirage du lundi 1 février 2027/),
    ).toBeVisible()
  },
}

/** The card is in this month's draw already: the gateway's words. */
export const AlreadyEntered: Story = {
  globals: desktop,
  args: { gateway: 'entered' },
  play: async () => {
    const dialog = await enter()
    await expect(await dialog.findByText(/participe déjà au tirage/)).toBeVisible()
  },
}

/** The terms are required before anything is sent. */
export const TermsRequired: Story = {
  globals: desktop,
  play: async () => {
    const dialog = await modal()
    await userEvent.type(dialog.getByLabelText(doubler.email), 'nina@exemple.fr')
    await userEvent.click(dialog.getByRole('button', { name: doubler.submit }))
    await expect(await dialog.findByText(fr.DoublerErrors.termsRequired)).toBeVisible()
  },
}

/** The offer on the redeem shop, shown while the session holds the card. */
export const Offer: Story = {
  globals: desktop,
  render: (args) => (
    <RedeemStoryFrame title={texts.redeem.shopTitle}>
      <DoublerOffer texts={args.texts} termsHref={args.termsHref} />
    </RedeemStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: t.offerButton }))
    await expect(await modal()).toBeDefined()
  },
}
