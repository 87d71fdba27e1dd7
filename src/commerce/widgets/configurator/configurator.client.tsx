'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'

import { formatMoney } from '@/commerce/domain/money'
import type { PackageInput } from '@/commerce/domain/package'
import { TrackView } from '@/components/analytics/track-view.client'

import { AmountField } from './amount-field.client'
import { ConfiguratorContext, type ConfiguratorContextValue } from './context.client'
import { ConfiguratorModals } from './configurator-modals.client'
import { DeliveryTypeField } from './delivery-type-field.client'
import { useConfirmReset, useEditPackage } from './edit-mode.client'
import { focusFirstInvalid } from '@/components/form/focus'
import { type ConfiguratorValues, defaultValues } from './form-values'
import { MessageField } from './message-field.client'
import { askModalTexts, withValidationTexts } from './modal-texts.client'
import { PackagingField } from './packaging-field.client'
import { PriceSummary } from './price-summary.client'
import { QuantityField } from './quantity-field.client'
import { ReceiversField } from './receivers-field.client'
import { lazyConfiguratorResolver, loadRules } from './resolver'
import { SubmitArea } from './submit-area.client'
import type { ConfiguratorProps } from './types'
import { errorMessage } from './texts'
import { useAddToCart } from './use-add-to-cart.client'
import { formIdOf, useEarlyInput } from './use-early-input.client'

/**
 * The product configurator (issue 6): what the card is, who receives it, what it costs, and the
 * button that puts it in the cart. Gift cards have every option; donations and blank card packs
 * only an amount and a quantity for the buyer. Opened from a cart line (?edit=), it holds that
 * package and saves it in place (issue 24).
 */
export function Configurator(props: ConfiguratorProps) {
  const { product, packaging, texts, currency, numberLocale } = props
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [validation, setValidation] = useState(props.modalTexts?.validation ?? null)
  const [resolver] = useState(() =>
    withValidationTexts(
      lazyConfiguratorResolver(product),
      props.locale,
      setValidation,
      props.modalTexts !== undefined,
    ),
  )
  const [defaults] = useState(() => defaultValues(product))
  const form = useForm<ConfiguratorValues, unknown, PackageInput>({
    defaultValues: defaults,
    resolver,
    mode: 'onTouched',
    // Receivers are no inputs: focus goes to the first invalid part in page order instead.
    shouldFocusError: false,
  })
  const [focusRequests, setFocusRequests] = useState(0)
  useEffect(() => {
    if (focusRequests > 0) focusFirstInvalid(formRef.current)
  }, [focusRequests])
  useEarlyInput(form, id, defaults)
  const type = useWatch({ control: form.control, name: 'deliveryType' })
  const edit = useEditPackage(form, props)
  const { editing } = edit
  const { confirmReset, pending } = useConfirmReset(editing !== null)

  const context = useMemo<ConfiguratorContextValue>(() => {
    const money = (value: number) => formatMoney({ currency, value }, numberLocale)
    const bounds = product.bounds[type]
    const translate = { validation, generic: texts.generic, money, bounds }
    return {
      ...props,
      validation,
      id,
      money,
      errorText: (error) => error && errorMessage(error, translate),
      editing,
      confirmReset,
    }
  }, [props, id, type, currency, numberLocale, texts, product, editing, confirmReset, validation])
  const { state, submit } = useAddToCart(form, context, () => setFocusRequests((n) => n + 1))

  const giftcard = product.productType === 'giftcard'
  const wrapperKind = type === 'DIGITAL' ? 'DIGITAL_WRAPPER' : 'WRAPPER'
  const wrappers = packaging.filter((option) => option.kind === wrapperKind)
  const packings = packaging.filter((option) => option.kind === 'GIFT_PACKING')
  return (
    <FormProvider {...form}>
      <ConfiguratorContext value={context}>
        <form
          ref={formRef}
          id={formIdOf(id)}
          noValidate
          onSubmit={submit}
          onFocus={() => {
            void loadRules()
            void askModalTexts(props.locale)
          }}
          aria-labelledby={`${id}-title`}
          className="grid gap-8"
        >
          {/* view_item counts half of the offer's top on screen: the whole form may never be. */}
          <TrackView event="view_item" item={props.analytics} className="grid gap-8">
            <h2 id={`${id}-title`} className="text-2xl font-bold">
              {editing && edit.texts ? edit.texts.editTitle : texts.title}
            </h2>
            <DeliveryTypeField />
            {/* Remounted with the edited package: the typed text starts from its amount. */}
            <AmountField key={`${type}:${editing ?? ''}`} />
          </TrackView>
          <QuantityField />
          {giftcard && (
            <>
              {wrappers.length > 0 && (
                <PackagingField
                  name="wrapperId"
                  legend={type === 'DIGITAL' ? texts.digitalWrapper : texts.physicalWrapper}
                  options={wrappers}
                />
              )}
              {type === 'PHYSICAL' && packings.length > 0 && (
                <PackagingField
                  name="giftPackingId"
                  legend={texts.giftPacking}
                  options={packings}
                />
              )}
              <MessageField />
              <ReceiversField />
            </>
          )}
          <PriceSummary />
          <SubmitArea state={state} edit={edit} />
        </form>
        <ConfiguratorModals pending={pending} />
      </ConfiguratorContext>
    </FormProvider>
  )
}
