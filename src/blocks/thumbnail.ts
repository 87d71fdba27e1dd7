/**
 * A block kind's picture in the admin's block picker (Payload's `admin.images`, 3:2): its first
 * story at 1280 px, which `npm run stories:baselines` writes to public/block-thumbnails/.
 */
export const blockThumbnail = (slug: string, alt: string) => ({
  thumbnail: { url: `/block-thumbnails/${slug}.png`, alt },
})
