import type { Meta, StoryObj } from '@storybook/react-vite'

import TitleAndBody from '@/blocks/title-and-body/component'
import { bulletList, heading, paragraph, richText } from '@/seed/rich-text'

import { blockContext } from './context'

const meta = {
  title: 'Blocks/TitleAndBody',
  component: TitleAndBody,
  args: {
    context: blockContext,
    block: {
      blockType: 'titleAndBody',
      alignment: 'left',
      title: 'Livraison de votre carte cadeau',
      body: richText(
        paragraph(
          'Nous proposons deux modes de livraison, selon le format de carte choisi lors de votre commande.',
        ),
        heading('h3', 'Carte digitale'),
        paragraph(
          'Envoyée par e-mail en moins d’une heure, à vous ou au destinataire, à la date de votre choix.',
        ),
        heading('h3', 'Carte physique'),
        bulletList(
          'Commandée avant 17\u00a0h un jour ouvré, expédiée le jour même',
          'Livrée en 2 à 4\u00a0jours ouvrés en France métropolitaine',
          'Envoi suivi\u00a0: 2,95\u00a0€, offert dès 50\u00a0€ d’achat',
        ),
      ),
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof TitleAndBody>

export default meta
type Story = StoryObj<typeof meta>

export const Left: Story = {}

export const Center: Story = {
  args: {
    block: {
      ...meta.args.block,
      alignment: 'center',
      title: 'Notre engagement',
      body: richText(
        paragraph(
          'Chaque carte cadeau est garantie par l’enseigne qui l’émet. Votre paiement est sécurisé et vos données ne sont jamais revendues.',
        ),
        bulletList('Paiement 100\u00a0% sécurisé', 'Service client en France', 'TVA incluse'),
      ),
    },
  },
}

/** One short paragraph, as on a privacy notice. */
export const ShortBody: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Vos données personnelles',
      body: richText(
        paragraph(
          'Nous utilisons vos coordonnées uniquement pour traiter votre commande et livrer votre carte. ',
          { text: 'Elles ne sont jamais transmises à des tiers.', bold: true },
        ),
      ),
    },
  },
}
