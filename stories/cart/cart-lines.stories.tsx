import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { Cart } from '@/commerce/widgets/cart/cart.client'
import { ErrorModalHost } from '@/components/error-modal/error-modal-host.client'
import fr from '@/i18n/messages/fr'

import { orderIdentify } from '../account/auth-fixtures'
import { caller, errorLabels, messages, pushedEvents } from './fixtures'
import { type CartGatewayMode, mockCartGateway } from './gateway-mock'

/** The cart page's body: its heading, the widget on a mocked gateway, the error modal. */
function CartPage(_: { gateway: CartGatewayMode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{fr.Cart.title}</h1>
      <GatewayProvider caller={caller}>
        <Cart
          locale="fr"
          messages={messages}
          giftCardsHref="/cartes-cadeaux/"
          productHref="/cartes-cadeaux/PRODUCT/"
          identify={orderIdentify()}
          // As when the page's render could not read it: the widget asks the mocked gateway.
          serverCart={null}
        />
      </GatewayProvider>
      <ErrorModalHost labels={errorLabels} translatedMessages />
    </div>
  )
}

const meta = {
  title: 'Cart/Lines',
  component: CartPage,
  args: { gateway: 'filled' },
  argTypes: {
    gateway: { control: 'inline-radio', options: ['filled', 'empty', 'outOfStock', 'down'] },
  },
  beforeEach: ({ args }) => {
    window.dataLayer = []
    return mockCartGateway(args.gateway)
  },
} satisfies Meta<typeof CartPage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Two receivers by e-mail and one by post, each with its cards, their quantity and edit link,
 * total and delete button; Bruno's personal message shows for a last read.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('article', { name: 'Camille Martin' })).toBeVisible()
    await expect(page.getAllByRole('article')).toHaveLength(3)
    await expect(page.getByText('2 cartes digitales, par e-mail')).toBeVisible()
    // Each package with its quantity and its way back to the configurator (issue 24).
    const alice = within(page.getByRole('article', { name: 'Alice' }))
    await expect(
      alice.getByRole('group', { name: /^Quantité de Cinéma Lumière 25/ }),
    ).toHaveTextContent('2')
    await expect(alice.getByRole('link', { name: /^Modifier Cinéma Lumière 25/ })).toHaveAttribute(
      'href',
      '/cartes-cadeaux/cinema-lumiere/?edit=package-1',
    )
    const bruno = within(page.getByRole('article', { name: 'Bruno' }))
    await expect(bruno.getByText(fr.Cart.personalMessage)).toBeVisible()
    await expect(
      bruno.getByText('Joyeux anniversaire Bruno ! Profite bien de ce moment de détente.'),
    ).toBeVisible()
    await expect(
      within(page.getByRole('article', { name: 'Alice' })).queryByText(fr.Cart.personalMessage),
    ).toBeNull()
    await waitFor(() => expect(pushedEvents()).toEqual(['view_cart']))
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Alice' })).toBeVisible()
  },
}

/** Delete Bruno's card: confirmed in the modal, the cart refetched, focus back on the list. */
export const DeleteALine: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(
      await page.findByRole('button', { name: 'Supprimer les cartes pour Bruno' }),
    )
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: fr.Cart.deleteTitle }),
    )
    await expect(dialog.getByText('Les cartes pour Bruno seront retirées de votre panier.'))
    await userEvent.click(dialog.getByRole('button', { name: fr.Cart.delete }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: 3000,
    })
    await expect(page.queryByRole('article', { name: 'Bruno' })).toBeNull()
    await waitFor(() => expect(page.getByRole('heading', { name: fr.Cart.lines })).toHaveFocus())
    await expect(pushedEvents()).toContain('remove_from_cart')
  },
}

export const Empty: Story = {
  args: { gateway: 'empty' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: fr.Cart.empty })).toBeVisible()
    await expect(page.getByRole('link', { name: fr.Cart.browse })).toHaveAttribute(
      'href',
      '/cartes-cadeaux/',
    )
  },
}

/** The gateway does not answer: say so and offer to try again. */
export const GatewayDown: Story = {
  args: { gateway: 'down' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(fr.Cart.loadFailed, {}, { timeout: 5000 })).toBeVisible()
  },
}
