import { useId } from 'react'

import { mediaPath } from '@/components/media-image'

import { Section } from '@/components/section'
import type { BlockProps } from '../types'
import { selfHostedVideoLabels } from './labels'

/**
 * Media kind SelfHostedVideo: the browser's own player. preload="none" keeps the file off the
 * network until the visitor plays it, so only the poster weighs on the page.
 */
export default function SelfHostedVideo({ block, context }: BlockProps<'selfHostedVideo'>) {
  const captionId = useId()
  const labels = selfHostedVideoLabels[context.locale]
  const posterUrl = typeof block.poster === 'object' ? block.poster?.url : null
  const poster = posterUrl ? mediaPath(posterUrl) : undefined
  return (
    <Section width="content">
      <figure>
        <video
          controls
          preload="none"
          playsInline
          poster={poster ?? undefined}
          aria-labelledby={captionId}
          className="aspect-video w-full rounded-2xl bg-ink"
        >
          <source src={block.url} type={block.mimeType} />
          <p className="p-6 text-white">
            {labels.unsupported}{' '}
            <a href={block.url} download className="underline">
              {labels.download}
            </a>
          </p>
        </video>
        <figcaption id={captionId} className="mt-2 font-semibold">
          {block.title}
        </figcaption>
      </figure>
    </Section>
  )
}
