import type { ImageSources } from '@/components/media-image'

type Props = {
  sources: ImageSources | null | undefined
  alt: string
  width: number
  height: number
}

/** A packaging option's picture from the sources the server sized (types.ts PackagingChoice). */
export function PackagingImage({ sources, alt, width, height }: Props) {
  if (!sources) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sources sized by next/image's rules on the server
    <img {...sources} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
  )
}
