import type { BusinessPageData } from './page-data.server'

type Texts = BusinessPageData['texts']

/** The page's own head when no editor page exists at /entreprise/: title, intro, selling points. */
export function BusinessIntro({ texts }: { texts: Texts }) {
  const usps = [texts.usp1, texts.usp2, texts.usp3]
  return (
    <header className="bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{texts.title}</h1>
        <p className="max-w-2xl text-lg">{texts.intro}</p>
        <h2 className="sr-only">{texts.uspsTitle}</h2>
        <ul className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {usps.map((usp) => (
            <li key={usp} className="flex items-start gap-2 font-semibold">
              <span aria-hidden="true" className="text-brand">
                ✓
              </span>
              {usp}
            </li>
          ))}
        </ul>
      </div>
    </header>
  )
}
