import { html, type Html } from './html'
import type { HostedPageTexts } from './hosted-page-texts'
import { TRANSFER_METHOD, type LocalSession } from '@/commerce/domain/payments/local-session'
import { isCardMethod, type StorePaymentMethod } from './methods'

/** What the payer typed in the card form, given back after an error (never the code). */
export type CardValues = { holder: string; number: string; expiry: string }
export type CardField = keyof CardValues | 'cvc'

/** `shopCountry`: the paid store's, whose way of writing amounts the page follows. */
type Payment = { reference: string; shopName: string; shopCountry: string; session: LocalSession }

/** The states of the simulator's page. */
export type HostedPageView =
  | (Payment & {
      kind: 'form'
      methods: StorePaymentMethod[]
      values: CardValues
      errors: Partial<Record<CardField, string>>
      formError: string | null
    })
  | (Payment & { kind: 'decided'; alreadyDecided: boolean })
  | { kind: 'not-found' }
  | { kind: 'forbidden' }

const pagePath = (reference: string) => `/api/payments/local/${reference}/`

function layout({ text, locale, demo }: HostedPageTexts, title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · ${text('page.title')}</title>
        <link rel="stylesheet" href="/payments/hosted-page.css" />
      </head>
      <body>
        <p class="demo">${demo}</p>
        <main class="payment">${body}</main>
      </body>
    </html> `.markup
}

function summary(
  { text, money }: HostedPageTexts,
  { shopName, shopCountry, session }: Payment,
): Html {
  return html`<header>
      <p class="shop">${shopName}</p>
      <p class="notice">${text('page.simulator')}</p>
    </header>
    <h1>${text('page.heading', { orderNumber: session.orderNumber })}</h1>
    <dl class="summary">
      <div>
        <dt>${text('page.order')}</dt>
        <dd>${session.orderNumber}</dd>
      </div>
      <div>
        <dt>${text('page.amount')}</dt>
        <dd>${money(session.amount, session.currency, shopCountry)}</dd>
      </div>
    </dl>`
}

function field(
  texts: HostedPageTexts,
  view: { values: CardValues; errors: Partial<Record<CardField, string>> },
  name: CardField,
  options: { autocomplete: string; numeric?: boolean; hint?: string },
): Html {
  const id = `card-${name}`
  const error = view.errors[name]
  const described = [options.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const value = name === 'cvc' ? '' : view.values[name]
  return html`<div class="field">
    <label for="${id}">${texts.text(`card.${name}`)}</label>
    ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : null}
    <input
      id="${id}"
      name="${name}"
      value="${value}"
      autocomplete="${options.autocomplete}"
      ${
        options.numeric ? html` inputmode="numeric"` : null
      }${described ? html` aria-describedby="${described}"` : null}${
        error ? html` aria-invalid="true"` : null
      }
    />
    ${error ? html`<p class="error" id="${id}-error">${texts.text(`card.${error}`)}</p>` : null}
  </div>`
}

function paymentForm(
  texts: HostedPageTexts,
  view: Extract<HostedPageView, { kind: 'form' }>,
): Html {
  const { text, money } = texts
  const { session, methods } = view
  const messages = [
    ...(view.formError ? [text(`page.${view.formError}`)] : []),
    ...Object.values(view.errors).map((key) => text(`card.${key}`)),
  ]
  const withCard = methods.some(({ id }) => isCardMethod(id))
  return html`${
      messages.length
        ? html`<div class="errors" role="alert">
            <p>${text('page.errorsHeading')}</p>
            <ul>
              ${messages.map((message) => html`<li>${message}</li>`)}
            </ul>
          </div>`
        : null
    }
    <form method="post" action="${pagePath(view.reference)}">
      <fieldset>
        <legend>${text('page.method')}</legend>
        ${methods.map(
          ({ id, title }) =>
            html`<label class="method"
              ><input
                type="radio"
                name="method"
                value="${id}"
                ${id === session.method ? html` checked` : null}
              />
              ${title}</label
            >`,
        )}
      </fieldset>
      ${
        withCard
          ? html`<fieldset class="card">
              <legend>${text('card.legend')}</legend>
              <p class="hint">${text('card.hint')} ${text('card.accepted')}</p>
              ${field(texts, view, 'holder', { autocomplete: 'cc-name' })}
              ${field(texts, view, 'number', { autocomplete: 'cc-number', numeric: true })}
              ${field(texts, view, 'expiry', { autocomplete: 'cc-exp' })}
              ${field(texts, view, 'cvc', { autocomplete: 'cc-csc', numeric: true, hint: text('card.cvcHint') })}
            </fieldset>`
          : null
      }
      <div class="actions">
        <button type="submit" name="outcome" value="paid" class="primary">
          ${text('page.pay', {
            amount: money(session.amount, session.currency, view.shopCountry),
          })}
        </button>
        ${
          methods.some(({ id }) => id === TRANSFER_METHOD)
            ? html`<button type="submit" name="outcome" value="pending">
                ${text('page.pending')}
              </button>`
            : null
        }
        <button type="submit" name="outcome" value="failed">${text('page.fail')}</button>
        <button type="submit" name="outcome" value="canceled">${text('page.cancel')}</button>
      </div>
    </form>`
}

function decided(texts: HostedPageTexts, view: Extract<HostedPageView, { kind: 'decided' }>): Html {
  const { text } = texts
  const { session, reference } = view
  return html`${view.alreadyDecided ? html`<p class="error" role="alert">${text('page.alreadyDecided')}</p>` : null}
    <p class="status" role="status">${text(`page.status.${session.status}`)}</p>
    ${session.card ? html`<p>${text('page.cardUsed', session.card)}</p>` : null}
    ${
      session.status === 'pending'
        ? html`<form method="post" action="${pagePath(reference)}settle/">
            <fieldset>
              <legend>${text('page.settleLegend')}</legend>
              <button type="submit" name="outcome" value="paid" class="primary">
                ${text('page.settlePaid')}
              </button>
              <button type="submit" name="outcome" value="failed">
                ${text('page.settleFailed')}
              </button>
            </fieldset>
          </form>`
        : null
    }
    <p><a href="${session.returnUrl}">${text('page.back')}</a></p>`
}

/** The simulator's hosted page: server-rendered HTML, no script, one stylesheet. */
export function renderHostedPage(texts: HostedPageTexts, view: HostedPageView): string {
  const { text } = texts
  if (view.kind === 'not-found' || view.kind === 'forbidden') {
    const [title, message] =
      view.kind === 'forbidden'
        ? [text('page.title'), text('page.forbidden')]
        : [text('page.notFound'), text('page.notFoundText')]
    return layout(
      texts,
      title,
      html`<h1>${title}</h1>
        <p>${message}</p>`,
    )
  }
  const body = view.kind === 'form' ? paymentForm(texts, view) : decided(texts, view)
  return layout(texts, view.shopName, html`${summary(texts, view)} ${body}`)
}
