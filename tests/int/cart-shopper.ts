import { postToGateway } from './gateway-request'

export const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }

/**
 * The store a shopper buys in, as userData names it, and the host its calls reach (the gateway
 * serves the host's store): the French one, on the default host, unless told.
 */
export type ShopperStore = { storeID: number; countryCode: string; host?: string }

const ORDER = `order {
  id itemsQty
  shipments { tag deliveryType packages { id giftcard { qty variation { id price { value } } } } }
  packagesGroups { tag packageId packageIds receiverTitle receiverDescription qty totalPrice { value currency } }
  totals {
    subTotal { value } grandTotal { value } grandTotalWithoutTax { value } shippingTotal { value }
    serviceFee { value } adjustments { title adjustmentType price { value } }
  }
  groupedTotals { digitalTotal { qty price { value } } physicalTotal { qty price { value } } extraMoney { value } }
}
errors { message code referencedRequestParameter }`

const value = (money: { value: number }) => money.value

export type Order = {
  id: string
  itemsQty: number
  shipments: { tag: string; packages: { id: string; giftcard: { qty: number } }[] }[]
  packagesGroups: {
    tag: string
    packageId: string | null
    packageIds: string[]
    receiverTitle: string
    receiverDescription: string | null
    qty: number
    totalPrice: { value: number; currency: string }
  }[]
  totals: Record<
    'subTotal' | 'grandTotal' | 'grandTotalWithoutTax' | 'shippingTotal' | 'serviceFee',
    { value: number }
  > & {
    adjustments: { title: string; adjustmentType: string; price: { value: number } }[]
  }
  groupedTotals: {
    digitalTotal: { qty: number; price: { value: number } }
    physicalTotal: { qty: number; price: { value: number } }
    extraMoney: { value: number }
  }
}
export type CartAnswer = {
  order: Order | null
  errors: { message: string; code: number; referencedRequestParameter: string | null }[]
}

export type PackageInput = {
  productId: string
  deliveryType: 'DIGITAL' | 'PHYSICAL'
  amount: number
  qty: number
  deliveryMode: 'DEFAULT' | 'SINGLE' | 'SPLIT'
  wrapperId?: string | null
  giftPackingId?: string | null
  message?: string | null
  receivers?: Record<string, unknown>[]
}

/**
 * A shopper with a cookie jar: what the gateway sets, the next call sends back. `sent` are
 * headers of every call (the page's x-pathname); `language` the pages' language (userData);
 * `store` the store whose host the calls reach.
 */
export function shopper(
  sent: Record<string, string> = {},
  language = userData.language,
  store: ShopperStore = userData,
) {
  const jar = new Map<string, string>()
  const setCookies: string[] = []
  async function call(query: string, variables: Record<string, unknown>, field: string) {
    const cookie = [...jar].map(([name, content]) => `${name}=${content}`).join('; ')
    const headers: Record<string, string> = {
      'x-store-id': String(store.storeID),
      ...(store.host ? { host: store.host } : {}),
      ...sent,
    }
    if (cookie) headers.cookie = cookie
    if (query.startsWith('mutation')) headers['x-bypass-cache'] = '1'
    const { json, headers: answered } = await postToGateway(
      {
        query,
        variables: {
          userData: {
            ...userData,
            storeID: store.storeID,
            countryCode: store.countryCode,
            language,
          },
          ...variables,
        },
      },
      headers,
    )
    for (const line of answered.getSetCookie()) {
      setCookies.push(line)
      const [pair] = line.split(';')
      const [name, ...rest] = pair!.split('=')
      jar.set(name!, rest.join('='))
    }
    const body = json as { data?: Record<string, CartAnswer>; errors?: unknown }
    if (!body.data) throw new Error(`No data: ${JSON.stringify(body.errors)}`)
    return body.data[field]!
  }
  return {
    setCookies,
    /** Any operation with this shopper's cookies; the answer of `field`, untyped. */
    raw: <T>(query: string, variables: Record<string, unknown>, field: string) =>
      call(query, variables, field) as unknown as Promise<T>,
    cart: () =>
      call(
        `query($userData: UserDataInput!) { cartV2(userData: $userData) { ${ORDER} } }`,
        {},
        'cartV2',
      ),
    quantity: () =>
      call(
        `query($userData: UserDataInput!) { cartQuantity(userData: $userData) { ${ORDER} } }`,
        {},
        'cartQuantity',
      ),
    add: (input: PackageInput) =>
      call(
        `mutation($userData: UserDataInput!, $package: GiftcardPackageInput!) {
          addGiftcardPackage(userData: $userData, package: $package) { ${ORDER} } }`,
        { package: input },
        'addGiftcardPackage',
      ),
    update: (packageId: string, input: PackageInput) =>
      call(
        `mutation($userData: UserDataInput!, $packageId: ID!, $package: GiftcardPackageInput!) {
          updateGiftcardPackage(userData: $userData, packageId: $packageId, package: $package) { ${ORDER} } }`,
        { packageId, package: input },
        'updateGiftcardPackage',
      ),
    remove: (shipmentTag: string, packageId?: string) =>
      call(
        `mutation($userData: UserDataInput!, $shipmentTag: String!, $packageId: ID) {
          deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) { ${ORDER} } }`,
        { shipmentTag, packageId },
        'deleteGiftcardPackageGroup',
      ),
    check: () =>
      call(
        `mutation($userData: UserDataInput!) { checkCart(userData: $userData) { ${ORDER} } }`,
        {},
        'checkCart',
      ),
  }
}

/** The totals of an answer, in cents, for table comparisons. */
export const totalsOf = (order: Order) => ({
  subTotal: value(order.totals.subTotal),
  shipping: value(order.totals.shippingTotal),
  serviceFee: value(order.totals.serviceFee),
  grandTotal: value(order.totals.grandTotal),
  withoutTax: value(order.totals.grandTotalWithoutTax),
})
