import { debouncedBatch } from './batch'
import { type AnalyticsItem, pushEvent } from './data-layer'

/** Spec §9: list views are batched with a 1 s debounce. */
export const LIST_VIEW_DEBOUNCE_MS = 1000

/**
 * Tiles seen on screen, sent as one view_item_list per list once the page has been still for a
 * second. One queue per page (module state lives as long as the tab).
 */
const queue = debouncedBatch<AnalyticsItem>(LIST_VIEW_DEBOUNCE_MS, (items) => {
  const byList = new Map<string, AnalyticsItem[]>()
  for (const item of items) {
    const listId = item.item_list_id ?? ''
    byList.set(listId, [...(byList.get(listId) ?? []), item])
  }
  for (const [listId, listItems] of byList) {
    pushEvent({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: listId || undefined,
        item_list_name: listItems[0]?.item_list_name,
        items: listItems,
      },
    })
  }
})

export const queueListView = (item: AnalyticsItem) => queue(item)
