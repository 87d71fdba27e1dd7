import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import styles from './rich-text.module.css'

type Props = {
  data: SerializedEditorState | null | undefined
  className?: string
  /** Extra converters, e.g. for blocks embedded in an article. */
  converters?: JSXConvertersFunction
}

/**
 * Lexical rich text as semantic HTML, styled for reading (its own elements only, not embedded
 * blocks; rich-text.module.css).
 */
export function RichText({ data, className = '', converters }: Props) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={`${styles.prose} space-y-4 ${className}`}
    />
  )
}
