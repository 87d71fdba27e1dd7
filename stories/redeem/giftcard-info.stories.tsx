import type { Meta, StoryObj } from '@storybook/react-vite'

import { GiftcardInfo } from '@/commerce/widgets/redeem/giftcard-info'
import type { Product } from '@/payload-types'

import { desktop, mobile } from './redeem-frame'
import { texts } from './redeem-fixtures'

const product = {
  id: 4,
  title: 'Librairie du Coin',
  slug: 'librairie-du-coin',
  productType: 'giftcard',
  description: 'Des livres pour tous les goûts, en librairie indépendante.',
  image: {
    id: 1,
    url: '/media/card-librairie-du-coin.svg',
    alt: 'Librairie du Coin',
    mimeType: 'image/svg+xml',
  },
  backgroundColor: { color: '#fff4d6', opacity: 100 },
  showShadow: true,
  redeemData: {
    title: 'Librairie du Coin',
    description: 'À dépenser en librairie ou en ligne.',
    minimumAvailableCustomAmount: 1_000,
    maximumAvailableCustomAmount: 15_000,
  },
} as unknown as Product

/** /verifier-solde/info/{pageId}/: the card a holder may choose, and the way back. */
const meta = {
  title: 'Redeem/GiftcardInfo',
  component: GiftcardInfo,
  args: { product, texts, intlLocale: 'fr-FR', currency: 'EUR', shopHref: '#resultat' },
} satisfies Meta<typeof GiftcardInfo>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = { globals: desktop }
export const InfoMobile: Story = { globals: mobile }
