import { lazyResolver } from '@/components/form/lazy-resolver'

type Rules = typeof import('./rules')
type ResolverName = Exclude<keyof Rules, 'registerFormSchema' | 'registerResolver'>

/** Loads the forms' rules (zod with them): on a form's first focus, or its first validation. */
export const loadAuthRules = (): Promise<Rules> => import('./rules')

/** A form's resolver, its rules loaded when first needed. */
export const authResolver = <K extends ResolverName>(name: K): Rules[K] =>
  lazyResolver(() => loadAuthRules().then((rules) => rules[name]))

/** The register form's resolver: the company number is checked in the store's register. */
export const registerResolver = (storeCountry: string): ReturnType<Rules['registerResolver']> =>
  lazyResolver(() => loadAuthRules().then((rules) => rules.registerResolver(storeCountry)))
