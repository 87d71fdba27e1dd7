import type { ReactNode } from 'react'

import { MediaImage } from '@/components/media-image'
import type { Media } from '@/payload-types'

type Props = {
  title: string
  intro?: string | null
  image?: number | Media | null
  background?: { color?: string | null; opacity?: number | null } | null
  children?: ReactNode
}

/** The h1 of a content page, with its intro and image when the type has them. */
export function PageHeader({ title, intro, image, background, children }: Props) {
  const media = typeof image === 'object' ? image : null
  const color = background?.color
  const style = color
    ? {
        backgroundColor: `color-mix(in srgb, ${color} ${background?.opacity ?? 100}%, transparent)`,
      }
    : undefined
  return (
    <header className={color ? '' : 'bg-muted'} style={style}>
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {intro && <p className="mt-4 text-lg text-pretty">{intro}</p>}
          {children}
        </div>
        {media && (
          <MediaImage
            media={media}
            width={media.width ?? 856}
            height={media.height ?? 540}
            priority
            className="h-auto w-full rounded-2xl"
          />
        )}
      </div>
    </header>
  )
}
