import { getImageProps } from 'next/image'

import type { Media } from '@/payload-types'

/** What an image needs: a media document, or the image of a gateway answer. */
export type ImageSource = Pick<Media, 'url' | 'alt' | 'mimeType'>

/** Only what an <img> needs: the props cross to the client, and every page carries them. */
export const imageSource = (media: number | Media | null | undefined): ImageSource | null =>
  media && typeof media === 'object' && media.url
    ? { url: media.url, alt: media.alt, mimeType: media.mimeType ?? null }
    : null

type Props = {
  media: number | ImageSource | null | undefined
  alt?: string
  width: number
  height: number
  priority?: boolean
  className?: string
}

/** Media is served by this app: a path keeps the page independent of SERVER_URL. */
export const mediaPath = (url: string): string =>
  new URL(url, 'http://localhost').pathname.replace(/\/$/, '')

// Gateway answers carry no MIME type: their SVGs are known by the extension.
const isSvg = (mimeType: string | null | undefined, path: string) =>
  mimeType === 'image/svg+xml' || /\.svg$/i.test(path)

/** An image's src and srcset at one size, as a client component renders them. */
export type ImageSources = { src: string; srcSet?: string }

/**
 * Sources sized on the server, for a client component's <img>: next/image's code stays out of the
 * browser's JavaScript, and the props hold two attributes rather than a rendered element.
 */
export function imageSources(media: ImageSource, width: number, height: number): ImageSources {
  const src = mediaPath(media.url ?? '')
  const unoptimized = isSvg(media.mimeType, src)
  const { props } = getImageProps({ src, alt: '', width, height, unoptimized })
  return props.srcSet ? { src: props.src, srcSet: props.srcSet } : { src: props.src }
}

/**
 * An image from the media collection, rendered on the server as a plain <img>: raster images get
 * Next's optimized srcset through getImageProps, SVGs are served as they are. No client JS.
 */
export function MediaImage({ media, alt, width, height, priority, className }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  // Unset, it is left out: the RSC payload would spell out `"className":"$undefined"`.
  const common = { alt: alt ?? media.alt, width, height, ...(className && { className }) }
  const src = mediaPath(media.url)
  const { props } = getImageProps({
    ...common,
    src,
    priority,
    // Next 16 leaves the fetch priority to its <Image>'s preload: said here, in the tag itself.
    ...(priority && { fetchPriority: 'high' as const }),
    unoptimized: isSvg(media.mimeType, src),
  })
  // Next's hidden alt text while the image loads (globals.css hides it for every image) and its
  // decoding hint (the browser's own choice without it) are not repeated in every tag, and again
  // in the RSC payload (issue 39).
  const { style: _hiddenAlt, decoding: _decoding, ...attributes } = props
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props carry alt
  return <img {...attributes} />
}
