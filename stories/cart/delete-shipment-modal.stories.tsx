import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import DeleteShipmentModal from '@/commerce/widgets/cart/delete-shipment-modal.client'
import { CART_DELETE_MODAL } from '@/commerce/widgets/cart/ids'
import fr from '@/i18n/messages/fr'

import { OpenModal } from '../modal-story'
import { labels } from './fixtures'

const payload = { receiver: 'Camille Martin' }

/** The cart delete item confirmation (spec §2), as a delete button of a line opens it. */
const meta = {
  title: 'Cart/DeleteShipmentModal',
  component: DeleteShipmentModal,
  args: {
    labels: labels.deleteModal,
    // A gateway's pace, to show the pending state.
    onConfirm: () => new Promise<void>((resolve) => setTimeout(resolve, 800)),
    finalFocus: () => true,
  },
  decorators: [
    (Story) => (
      <OpenModal id={CART_DELETE_MODAL} payload={payload}>
        <Story />
      </OpenModal>
    ),
  ],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: fr.Cart.deleteTitle,
    })
    await expect(
      within(dialog).getByText('Les cartes pour Camille Martin seront retirées de votre panier.'),
    ).toBeVisible()
  },
} satisfies Meta<typeof DeleteShipmentModal>

export default meta
type Story = StoryObj<typeof meta>

/** Slides in from the left, 420 px wide. */
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } }

/** Rises from the bottom. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }
