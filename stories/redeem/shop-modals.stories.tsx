import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { desktop, mobile } from './redeem-frame'
import { products, texts } from './redeem-fixtures'
import { body, openCart, SHOP, shopLinksMeta } from './shop-links'

const meta = { ...shopLinksMeta, title: 'Redeem/ShopModals' } satisfies Meta<
  typeof shopLinksMeta.component
>

export default meta
type Story = StoryObj<typeof meta>

const t = texts.modals
const title = products[0]!.title

/** Spec §2 shop iframe modal from the cart; 'Retour' goes back to the cart. */
export const ShopFrame: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await userEvent.click(cart.getByRole('button', { name: `Voir la boutique ${title}` }))
    const dialog = await body().findByRole('dialog', { name: `La boutique ${title}` })
    const frame = within(dialog).getByTitle(`Boutique en ligne ${title}`)
    await expect(frame).toHaveAttribute('src', SHOP.iframeUrl)
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    )
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    await userEvent.click(within(dialog).getByRole('button', { name: t.back }))
    await expect(await body().findByRole('dialog', { name: texts.redeem.cartTitle })).toBeVisible()
  },
}

export const ShopFrameMobile: Story = { ...ShopFrame, globals: mobile }

/** Spec §2 shop more-information modal: the description and the brand's link, in a new tab. */
export const MoreInformation: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await userEvent.click(cart.getByRole('button', { name: `Plus d’informations sur ${title}` }))
    const dialog = within(await body().findByRole('dialog', { name: title }))
    await expect(dialog.getByText(SHOP.description)).toBeVisible()
    const link = dialog.getByRole('link', { name: new RegExp(SHOP.link.title) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  },
}

/** 'Continuer vers la boutique' counts down, visibly and politely; cancelling stays here. */
export const RedirectCountdown: Story = {
  globals: desktop,
  play: async (context) => {
    await MoreInformation.play!(context)
    const dialog = within(await body().findByRole('dialog', { name: title }))
    await userEvent.click(dialog.getByRole('button', { name: t.continueToShop }))
    // The visible countdown (the polite status may say the same words at its start).
    const countdown = dialog.getByText(/Redirection vers la boutique dans \d s/, {
      ignore: 'script, style, [role="status"]',
    })
    await expect(countdown).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: t.cancelRedirect }))
    await expect(dialog.getByRole('status')).toHaveTextContent(t.redirectCancelled)
    await expect(dialog.getByRole('button', { name: t.continueToShop })).toBeVisible()
  },
}

/** The placed order's confirmation: each card's brand shop is a button away. */
export const OnConfirmation: Story = {
  globals: desktop,
  args: { placed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: `Voir la boutique ${title}` }, { timeout: 5_000 }),
    )
    await expect(await body().findByRole('dialog', { name: `La boutique ${title}` })).toBeVisible()
    await expect(body().queryByRole('button', { name: t.back })).toBeNull()
  },
}
