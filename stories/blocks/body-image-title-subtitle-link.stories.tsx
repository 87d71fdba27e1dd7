import type { Meta, StoryObj } from '@storybook/react-vite'

import BodyImageTitleSubtitleLink from '@/blocks/body-image-title-subtitle-link/component'
import { bulletList, paragraph, richText } from '@/seed/rich-text'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

const giftCards = mediaFixture(
  'body-image-title-subtitle-link-gift-cards.svg',
  'Trois cartes cadeaux en éventail, l’une de 50\u00a0€ nouée d’un ruban jaune',
  800,
  600,
)
const celebration = mediaFixture(
  'body-image-title-subtitle-link-celebration.svg',
  'Trois amis fêtent un anniversaire sous une guirlande, l’un brandit un cadeau',
  1600,
  800,
)

const meta = {
  title: 'Blocks/BodyImageTitleSubtitleLink',
  component: BodyImageTitleSubtitleLink,
  args: {
    context: blockContext,
    block: {
      blockType: 'bodyImageTitleSubtitleLink',
      variant: 'imageRight',
      title: 'La carte cadeau qui fait plaisir à coup sûr',
      subtitle: 'Plus de 200 enseignes, un seul cadeau à offrir.',
      body: richText(
        paragraph(
          'Mode, gastronomie, loisirs ou voyages\u00a0: laissez la personne qui vous est chère choisir ce qui lui fait vraiment envie.',
        ),
        bulletList(
          'Montant libre de 10\u00a0€ à 500\u00a0€',
          'Valable 12\u00a0mois dans toutes les enseignes partenaires',
          'Carte digitale reçue par e-mail en moins d’une heure',
        ),
      ),
      image: giftCards,
      link: { label: 'Choisir une carte cadeau', href: '/fr/cartes-cadeaux' },
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof BodyImageTitleSubtitleLink>

export default meta
type Story = StoryObj<typeof meta>

export const ImageRight: Story = {}

/** One story per variant, so designers see each one. */
export const ImageLeft: Story = { args: { block: { ...meta.args.block, variant: 'imageLeft' } } }
export const ImageTop: Story = {
  args: {
    block: {
      ...meta.args.block,
      variant: 'imageTop',
      body: richText(
        paragraph(
          'Choisissez le montant, ajoutez un petit mot personnel et offrez-la en digital ou en version physique, livrée en 2 à 4\u00a0jours ouvrés.',
        ),
      ),
    },
  },
}
export const ImageBackground: Story = {
  args: {
    block: {
      ...meta.args.block,
      variant: 'imageBackground',
      title: 'Un anniversaire\u202f? Une carte cadeau\u202f!',
      subtitle: 'Commandée avant 17\u00a0h un jour ouvré, expédiée le jour même.',
      body: richText(
        paragraph('Le cadeau qui arrive toujours à temps, même quand la fête est déjà demain.'),
      ),
      image: celebration,
      link: { label: 'Offrir maintenant', href: '/fr/cartes-cadeaux/anniversaire' },
    },
  },
}

export const WithoutSubtitle: Story = { args: { block: { ...meta.args.block, subtitle: null } } }
export const WithoutLink: Story = {
  args: { block: { ...meta.args.block, variant: 'imageLeft', link: { label: null, href: null } } },
}
/** The image relation was not populated (an id only): the copy stands alone. */
export const ImageNotLoaded: Story = { args: { block: { ...meta.args.block, image: 42 } } }
