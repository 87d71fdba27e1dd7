import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { layoutBlocks } from '@/blocks'
import { titleField } from '@/fields/content'

import { publishedOrStaff } from './access'
import { clickToEdit } from './click-to-edit'
import { metaField } from './meta'
import type { ContentCollection } from './paths'
import { previewBreakpoints, previewUrl } from './preview'
import { revalidateContent, revalidateDeletedContent } from './revalidate'
import { slugField } from './slug'

type Options = {
  slug: ContentCollection
  /** Fields between the slug and the layout. */
  fields?: Field[]
  layoutRequired?: boolean
  group?: string
}

/**
 * A collection of storefront pages: title, localized slug, layout of blocks and metadata; drafts
 * with autosave, versions and scheduled publish; live preview at every breakpoint; revalidation.
 */
export function contentCollection({
  slug,
  fields = [],
  layoutRequired = false,
  group,
}: Options): CollectionConfig {
  return {
    slug,
    admin: {
      useAsTitle: 'title',
      group,
      defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
      livePreview: {
        url: ({ data, locale }) => previewUrl(slug, data?.slug, locale),
        breakpoints: previewBreakpoints,
      },
      preview: (data, { locale }) => previewUrl(slug, data?.slug, locale),
      components: { edit: { beforeDocumentControls: [clickToEdit] } },
    },
    access: { read: publishedOrStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
    versions: { drafts: { autosave: { interval: 375 }, schedulePublish: true }, maxPerDoc: 50 },
    hooks: {
      afterChange: [revalidateContent(slug)],
      afterDelete: [revalidateDeletedContent(slug)],
    },
    fields: [
      titleField(),
      slugField,
      ...fields,
      {
        name: 'layout',
        type: 'blocks',
        blocks: layoutBlocks,
        required: layoutRequired,
        localized: true,
      },
      metaField,
    ],
  }
}
