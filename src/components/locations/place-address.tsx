import type { Place } from './places'
import { addressLines } from './address'

type Props = { address: Place['address']; locale: string; className?: string }

/** A place's postal address, a line each, as French mail writes it. */
export function PlaceAddress({ address, locale, className = '' }: Props) {
  return (
    <address className={`not-italic ${className}`}>
      {addressLines(address, locale).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
