import type { Meta, StoryObj } from '@storybook/react-vite'

import { Modal } from '@/components/ui/modal/modal.client'

import { OpenModal } from './modal-story'

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    id: 'story-modal',
    size: 'wide',
    title: 'Aperçu de l’emballage cadeau',
    description: 'Votre carte est glissée dans une pochette aux couleurs de la fête.',
    closeLabel: 'Fermer',
    escapeCloses: true,
    children: (
      <p>Le contenu défile dans la fenêtre quand il est long ; la page derrière reste immobile.</p>
    ),
  },
  decorators: [
    (Story, { args }) => (
      <OpenModal id={args.id}>
        <Story />
      </OpenModal>
    ),
  ],
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

/** Slides in from the left on desktop (640 px), rises from the bottom below 1024 px. */
export const Wide: Story = {}

export const Narrow: Story = { args: { size: 'narrow' } }

/** Esc does nothing here: only the close button and the backdrop close it. */
export const EscapeDisabled: Story = {
  args: {
    escapeCloses: false,
    title: 'Supprimer l’article ?',
    description: 'Esc ne ferme pas cette fenêtre.',
  },
}

export const WithActions: Story = {
  args: {
    size: 'narrow',
    actions: (
      <button
        type="button"
        className="rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast"
      >
        Confirmer
      </button>
    ),
  },
}
