/** Tiles as in the product lists: 2 columns on phones, 3 on tablets, 4 on desktops (DESIGN.md). */
export const tileGrid = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4'
