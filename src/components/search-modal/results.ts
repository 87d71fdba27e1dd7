import type { SearchQuery } from '@/commerce/client/generated/graphql'
import { mergeById } from '@/commerce/client/merge-by-id'

export type SearchAnswer = SearchQuery['search_v1']
type Group = NonNullable<SearchAnswer['body']>['groups'][number]
export type SearchGroupType = Group['groupType']
export type SearchItem = Group['items'][number]
export type ProductItem = Extract<SearchItem, { __typename: 'SearchProductItem' }>
export type GivingMomentItem = Extract<SearchItem, { __typename: 'SearchGivingMomentItem' }>

export type SearchGroup = { groupType: SearchGroupType; items: SearchItem[] }

/** What the modal shows for an answer of search_v1. */
export type SearchOutcome =
  { kind: 'results'; count: number; groups: SearchGroup[] } | { kind: 'none' } | { kind: 'error' }

/**
 * Spec §7 "results merged": groups of one type become one group, in the order the gateway gave
 * them, each item once; the count is what is shown. An error in the data is an error.
 */
export function searchOutcome(answer: SearchAnswer): SearchOutcome {
  const { body, errors } = answer
  if (errors.length > 0 || !body) return { kind: 'error' }
  const types = [...new Set(body.groups.map((group) => group.groupType))]
  const groups = types
    .map((groupType) => ({
      groupType,
      items: mergeById(
        body.groups.filter((group) => group.groupType === groupType).map((g) => g.items),
      ),
    }))
    .filter((group) => group.items.length > 0)
  const count = groups.reduce((sum, group) => sum + group.items.length, 0)
  return count === 0 ? { kind: 'none' } : { kind: 'results', count, groups }
}
