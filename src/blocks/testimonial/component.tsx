import { type CSSProperties, useId } from 'react'

import { secondaryButtonClass } from '@/components/form/styles'
import { headingClass, Section } from '@/components/section'
import { ModalTrigger } from '@/components/islands.client'
import type { Locale } from '@/i18n/routing'

import { blockTexts } from '../block-texts'
import type { BlockOf, BlockProps } from '../types'
import styles from './component.module.css'
import { TestimonialsModalHost } from '../islands.client'

type Quote = BlockOf<'testimonial'>['testimonials'][number]

/**
 * Five 20 px stars 2 px apart, for the eye (component.module.css draws them: issue 39, not five
 * <use> in an <svg> per quote); « 4 sur 5 » for screen readers.
 */
function Stars({ rating, locale }: { rating: number; locale: Locale }) {
  const score = Math.min(5, Math.max(1, Math.round(rating)))
  return (
    <p className={styles.stars} style={{ '--score': score } as CSSProperties}>
      <span className="sr-only">{blockTexts(locale)('rating', { score })}</span>
    </p>
  )
}

const initials = (author: string): string =>
  author
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')

function QuoteCard({
  quote,
  featured,
  locale,
}: {
  quote: Quote
  featured: boolean
  locale: Locale
}) {
  return (
    // The parts' look comes from the card's class (component.module.css): no class on each.
    <figure className={featured ? `${styles.quote} ${styles.featured}` : styles.quote}>
      {quote.rating != null && <Stars rating={quote.rating} locale={locale} />}
      {/* Its opening « is the paragraph's ::before. */}
      <blockquote>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption>
        {/* Initials stand in for a portrait, which the data does not hold. */}
        <span aria-hidden="true" className={styles.avatar}>
          {initials(quote.author)}
        </span>
        <span>
          <span>{quote.author}</span>
          {quote.role && <span>{quote.role}</span>}
        </span>
      </figcaption>
    </figure>
  )
}

/**
 * What customers say: quote cards with a rating; a single quote is shown large and centred. A
 * phone shows the first quote and opens the others in the testimonials modal (spec §2), which
 * copies this list.
 */
export default function Testimonial({ block, context }: BlockProps<'testimonial'>) {
  const titleId = useId()
  const modalId = `testimonials${useId()}`
  const listId = useId()
  const texts = blockTexts(context.locale)
  const quotes = block.testimonials
  const featured = quotes.length === 1
  const columns = quotes.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'
  // Positions as keys, and no class unless hidden: the RSC payload spells out both.
  const card = (quote: Quote, index: number, className?: string) => (
    <li key={index} {...(className && { className })}>
      <QuoteCard quote={quote} featured={featured} locale={context.locale} />
    </li>
  )
  return (
    <Section labelledBy={block.title ? titleId : undefined}>
      {block.title && (
        <h2 id={titleId} className={`mb-8 text-center ${headingClass.plain}`}>
          {block.title}
        </h2>
      )}
      <ul id={listId} className={featured ? 'mx-auto max-w-3xl' : `grid gap-6 ${columns}`}>
        {quotes.map((quote, index) => card(quote, index, index > 0 ? 'max-sm:hidden' : undefined))}
      </ul>
      {!featured && (
        <div className="mt-6 text-center sm:hidden">
          <ModalTrigger modal={modalId} className={secondaryButtonClass}>
            {texts('allReviews', { count: quotes.length })}
          </ModalTrigger>
          <TestimonialsModalHost
            id={modalId}
            title={block.title ?? texts('reviewsTitle')}
            closeLabel={texts('close')}
            listId={listId}
          />
        </div>
      )}
    </Section>
  )
}
