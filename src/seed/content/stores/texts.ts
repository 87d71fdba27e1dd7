import type { Href } from '@/i18n/paths'

/** A link to a route of the store, written in the language of the page that holds it. */
export type RouteLink = { label: string; route: Href }

/** A titled section of a text page. */
export type Section = { title: string; paragraphs: string[] }

/** A page made of text sections (legal pages, delivery). */
export type TextPage = { title: string; description: string; sections: Section[] }

/**
 * Everything a store's seeded content says, in one of its languages: a Belgian store has two of
 * these, one per language, of the same shape, so no text is missing in either.
 */
export type StoreTexts = {
  home: {
    title: string
    description: string
    hero: { title: string; subtitle: string }
    usps: { title: string; items: [string, string, string, string] }
    feature: { title: string; subtitle: string; body: string; link: RouteLink }
    hand: { title: string; body: string }
    testimonials: {
      title: string
      items: { quote: string; author: string; role: string; rating: number }[]
    }
    balance: { title: string; body: string; link: RouteLink }
    blog: string
  }
  /** A seasonal landing page at its own slug. */
  landing: {
    slug: string
    title: string
    description: string
    hero: { title: string; subtitle: string }
    body: string
    bullets: string[]
    cta: { title: string; body: string; link: RouteLink }
  }
  givingMoments: { title: string; subtitle: string }
  moment: {
    slug: string
    title: string
    heroTitle: string
    description: string
    section: Section
    cta: { title: string; body: string; link: RouteLink }
  }
  blog: { title: string; heading: string; subtitle: string }
  post: {
    slug: string
    title: string
    excerpt: string
    tipsTitle: string
    tips: string[]
    closing: string
  }
  terms: TextPage
  privacy: TextPage
  cookies: TextPage
  delivery: TextPage
  contact: { title: string; description: string; intro: string; faq: Section }
}
