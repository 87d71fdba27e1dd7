import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { desktop } from './redeem-frame'
import { products, texts } from './redeem-fixtures'
import { body, openCart, shopLinksMeta } from './shop-links'

const meta = { ...shopLinksMeta, title: 'Redeem/CartCardActions' } satisfies Meta<
  typeof shopLinksMeta.component
>

export default meta
type Story = StoryObj<typeof meta>

const t = texts.modals
const title = products[0]!.title

/** A source card among two comes off the exchange. */
export const RemoveCard: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    const remove = cart.getByRole('button', { name: 'Retirer la carte •••• 3456' })
    await userEvent.click(remove)
    await expect(cart.queryByRole('alert')).toBeNull()
  },
}

/** The only source card cannot go: the reset modal offers to leave the exchange instead. */
export const OnlyCardOffersReset: Story = {
  globals: desktop,
  args: { cards: 1 },
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await userEvent.click(cart.getByRole('button', { name: 'Retirer la carte •••• 9012' }))
    await expect(await body().findByRole('dialog', { name: texts.redeem.resetTitle })).toBeVisible()
  },
}

/** A chosen card bought the usual way: it goes to the cart, with the way there. */
export const BuyRegular: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await userEvent.click(
      cart.getByRole('button', { name: `Acheter dans le panier : ${title}, hors échange` }),
    )
    await expect(
      await cart.findByText(`${title} est dans votre panier, hors échange.`),
    ).toBeVisible()
    await expect(cart.getByRole('link', { name: t.toCart })).toHaveAttribute('href', '#panier')
  },
}

/** A refusal says why on the line, in the redeem error texts. */
export const BuyRegularRefused: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await userEvent.click(
      cart.getByRole('button', { name: `Acheter dans le panier : ${title}, hors échange` }),
    )
    await expect(await cart.findByRole('alert', {}, { timeout: 5_000 })).toBeVisible()
  },
}

/** From 'Ajouter une autre carte': the card number modal, then 'Retour' to the card's form. */
export const CardNumberFromAddCard: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await userEvent.click(cart.getByRole('button', { name: texts.redeem.addExtraCard }))
    const addCard = await body().findByRole('dialog', { name: texts.redeem.addExtraCardTitle })
    await userEvent.click(within(addCard).getByRole('button', { name: t.cardNumberHelp }))
    const help = await body().findByRole('dialog', { name: t.cardNumberHelp })
    await userEvent.click(within(help).getByRole('button', { name: t.back }))
    await expect(
      await body().findByRole('dialog', { name: texts.redeem.addExtraCardTitle }),
    ).toBeVisible()
  },
}
