import { useId } from 'react'

import { MediaImage } from '@/components/media-image'
import { RichText } from '@/components/rich-text'
import type { Media } from '@/payload-types'

import { CtaLink } from '@/components/cta-link'
import { headingClass, Section, splitClass } from '@/components/section'
import type { BlockOf, BlockProps } from '../types'

type Block = BlockOf<'bodyImageTitleSubtitleLink'>
type CopyProps = { block: Block; titleId: string; centered?: boolean; onImage?: boolean }

/** Title, subtitle, body and call to action: the same copy in every variant. */
function Copy({ block, titleId, centered = false, onImage = false }: CopyProps) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 id={titleId} className={headingClass.large}>
        {block.title}
      </h2>
      {block.subtitle && (
        <p className="mt-3 text-lg font-medium text-pretty sm:text-xl">{block.subtitle}</p>
      )}
      <RichText data={block.body} className="mt-4" />
      <CtaLink link={block.link} variant={onImage ? 'onColor' : 'primary'} className="mt-6" />
    </div>
  )
}

/**
 * The picture is atmosphere behind the copy, so decorative. The veil keeps white text at AA even on
 * a white picture (60 % black or more under the copy); from lg it fades out where the copy ends.
 */
function BackgroundLayout({ block, image, titleId }: CopyProps & { image: Media | null }) {
  return (
    <Section labelledBy={titleId}>
      <div className="relative isolate overflow-hidden rounded-3xl bg-ink text-white">
        {image && (
          <MediaImage
            media={image}
            alt=""
            width={image.width ?? 1600}
            height={image.height ?? 800}
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-black/65 lg:bg-transparent lg:bg-linear-to-r lg:from-black/80 lg:via-black/60 lg:via-55% lg:to-black/10"
        />
        <div className="px-6 py-16 sm:px-12 lg:max-w-[55%] lg:px-16 lg:py-24">
          <Copy block={block} titleId={titleId} onImage />
        </div>
      </div>
    </Section>
  )
}

/** Copy with its image beside it (left or right from lg), above it, or behind it. */
export default function BodyImageTitleSubtitleLink({
  block,
}: BlockProps<'bodyImageTitleSubtitleLink'>) {
  const titleId = useId()
  // Upload fields hold only an id when the relation was not populated.
  const image = typeof block.image === 'object' ? block.image : null
  if (block.variant === 'imageBackground') {
    return <BackgroundLayout block={block} image={image} titleId={titleId} />
  }

  const picture = image && (
    <MediaImage
      media={image}
      width={image.width ?? 800}
      height={image.height ?? 600}
      className="h-auto w-full rounded-2xl"
    />
  )

  if (block.variant === 'imageTop') {
    return (
      <Section width="content" labelledBy={titleId}>
        {picture && <div className="mb-8">{picture}</div>}
        <Copy block={block} titleId={titleId} centered />
      </Section>
    )
  }

  return (
    <Section labelledBy={titleId}>
      <div className={splitClass}>
        {picture && (
          <div
            className={`mx-auto w-full max-w-xl lg:max-w-none ${block.variant === 'imageRight' ? 'lg:order-last' : ''}`}
          >
            {picture}
          </div>
        )}
        <Copy block={block} titleId={titleId} />
      </div>
    </Section>
  )
}
