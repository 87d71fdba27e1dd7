import type { Meta, StoryObj } from '@storybook/react-vite'

import { ScrollUpButton } from '@/components/scroll-up-button.client'

/** The button shows past twice the screen height: the story gives the page that length. */
const meta = {
  title: 'Chrome/ScrollUpButton',
  component: ScrollUpButton,
  args: { label: 'Retour en haut de la page' },
  decorators: [
    (Story) => (
      <div style={{ height: '400vh' }} className="bg-muted p-8">
        <p>Faites défiler la page : le bouton apparaît après deux hauteurs d’écran.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollUpButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
