'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, useOpenModal } from '@/components/ui/modal/modal-registry.client'
import { Select } from '@/components/ui/select/select.client'
import type { Locale } from '@/i18n/routing'

import type { LoadStoreSwitcher, StoreSwitcherModalTexts } from './texts'
import {
  type CountryCombination,
  countryOptions,
  type LanguageFormValues,
  languageOptions,
  languagesOf,
  valuesForCountry,
} from './language-form'
import { languageFormSchema } from './language-form-schema'
import { STORE_SWITCHER_MODAL } from './modal-id'
import { documentAlternates, targetPath } from './target-path'
import { useStoreSwitcherData } from './use-switcher-data.client'

export type StoreSwitcherModalProps = {
  storeCountry: string
  locale: Locale
  /** Given by stories; pages leave both out and the modal asks them on opening (issue 39). */
  combinations?: CountryCombination[]
  labels?: StoreSwitcherModalTexts
  load?: LoadStoreSwitcher
}

type FormProps = StoreSwitcherModalProps & {
  combinations: CountryCombination[]
  labels: StoreSwitcherModalTexts
}

const button = 'min-h-11 rounded-full px-5 font-semibold'

/**
 * 'Select your country and language' (spec §2, §4, §5), loaded on first opening with its data;
 * the lazy host's Suspense shows nothing until both have come (no texts: nothing, tried again on
 * the next opening).
 */
export default function StoreSwitcherModal(props: StoreSwitcherModalProps) {
  const { combinations, labels } = props
  if (combinations && labels) {
    return <StoreSwitcherForm {...props} combinations={combinations} labels={labels} />
  }
  return props.load ? <AskedData {...props} load={props.load} /> : null
}

function AskedData(props: StoreSwitcherModalProps & { load: LoadStoreSwitcher }) {
  const data = useStoreSwitcherData(props.locale, props.load)
  if (!data) return null
  return <StoreSwitcherForm {...props} combinations={data.combinations} labels={data.texts.modal} />
}

function StoreSwitcherForm({ storeCountry, combinations, locale, labels }: FormProps) {
  const formId = useId()
  const opened = useOpenModal()
  // Mounted afresh on each opening: the banner may propose a country this store sells in.
  const proposed = opened?.id === STORE_SWITCHER_MODAL ? opened.payload.country : undefined
  const { control, handleSubmit, setValue, register, formState } = useForm<LanguageFormValues>({
    mode: 'onChange',
    resolver: zodResolver(languageFormSchema(labels)),
    defaultValues:
      proposed && combinations.some((c) => c.country === proposed)
        ? valuesForCountry(combinations, proposed)
        : valuesForCountry(combinations, storeCountry, locale),
  })

  const country = useWatch({ control, name: 'country' })
  const countries = useMemo(() => countryOptions(combinations, locale), [combinations, locale])
  const languages = useMemo(
    () => languageOptions(languagesOf(combinations.find((c) => c.country === country))),
    [combinations, country],
  )

  const changeCountry = (next: string) => {
    // Spec §4: a new country resets the language to its default and the currency with it.
    const values = valuesForCountry(combinations, next)
    const options = { shouldValidate: true, shouldDirty: true }
    setValue('country', values.country, options)
    setValue('language', values.language, options)
    setValue('currency', values.currency, options)
  }

  const apply = (values: LanguageFormValues) => {
    const target = targetPath({
      values,
      storeCountry,
      locale,
      combinations,
      pathname: window.location.pathname,
      alternates: documentAlternates(document),
    })
    closeModal(STORE_SWITCHER_MODAL)
    // A full load, so the server renders the page in the new language (or the other store).
    window.location.assign(target)
  }

  return (
    <Modal
      id={STORE_SWITCHER_MODAL}
      title={labels.title}
      closeLabel={labels.close}
      actions={
        <>
          <CloseModalButton
            modal={STORE_SWITCHER_MODAL}
            className={`${button} border border-ink hover:bg-muted`}
          >
            {labels.cancel}
          </CloseModalButton>
          <button
            type="submit"
            form={formId}
            disabled={!formState.isValid}
            className={`${button} bg-brand text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50`}
          >
            {labels.apply}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit(apply)} noValidate className="flex flex-col gap-5">
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <Select
              label={labels.country}
              placeholder={labels.countryPlaceholder}
              options={countries}
              value={field.value}
              onValueChange={changeCountry}
              onBlur={field.onBlur}
              name={field.name}
              emptyText={labels.empty}
              openLabel={labels.openList}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <Select
              label={labels.language}
              placeholder={labels.languagePlaceholder}
              options={languages}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              emptyText={labels.empty}
              openLabel={labels.openList}
              disabled={languages.length <= 1}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${formId}-currency`} className="text-sm font-semibold">
            {labels.currency}
          </label>
          <input
            id={`${formId}-currency`}
            {...register('currency')}
            readOnly
            aria-invalid={formState.errors.currency ? true : undefined}
            aria-describedby={formState.errors.currency ? `${formId}-currency-error` : undefined}
            className="h-12 rounded-lg border border-ink/30 bg-muted px-3 text-base"
          />
          {formState.errors.currency && (
            <p id={`${formId}-currency-error`} className="text-sm text-red-700">
              {formState.errors.currency.message}
            </p>
          )}
        </div>
      </form>
    </Modal>
  )
}
