import type { Meta, StoryObj } from '@storybook/react-vite'

import TitleUspsImage from '@/blocks/title-usps-image/component'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

const meta = {
  title: 'Blocks/TitleUspsImage',
  component: TitleUspsImage,
  args: {
    context: blockContext,
    block: {
      blockType: 'titleUspsImage',
      title: 'Le cadeau qui arrive toujours à temps',
      usps: [
        { text: 'Carte digitale envoyée par e-mail en moins d’une heure', icon: 'mail' },
        { text: 'Commandée avant 17\u00a0h, expédiée le jour même', icon: 'clock' },
        { text: 'Carte physique livrée en 2 à 4\u00a0jours ouvrés', icon: 'truck' },
        { text: 'Paiement 100\u00a0% sécurisé', icon: 'shield' },
      ],
      image: mediaFixture(
        'title-usps-image-delivery.svg',
        'Une carte cadeau sort d’une enveloppe, livrée en moins d’une heure',
        640,
        480,
      ),
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof TitleUspsImage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Six points, the maximum, with the other icons. */
export const SixPoints: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Pourquoi offrir une carte cadeau\u202f?',
      usps: [
        { text: 'Plus de 200 enseignes au choix', icon: 'gift' },
        { text: 'Valable 12\u00a0mois après l’achat', icon: 'check' },
        { text: 'Noté 4,8 sur 5 par nos clients', icon: 'star' },
        { text: 'Un message personnel sur chaque carte', icon: 'mail' },
        { text: 'Livraison offerte dès 50\u00a0€', icon: 'truck' },
        { text: 'Remboursée si elle n’arrive pas', icon: 'shield' },
      ],
    },
  },
}

/** The image relation was not populated: the text takes the space alone. */
export const ImageNotLoaded: Story = { args: { block: { ...meta.args.block, image: 12 } } }
