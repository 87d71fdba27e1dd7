import type { Meta, StoryObj } from '@storybook/react-vite'

import ImageBody from '@/blocks/image-body/component'
import { bulletList, heading, paragraph, richText } from '@/seed/rich-text'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

const meta = {
  title: 'Blocks/ImageBody',
  component: ImageBody,
  args: {
    context: blockContext,
    block: {
      blockType: 'imageBody',
      imagePosition: 'left',
      image: mediaFixture(
        'image-body-wrapped-gift.svg',
        'Un paquet cadeau rouge noué d’un ruban jaune, une carte cadeau glissée contre lui',
        800,
        800,
      ),
      body: richText(
        heading('h2', 'Une carte physique, emballée avec soin'),
        paragraph(
          'Votre carte arrive dans un joli étui cadeau, prête à être offerte. Ajoutez un message personnel\u00a0: nous l’imprimons pour vous.',
        ),
        bulletList(
          'Expédiée le jour même pour toute commande passée avant 17\u00a0h',
          'Livrée en 2 à 4\u00a0jours ouvrés',
          'Frais de port offerts dès 50\u00a0€',
        ),
      ),
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof ImageBody>

export default meta
type Story = StoryObj<typeof meta>

export const ImageLeft: Story = {}

export const ImageRight: Story = {
  args: {
    block: {
      ...meta.args.block,
      imagePosition: 'right',
      image: mediaFixture(
        'image-body-envelope.svg',
        'Une enveloppe ouverte d’où sort une carte cadeau rouge, à côté d’une horloge',
        800,
        600,
      ),
      body: richText(
        heading('h2', 'Une carte digitale, reçue en moins d’une heure'),
        paragraph(
          'Pas le temps de passer en boutique\u202f? La carte cadeau digitale est envoyée par e-mail, à vous ou directement au destinataire, à la date de votre choix.',
        ),
        paragraph({ text: 'Idéale pour les cadeaux de dernière minute.', bold: true }),
      ),
    },
  },
}

/** A single short paragraph beside the image. */
export const ShortBody: Story = {
  args: {
    block: {
      ...meta.args.block,
      body: richText(
        paragraph('Un cadeau qui s’adapte à toutes les envies, de 10\u00a0€ à 500\u00a0€.'),
      ),
    },
  },
}

/** The image relation was not populated (an id only): the text stands alone. */
export const ImageNotLoaded: Story = { args: { block: { ...meta.args.block, image: 7 } } }
