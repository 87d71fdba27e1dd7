/** next-intl's `t` of one namespace: getTranslations, or createTranslator in stories. */
type Translate = (key: string) => string

export type CookieDialogTexts = {
  title: string
  close: string
  intro: string
  necessary: string
  necessaryText: string
  analytics: string
  analyticsText: string
  marketing: string
  marketingText: string
  save: string
  acceptAll: string
  statement: string
}

const keys = [
  'title',
  'intro',
  'necessary',
  'necessaryText',
  'analytics',
  'analyticsText',
  'marketing',
  'marketingText',
  'save',
  'acceptAll',
  'statement',
] as const

/** The dialog's texts, from the CookieDialog namespace and the Modal one's close button. */
export function cookieDialogTexts(t: Translate, modal: Translate): CookieDialogTexts {
  const texts = Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<
    (typeof keys)[number],
    string
  >
  return { ...texts, close: modal('close') }
}
