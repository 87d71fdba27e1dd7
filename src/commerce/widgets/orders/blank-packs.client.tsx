'use client'

import { useQuery } from '@tanstack/react-query'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { BlankCardPacksDocument } from '@/commerce/client/generated/documents/blank-card-packs'
import { gatewayRequest } from '@/commerce/client/request'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { secondaryButtonClass } from '@/components/form/styles'
import { fill } from '@/i18n/fill'
import { tintedBackground } from '@/components/card-background'
import { CardFace } from '@/components/gift-card-tile'
import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { orderablePacks } from './blank-packs'
import { REORDER_PRODUCT_MODAL } from './ids'
import type { ReorderProductModalProps } from './reorder-product-modal.client'
import type { OrdersTexts } from './texts'
import { TitledSection } from '@/components/ui/titled-section'

const ReorderProductHost = lazyModal<ReorderProductModalProps>(
  REORDER_PRODUCT_MODAL,
  () => import('./reorder-product-modal.client'),
)

type Props = { texts: OrdersTexts; cartHref: string }

/** The blank gift card sets (spec §1 'reorder of blank card sets'), each with its details modal. */
export function BlankPacks({ texts, cartHref }: Props) {
  const caller = useGatewayCaller()
  const intl = useIntlLocale()
  const query = useQuery({
    queryKey: ['blankCardPacks', caller.userData.language],
    queryFn: () => gatewayRequest(BlankCardPacksDocument, { paging: { itemsPerPage: 50 } }, caller),
    select: (data) => data.productList,
  })
  const packs = query.data ? orderablePacks(query.data.products) : []
  return (
    <TitledSection id="blank-packs" title={texts.blankPacks}>
      <p>{texts.blankPacksIntro}</p>
      {query.isPending ? (
        <p role="status">{texts.loading}</p>
      ) : query.isError || (query.data?.errors.length ?? 0) > 0 ? (
        <p role="alert">{texts.packsFailed}</p>
      ) : packs.length === 0 ? (
        <p>{texts.noPacks}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {packs.map(({ pack, price }) => (
            <li
              key={pack.id}
              className="flex flex-col gap-3 rounded-2xl p-4"
              style={{ backgroundColor: tintedBackground(pack.backgroundColor) }}
            >
              <CardFace
                image={pack.image ? { url: pack.image.url, alt: '', mimeType: null } : null}
                showShadow={pack.showShadow}
              />
              <h3 className="text-lg font-semibold">{pack.title}</h3>
              <p className="font-semibold">{formatMoney(price, intl)}</p>
              <ModalTrigger
                modal={REORDER_PRODUCT_MODAL}
                payload={{ productId: pack.id }}
                aria-label={fill(texts.packDetailsOf, { product: pack.title })}
                className={`${secondaryButtonClass} self-start bg-surface`}
              >
                {texts.packDetails}
              </ModalTrigger>
            </li>
          ))}
        </ul>
      )}
      <ReorderProductHost packs={packs} texts={texts} cartHref={cartHref} />
    </TitledSection>
  )
}
