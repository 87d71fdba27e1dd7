import type { RedeemBrand } from './shop-data'

type Props = {
  brands: readonly RedeemBrand[]
  /** The ids of the ticked brands. */
  ticked: readonly string[]
  onChange: (ticked: string[]) => void
  legend: string
  /** Said when the cards have no brand to offer. */
  none: string
}

/**
 * A checkbox per brand with its count. Each row is its label, so the whole row (44 px high) ticks
 * it, and long names wrap instead of pushing the modal sideways on a 320 px phone.
 */
export function BrandCheckboxes({ brands, ticked, onChange, legend, none }: Props) {
  if (brands.length === 0) return <p>{none}</p>
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...ticked, id] : ticked.filter((brand) => brand !== id))
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-bold">{legend}</legend>
      <ul className="grid gap-1">
        {brands.map((brand) => (
          <li key={brand.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 break-words">
              <input
                type="checkbox"
                checked={ticked.includes(brand.id)}
                onChange={(event) => toggle(brand.id, event.target.checked)}
                className="size-5 shrink-0 accent-ink"
              />
              <span className="min-w-0">
                {brand.title} <span className="text-ink/75">({brand.count})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
