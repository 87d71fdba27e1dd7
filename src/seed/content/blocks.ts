import type { LayoutBlock } from '@/blocks/types'

import { bulletList, paragraph, richText } from '../rich-text'
import type { SeedRefs } from './types'

/** Ready-made blocks the seeded pages compose, one function per block kind. */
export const seedBlocks = (refs: SeedRefs) => {
  const m = refs.media
  const p = refs.products
  return {
    hero: (title: string, subtitle: string): LayoutBlock => ({
      blockType: 'titleSubtitle',
      variant: 'hero',
      title,
      subtitle,
    }),
    heading: (title: string, subtitle: string | null = null): LayoutBlock => ({
      blockType: 'titleSubtitle',
      variant: 'withDivider',
      title,
      subtitle,
    }),
    text: (title: string, ...paragraphs: string[]): LayoutBlock => ({
      blockType: 'titleAndBody',
      title,
      alignment: 'left',
      body: richText(...paragraphs.map((text) => paragraph(text))),
    }),
    usps: (): LayoutBlock => ({
      blockType: 'titleUspsImage',
      title: 'Pourquoi offrir une carte cadeau ?',
      image: m['body-image-title-subtitle-link-gift-cards.svg'].id,
      usps: [
        { text: 'Commandé avant 17 h, expédié le jour même', icon: 'clock' },
        { text: 'Carte digitale envoyée en moins d’une heure', icon: 'mail' },
        { text: 'Plus de 200 enseignes au choix', icon: 'gift' },
        { text: 'Paiement 100 % sécurisé', icon: 'shield' },
      ],
    }),
    products: (title: string, slugs: string[]): LayoutBlock => ({
      blockType: 'productReference',
      title,
      products: slugs.map((slug) => p[slug]!),
      link: { label: 'Voir les 200+ cartes cadeaux', href: '/cartes-cadeaux/' },
    }),
    mostChosen: (
      title: string,
      featured: string[],
      listed: string[],
      linkToOverview = true,
    ): LayoutBlock => ({
      blockType: 'mostChosen',
      title,
      featured: featured.map((slug) => p[slug]!),
      products: listed.map((slug) => p[slug]!),
      linkToOverview,
    }),
    topProducts: (): LayoutBlock => ({
      blockType: 'topProducts',
      title: 'Nos meilleures ventes',
      items: [
        {
          title: 'La carte qui laisse le choix',
          description: 'Mode, maison, loisirs ou restaurants : une seule carte pour tout.',
          product: p['carte-cadeau-multi-enseignes']!,
        },
        {
          title: 'Une pause bien-être',
          description: 'Massages et soins pour un vrai moment de détente.',
          product: p['spa-serenite']!,
        },
        {
          title: 'Le plaisir de lire',
          description: 'Romans, BD et beaux livres dans les librairies indépendantes.',
          product: p['librairie-du-coin']!,
        },
        {
          title: 'Une table à partager',
          description: 'Toutes nos cartes restaurant, du bistrot à la table étoilée.',
          cardImage: m['card-bistrot-gourmand.svg'].id,
          referencedPath: '/restaurants/',
          product: p['bistrot-gourmand']!,
        },
      ],
    }),
    feature: (
      variant: 'imageLeft' | 'imageRight' | 'imageTop' | 'imageBackground',
    ): LayoutBlock => ({
      blockType: 'bodyImageTitleSubtitleLink',
      variant,
      title: 'Un cadeau qui fait toujours mouche',
      subtitle: 'Anniversaire, mariage, départ en retraite…',
      body: richText(
        paragraph(
          'La personne gâtée choisit elle-même ce qui lui fait plaisir, quand elle le souhaite.',
        ),
      ),
      image: m['body-image-title-subtitle-link-celebration.svg'].id,
      link: { label: 'Trouver l’occasion', href: '/offrir-un-moment/' },
    }),
    imageBody: (): LayoutBlock => ({
      blockType: 'imageBody',
      imagePosition: 'right',
      image: m['image-body-envelope.svg'].id,
      body: richText(
        paragraph(
          'Chaque carte physique est glissée dans une jolie enveloppe, avec votre message personnel.',
        ),
        bulletList(
          'Emballage cadeau en option',
          'Message jusqu’à 150 caractères',
          'Livraison en 2 à 4 jours ouvrés',
        ),
      ),
    }),
    colored: (title: string, text: string, label: string, href: string): LayoutBlock => ({
      blockType: 'colored',
      title,
      body: richText(paragraph(text)),
      link: { label, href },
      color: '#c8102e',
      textColor: 'light',
    }),
    testimonials: (): LayoutBlock => ({
      blockType: 'testimonial',
      title: 'Ils ont offert une carte cadeau',
      testimonials: [
        {
          quote:
            'Commandée le matin, reçue par e-mail dix minutes plus tard. Parfait pour un oubli d’anniversaire !',
          author: 'Camille',
          role: 'Lyon',
          rating: 5,
        },
        {
          quote: 'Mes collaborateurs ont adoré choisir leur cadeau de fin d’année.',
          author: 'Julien',
          role: 'Responsable RH',
          rating: 5,
        },
        {
          quote: 'Le service client a répondu très vite à ma question.',
          author: 'Sophie',
          role: 'Nantes',
          rating: 4,
        },
      ],
    }),
    images: (): LayoutBlock => ({
      blockType: 'titleWithImages',
      title: 'Des cartes pour toutes les envies',
      subtitle: 'Cinéma, bien-être, lecture, gastronomie ou aventure.',
      images: [
        { image: m['card-cinema-lumiere.svg'].id, caption: 'Cinéma' },
        { image: m['card-spa-serenite.svg'].id, caption: 'Bien-être' },
        { image: m['card-librairie-du-coin.svg'].id, caption: 'Lecture' },
        { image: m['card-bistrot-gourmand.svg'].id, caption: 'Gastronomie' },
      ],
    }),
    hand: (): LayoutBlock => ({
      blockType: 'withHand',
      title: 'La carte multi-enseignes',
      body: richText(
        paragraph('Une seule carte, plus de 200 enseignes : le cadeau qui laisse le choix.'),
      ),
      cardImage: m['card-multi-enseignes.svg'].id,
      backgroundColor: { color: '#fde7ea', opacity: 100 },
    }),
    handLink: (): LayoutBlock => ({
      blockType: 'withHandAndLink',
      title: 'Vérifiez votre solde en un instant',
      body: richText(
        paragraph(
          'Saisissez le numéro à 19 chiffres et le code PIN de votre carte, puis échangez-la contre d’autres cartes.',
        ),
      ),
      cardImage: m['card-multi-enseignes.svg'].id,
      backgroundColor: { color: '#fff4d6', opacity: 100 },
      link: { label: 'Vérifier le solde et échanger', href: '/verifier-solde/' },
    }),
    contact: (): LayoutBlock => ({
      blockType: 'contact',
      title: 'Nous contacter',
      intro:
        'Une question sur une commande ou une carte ? Notre service client vous répond du lundi au vendredi.',
      showCustomerService: true,
      showOpeningHours: true,
      showBusinessContact: true,
    }),
    blog: (): LayoutBlock => ({
      blockType: 'blogBlock',
      title: 'Inspiration et conseils',
      mode: 'latest',
      limit: 3,
    }),
    image: (): LayoutBlock => ({
      blockType: 'image',
      image: m['image-body-wrapped-gift.svg'].id,
      caption: 'Emballage cadeau soigné, offert dès 50 €.',
      size: 'content',
    }),
    embed: (): LayoutBlock => ({
      blockType: 'embedVideo',
      provider: 'VIMEO',
      url: 'https://vimeo.com/76979871',
      title: 'Nos cartes cadeaux en une minute',
    }),
    video: (): LayoutBlock => ({
      blockType: 'selfHostedVideo',
      url: '/videos/carte-cadeau.webm',
      mimeType: 'video/webm',
      title: 'Une carte cadeau prête à être offerte',
      poster: m['video-poster-coffret.svg'].id,
    }),
    queue: (queue: string, filter: string[] = []): LayoutBlock => ({
      blockType: 'blocksQueueReference',
      queue: refs.queues[queue]!,
      filterByTaxonomy: filter.map((slug) => refs.categories[slug]!),
    }),
  }
}
