import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { RichText } from '@/components/rich-text'

import type { BlockType, LayoutBlock, RenderContext } from './types'

/** The block kinds an article can embed (richTextBlocks in ./index.ts; a unit test keeps them equal). */
export const embeddedBlockTypes = [
  'image',
  'embedVideo',
  'selfHostedVideo',
  'productReference',
  'testimonial',
  'colored',
] as const satisfies readonly BlockType[]

type Props = {
  data: SerializedEditorState | null | undefined
  context: RenderContext
  /** The rich text field's name, which click-to-edit names its blocks by (with their ids). */
  field: string
}

/** Article rich text: blocks embedded in it go through the same renderer as page layouts. */
export function RichTextWithBlocks({ data, context, field }: Props) {
  const place = { doc: context.edit, field, byId: true }
  const renderEmbedded = ({ node }: { node: { fields: unknown } }) =>
    context.renderBlocks([node.fields as LayoutBlock], place)
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    blocks: Object.fromEntries(embeddedBlockTypes.map((type) => [type, renderEmbedded])),
  })
  return <RichText data={data} converters={converters} />
}
