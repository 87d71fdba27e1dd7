/** Categories shown before 'View all categories' is pressed (spec §2). */
export const FIRST_CATEGORIES = 6

/** How many categories show: the first six until expanded, then all of them. */
export const visibleCategoryCount = (total: number, expanded: boolean): number =>
  expanded ? total : Math.min(total, FIRST_CATEGORIES)

/** Whether the 'View all categories' button has anything left to show. */
export const hasHiddenCategories = (total: number, expanded: boolean): boolean =>
  visibleCategoryCount(total, expanded) < total
