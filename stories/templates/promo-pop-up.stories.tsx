import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { PromoPopUpTemplate } from '@/content/templates/page-types/promo-pop-up'
import fr from '@/i18n/messages/fr'

import { desktop, editorsBlock, mobile } from './fixtures'

const meta = {
  title: 'Templates/PromoPopUp',
  component: PromoPopUpTemplate,
  args: {
    data: {
      title: 'Noël : livré à temps',
      // In the shop the home page's blocks stand behind it (e2e: content.e2e).
      home: editorsBlock('Offrez la carte cadeau qui fait plaisir', 'Plus de 200 cartes cadeaux.'),
      // Closing leads home; here it only marks the story's address.
      homeHref: '#promo-closed',
      closeLabel: fr.Templates.promoClose,
    },
    // The template brings the h1 (the dialog's title): the page's blocks come without it.
    layout: editorsBlock(
      'Commandez avant le 20 décembre',
      'Les cartes physiques commandées avant le 20 décembre arrivent avant Noël.',
    ),
  },
} satisfies Meta<typeof PromoPopUpTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** The promotion as a modal dialog: focus inside it, its close link leads to the home page. */
export const Phone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Noël : livré à temps' })
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true))
    const close = within(dialog).getByRole('link', { name: fr.Templates.promoClose })
    await expect(close).toHaveFocus()
    // Esc does the same (a real key press: e2e content.e2e); a story's keys are not the browser's.
    await userEvent.click(close)
    await waitFor(() => expect(window.location.hash).toBe('#promo-closed'))
    await expect(dialog).toBeVisible()
  },
}

export const Desktop: Story = { globals: desktop }
