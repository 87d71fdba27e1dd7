import type { ReactNode } from 'react'

import { Section } from '@/components/section'
import { PageHeader } from '@/content/templates/page-header'

export const desktop = { viewport: { value: 'desktop', isRotated: false } }
export const mobile = { viewport: { value: 'mobile', isRotated: false } }

/** An editors' block standing in for the page's blocks (theirs are in stories/blocks/). */
export const editorsBlock = (heading: string, text: string): ReactNode => (
  <Section width="content">
    <h2 className="text-2xl font-bold">{heading}</h2>
    <p className="mt-3">{text}</p>
  </Section>
)

/** What the editors' page brings into a template: its h1 and a block, as PageLayout renders them. */
export const editorsPage = (title: string, heading: string, text: string): ReactNode => (
  <>
    <PageHeader title={title} />
    {editorsBlock(heading, text)}
  </>
)
