import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { Orders } from '@/commerce/widgets/orders/orders.client'
import fr from '@/i18n/messages/fr'

import { AreaPageFrame } from '../account/area-fixtures'
import { type OrdersGatewayMode, mockOrdersGateway } from './orders-gateway'
import { areaTexts, desktop, hrefs, mobile, texts } from './orders-fixtures'

type Args = { gateway: OrdersGatewayMode }

/** /compte/commandes/: the customer's orders on a mocked gateway. */
function OrdersPage(_: Args) {
  return (
    <AreaPageFrame page="orders">
      <Orders texts={texts} areaTexts={areaTexts} hrefs={hrefs} />
    </AreaPageFrame>
  )
}

const meta = {
  title: 'Orders/List',
  component: OrdersPage,
  args: { gateway: 'works' },
  argTypes: { gateway: { control: 'inline-radio', options: ['works', 'empty', 'refuses'] } },
  beforeEach: ({ args }) => mockOrdersGateway(args.gateway),
} satisfies Meta<typeof OrdersPage>

export default meta
type Story = StoryObj<typeof meta>

/** Newest first: a pending order to pay, a paid one with its invoice. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Commande 52-001002')).toBeVisible()
    await expect(page.getByText(fr.AccountOrders.statusPending)).toBeVisible()
    await expect(page.getByText(fr.AccountOrders.statusCompleted)).toBeVisible()
    await expect(page.getByRole('link', { name: fr.AccountOrders.completePayment })).toBeVisible()
    await expect(page.getByRole('link', { name: fr.AccountOrders.invoice })).toHaveAttribute(
      'download',
    )
  },
}

export const Mobile: Story = { ...Desktop, globals: mobile }

/** No order yet: a way to the catalogue. */
export const Empty: Story = {
  globals: desktop,
  args: { gateway: 'empty' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(fr.AccountOrders.empty)).toBeVisible()
    await expect(page.getByRole('link', { name: fr.AccountOrders.browse })).toBeVisible()
  },
}

/** 'Détails' opens the order details modal with the business billing data. */
export const Details: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(
      await page.findByRole('button', { name: 'Détails de la commande 52-001001' }),
    )
    const modal = within(await within(document.body).findByRole('dialog'))
    await expect(await modal.findByText('Atelier Lumière')).toBeVisible()
    await expect(modal.getByText('PO-2026-11')).toBeVisible()
    await expect(modal.getByText('Message : « Joyeux anniversaire ! »')).toBeVisible()
  },
}

/** Reordering a card that is out of stock says so in the modal. */
export const ReorderRefused: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(
      await page.findByRole('button', { name: 'Détails de la commande 52-001001' }),
    )
    const body = within(document.body)
    await userEvent.click(await body.findByRole('button', { name: fr.AccountOrders.reorder }))
    await expect(await body.findByText(fr.Validation.outOfStock)).toBeVisible()
  },
}
