import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

type Props = {
  data: SerializedEditorState | null | undefined
  className?: string
  /** Extra converters, e.g. for blocks embedded in an article. */
  converters?: JSXConvertersFunction
}

/** Lexical rich text as semantic HTML, styled for reading (its own elements only, not embedded blocks). */
export function RichText({ data, className = '', converters }: Props) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={`space-y-4 leading-relaxed [&>h2]:text-2xl [&>h2]:font-bold [&>h3]:text-xl [&>h3]:font-semibold [&>ol]:list-decimal [&>ol>li]:ml-6 [&>p_a]:underline [&>ul]:list-disc [&>ul>li]:ml-6 ${className}`}
    />
  )
}
