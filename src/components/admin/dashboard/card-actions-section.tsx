import Link from 'next/link'

import type { CardAction } from './card-actions.server'
import { Section, StoreCell, storeHeading, Table } from './section'
import type { StoreCodes } from './stores.server'
import type { Words } from './texts'

/**
 * The latest movements on the cards' balances, newest first, each linked to its card; each names
 * the card's store when they are of several (`stores`).
 */
export function CardActionsSection({
  actions,
  admin,
  stores,
  words,
}: {
  actions: CardAction[]
  admin: string
  stores: StoreCodes | null
  words: Words
}) {
  const { t } = words
  const by = (who: CardAction['by']) =>
    typeof who === 'number'
      ? t((texts) => texts.cards.staff, { id: String(who) })
      : (who ?? t((texts) => texts.nobody))
  return (
    <Section id="staff-dashboard-cards" heading={t((texts) => texts.cards.heading)}>
      <Table
        empty={t((texts) => texts.cards.empty)}
        headings={[
          ...storeHeading(stores, words),
          t((texts) => texts.cards.when),
          t((texts) => texts.cards.card),
          t((texts) => texts.cards.reason),
          t((texts) => texts.cards.amount),
          t((texts) => texts.cards.balance),
          t((texts) => texts.cards.by),
        ]}
      >
        {actions.map((action) => (
          <tr key={action.id}>
            <StoreCell
              stores={stores}
              code={(codes) => codes.ofStore(action.storeId)}
              words={words}
            />
            <td>{words.date(action.at)}</td>
            <td>
              {action.cardId === null ? (
                t((texts) => texts.nobody)
              ) : (
                <Link href={`${admin}/collections/gift-cards/${action.cardId}`}>
                  {`•••• ${action.lastFour ?? action.cardId}`}
                </Link>
              )}
            </td>
            <td title={action.note ?? undefined}>
              {t((texts) => texts.cards.reasons[action.reason])}
            </td>
            <td>{words.money(action.amount, action.currency)}</td>
            <td>{words.money(action.balanceAfter, action.currency)}</td>
            <td>{by(action.by)}</td>
          </tr>
        ))}
      </Table>
    </Section>
  )
}
