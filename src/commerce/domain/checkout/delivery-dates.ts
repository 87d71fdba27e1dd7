import type { Shipment } from '../cart'
import type { ShipmentDelivery } from '../orders/placed-order'
import type { DeliveryType } from '../package'
import { isPhysicalReceiver } from '../receiver'
import { type Fees, goesRegistered } from '../totals'
import { type StoreCalendar, storeClock } from './store-clock'
import { addWorkingDays, isWorkingDay, nextWorkingDay } from './working-days'

/** Orders placed on a working day before 17:00 store time ship the same day (spec §1, §9). */
export const SHIP_CUTOFF_HOUR = 17
/** A posted card arrives 2 to 4 working days after it ships (spec §1). */
export const POSTAL_DAYS = { earliest: 2, latest: 4 } as const
/** An e-mailed card leaves within an hour of payment (spec §1). */
export const DIGITAL_WITHIN_MS = 60 * 60_000

/** The first and last day (ISO dates on the store's clock) a shipment can arrive. */
export type DeliveryWindow = { earliest: string; latest: string }

/** The day an order placed at `now` leaves the shop (ISO date), on the store's calendar. */
export function shipDay(now: Date, { country, timeZone }: StoreCalendar): string {
  const { date, hour } = storeClock(now, timeZone)
  return isWorkingDay(date, country) && hour < SHIP_CUTOFF_HOUR
    ? date
    : nextWorkingDay(date, country)
}

/**
 * When a shipment of that type, paid at `now`, arrives. A digital card scheduled by the buyer
 * (an ISO date-time, see receiver.ts) arrives that day; otherwise within the hour, which can
 * fall on the next day just before midnight.
 */
export function deliveryWindow(
  now: Date,
  deliveryType: DeliveryType,
  calendar: StoreCalendar,
  scheduled?: string | null,
): DeliveryWindow {
  const dayOf = (instant: Date) => storeClock(instant, calendar.timeZone).date
  if (deliveryType === 'DIGITAL') {
    if (scheduled) {
      const day = dayOf(new Date(scheduled))
      return { earliest: day, latest: day }
    }
    return { earliest: dayOf(now), latest: dayOf(new Date(now.getTime() + DIGITAL_WITHIN_MS)) }
  }
  const shipped = shipDay(now, calendar)
  return {
    earliest: addWorkingDays(shipped, POSTAL_DAYS.earliest, calendar.country),
    latest: addWorkingDays(shipped, POSTAL_DAYS.latest, calendar.country),
  }
}

/** The moment a digital shipment's receiver asked for, if any (all its packages share it). */
const scheduledOf = (shipment: Shipment): string | null => {
  const receiver = shipment.packages[0]?.receiver
  return receiver && !isPhysicalReceiver(receiver) ? (receiver.deliveryDate ?? null) : null
}

/**
 * The promised delivery of every shipment of an order placed at `now`. Posted shipments go by
 * registered mail above the store's threshold (the rule of the postage in totals.ts), or below
 * it when the buyer chose to (`registeredOptIn`). Days are those of the store's calendar.
 */
export function shipmentDeliveries(
  now: Date,
  shipments: Shipment[],
  fees: Fees,
  calendar: StoreCalendar,
  registeredOptIn = false,
): ShipmentDelivery[] {
  return shipments.map((shipment) => ({
    tag: shipment.tag,
    deliveryType: shipment.deliveryType,
    ...deliveryWindow(now, shipment.deliveryType, calendar, scheduledOf(shipment)),
    registeredMail:
      shipment.deliveryType === 'PHYSICAL' && (registeredOptIn || goesRegistered(shipment, fees)),
  }))
}
