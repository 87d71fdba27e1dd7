'use client'

import { useEffect, useRef, useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { secondaryButtonClass } from '@/components/form/styles'
import { IdentifyForm } from '@/commerce/widgets/account'
import type { AuthLinks } from '@/commerce/widgets/account'
import { LoginForm } from '@/commerce/widgets/account'
import type { Navigate } from '@/commerce/client/navigate'
import { Modal } from '@/components/ui/modal/modal.client'
import { openedModal } from '@/components/ui/modal/modal-registry.client'

import { leaveFlowTo } from '../leave'
import { keepRedeemDetails } from './details'
import { GuestOrderForm } from './guest-order-form.client'
import { nextForSession } from './identified'
import { REDEEM_IDENTIFY_MODAL } from './ids'
import { redeemIdentifyNext, type RedeemIdentifyNext, type RedeemIdentifyView } from './redeem-flow'
import type { RedeemIdentifyTexts } from './texts'

export type RedeemIdentifyModalProps = {
  texts: RedeemIdentifyTexts
  links: AuthLinks
  locale: string
  hideCaptchaBadge: boolean
  /** /verifier-solde/paiement/. */
  checkoutHref: string
  /** By default a page load without the leave warning (spec §4); stories stay on the story. */
  navigate?: Navigate
}

const asView = (view: string | undefined): RedeemIdentifyView =>
  view === 'login' || view === 'guest' ? view : 'email'

/**
 * The redeem guest order form modal (spec §2, §4): the e-mail first; a known one logs in here,
 * an unknown one fills the guest order form; then on to the redeem checkout, which is prefilled
 * with the details. Opened with the view to start with and whether posted cards need an address.
 */
export default function RedeemIdentifyModal(props: RedeemIdentifyModalProps) {
  const { texts, locale, navigate = leaveFlowTo } = props
  const caller = useGatewayCaller()
  const [opening] = useState(() => openedModal()?.payload ?? {})
  const needsAddress = opening.needsAddress === '1'
  const [view, setView] = useState(() => asView(opening.view))
  const [checking, setChecking] = useState(false)
  const t = texts.identify
  // The focused button goes with the step it belonged to: focus moves to the next step's field.
  const body = useRef<HTMLDivElement>(null)
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) body.current?.querySelector<HTMLElement>('input')?.focus()
    opened.current = true
  }, [view])

  const follow = (next: RedeemIdentifyNext) =>
    'checkout' in next ? navigate(props.checkoutHref) : setView(next.view)
  const afterLogin = async () => {
    setChecking(true)
    const next = await nextForSession(caller, needsAddress, 'known')
    setChecking(false)
    follow(next)
  }
  const titles = { email: t.emailTitle, login: t.loginTitle, guest: t.guestTitle }
  const intros = { email: t.emailIntro, login: t.loginIntro, guest: t.guestIntro }

  return (
    <Modal
      id={REDEEM_IDENTIFY_MODAL}
      title={titles[view]}
      description={intros[view]}
      closeLabel={texts.auth.close}
    >
      <div ref={body}>
        {view === 'email' && (
          <IdentifyForm
            texts={texts.auth}
            language={locale}
            hideCaptchaBadge={props.hideCaptchaBadge}
            onIdentified={(existence) =>
              follow(
                redeemIdentifyNext({
                  loggedIn: false,
                  existence,
                  profileHasPostCode: false,
                  needsPhysicalAddress: needsAddress,
                }),
              )
            }
          />
        )}
        {view === 'login' && (
          <div className="grid gap-5">
            <LoginForm
              texts={texts.auth}
              links={props.links}
              language={locale}
              hideCaptchaBadge={props.hideCaptchaBadge}
              navigate={() => void afterLogin()}
            />
            <p role="status" className="text-sm">
              {checking ? t.checking : ''}
            </p>
            <button type="button" className={secondaryButtonClass} onClick={() => setView('guest')}>
              {t.asGuest}
            </button>
          </div>
        )}
        {view === 'guest' && (
          <GuestOrderForm
            texts={texts}
            locale={locale}
            needsAddress={needsAddress}
            onDone={(details) => {
              keepRedeemDetails(details)
              navigate(props.checkoutHref)
            }}
          />
        )}
        {view !== 'email' && (
          <button
            type="button"
            className="mt-4 text-sm font-semibold underline underline-offset-4"
            onClick={() => setView('email')}
          >
            {t.otherEmail}
          </button>
        )}
      </div>
    </Modal>
  )
}
