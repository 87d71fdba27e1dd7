/** A list's page number as its path segment or query value writes it: pages 1 to 9999. */
export const LIST_PAGE_NUMBER = /^[1-9]\d{0,3}$/
