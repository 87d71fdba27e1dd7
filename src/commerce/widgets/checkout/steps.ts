/** The checkout's steps in order (spec §2): your details, shipping, payment; success is a page. */
export const STEPS = ['details', 'shipping', 'payment'] as const
export type Step = (typeof STEPS)[number]

/** The open step, and the furthest one reached (those before it can be edited again). */
export type StepState = { open: Step; reached: Step }

export const firstStep = (only?: Step): StepState => {
  const step = only ?? 'details'
  return { open: step, reached: step }
}

const indexOf = (step: Step): number => STEPS.indexOf(step)

/** After a step's fields passed: the next one opens, and counts as reached. */
export function continueFrom(state: StepState, step: Step): StepState {
  const next = STEPS[Math.min(indexOf(step) + 1, STEPS.length - 1)] ?? step
  return { open: next, reached: indexOf(next) > indexOf(state.reached) ? next : state.reached }
}

/** 'Modifier' on a step already reached opens it again; a step not reached yet stays shut. */
export const editStep = (state: StepState, step: Step): StepState =>
  indexOf(step) <= indexOf(state.reached) ? { ...state, open: step } : state

/** The step whose section holds a form path ('billingAddress.postCode' → details). */
export function stepOfField(path: string): Step {
  if (path.startsWith('billingAddress.') || path.startsWith('createAccount.')) return 'details'
  return path.startsWith('deliveryAddress.') ? 'shipping' : 'payment'
}

/** The first step holding one of these fields, or null: what the gateway's refusal opens. */
export const firstStepOf = (paths: readonly string[]): Step | null =>
  STEPS.find((step) => paths.some((path) => stepOfField(path) === step)) ?? null

export type StepStatus = 'open' | 'done' | 'waiting'

export function stepStatus(state: StepState, step: Step): StepStatus {
  if (state.open === step) return 'open'
  return indexOf(step) <= indexOf(state.reached) ? 'done' : 'waiting'
}

type Needs = {
  business: boolean
  wantsAccount: boolean
  needsDeliveryAddress: boolean
  sameAsBilling: boolean
}

const billing = (names: string[]) => names.map((name) => `billingAddress.${name}`)
const postal = ['street', 'houseNumber', 'suffix', 'postCode', 'city', 'countryCode']

/** The form paths a step checks before the next one opens. */
export function stepFields(step: Step, needs: Needs): string[] {
  if (step === 'details') {
    return [
      ...billing(['customerType', 'firstName', 'lastName', 'email', 'phoneNational', ...postal]),
      ...(needs.business
        ? billing(['companyName', 'chamberOfCommerceNumber', 'vatNumber', 'referenceNumber'])
        : []),
      ...(needs.wantsAccount
        ? ['createAccount.password', 'createAccount.passwordConfirmation']
        : []),
    ]
  }
  if (step === 'shipping') {
    if (!needs.needsDeliveryAddress || needs.sameAsBilling) return []
    return ['firstName', 'lastName', ...postal].map((name) => `deliveryAddress.${name}`)
  }
  return [
    'paymentMethod',
    'paymentDetails.bankId',
    'paymentDetails.blikCode',
    'paymentDetails.mbwayPhone',
    'termsAccepted',
  ]
}
