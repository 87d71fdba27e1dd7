import { type ReactNode, useId } from 'react'

import type { Locale } from '@/i18n/routing'
import type { ContactBlock, Store } from '@/payload-types'

import { headingClass, Section } from '@/components/section'
import { contactLabels, openingDays } from './labels'

type Labels = (typeof contactLabels)[Locale]
type Props = {
  block: ContactBlock
  organisation: Store['organisation']
  businessContact: Store['businessContact']
  locale: Locale
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-muted p-6">
      <span aria-hidden="true" className="mb-3 block h-1 w-10 rounded-full bg-brand" />
      <h3 className="mb-4 text-lg font-semibold">{title}</h3>
      {children}
    </div>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink/75">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  )
}

const link = 'underline decoration-brand decoration-2 underline-offset-4 hover:text-brand'

type Reachable = { email?: string | null; phone?: string | null } | undefined

/** E-mail and phone as links: one tap to write or call. */
function Reach({ contact, labels }: { contact: Reachable; labels: Labels }) {
  const { email, phone } = contact ?? {}
  return (
    <>
      {email && (
        <Detail term={labels.email}>
          <a href={`mailto:${email}`} className={link}>
            {email}
          </a>
        </Detail>
      )}
      {phone && (
        <Detail term={labels.phone}>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={link}>
            {phone}
          </a>
        </Detail>
      )}
    </>
  )
}

/** The store's contact details, as the store document holds them, each part switchable per block. */
export function ContactView({ block, organisation, businessContact, locale }: Props) {
  const headingId = useId()
  const labels = contactLabels[locale]
  const { postalAddress: postal, openingHours } = organisation
  const country = postal?.countryCode
    ? new Intl.DisplayNames([locale], { type: 'region' }).of(postal.countryCode)
    : null
  const hasBusiness = businessContact?.email || businessContact?.phone
  return (
    <Section labelledBy={headingId}>
      <h2 id={headingId} className={headingClass.plain}>
        {block.title}
      </h2>
      {block.intro && <p className="mt-4 max-w-3xl text-lg text-pretty">{block.intro}</p>}
      <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {(block.showCustomerService ?? true) && (
          <Card title={labels.customerService}>
            <address className="not-italic">
              <dl className="space-y-3">
                <Reach contact={organisation.customerService} labels={labels} />
                {postal?.street && (
                  <Detail term={labels.address}>
                    {organisation.name}
                    <br />
                    {postal.street}
                    <br />
                    {postal.postCode} {postal.city}
                    {country && <br />}
                    {country}
                  </Detail>
                )}
              </dl>
            </address>
          </Card>
        )}
        {(block.showOpeningHours ?? true) && !!openingHours?.length && (
          <Card title={labels.openingHours}>
            <ul className="space-y-2">
              {openingHours.map((slot) => (
                <li key={slot.id ?? slot.days.join()} className="first-letter:uppercase">
                  {openingDays(slot.days, locale)},{' '}
                  {/* The hours stay on one line: a dash alone would let them split. */}
                  <span className="whitespace-nowrap">
                    <time dateTime={slot.opens}>{labels.time(slot.opens)}</time> –{' '}
                    <time dateTime={slot.closes}>{labels.time(slot.closes)}</time>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        )}
        {block.showBusinessContact && hasBusiness && (
          <Card title={labels.business}>
            <address className="not-italic">
              {businessContact.name && <p className="mb-3 font-semibold">{businessContact.name}</p>}
              <dl className="space-y-3">
                <Reach contact={businessContact} labels={labels} />
              </dl>
            </address>
          </Card>
        )}
      </div>
    </Section>
  )
}
