import type { Meta, StoryObj } from '@storybook/react-vite'

import TitleWithImages from '@/blocks/title-with-images/component'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

const occasion = (name: string, alt: string, caption: string) => ({
  image: mediaFixture(`title-with-images-${name}.svg`, alt, 400, 300),
  caption,
})
const brand = (name: string, title: string) => ({
  image: mediaFixture(`card-${name}.svg`, `Carte cadeau ${title}`, 856, 540),
  caption: title,
})

const meta = {
  title: 'Blocks/TitleWithImages',
  component: TitleWithImages,
  args: {
    context: blockContext,
    block: {
      blockType: 'titleWithImages',
      title: 'Une carte pour chaque occasion',
      subtitle:
        'Anniversaire, naissance, mariage ou fêtes de fin d’année\u00a0: faites plaisir en un clic.',
      images: [
        occasion('anniversaire', 'Un gâteau d’anniversaire aux bougies allumées', 'Anniversaire'),
        occasion('naissance', 'Un body de bébé sous la lune et les étoiles', 'Naissance'),
        occasion('mariage', 'Deux alliances entrelacées', 'Mariage'),
        occasion('noel', 'Un sapin de Noël et ses cadeaux', 'Noël'),
      ],
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof TitleWithImages>

export default meta
type Story = StoryObj<typeof meta>

export const Occasions: Story = {}

/** Brands: card faces keep their own ratio, never cropped. */
export const Brands: Story = {
  args: {
    block: {
      blockType: 'titleWithImages',
      title: 'Nos enseignes partenaires',
      subtitle: null,
      images: [
        brand('multi-enseignes', 'Multi-enseignes'),
        brand('cinema-lumiere', 'Cinéma Lumière'),
        brand('spa-serenite', 'Spa Sérénité'),
        brand('librairie-du-coin', 'Librairie du Coin'),
        brand('bistrot-gourmand', 'Bistrot Gourmand'),
        brand('aventure-plein-air', 'Aventure Plein Air'),
      ],
    },
  },
}

/** Three images fill three columns from the tablet width. */
export const ThreeImages: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Dites-le avec une carte',
      images: [
        occasion('merci', 'Un bouquet de fleurs pour dire merci', 'Merci'),
        occasion('anniversaire', 'Un gâteau d’anniversaire aux bougies allumées', 'Anniversaire'),
        occasion('noel', 'Un sapin de Noël et ses cadeaux', 'Noël'),
      ],
    },
  },
}

/** Images without captions; an unpopulated one (id) is skipped. */
export const WithoutCaptions: Story = {
  args: {
    block: {
      ...meta.args.block,
      subtitle: null,
      images: [...meta.args.block.images.map(({ image }) => ({ image })), { image: 99 }],
    },
  },
}
