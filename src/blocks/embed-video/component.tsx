import { Section } from '@/components/section'
import type { BlockProps } from '../types'
import { VideoFacade } from '../islands.client'
import { embedPlayerUrl, embedVideoId } from './embed-url'
import { embedVideoLabels, providerNames } from './labels'

/** Media kind EmbedVideo: a YouTube or Vimeo video behind a click-to-play facade. */
export default function EmbedVideo({ block, context }: BlockProps<'embedVideo'>) {
  // The field validates the URL; data written around the admin (imports, the API) may still miss it.
  const id = embedVideoId(block.provider, block.url)
  if (!id) return null
  const labels = embedVideoLabels[context.locale]
  return (
    <Section width="content">
      <figure>
        <VideoFacade
          src={embedPlayerUrl(block.provider, id)}
          title={block.title}
          playLabel={labels.play(block.title)}
        />
        <figcaption className="mt-2 text-sm">
          {labels.notice(providerNames[block.provider])}
        </figcaption>
      </figure>
    </Section>
  )
}
