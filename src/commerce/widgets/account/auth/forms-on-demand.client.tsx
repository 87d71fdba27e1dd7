'use client'

import { onDemand } from '@/components/ui/on-demand.client'

/** The identify and login forms as other widgets show them (react-hook-form, the captcha). */
export const LoginForm = onDemand(() => import('./login-form.client').then((m) => m.LoginForm))

export const IdentifyForm = onDemand(() =>
  import('./identify-form.client').then((m) => m.IdentifyForm),
)

/** For a modal's loader: the forms are in when it first renders. */
export const loadAuthForms = () => Promise.all([LoginForm.load(), IdentifyForm.load()])
