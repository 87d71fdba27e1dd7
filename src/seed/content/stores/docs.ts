import type { LayoutBlock } from '@/blocks/types'
import type { PageType } from '@/collections/pages/page-types'
import { HOME_SLUG } from '@/collections/shared/paths'
import type { StoreScopedCollection } from '@/collections/shared/store-scope'
import { type Href, localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Config } from '@/payload-types'

import { bulletList, heading, paragraph, richText } from '../../rich-text'
import type { SeedMedia } from '../media'
import type { RouteLink, Section, StoreTexts, TextPage } from './texts'

/** A document's data in one language, without what the seed sets (its store, its status). */
export type StoreDocData<C extends StoreScopedCollection> = Omit<
  Config['collections'][C],
  'id' | 'createdAt' | 'updatedAt' | 'store' | '_status'
>

/** A store's content in one language; each list in the same order in every language. */
export type StoreDocs = {
  pages: StoreDocData<'pages'>[]
  'giving-moments': StoreDocData<'giving-moments'>[]
  'blog-posts': StoreDocData<'blog-posts'>[]
}

type Languages = { locale: Locale; defaultLocale: Locale }

/** The icons of the home's four selling points, in their order. */
const USP_ICONS = ['clock', 'mail', 'gift', 'shield'] as const

/** The slug of the page at a route of spec §2 in a language: the path the menus link to. */
const routeSlug = (locale: Locale, route: Href) =>
  localizedPath(locale, route, locale).replace(/^\/|\/$/g, '') || HOME_SLUG

/**
 * The blocks of the stores' pages: the kinds CBFR's pages use that name no product (each store
 * gets its own cards; a block naming another store's would show them there).
 */
function blocks(media: SeedMedia, languages: Languages) {
  const href = (link: RouteLink) => ({
    label: link.label,
    href: localizedPath(languages.locale, link.route, languages.defaultLocale),
  })
  const text = ({ title, paragraphs }: Section): LayoutBlock => ({
    blockType: 'titleAndBody',
    title,
    alignment: 'left',
    body: richText(...paragraphs.map((each) => paragraph(each))),
  })
  return {
    text,
    hero: ({ title, subtitle }: { title: string; subtitle: string }): LayoutBlock => ({
      blockType: 'titleSubtitle',
      variant: 'hero',
      title,
      subtitle,
    }),
    heading: (title: string, subtitle: string): LayoutBlock => ({
      blockType: 'titleSubtitle',
      variant: 'withDivider',
      title,
      subtitle,
    }),
    colored: (cta: { title: string; body: string; link: RouteLink }): LayoutBlock => ({
      blockType: 'colored',
      title: cta.title,
      body: richText(paragraph(cta.body)),
      link: href(cta.link),
      color: '#0b4f6c',
      textColor: 'light',
    }),
    home: (home: StoreTexts['home']): LayoutBlock[] => [
      {
        blockType: 'titleSubtitle',
        variant: 'hero',
        title: home.hero.title,
        subtitle: home.hero.subtitle,
      },
      {
        blockType: 'titleUspsImage',
        title: home.usps.title,
        image: media['body-image-title-subtitle-link-gift-cards.svg'].id,
        usps: home.usps.items.map((item, index) => ({ text: item, icon: USP_ICONS[index]! })),
      },
      {
        blockType: 'bodyImageTitleSubtitleLink',
        variant: 'imageRight',
        title: home.feature.title,
        subtitle: home.feature.subtitle,
        body: richText(paragraph(home.feature.body)),
        image: media['body-image-title-subtitle-link-celebration.svg'].id,
        link: href(home.feature.link),
      },
      {
        blockType: 'withHand',
        title: home.hand.title,
        body: richText(paragraph(home.hand.body)),
        cardImage: media['card-multi-enseignes.svg'].id,
        backgroundColor: { color: '#eef3f5', opacity: 100 },
      },
      {
        blockType: 'testimonial',
        title: home.testimonials.title,
        testimonials: home.testimonials.items,
      },
      {
        blockType: 'withHandAndLink',
        title: home.balance.title,
        body: richText(paragraph(home.balance.body)),
        cardImage: media['card-multi-enseignes.svg'].id,
        backgroundColor: { color: '#fff4d6', opacity: 100 },
        link: href(home.balance.link),
      },
      { blockType: 'blogBlock', title: home.blog, mode: 'latest', limit: 3 },
    ],
    imageBody: (body: string, bullets: string[]): LayoutBlock => ({
      blockType: 'imageBody',
      imagePosition: 'right',
      image: media['image-body-wrapped-gift.svg'].id,
      body: richText(paragraph(body), bulletList(...bullets)),
    }),
    contact: (title: string, intro: string): LayoutBlock => ({
      blockType: 'contact',
      title,
      intro,
      showCustomerService: true,
      showOpeningHours: true,
      showBusinessContact: true,
    }),
  }
}

const page = (
  pageType: PageType,
  slug: string,
  title: string,
  layout: LayoutBlock[],
  description?: string,
): StoreDocData<'pages'> => ({
  pageType,
  title,
  slug,
  layout,
  meta: { robots: 'index-follow', description, title: null },
})

/** A store's pages, giving moment and blog post in one of its languages. */
export function storeDocs(texts: StoreTexts, media: SeedMedia, languages: Languages): StoreDocs {
  const b = blocks(media, languages)
  const slug = (route: Href) => routeSlug(languages.locale, route)
  const textPage = (route: Href, { title, description, sections }: TextPage) =>
    page('terms', slug(route), title, sections.map(b.text), description)
  const { landing, moment, post, contact } = texts
  return {
    pages: [
      page('home', HOME_SLUG, texts.home.title, b.home(texts.home), texts.home.description),
      page(
        'landing',
        landing.slug,
        landing.title,
        [b.hero(landing.hero), b.imageBody(landing.body, landing.bullets), b.colored(landing.cta)],
        landing.description,
      ),
      page('giving-moments-overview', slug('/giving-moments'), texts.givingMoments.title, [
        b.heading(texts.givingMoments.title, texts.givingMoments.subtitle),
      ]),
      page('blog', slug('/blog'), texts.blog.title, [
        b.heading(texts.blog.heading, texts.blog.subtitle),
      ]),
      page(
        'contacts',
        slug('/contact'),
        contact.title,
        [b.contact(contact.title, contact.intro), b.text(contact.faq)],
        contact.description,
      ),
      textPage('/terms', texts.terms),
      textPage('/privacy', texts.privacy),
      textPage('/cookie-statement', texts.cookies),
      textPage('/delivery', texts.delivery),
    ],
    'giving-moments': [
      {
        title: moment.title,
        slug: moment.slug,
        heroTitle: moment.heroTitle,
        description: moment.description,
        image: media['body-image-title-subtitle-link-celebration.svg'].id,
        backgroundColor: { color: '#fff4d6', opacity: 100 },
        layout: [b.text(moment.section), b.colored(moment.cta)],
        meta: { robots: 'index-follow', description: moment.description },
      },
    ],
    'blog-posts': [
      {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        heroImage: media['blog-offrir-a-distance.svg'].id,
        publishedAt: '2026-11-20T09:00:00.000Z',
        // The brand, the same in every language of the store.
        author: 'Cadeaubon',
        content: richText(
          paragraph(post.excerpt),
          heading('h2', post.tipsTitle),
          bulletList(...post.tips),
          paragraph(post.closing),
        ),
        layout: [],
        meta: { robots: 'index-follow', description: post.excerpt },
      },
    ],
  }
}
