import type { CollectionConfig, Field } from 'payload'

import { hiddenUnless, mayEditContent, only, type StaffPredicate } from '@/access/staff-roles'
import { layoutBlocks } from '@/blocks'
import { titleField } from '@/fields/content'

import { publishedOrEditors } from './access'
import { clickToEdit } from './click-to-edit'
import { lastEditorField, stampLastEditor } from './last-editor'
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
  /** Who adds and removes documents: content editors, unless they are offers (products). */
  addedBy?: StaffPredicate
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
  addedBy = mayEditContent,
}: Options): CollectionConfig {
  const edit = only(mayEditContent)
  return {
    slug,
    admin: {
      useAsTitle: 'title',
      group,
      defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
      // Published documents are public: customer service may read them, but has no use for them.
      hidden: hiddenUnless(mayEditContent),
      livePreview: {
        url: ({ data, locale, req }) => previewUrl(req.payload, slug, data, locale),
        breakpoints: previewBreakpoints,
      },
      preview: (data, { locale, req }) => previewUrl(req.payload, slug, data, locale),
      components: { edit: { beforeDocumentControls: [clickToEdit] } },
    },
    access: {
      read: publishedOrEditors,
      readVersions: edit,
      create: only(addedBy),
      update: edit,
      delete: only(addedBy),
    },
    versions: { drafts: { autosave: { interval: 375 }, schedulePublish: true }, maxPerDoc: 50 },
    hooks: {
      beforeChange: [stampLastEditor],
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
      lastEditorField,
    ],
  }
}
