import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/routing'

import { registry } from './registry'
import type { BlockProps, LayoutBlock, RenderContext } from './types'

type Props = { blocks: readonly LayoutBlock[] | null | undefined; locale: Locale; draft: boolean }

/** The context handed to blocks, carrying this renderer for nested blocks. */
export function renderContext(locale: Locale, draft: boolean): RenderContext {
  return {
    locale,
    draft,
    renderBlocks: (nested) => <RenderBlocks blocks={nested} locale={locale} draft={draft} />,
  }
}

/** The one block renderer: page layouts, blocks queues and blocks inside rich text all use it. */
export function RenderBlocks({ blocks, locale, draft }: Props) {
  if (!blocks?.length) return null
  const context = renderContext(locale, draft)
  return (
    <>
      {blocks.map((block, index) => {
        // The registry is exhaustive per blockType; TypeScript cannot correlate the union here.
        const Component = registry[block.blockType] as ComponentType<
          BlockProps<typeof block.blockType>
        >
        return <Component key={block.id ?? index} block={block} context={context} />
      })}
    </>
  )
}
