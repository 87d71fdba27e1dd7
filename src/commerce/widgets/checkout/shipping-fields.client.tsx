'use client'

import { deliverySupportValues } from '@/commerce/domain/checkout/delivery-support'
import { formatMoney, type Money } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { DeliveryAddressFields } from '@/components/form/delivery-address-fields.client'
import { CheckboxField } from '@/components/form/form-checkbox-field.client'
import { fill } from '@/i18n/fill'
import type { CartOrder } from '@/commerce/client/cart-order'

import { Deliveries } from './deliveries'
import type { CheckoutInfo } from './order'
import type { StepTexts } from './later-texts'

type Props = {
  texts: StepTexts
  order: CartOrder
  info: CheckoutInfo
  /** Registered mail is imposed above the threshold: checked and locked. */
  registeredImposed: boolean
}

/** Step 2 (spec §2 'Livraison'): the deliveries, the buyer's delivery address, registered mail. */
export function ShippingFields({ texts, order, info, registeredImposed }: Props) {
  const intl = useIntlLocale()
  const money = (amount: Money) => formatMoney(amount, intl)
  const posted = order.groupedTotals.physicalTotal.qty > 0
  return (
    <>
      <div>
        <h3 className="mb-3 text-lg font-bold">{texts.deliveriesHeading}</h3>
        <Deliveries texts={texts} lines={order.packagesGroups} dates={info.deliveries} />
      </div>
      {info.needsDeliveryAddress && (
        <DeliveryAddressFields
          texts={texts.fields}
          legend={texts.deliveryLegend}
          sameLabel={texts.sameAsBilling}
          hint={<p className="text-sm">{texts.deliveryHint}</p>}
        />
      )}
      {posted && (
        <RegisteredMail
          texts={texts}
          imposed={registeredImposed}
          label={
            registeredImposed
              ? fill(texts.registeredMailImposed, { amount: money(info.registeredMailAbove) })
              : fill(texts.registeredMail, { price: money(info.registeredMailPrice) })
          }
        />
      )}
    </>
  )
}

function RegisteredMail({
  texts,
  imposed,
  label,
}: {
  texts: StepTexts
  imposed: boolean
  label: string
}) {
  // Spec §9: what standard mail promises, and when a letter that has not come is worth a word.
  if (!imposed)
    return (
      <div className="flex flex-col gap-1">
        <CheckboxField name="registeredMail" label={label} />
        <p className="text-sm">{fill(texts.standardMailNote, deliverySupportValues)}</p>
      </div>
    )
  // Imposed above the threshold: shown checked, and the gateway applies it whatever is sent.
  return (
    <div className="flex items-start gap-3">
      <input
        id="registered-mail-imposed"
        type="checkbox"
        checked
        disabled
        readOnly
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <label htmlFor="registered-mail-imposed">{label}</label>
    </div>
  )
}
