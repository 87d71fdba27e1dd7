import type { ReactNode } from 'react'

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

type WordProps = { text: ReactNode; fill: string; size?: number; y?: number; italic?: boolean }

function Word({ text, fill, size = 11, y = 20, italic }: WordProps) {
  return (
    <text
      x="24"
      y={y}
      textAnchor="middle"
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      fontSize={size}
      fontStyle={italic ? 'italic' : undefined}
      fill={fill}
    >
      {text}
    </text>
  )
}

/** Simple badges in each scheme's colours: recognisable, not the trademark artwork. */
const badges: Record<PaymentKind, { fill: string; art: ReactNode }> = {
  adyenEPS: { fill: '#fff', art: <Word text="eps" fill="#b0005f" size={15} /> },
  amex: { fill: '#006fcf', art: <Word text="AMEX" fill="#fff" size={12} /> },
  bancontact: {
    fill: '#fff',
    art: (
      <>
        <path d="M9 7h14l-3 5H6z" fill="#1e3764" />
        <path d="M25 7h14l-3 5H22z" fill="#ffd800" />
        <Word text="Bancontact" fill="#1e3764" size={7.5} y={24} />
      </>
    ),
  },
  belfius: { fill: '#c30045', art: <Word text="Belfius" fill="#fff" size={10} /> },
  carteBancaire: {
    fill: '#0b4f9c',
    art: (
      <>
        <path d="M24 .5h19.5a4 4 0 0 1 4 4v23a4 4 0 0 1-4 4H24z" fill="#007a73" />
        <Word text="CB" fill="#fff" size={14} y={21} />
      </>
    ),
  },
  ideal: { fill: '#fff', art: <Word text="iDEAL" fill="#cc0066" size={11} /> },
  invoice: {
    fill: '#fff',
    art: (
      <path
        d="M18 6h8l5 5v15H18zM26 6v5h5M21 15h7M21 19h7M21 23h4"
        fill="none"
        stroke="#3f3f46"
        strokeWidth="1.5"
      />
    ),
  },
  kbccbc: { fill: '#003665', art: <Word text="KBC/CBC" fill="#fff" size={8.5} /> },
  mastercard: {
    fill: '#fff',
    art: (
      <>
        <circle cx="19" cy="16" r="9" fill="#eb001b" />
        <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.85" />
      </>
    ),
  },
  paypal: {
    fill: '#fff',
    art: (
      <Word
        italic
        fill="#003087"
        text={
          <>
            Pay<tspan fill="#0070e0">Pal</tspan>
          </>
        }
      />
    ),
  },
  secure: {
    fill: '#1f7a3a',
    art: (
      <>
        <path d="M20 14v-3a4 4 0 0 1 8 0v3" fill="none" stroke="#fff" strokeWidth="2.2" />
        <rect x="17" y="14" width="14" height="11" rx="2" fill="#fff" />
      </>
    ),
  },
  visa: { fill: '#fff', art: <Word text="VISA" fill="#1a1f71" size={13} italic /> },
}

export function PaymentLogo({ kind, name }: { kind: PaymentKind; name: string }) {
  const { fill, art } = badges[kind]
  return (
    <svg role="img" aria-label={name} viewBox="0 0 48 32" width="48" height="32">
      <rect x=".5" y=".5" width="47" height="31" rx="4" fill={fill} stroke="#d4d4d8" />
      {art}
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
