import type { Store } from '@/payload-types'

import frame from './footer-frame.module.css'
import styles from './footer.module.css'

export type PaymentKind = NonNullable<Store['paymentIcons']>[number]

/** Names of the kinds that are not brands, in the page's language. */
export type PaymentLabels = { heading: string; secure: string; invoice: string }

const brandNames: Record<Exclude<PaymentKind, 'secure' | 'invoice'>, string> = {
  adyenEPS: 'EPS',
  amex: 'American Express',
  bancontact: 'Bancontact',
  belfius: 'Belfius',
  carteBancaire: 'Carte Bancaire',
  ideal: 'iDEAL',
  kbccbc: 'KBC/CBC',
  mastercard: 'Mastercard',
  paypal: 'PayPal',
  visa: 'Visa',
}

/**
 * A payment method's badge, from public/payment-logos.svg (simple badges in each scheme's
 * colours, recognisable, not the trademark artwork): one cached file, not inline SVG in every
 * page's HTML and RSC payload (issue 22).
 */
export function PaymentLogo({ kind, name }: { kind: PaymentKind; name: string }) {
  return (
    <svg role="img" aria-label={name} viewBox="0 0 48 32" width="48" height="32">
      <use href={`/payment-logos.svg#${kind}`} />
    </svg>
  )
}

/** The store's payment methods: four on phones (spec §9), all from 640 px. */
export function PaymentLogos({ kinds, labels }: { kinds: PaymentKind[]; labels: PaymentLabels }) {
  const nameOf = (kind: PaymentKind) =>
    kind === 'secure' ? labels.secure : kind === 'invoice' ? labels.invoice : brandNames[kind]
  return (
    <div className={frame.payments}>
      <h2>{labels.heading}</h2>
      {/* The list's class sizes the logos and hides those past four on phones: every page
          carries the list twice, in its HTML and its RSC payload (issue 39). */}
      <ul className={styles.logos}>
        {kinds.map((kind) => (
          <li key={kind}>
            <svg role="img" aria-label={nameOf(kind)}>
              <use href={`/payment-logos.svg#${kind}`} />
            </svg>
          </li>
        ))}
      </ul>
    </div>
  )
}
