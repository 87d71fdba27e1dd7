import { backgroundColorField, imageField, textField } from '@/fields/content'

import { contentCollection } from '../shared/content-collection'

/** Giving moments (birthday, wedding, Christmas…): /offrir-un-moment/{moment}/. */
export const GivingMoments = contentCollection({
  slug: 'giving-moments',
  group: 'Content',
  fields: [
    { name: 'heroTitle', type: 'text', localized: true, required: true },
    textField('description'),
    imageField('image', true),
    backgroundColorField(),
  ],
})
