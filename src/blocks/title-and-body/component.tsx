import { useId } from 'react'

import { RichText } from '@/components/rich-text'

import { headingClass, Section } from '@/components/section'
import type { BlockProps } from '../types'

// Centred lists keep their bullets beside the text, without the reading indent that shifts them.
const alignments = {
  left: '',
  center: 'text-center [&_li]:ml-0! [&_ol]:list-inside [&_ul]:list-inside',
} as const

/** A heading with a body of rich text, at reading width: terms, delivery, privacy. */
export default function TitleAndBody({ block }: BlockProps<'titleAndBody'>) {
  const titleId = useId()
  return (
    <Section width="content" labelledBy={titleId} className={alignments[block.alignment]}>
      <h2 id={titleId} className={headingClass.plain}>
        {block.title}
      </h2>
      <RichText data={block.body} className="mt-6" />
    </Section>
  )
}
