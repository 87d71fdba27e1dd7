import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

type Props = { data: SerializedEditorState | null | undefined; className?: string }

/** Lexical rich text as semantic HTML, styled for reading. */
export function RichText({ data, className = '' }: Props) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      className={`space-y-4 leading-relaxed [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc ${className}`}
    />
  )
}
