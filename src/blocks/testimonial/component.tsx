import { useId } from 'react'

import { secondaryButtonClass } from '@/components/form/styles'
import { headingClass, Section } from '@/components/section'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'
import type { Locale } from '@/i18n/routing'

import { blockTexts } from '../block-texts'
import type { BlockOf, BlockProps } from '../types'
import styles from './component.module.css'
import { TestimonialsModalHost } from './testimonials-modal-host.client'

type Quote = BlockOf<'testimonial'>['testimonials'][number]

const starPath = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z'

/**
 * The star's 20 px path once per block: each star draws it moved along (issue 39: not a path in
 * every star, nor a size and colour on each).
 */
function StarPath({ id }: { id: string }) {
  return (
    <svg aria-hidden="true" className="absolute size-0">
      <defs>
        <path id={id} d={starPath} />
      </defs>
    </svg>
  )
}

/** Five 20 px stars 2 px apart in one drawing, for the eye; « 4 sur 5 » for screen readers. */
function Stars({ rating, locale, star }: { rating: number; locale: Locale; star: string }) {
  const score = Math.min(5, Math.max(1, Math.round(rating)))
  return (
    <p className="flex">
      <span className="sr-only">{blockTexts(locale)('rating', { score })}</span>
      <svg aria-hidden="true" viewBox="0 0 108 20" className="h-5 w-27 fill-accent">
        {[0, 1, 2, 3, 4].map((index) =>
          index < score ? (
            <use key={index} href={`#${star}`} x={index * 22} />
          ) : (
            <use key={index} href={`#${star}`} x={index * 22} className="fill-ink/15" />
          ),
        )}
      </svg>
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
  star,
}: {
  quote: Quote
  featured: boolean
  locale: Locale
  star: string
}) {
  return (
    <figure className={featured ? `${styles.quote} items-center text-center` : styles.quote}>
      {quote.rating != null && <Stars rating={quote.rating} locale={locale} star={star} />}
      <blockquote
        className={`flex-1 whitespace-pre-line text-pretty ${featured ? 'text-xl sm:text-2xl' : 'text-lg'}`}
      >
        <p>
          <span aria-hidden="true" className="mr-1 font-bold text-brand">
            «
          </span>
          {quote.quote}
        </p>
      </blockquote>
      <figcaption className="mt-2 flex items-center gap-3 text-left">
        {/* Initials stand in for a portrait, which the data does not hold. */}
        <span aria-hidden="true" className={styles.avatar}>
          {initials(quote.author)}
        </span>
        <span>
          <span className="block font-semibold">{quote.author}</span>
          {quote.role && <span className="block text-sm">{quote.role}</span>}
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
  const star = useId()
  const texts = blockTexts(context.locale)
  const quotes = block.testimonials
  const featured = quotes.length === 1
  const columns = quotes.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'
  // Positions as keys, and no class unless hidden: the RSC payload spells out both.
  const card = (quote: Quote, index: number, className?: string) => (
    <li key={index} {...(className && { className })}>
      <QuoteCard quote={quote} featured={featured} locale={context.locale} star={star} />
    </li>
  )
  return (
    <Section labelledBy={block.title ? titleId : undefined}>
      {block.title && (
        <h2 id={titleId} className={`mb-8 text-center ${headingClass.plain}`}>
          {block.title}
        </h2>
      )}
      <StarPath id={star} />
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
