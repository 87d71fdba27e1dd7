import type { ReactNode } from 'react'

import { EditTarget, fieldKind } from '@/components/click-to-edit/edit-target'
import type { EditDoc } from '@/components/click-to-edit/protocol'
import { MediaImage } from '@/components/media-image'
import type { Media } from '@/payload-types'

import styles from './page-header.module.css'

/** In draft mode, the document shown and the names of the fields the header shows, for click-to-edit. */
export type HeaderFields = {
  doc: EditDoc | null
  locale: string
  title: string
  intro?: string
  image?: string
}

type Props = {
  title: string
  intro?: string | null
  image?: number | Media | null
  background?: { color?: string | null; opacity?: number | null } | null
  edit?: HeaderFields
  children?: ReactNode
}

/** A field of the header, marked for click-to-edit in draft mode. */
function Field({
  edit,
  name,
  children,
}: {
  edit?: HeaderFields
  name?: string
  children: ReactNode
}) {
  if (!edit || !name) return children
  return (
    <EditTarget doc={edit.doc} locale={edit.locale} path={name} kind={fieldKind(name)}>
      {children}
    </EditTarget>
  )
}

/** The h1 of a content page, with its intro and image when the type has them. */
export function PageHeader({ title, intro, image, background, edit, children }: Props) {
  const media = typeof image === 'object' ? image : null
  const color = background?.color
  // Unset attributes and children are left out: the RSC payload spells each out (`"$undefined"`).
  const tint = color
    ? {
        style: {
          backgroundColor: `color-mix(in srgb, ${color} ${background?.opacity ?? 100}%, transparent)`,
        },
      }
    : { className: 'bg-muted' }
  return (
    <header {...tint}>
      <div className={styles.inner}>
        <div>
          <Field edit={edit} name={edit?.title}>
            <h1>{title}</h1>
          </Field>
          {intro ? (
            <Field edit={edit} name={edit?.intro}>
              <p className={styles.intro}>{intro}</p>
            </Field>
          ) : null}
          {children ?? null}
        </div>
        {media && (
          <Field edit={edit} name={edit?.image}>
            <MediaImage
              media={media}
              width={media.width ?? 856}
              height={media.height ?? 540}
              priority
              className={styles.image}
            />
          </Field>
        )}
      </div>
    </header>
  )
}
