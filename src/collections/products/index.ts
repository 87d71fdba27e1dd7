import { isAdmin } from '@/access/staff-roles'
import { MOST_CARDS_PER_PACK } from '@/commerce/domain/activation/blank-packs'
import { backgroundColorField, imageField, textField } from '@/fields/content'
import { adminLabel } from '@/i18n/admin-texts'

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
          label: adminLabel((texts) => texts.Tabs.card),
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
          label: adminLabel((texts) => texts.Tabs.prices),
          fields: [
            {
              name: 'appleType',
              access: commercialAccess,
              type: 'checkbox',
              defaultValue: false,
            },
            {
              name: 'testCard',
              access: commercialAccess,
              type: 'checkbox',
              defaultValue: false,
            },
            {
              name: 'fixedValues',
              access: commercialAccess,
              type: 'number',
              hasMany: true,
              min: 100,
            },
            variationConfigField('digital'),
            variationConfigField('physical'),
          ],
        },
        { label: adminLabel((texts) => texts.Tabs.redeem), fields: [redeemDataField] },
      ],
    },
  ],
})
