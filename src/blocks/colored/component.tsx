import { useId } from 'react'

import { RichText } from '@/components/rich-text'

import { luminance, textContrast } from '@/components/contrast'
import { CtaLink } from '@/components/cta-link'
import { headingClass, Section } from '@/components/section'
import type { BlockProps } from '../types'

type Tone = 'light' | 'dark'

const tones = {
  light: { color: '#ffffff', link: 'onColor' },
  dark: { color: '#1d1d1f', link: 'secondary' },
} as const

/** The editor's text colour, unless it fails AA (4.5:1) on the background and the other reads better. */
function readableTone(background: string, wanted: Tone): Tone {
  const other: Tone = wanted === 'light' ? 'dark' : 'light'
  const ground = luminance(background)
  const wantedContrast = textContrast(ground, wanted)
  return wantedContrast >= 4.5 || wantedContrast >= textContrast(ground, other) ? wanted : other
}

/** A full-width band on the editor's colour, its text and call to action kept readable. */
export default function Colored({ block }: BlockProps<'colored'>) {
  const titleId = useId()
  const tone = tones[readableTone(block.color, block.textColor)]
  return (
    <Section labelledBy={titleId} style={{ backgroundColor: block.color, color: tone.color }}>
      <div className="mx-auto max-w-3xl py-4 text-center sm:py-8">
        <h2 id={titleId} className={headingClass.large}>
          {block.title}
        </h2>
        <RichText data={block.body} className="mx-auto mt-4 max-w-2xl text-lg" />
        <CtaLink link={block.link} variant={tone.link} className="mt-8" />
      </div>
    </Section>
  )
}
