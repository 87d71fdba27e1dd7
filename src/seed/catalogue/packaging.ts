import type { Payload } from 'payload'

import type { PackagingKind } from '@/collections/packaging-options'

type Seed = {
  kind: PackagingKind
  fr: string
  nl: string
  description: string
  price: number
  colour: string
}

const context = { disableRevalidate: true }

/** What the configurator offers: e-card designs, envelopes and cards for posted cards, boxes. */
const options: Seed[] = [
  {
    kind: 'DIGITAL_WRAPPER',
    fr: 'Joyeux anniversaire',
    nl: 'Gefeliciteerd',
    description: 'Des ballons et des confettis autour de la carte.',
    price: 0,
    colour: '#f9c74f',
  },
  {
    kind: 'DIGITAL_WRAPPER',
    fr: 'Merci !',
    nl: 'Bedankt!',
    description: 'Un grand merci en lettres dorées.',
    price: 0,
    colour: '#90e0ef',
  },
  {
    kind: 'DIGITAL_WRAPPER',
    fr: 'Félicitations',
    nl: 'Proficiat',
    description: 'Des étoiles pour fêter un succès.',
    price: 0,
    colour: '#e0aaff',
  },
  {
    kind: 'WRAPPER',
    fr: 'Enveloppe classique',
    nl: 'Klassieke envelop',
    description: 'Une enveloppe blanche, offerte.',
    price: 0,
    colour: '#eef2f5',
  },
  {
    kind: 'WRAPPER',
    fr: 'Carte de vœux festive',
    nl: 'Feestelijke wenskaart',
    description: 'La carte glissée dans une carte de vœux illustrée.',
    price: 150,
    colour: '#fca5a5',
  },
  {
    kind: 'WRAPPER',
    fr: 'Enveloppe dorée',
    nl: 'Gouden envelop',
    description: 'Une enveloppe dorée avec un ruban.',
    price: 250,
    colour: '#ffd6a5',
  },
  {
    kind: 'GIFT_PACKING',
    fr: 'Boîte cadeau',
    nl: 'Cadeaudoosje',
    description: 'Une boîte rigide avec un nœud, prête à offrir.',
    price: 395,
    colour: '#8c1c3a',
  },
  {
    kind: 'GIFT_PACKING',
    fr: 'Pochette en lin',
    nl: 'Linnen zakje',
    description: 'Une pochette en lin naturel, réutilisable.',
    price: 295,
    colour: '#2d6a4f',
  },
]

const svg = ({ fr, colour }: Seed) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">` +
  `<rect width="480" height="320" rx="24" fill="${colour}"/>` +
  `<path d="M0 60 L240 190 L480 60" fill="none" stroke="#fff" stroke-width="10" opacity=".7"/>` +
  `<text x="240" y="280" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#1f1f1f">${fr}</text></svg>`

/** Wrappers and gift packing, with a preview image each; idempotent by French title. */
export async function seedPackaging(payload: Payload): Promise<void> {
  const existing = await payload.find({
    collection: 'packaging-options',
    locale: 'fr',
    pagination: false,
    depth: 0,
    select: { title: true },
  })
  const known = new Set(existing.docs.map((doc) => doc.title))
  for (const [index, option] of options.entries()) {
    if (known.has(option.fr)) continue
    const data = Buffer.from(svg(option))
    const name = `packaging-${index + 1}.svg`
    const image = await payload.create({
      depth: 0,
      collection: 'media',
      data: { alt: option.fr },
      file: { data, mimetype: 'image/svg+xml', name, size: data.length },
      locale: 'fr',
      context,
    })
    const created = await payload.create({
      depth: 0,
      collection: 'packaging-options',
      locale: 'fr',
      context,
      data: {
        title: option.fr,
        kind: option.kind,
        description: option.description,
        price: option.price,
        image: image.id,
        sortOrder: index,
      },
    })
    await payload.update({
      depth: 0,
      collection: 'packaging-options',
      id: created.id,
      locale: 'nl',
      context,
      data: { title: option.nl },
    })
  }
}
