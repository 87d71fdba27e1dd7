import type { Meta, StoryObj } from '@storybook/react-vite'

import { Notices } from '@/components/notices'

const labels = {
  delayWarning:
    'Les cartes cadeaux digitales sont actuellement envoyées avec du retard. Merci de votre patience.',
  notices: 'Informations',
}

const meta = {
  title: 'Chrome/Notices',
  component: Notices,
  args: { labels, toggles: { redeemDelayWarning: true, informativeMessage: null } },
} satisfies Meta<typeof Notices>

export default meta
type Story = StoryObj<typeof meta>

export const DelayWarning: Story = {}
export const InformativeMessage: Story = {
  args: {
    toggles: {
      redeemDelayWarning: false,
      informativeMessage: 'Fermeture exceptionnelle du service client le 25 décembre.',
    },
  },
}
export const Both: Story = {
  args: {
    toggles: {
      redeemDelayWarning: true,
      informativeMessage: 'Fermeture exceptionnelle du service client le 25 décembre.',
    },
  },
}
