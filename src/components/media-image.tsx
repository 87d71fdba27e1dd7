import Image from 'next/image'

import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  alt?: string
  width: number
  height: number
  priority?: boolean
  className?: string
}

/** An image from the media collection; SVGs are served as they are. */
export function MediaImage({ media, alt, width, height, priority, className }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  return (
    <Image
      src={media.url}
      alt={alt ?? media.alt}
      width={width}
      height={height}
      priority={priority}
      className={className}
      unoptimized={media.mimeType === 'image/svg+xml'}
    />
  )
}
