import { describe, expect, it } from 'vitest'

import { doublerWinnerEmail } from '@/emails'

import { frenchMail } from '../fixtures/mail-store'

describe('doublerWinnerEmail', () => {
  it('tells the winner the draw, the card, the gain and the new balance', async () => {
    const mail = await doublerWinnerEmail({
      lastFour: '4321',
      productTitle: 'Carte Cadeau Choix',
      currency: 'EUR',
      amount: 2550,
      balance: 5100,
      drawDate: '2027-02-01',
      expiresAt: '2028-06-30',
      balanceUrl: 'https://cartecadeau.example/verifier-solde/',
      locale: 'fr',
      store: frenchMail,
    })
    expect(mail.subject).toBe('Le solde de votre carte cadeau est doublé !')
    const text = mail.text.replace(/\s+/g, ' ')
    expect(text).toContain('se terminant par 4321 a été tirée au sort le lundi 1 février 2027')
    expect(text).toMatch(/Ajouté : 25,50\s€/)
    expect(text).toMatch(/Nouveau solde : 51\s€/)
    expect(text).toContain('Valable jusqu’au : 30 juin 2028')
    expect(text).toContain('https://cartecadeau.example/verifier-solde/')
    expect(mail.html).toContain('lang="fr"')
  })
})
