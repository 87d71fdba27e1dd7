/**
 * A block kind's picture in the admin's block picker (Payload's `admin.images`, 3:2): its first
 * story at 1280 px, which `npm run stories:baselines` writes to public/block-thumbnails/.
 * Decorative (empty alt): the picker names the block beside it in the staff member's language,
 * and Payload 3.90 takes one alt string for every language, so any text there would be English.
 */
export const blockThumbnail = (slug: string) => ({
  thumbnail: { url: `/block-thumbnails/${slug}.png`, alt: '' },
})
