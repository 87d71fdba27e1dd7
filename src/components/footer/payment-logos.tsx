import type { Store } from '@/payload-types'

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
    <div className="lg:max-w-sm">
      <h2 className="mb-3 font-semibold">{labels.heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {kinds.map((kind, index) => (
          <li key={kind} className={index < 4 ? 'flex' : 'hidden sm:flex'}>
            <PaymentLogo kind={kind} name={nameOf(kind)} />
          </li>
        ))}
      </ul>
    </div>
  )
}
