import { isAdmin } from '@/access/staff-roles'
import { MOST_CARDS_PER_PACK } from '@/commerce/domain/activation/blank-packs'
import { backgroundColorField, imageField, textField } from '@/fields/content'

import { contentCollection } from '../shared/content-collection'
import { commercialAccess } from './commercial-access'
import { productTypes } from './product-types'
import { redeemDataField } from './redeem-data'
import { variationConfigField } from './variation-config'

/** Products (/cartes-cadeaux/{product}/): gift cards, donations and blank card packs, with prices. */
export const Products = contentCollection({
  slug: 'products',
  group: 'Catalogue',
  // A product is an offer: admins add and remove it; editors change its content.
  addedBy: isAdmin,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          fields: [
            {
              name: 'productType',
              access: commercialAccess,
              type: 'select',
              required: true,
              defaultValue: 'giftcard',
              index: true,
              options: productTypes.map((value) => ({ label: value, value })),
            },
            {
              name: 'cardsPerPack',
              access: commercialAccess,
              type: 'number',
              min: 1,
              max: MOST_CARDS_PER_PACK,
              defaultValue: 1,
              admin: {
                condition: (_, siblingData) => siblingData?.productType === 'blankGiftCardPack',
                description:
                  'Blank card pack: how many cards one pack holds (each is issued unloaded).',
              },
            },
            textField('description'),
            imageField('image', true),
            backgroundColorField(),
            { name: 'showHand', type: 'checkbox', defaultValue: false },
            { name: 'showShadow', type: 'checkbox', defaultValue: true },
            { name: 'brand', type: 'relationship', relationTo: 'brands', index: true },
            {
              name: 'multiBrand',
              access: commercialAccess,
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  'The multi-brand choice card: exchangeable for the other gift cards of the store, which its page lists.',
              },
            },
            {
              name: 'categories',
              type: 'relationship',
              relationTo: 'categories',
              hasMany: true,
              index: true,
            },
          ],
        },
        {
          label: 'Prices',
          fields: [
            {
              name: 'appleType',
              access: commercialAccess,
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Apple-type card: 10 to 250 € each, 500 € per order.' },
            },
            {
              name: 'testCard',
              access: commercialAccess,
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  'A test card: carts refuse it (code 2032) unless the store allows test cards.',
              },
            },
            {
              name: 'fixedValues',
              access: commercialAccess,
              type: 'number',
              hasMany: true,
              min: 100,
              admin: { description: 'In cents: amounts offered as quick picks.' },
            },
            variationConfigField('digital'),
            variationConfigField('physical'),
          ],
        },
        { label: 'Redeem', fields: [redeemDataField] },
      ],
    },
  ],
})
