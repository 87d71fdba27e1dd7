import { seedBlocks } from './blocks'
import { legal, page } from './page-doc'
import type { SeedDoc, SeedRefs } from './types'

/** The legal, account, thank-you and restaurant pages. */
export const servicePages = (refs: SeedRefs): SeedDoc<'pages'>[] => {
  const b = seedBlocks(refs)
  const hero = b.hero
  const restaurant = page(
    'restaurant',
    ['restaurants', 'restaurants'],
    ['Cartes cadeaux restaurant', 'Restaurantcadeaukaarten'],
    [
      hero('Offrez une bonne table', 'Bistrots, brasseries et tables étoilées.'),
      b.products('Nos cartes restaurant', ['bistrot-du-port', 'bistrot-gourmand']),
    ],
  )
  // The restaurant template lists the places of the page's card.
  restaurant.fr.product = refs.products['bistrot-du-port']
  return [
    page(
      'terms',
      ['cgv', 'algemene-voorwaarden'],
      ['Conditions générales de vente', 'Algemene voorwaarden'],
      legal(b, 'les conditions de vente'),
    ),
    page(
      'terms',
      ['livraison', 'bezorging'],
      ['Livraison', 'Bezorging'],
      [
        b.text(
          'Cartes digitales',
          'Envoyées par e-mail en moins d’une heure, ou à la date et l’heure de votre choix.',
        ),
        b.text(
          'Cartes physiques',
          'Commandées les jours ouvrés avant 17 h 00, expédiées le jour même ; livrées en 2 à 4 jours ouvrés.',
          'Envoi en lettre recommandée au-delà de 300 €.',
        ),
        b.video(),
      ],
    ),
    page(
      'terms',
      ['privacy', 'privacy'],
      ['Politique de confidentialité', 'Privacybeleid'],
      legal(b, 'la façon dont nous traitons vos données'),
    ),
    page(
      'terms',
      ['declaration-de-confidentialite-et-cookies', 'privacy-en-cookieverklaring'],
      ['Déclaration de confidentialité et cookies', 'Privacy- en cookieverklaring'],
      legal(b, 'les cookies et traceurs'),
    ),
    page(
      'terms',
      ['politiques-d-annulation', 'annuleringsbeleid'],
      ['Politique d’annulation', 'Annuleringsbeleid'],
      legal(b, 'les règles d’annulation et de remboursement'),
    ),
    // The account area has /compte/apercu/; this page greets customers anywhere an editor wants.
    page(
      'user-home',
      ['mon-compte', 'mijn-account'],
      ['Mon compte', 'Mijn account'],
      [b.text('Bienvenue', 'Retrouvez vos commandes, vos données et votre carnet d’adresses.')],
      undefined,
      'noindex-nofollow',
    ),
    page(
      'confirmation',
      ['paiement/merci', 'bestellen/bedankt'],
      // Also shown on /paiement/{uuid}/, under a pending order too: no word of it being paid.
      ['Merci pour votre commande !', 'Bedankt voor je bestelling!'],
      [
        b.text(
          'Une question sur votre commande ?',
          'Notre service client vous répond du lundi au vendredi, de 9 h 00 à 17 h 30.',
        ),
      ],
      undefined,
      'noindex-nofollow',
    ),
    page(
      'doubler-thank-you',
      ['doubler/merci', 'verdubbelaar/bedankt'],
      ['Merci de votre participation', 'Bedankt voor je deelname'],
      [
        b.text(
          'Bonne chance !',
          'Le tirage a lieu le premier lundi du mois ; le gagnant est prévenu par e-mail.',
        ),
      ],
      undefined,
      'noindex',
    ),
    restaurant,
  ]
}
