import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { keepEnteredNote } from '@/commerce/widgets/doubler/entry-note'
import { DoublerThankYouTemplate } from '@/content/templates/page-types/doubler-thank-you'
import fr from '@/i18n/messages/fr'

import { desktop, editorsPage, mobile } from './fixtures'

const meta = {
  title: 'Templates/DoublerThankYou',
  component: DoublerThankYouTemplate,
  args: {
    data: { title: fr.Templates.doublerThanksTitle, enteredTemplate: fr.Doubler.entered },
    layout: editorsPage(
      'Merci de votre participation',
      'Bonne chance !',
      'Le tirage a lieu le premier lundi du mois ; le gagnant est prévenu par e-mail.',
    ),
  },
} satisfies Meta<typeof DoublerThankYouTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** After an entry in this tab: which card takes part in which draw. */
export const Entered: Story = {
  globals: desktop,
  beforeEach: () => {
    keepEnteredNote({ lastFour: '9012', formattedDrawDate: 'lundi 7 décembre 2026' })
    return () => window.sessionStorage.clear()
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      /•••• 9012 participe au tirage du lundi 7 décembre 2026/,
    )
  },
}

/** Opened without an entry: the editors' page alone. */
export const WithoutEntry: Story = { globals: mobile }
