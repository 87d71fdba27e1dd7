import { cardInDatabase, type DatabaseCard } from '../support/cards'

/** '6280452…' in the groups of four the card and its form show. */
export const grouped = (number: string) => number.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * A blank card of store 52 as a paid pack leaves it (spec §1 activation): not activated, no
 * balance, no ledger row, on a paid order of its own.
 */
export const blankCard = (): Promise<DatabaseCard> =>
  cardInDatabase({
    status: 'notActivated',
    balance: 0,
    product: { id: '1', title: 'Carte cadeau vierge' },
  })
