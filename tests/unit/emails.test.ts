import { describe, expect, it } from 'vitest'

import {
  accountDeletedEmail,
  passwordChangedEmail,
  passwordResetEmail,
  welcomeEmail,
} from '@/emails'
import { emailTexts, validity } from '@/emails/texts'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

import { dutchMail, frenchMail } from '../fixtures/mail-store'

const firstName = 'Zoé'
const link = 'https://cartecadeau.localhost/compte/nouveau-mot-de-passe/?token=abc123'

/** Every key of a namespace, nested ones as `a.b`. */
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('the account e-mails in French', () => {
  it.each([
    [
      'password reset',
      () =>
        passwordResetEmail({
          locale: 'fr',
          store: frenchMail,
          firstName,
          resetUrl: link,
          expiresInMinutes: 60,
        }),
      'Choisissez un nouveau mot de passe',
    ],
    [
      'welcome',
      () => welcomeEmail({ locale: 'fr', store: frenchMail, firstName, accountUrl: link }),
      'Bienvenue chez Carte Cadeau',
    ],
    [
      'password changed',
      () =>
        passwordChangedEmail({
          locale: 'fr',
          store: frenchMail,
          firstName,
          forgotPasswordUrl: link,
        }),
      'Votre mot de passe a été modifié',
    ],
  ])('%s: subject, greeting and link in the HTML and the text', async (_, send, subject) => {
    const email = await send()
    expect(email.subject).toBe(subject)
    expect(email.html).toContain('lang="fr"')
    expect(email.html).toContain('Bonjour Zoé,')
    expect(email.html).toContain(`href="${link}"`)
    expect(email.text).toContain('Bonjour Zoé,')
    expect(email.text).toContain(link)
    expect(email.text).toContain('L’équipe Carte Cadeau')
  })

  it('account deleted: subject and greeting, no link to follow', async () => {
    const email = await accountDeletedEmail({ locale: 'fr', store: frenchMail, firstName })
    expect(email.subject).toBe('Votre compte a été supprimé')
    expect(email.html).toContain('Bonjour Zoé,')
    expect(email.text).toContain('Bonjour Zoé,')
    expect(email.text).toContain('nous avons supprimé votre compte client')
    expect(email.html).not.toContain('<a ')
  })

  it('writes typographic apostrophes and narrow spaces before ? and :', async () => {
    const { text } = await passwordResetEmail({
      locale: 'fr',
      store: frenchMail,
      firstName,
      resetUrl: link,
      expiresInMinutes: 30,
    })
    expect(text).not.toContain("'")
    expect(text).toContain('Vous n’avez rien demandé\u202f?')
    expect(text).toContain('reste valable 30 minutes.')
  })

  it('escapes what the customer typed as a name', async () => {
    const { html } = await welcomeEmail({
      locale: 'fr',
      store: frenchMail,
      firstName: '<b>Zoé</b>',
      accountUrl: link,
    })
    expect(html).not.toContain('<b>Zoé</b>')
    expect(html).toContain('&lt;b&gt;Zoé&lt;/b&gt;')
  })
})

describe('the e-mails in Dutch', () => {
  it('greet and speak Dutch', async () => {
    const email = await passwordChangedEmail({
      locale: 'nl',
      store: frenchMail,
      firstName: 'Daan',
      forgotPasswordUrl: link,
    })
    expect(email.subject).toBe('Je wachtwoord is gewijzigd')
    expect(email.html).toContain('lang="nl"')
    expect(email.text).toContain('Hallo Daan,')
  })
})

describe('the store a mail speaks for', () => {
  it('heads, signs and colours the mail as its Stores row says, no other store named', async () => {
    const email = await welcomeEmail({
      locale: 'nl',
      store: dutchMail,
      firstName: 'Daan',
      accountUrl: link,
    })
    expect(email.subject).toBe('Welkom bij Cadeaubon')
    expect(email.text).toContain('Het team van Cadeaubon')
    expect(email.html).toContain(`background-color:${dutchMail.brand}`)
    expect(email.html).not.toContain(frenchMail.brand)
    for (const part of [email.html, email.text]) expect(part).not.toContain('Carte Cadeau')
  })
})

describe('the validity of a link', () => {
  it.each([
    [30, '30 minutes'],
    [1, '1 minute'],
    [60, '1 heure'],
    [120, '2 heures'],
    [90, '90 minutes'],
  ])('%i minutes read as “%s”', (minutes, words) => {
    expect(validity(emailTexts('fr'), minutes)).toBe(words)
  })
})

describe('the e-mail texts', () => {
  it('have the same keys in French, English and Dutch', () => {
    const keys = keysOf(fr.Emails)
    expect(keysOf(en.Emails)).toEqual(keys)
    expect(keysOf(nl.Emails)).toEqual(keys)
  })
})
