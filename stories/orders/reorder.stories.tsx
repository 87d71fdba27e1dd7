import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { Reorder } from '@/commerce/widgets/orders/reorder.client'
import fr from '@/i18n/messages/fr'

import { type OrdersGatewayMode, mockOrdersGateway } from './orders-gateway'
import { caller, desktop, hrefs, mobile, texts } from './orders-fixtures'

type Args = { gateway: OrdersGatewayMode }

/** /commander-a-nouveau/: earlier orders' cards and the blank card sets. */
function ReorderPage(_: Args) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <h1 className="text-3xl font-bold">{texts.reorderTitle}</h1>
      <GatewayProvider caller={caller}>
        <Reorder texts={texts} hrefs={hrefs} />
      </GatewayProvider>
    </div>
  )
}

const meta = {
  title: 'Orders/Reorder',
  component: ReorderPage,
  args: { gateway: 'works' },
  argTypes: {
    gateway: { control: 'inline-radio', options: ['works', 'empty', 'refuses', 'guest'] },
  },
  beforeEach: ({ args }) => mockOrdersGateway(args.gateway),
} satisfies Meta<typeof ReorderPage>

export default meta
type Story = StoryObj<typeof meta>

/** Every card of the order ticked; none ticked says to choose one. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const boxes = await page.findAllByRole('checkbox')
    await expect(boxes).toHaveLength(2)
    for (const box of boxes) await userEvent.click(box)
    await userEvent.click(page.getByRole('button', { name: fr.AccountOrders.reorderChosen }))
    await expect(page.getByText(fr.AccountOrders.chooseOne)).toBeVisible()
  },
}

export const Mobile: Story = { ...Desktop, globals: mobile }

/** A guest is invited to log in; the sets still show. */
export const Guest: Story = {
  globals: mobile,
  args: { gateway: 'guest' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(fr.AccountOrders.reorderGuest)).toBeVisible()
    await expect(await page.findByText('Lot de 10 cartes vierges')).toBeVisible()
  },
}

/** The 'reorder product details' modal: what the set holds, a quantity, into the cart. */
export const PackDetails: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(
      await page.findByRole('button', { name: 'Voir le contenu de Lot de 10 cartes vierges' }),
    )
    const modal = within(await within(document.body).findByRole('dialog'))
    await expect(modal.getByText(/10 cartes cadeaux vierges/)).toBeVisible()
    await userEvent.click(
      within(document.body).getByRole('button', { name: fr.AccountOrders.addToCart }),
    )
    await expect(await modal.findByText(fr.AccountOrders.added)).toBeVisible()
  },
}
