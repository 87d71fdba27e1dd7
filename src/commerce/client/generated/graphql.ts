/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ActivationInput = {
  /** Cents. */
  amount: number;
  /** The 19-digit number on the card. */
  cardNumber: string;
  /** The ad click that brought the holder, stored in the browser; sent only with marketing consent. */
  clickId?: ClickIdInput | null | undefined;
  email: string;
  emailConfirmation: string;
  paymentDetails?: PaymentDetailsInput | null | undefined;
  paymentMethod: string;
  termsAccepted: boolean;
};

export type AddressInput = {
  city: string;
  companyName?: string | null | undefined;
  countryCode: string;
  customerType: CustomerType;
  firstName: string;
  houseNumber: number;
  lastName: string;
  phoneNumber?: string | null | undefined;
  postCode: string;
  street: string;
  suffix?: string | null | undefined;
};

export type AdjustmentType =
  | 'serviceFee'
  | 'shipping';

export type BasketItemType =
  | 'BLANK_GIFT_CARD_PACK'
  | 'DIGITAL_WRAPPER'
  | 'DONATION'
  | 'GIFTCARD'
  | 'GIFT_PACKING'
  | 'PERSONAL_MESSAGE'
  | 'WRAPPER';

/** The buyer and where the invoice goes (spec §3 Address; billing adds referenceNumber and kvkNumber). */
export type BillingAddressInput = {
  city: string;
  companyName?: string | null | undefined;
  countryCode: string;
  customerType: CustomerType;
  email: string;
  firstName: string;
  houseNumber: number;
  invoiceEmail?: string | null | undefined;
  /** SIREN of a French business. */
  kvkNumber?: string | null | undefined;
  lastName: string;
  phoneNumber?: string | null | undefined;
  postCode: string;
  referenceNumber?: string | null | undefined;
  street: string;
  suffix?: string | null | undefined;
  vatNumber?: string | null | undefined;
};

/** A business buyer's quote request (/entreprise/). */
export type BusinessQuoteInput = {
  /** Cents per card. */
  amount: number;
  companyName: string;
  contactName: string;
  deliveryType: DeliveryType;
  email: string;
  message?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  productId?: string | number | null | undefined;
  quantity: number;
};

/** An ad click id from a landing page's query string (gclid, fbclid…) and when it was seen. */
export type ClickIdInput = {
  capturedAt: string;
  param: string;
  value: string;
};

export type CreateAccountInput = {
  companyName?: string | null | undefined;
  customerType: CustomerType;
  email: string;
  firstName: string;
  kvkNumber?: string | null | undefined;
  lastName: string;
  password: string;
  passwordConfirmation: string;
  subscribed?: boolean | null | undefined;
  vatNumber?: string | null | undefined;
};

export type CustomerType =
  | 'BUSINESS'
  | 'PRIVATE';

/** DEFAULT: to the buyer; SINGLE: every card to one receiver; SPLIT: one card to each receiver. */
export type DeliveryMode =
  | 'DEFAULT'
  | 'SINGLE'
  | 'SPLIT';

export type DeliveryType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type DoublerEntryInput = {
  card: GiftcardCredentialsInput;
  email: string;
  termsAccepted: boolean;
};

/** The redeem session's first card enters: its PIN was checked when the session began. */
export type DoublerRedeemEntryInput = {
  email: string;
  termsAccepted: boolean;
};

export type FilterByPage = {
  fieldName: string;
  pageId: string | number;
  pageType: string;
};

/** A card as its holder types it: 19 digits (spaces allowed) and the 6-digit PIN. */
export type GiftcardCredentialsInput = {
  cardNumber: string;
  pin: string;
};

/** A package as the configurator sends it (spec §3 Package); amount in cents. */
export type GiftcardPackageInput = {
  amount: number;
  deliveryMode: DeliveryMode;
  deliveryType: DeliveryType;
  giftPackingId?: string | number | null | undefined;
  /** The personal note; null for none. */
  message?: string | null | undefined;
  productId: string | number;
  qty: number;
  receivers?: Array<ReceiverInput> | null | undefined;
  wrapperId?: string | number | null | undefined;
};

export type LedgerReason =
  | 'adjustment'
  | 'doubling'
  | 'issue'
  | 'redeem'
  | 'refund'
  | 'shortfall';

export type OrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'PENDING';

export type PagingInput = {
  itemsPerPage?: number | null | undefined;
  pageNumber?: number | null | undefined;
};

/** What some methods need (spec §3 payment form state): a bank, a Blik code, an MBWay phone. */
export type PaymentDetailsInput = {
  bankId?: string | null | undefined;
  blikCode?: string | null | undefined;
  mbwayPhone?: string | null | undefined;
};

export type PaymentStatus =
  | 'canceled'
  | 'expired'
  | 'failed'
  | 'open'
  | 'paid'
  | 'pending';

export type PlaceOrderInput = {
  billingAddress: BillingAddressInput;
  /** The ad click that brought the buyer, stored in the browser; sent only with marketing consent. */
  clickId?: ClickIdInput | null | undefined;
  /** Required when the cart holds posted cards for the buyer, unless sameAsBilling. */
  deliveryAddress?: PostalAddressInput | null | undefined;
  paymentDetails?: PaymentDetailsInput | null | undefined;
  paymentMethod: string;
  /** Registered mail for every posted shipment (it is the default above the threshold). */
  registeredMail?: boolean | null | undefined;
  sameAsBilling?: boolean | null | undefined;
  subscribed?: boolean | null | undefined;
  termsAccepted: boolean;
};

export type PlaceRedeemOrderInput = {
  billingAddress: BillingAddressInput;
  /** The ad click that brought the holder, stored in the browser; sent only with marketing consent. */
  clickId?: ClickIdInput | null | undefined;
  deliveryAddress?: PostalAddressInput | null | undefined;
  paymentDetails?: PaymentDetailsInput | null | undefined;
  /** Needed only when something is left to pay. */
  paymentMethod?: string | null | undefined;
  sameAsBilling?: boolean | null | undefined;
  termsAccepted: boolean;
};

/** Where the buyer's own posted cards go (France). */
export type PostalAddressInput = {
  city: string;
  companyName?: string | null | undefined;
  countryCode: string;
  firstName: string;
  houseNumber: number;
  lastName: string;
  postCode: string;
  street: string;
  suffix?: string | null | undefined;
};

export type ProductListFilters = {
  /** Brand ids: products of any of them. */
  filterByBrand?: Array<string | number> | null | undefined;
  filterByPage?: FilterByPage | null | undefined;
  /** giftcard by default; redeem pages add donation. */
  filterByProductType?: Array<ProductType> | null | undefined;
  /** Category ids: products in any of them. */
  filterByTaxonomy?: Array<string | number> | null | undefined;
};

export type ProductType =
  | 'blankGiftCardPack'
  | 'donation'
  | 'giftcard';

export type ProfileAddressInput = {
  administrativeArea?: string | null | undefined;
  city: string;
  countryCode: string;
  houseNumber: number;
  postCode: string;
  street: string;
  suffix?: string | null | undefined;
};

/** Who receives a package: name and e-mail (and a moment) for e-mail, name and address for post. */
export type ReceiverInput = {
  city?: string | null | undefined;
  countryCode?: string | null | undefined;
  deliveryDate?: string | null | undefined;
  email?: string | null | undefined;
  houseNumber?: number | null | undefined;
  name?: string | null | undefined;
  postCode?: string | null | undefined;
  street?: string | null | undefined;
  suffix?: string | null | undefined;
};

/** A card chosen in the redeem shop; amounts above 150 EUR are split across several cards. */
export type RedeemPackageInput = {
  /** Cents per card. */
  amount: number;
  deliveryType: DeliveryType;
  message?: string | null | undefined;
  productId: string | number;
  qty: number;
  receiver?: ReceiverInput | null | undefined;
};

export type SearchGroupType =
  | 'givingMoments'
  | 'products';

/** Who is asking, sent with every operation (spec §3 UserData). */
export type UserDataInput = {
  countryCode: string;
  language: string;
  redeemToken?: string | null | undefined;
  storeID: number;
};

export type UserDetailsInput = {
  address?: ProfileAddressInput | null | undefined;
  companyName?: string | null | undefined;
  customerType: CustomerType;
  firstName: string;
  invoiceEmail?: string | null | undefined;
  kvkNumber?: string | null | undefined;
  lastName: string;
  phoneNumber?: string | null | undefined;
  subscribed: boolean;
  vatNumber?: string | null | undefined;
};

export type VariationType =
  | 'digital'
  | 'physical';

export type AccountUserFragment = { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string, invoiceEmail: string | null, billingEmail: string, phoneNumber: string | null, customerType: CustomerType, companyName: string | null, vatNumber: string | null, chamberOfCommerceNumber: string | null, address: { postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, countryCode: string, administrativeArea: string | null } | null }, addressBook: Array<{ id: string, firstName: string, lastName: string, customerType: CustomerType, companyName: string | null, countryCode: string, postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, phoneNumber: string | null }> };

export type GetUserInfoQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type GetUserInfoQuery = { getUserInfo: { user: { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string, invoiceEmail: string | null, billingEmail: string, phoneNumber: string | null, customerType: CustomerType, companyName: string | null, vatNumber: string | null, chamberOfCommerceNumber: string | null, address: { postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, countryCode: string, administrativeArea: string | null } | null }, addressBook: Array<{ id: string, firstName: string, lastName: string, customerType: CustomerType, companyName: string | null, countryCode: string, postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, phoneNumber: string | null }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckUserExistQueryVariables = Exact<{
  userData: UserDataInput;
  email: string;
  captchaToken: string;
}>;


export type CheckUserExistQuery = { checkUserExist: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UserLoginMutationVariables = Exact<{
  userData: UserDataInput;
  email: string;
  password: string;
  captchaToken: string;
}>;


export type UserLoginMutation = { userLogin: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UserLogoutMutationVariables = Exact<{
  userData: UserDataInput;
}>;


export type UserLogoutMutation = { userLogout: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CreateAccountMutationVariables = Exact<{
  userData: UserDataInput;
  input: CreateAccountInput;
  captchaToken: string;
}>;


export type CreateAccountMutation = { createAccount: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ForgotPasswordMutationVariables = Exact<{
  userData: UserDataInput;
  email: string;
  captchaToken: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type NewPasswordMutationVariables = Exact<{
  userData: UserDataInput;
  token: string;
  password: string;
  passwordConfirmation: string;
}>;


export type NewPasswordMutation = { newPassword: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ChangePasswordMutationVariables = Exact<{
  userData: UserDataInput;
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}>;


export type ChangePasswordMutation = { changePassword: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateUserDetailsMutationVariables = Exact<{
  userData: UserDataInput;
  input: UserDetailsInput;
}>;


export type UpdateUserDetailsMutation = { updateUserDetails: { user: { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string, invoiceEmail: string | null, billingEmail: string, phoneNumber: string | null, customerType: CustomerType, companyName: string | null, vatNumber: string | null, chamberOfCommerceNumber: string | null, address: { postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, countryCode: string, administrativeArea: string | null } | null }, addressBook: Array<{ id: string, firstName: string, lastName: string, customerType: CustomerType, companyName: string | null, countryCode: string, postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, phoneNumber: string | null }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AddAddressMutationVariables = Exact<{
  userData: UserDataInput;
  address: AddressInput;
}>;


export type AddAddressMutation = { addAddress: { user: { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string, invoiceEmail: string | null, billingEmail: string, phoneNumber: string | null, customerType: CustomerType, companyName: string | null, vatNumber: string | null, chamberOfCommerceNumber: string | null, address: { postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, countryCode: string, administrativeArea: string | null } | null }, addressBook: Array<{ id: string, firstName: string, lastName: string, customerType: CustomerType, companyName: string | null, countryCode: string, postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, phoneNumber: string | null }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateAddressMutationVariables = Exact<{
  userData: UserDataInput;
  id: string | number;
  address: AddressInput;
}>;


export type UpdateAddressMutation = { updateAddress: { user: { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string, invoiceEmail: string | null, billingEmail: string, phoneNumber: string | null, customerType: CustomerType, companyName: string | null, vatNumber: string | null, chamberOfCommerceNumber: string | null, address: { postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, countryCode: string, administrativeArea: string | null } | null }, addressBook: Array<{ id: string, firstName: string, lastName: string, customerType: CustomerType, companyName: string | null, countryCode: string, postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, phoneNumber: string | null }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DeleteAddressMutationVariables = Exact<{
  userData: UserDataInput;
  id: string | number;
}>;


export type DeleteAddressMutation = { deleteAddress: { user: { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string, invoiceEmail: string | null, billingEmail: string, phoneNumber: string | null, customerType: CustomerType, companyName: string | null, vatNumber: string | null, chamberOfCommerceNumber: string | null, address: { postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, countryCode: string, administrativeArea: string | null } | null }, addressBook: Array<{ id: string, firstName: string, lastName: string, customerType: CustomerType, companyName: string | null, countryCode: string, postCode: string, houseNumber: number, suffix: string | null, street: string, city: string, phoneNumber: string | null }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DeleteAccountMutationVariables = Exact<{
  userData: UserDataInput;
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ActivationOptionsQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type ActivationOptionsQuery = { activationOptions: { options: { fixedAmounts: Array<{ currency: string, value: number }>, minAmount: { currency: string, value: number }, maxAmount: { currency: string, value: number }, paymentMethods: Array<{ id: string, title: string, logos: Array<string>, banks: Array<{ id: string, issuer: string }> }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CreateActivationOrderMutationVariables = Exact<{
  userData: UserDataInput;
  input: ActivationInput;
  captchaToken: string;
}>;


export type CreateActivationOrderMutation = { createActivationOrder: { orderUuid: string | null, redirectUrl: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ActivationStatusQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string | number;
}>;


export type ActivationStatusQuery = { placedOrder: { orderStatus: { uuid: string, status: OrderStatus, paymentStatus: PaymentStatus | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type VoucherDataQueryVariables = Exact<{
  userData: UserDataInput;
  card: GiftcardCredentialsInput;
  captchaToken: string;
}>;


export type VoucherDataQuery = { giftcardInfo: { giftcard: { lastFour: string, productTitle: string, expiresAt: string, formattedExpiryDate: string, redeemable: boolean, balance: { currency: string, value: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RequestBusinessQuoteMutationVariables = Exact<{
  userData: UserDataInput;
  input: BusinessQuoteInput;
  captchaToken: string;
}>;


export type RequestBusinessQuoteMutation = { requestBusinessQuote: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type MoneyFragment = { currency: string, value: number };

export type GatewayErrorsFragment = { message: string, code: number, referencedRequestParameter: string | null };

export type CartOrderFragment = { id: string, itemsQty: number, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, deliveryDate: string | null, packages: Array<{ id: string, deliveryMode: DeliveryMode, deliveryDate: string | null, deliveryAddress: { firstName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { itemType: BasketItemType, qty: number, variation: { id: string, title: string, sku: string | null, variationType: VariationType, price: { currency: string, value: number }, product: { id: string, title: string, productType: ProductType, path: string } | null } }, wrapper: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, giftPacking: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, message: { text: string } | null }> }>, packagesGroups: Array<{ tag: string, packageId: string | null, packageIds: Array<string>, deliveryType: DeliveryType, receiverTitle: string, receiverDescription: string | null, qty: number, totalPrice: { currency: string, value: number }, cardsPreviews: Array<{ productLabel: string, color: { color: string, opacity: number }, image: { alt: string, url: { type: string, href: string } } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, shippingTotal: { currency: string, value: number }, serviceFee: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } };

export type CartQueryVariables = Exact<{
  userData: UserDataInput;
  orderUuid?: string | number | null | undefined;
}>;


export type CartQuery = { cartV2: { order: { id: string, itemsQty: number, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, deliveryDate: string | null, packages: Array<{ id: string, deliveryMode: DeliveryMode, deliveryDate: string | null, deliveryAddress: { firstName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { itemType: BasketItemType, qty: number, variation: { id: string, title: string, sku: string | null, variationType: VariationType, price: { currency: string, value: number }, product: { id: string, title: string, productType: ProductType, path: string } | null } }, wrapper: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, giftPacking: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, message: { text: string } | null }> }>, packagesGroups: Array<{ tag: string, packageId: string | null, packageIds: Array<string>, deliveryType: DeliveryType, receiverTitle: string, receiverDescription: string | null, qty: number, totalPrice: { currency: string, value: number }, cardsPreviews: Array<{ productLabel: string, color: { color: string, opacity: number }, image: { alt: string, url: { type: string, href: string } } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, shippingTotal: { currency: string, value: number }, serviceFee: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CartQuantityQueryVariables = Exact<{
  userData: UserDataInput;
  orderUuid?: string | number | null | undefined;
}>;


export type CartQuantityQuery = { cartQuantity: { order: { id: string, shipments: Array<{ packages: Array<{ giftcard: { qty: number, variation: { id: string } } }> }>, packagesGroups: Array<{ packageId: string | null }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AddGiftcardPackageMutationVariables = Exact<{
  userData: UserDataInput;
  package: GiftcardPackageInput;
}>;


export type AddGiftcardPackageMutation = { addGiftcardPackage: { order: { id: string, itemsQty: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateGiftcardPackageMutationVariables = Exact<{
  userData: UserDataInput;
  packageId: string | number;
  package: GiftcardPackageInput;
}>;


export type UpdateGiftcardPackageMutation = { updateGiftcardPackage: { order: { id: string, itemsQty: number, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, deliveryDate: string | null, packages: Array<{ id: string, deliveryMode: DeliveryMode, deliveryDate: string | null, deliveryAddress: { firstName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { itemType: BasketItemType, qty: number, variation: { id: string, title: string, sku: string | null, variationType: VariationType, price: { currency: string, value: number }, product: { id: string, title: string, productType: ProductType, path: string } | null } }, wrapper: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, giftPacking: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, message: { text: string } | null }> }>, packagesGroups: Array<{ tag: string, packageId: string | null, packageIds: Array<string>, deliveryType: DeliveryType, receiverTitle: string, receiverDescription: string | null, qty: number, totalPrice: { currency: string, value: number }, cardsPreviews: Array<{ productLabel: string, color: { color: string, opacity: number }, image: { alt: string, url: { type: string, href: string } } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, shippingTotal: { currency: string, value: number }, serviceFee: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateConfiguredPackageMutationVariables = Exact<{
  userData: UserDataInput;
  packageId: string | number;
  package: GiftcardPackageInput;
}>;


export type UpdateConfiguredPackageMutation = { updateGiftcardPackage: { order: { id: string, itemsQty: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DeleteGiftcardPackageGroupMutationVariables = Exact<{
  userData: UserDataInput;
  shipmentTag: string;
  packageId?: string | number | null | undefined;
}>;


export type DeleteGiftcardPackageGroupMutation = { deleteGiftcardPackageGroup: { order: { id: string, itemsQty: number, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, deliveryDate: string | null, packages: Array<{ id: string, deliveryMode: DeliveryMode, deliveryDate: string | null, deliveryAddress: { firstName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { itemType: BasketItemType, qty: number, variation: { id: string, title: string, sku: string | null, variationType: VariationType, price: { currency: string, value: number }, product: { id: string, title: string, productType: ProductType, path: string } | null } }, wrapper: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, giftPacking: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, message: { text: string } | null }> }>, packagesGroups: Array<{ tag: string, packageId: string | null, packageIds: Array<string>, deliveryType: DeliveryType, receiverTitle: string, receiverDescription: string | null, qty: number, totalPrice: { currency: string, value: number }, cardsPreviews: Array<{ productLabel: string, color: { color: string, opacity: number }, image: { alt: string, url: { type: string, href: string } } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, shippingTotal: { currency: string, value: number }, serviceFee: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckCartMutationVariables = Exact<{
  userData: UserDataInput;
}>;


export type CheckCartMutation = { checkCart: { order: { id: string, itemsQty: number, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, deliveryDate: string | null, packages: Array<{ id: string, deliveryMode: DeliveryMode, deliveryDate: string | null, deliveryAddress: { firstName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { itemType: BasketItemType, qty: number, variation: { id: string, title: string, sku: string | null, variationType: VariationType, price: { currency: string, value: number }, product: { id: string, title: string, productType: ProductType, path: string } | null } }, wrapper: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, giftPacking: { qty: number, variation: { id: string, title: string, price: { currency: string, value: number } } } | null, message: { text: string } | null }> }>, packagesGroups: Array<{ tag: string, packageId: string | null, packageIds: Array<string>, deliveryType: DeliveryType, receiverTitle: string, receiverDescription: string | null, qty: number, totalPrice: { currency: string, value: number }, cardsPreviews: Array<{ productLabel: string, color: { color: string, opacity: number }, image: { alt: string, url: { type: string, href: string } } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, shippingTotal: { currency: string, value: number }, serviceFee: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AddOriginalPackageToCartMutationVariables = Exact<{
  userData: UserDataInput;
  packageId: string | number;
}>;


export type AddOriginalPackageToCartMutation = { addOriginalPackageToCart: { order: { id: string, itemsQty: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckoutPaymentMethodFragment = { id: string, title: string, logos: Array<string>, banks: Array<{ id: string, issuer: string }> };

export type CheckoutInfoFragment = { needsDeliveryAddress: boolean, paymentMethods: Array<{ id: string, title: string, logos: Array<string>, banks: Array<{ id: string, issuer: string }> }>, deliveries: Array<{ tag: string, deliveryType: DeliveryType, earliest: string, latest: string, formattedDeliveryDate: string, registeredMail: boolean }>, registeredMailAbove: { currency: string, value: number }, registeredMailPrice: { currency: string, value: number }, standardMailPrice: { currency: string, value: number } };

export type PlacedOrderViewFragment = { uuid: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus | null, paymentMethod: string | null, placedAt: string, email: string, canRetryPayment: boolean, itemsQty: number, billingAddress: { customerType: CustomerType, firstName: string, lastName: string, companyName: string | null, street: string, houseNumber: number, suffix: string | null, postCode: string, city: string, countryCode: string }, shipments: Array<{ tag: string, deliveryType: DeliveryType, formattedDeliveryDate: string, registeredMail: boolean, deliveryAddress: { firstName: string | null, lastName: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, packages: Array<{ id: string, giftcard: { qty: number, variation: { id: string, title: string, sku: string | null, variationType: VariationType, price: { currency: string, value: number }, product: { id: string, title: string, path: string } | null } } }> }>, packagesGroups: Array<{ tag: string, packageId: string | null, receiverTitle: string, receiverDescription: string | null, deliveryType: DeliveryType, qty: number, totalPrice: { currency: string, value: number } }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, shippingTotal: { currency: string, value: number }, serviceFee: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } };

export type CheckoutQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type CheckoutQuery = { checkout: { checkout: { needsDeliveryAddress: boolean, paymentMethods: Array<{ id: string, title: string, logos: Array<string>, banks: Array<{ id: string, issuer: string }> }>, deliveries: Array<{ tag: string, deliveryType: DeliveryType, earliest: string, latest: string, formattedDeliveryDate: string, registeredMail: boolean }>, registeredMailAbove: { currency: string, value: number }, registeredMailPrice: { currency: string, value: number }, standardMailPrice: { currency: string, value: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type PlacedOrderStatusViewFragment = { uuid: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus | null };

export type PlacedOrderQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string | number;
  access?: string | null | undefined;
}>;


export type PlacedOrderQuery = { placedOrder: { order: { uuid: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus | null, paymentMethod: string | null, placedAt: string, email: string, canRetryPayment: boolean, itemsQty: number, billingAddress: { customerType: CustomerType, firstName: string, lastName: string, companyName: string | null, street: string, houseNumber: number, suffix: string | null, postCode: string, city: string, countryCode: string }, shipments: Array<{ tag: string, deliveryType: DeliveryType, formattedDeliveryDate: string, registeredMail: boolean, deliveryAddress: { firstName: string | null, lastName: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, packages: Array<{ id: string, giftcard: { qty: number, variation: { id: string, title: string, sku: string | null, variationType: VariationType, price: { currency: string, value: number }, product: { id: string, title: string, path: string } | null } } }> }>, packagesGroups: Array<{ tag: string, packageId: string | null, receiverTitle: string, receiverDescription: string | null, deliveryType: DeliveryType, qty: number, totalPrice: { currency: string, value: number } }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, shippingTotal: { currency: string, value: number }, serviceFee: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } } | null, orderStatus: { uuid: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type PlaceOrderMutationVariables = Exact<{
  userData: UserDataInput;
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { orderUuid: string | null, redirectUrl: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type PayOrderMutationVariables = Exact<{
  userData: UserDataInput;
  uuid: string | number;
  paymentMethod: string;
  paymentDetails?: PaymentDetailsInput | null | undefined;
  access?: string | null | undefined;
}>;


export type PayOrderMutation = { payOrder: { orderUuid: string | null, redirectUrl: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type EnterDoublerMutationVariables = Exact<{
  userData: UserDataInput;
  input: DoublerEntryInput;
  captchaToken: string;
}>;


export type EnterDoublerMutation = { enterDoubler: { entry: { lastFour: string, drawDate: string, formattedDrawDate: string, productId: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type EnterDoublerWithRedeemTokenMutationVariables = Exact<{
  userData: UserDataInput;
  input: DoublerRedeemEntryInput;
}>;


export type EnterDoublerWithRedeemTokenMutation = { enterDoublerWithRedeemToken: { entry: { lastFour: string, drawDate: string, formattedDrawDate: string, productId: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountOrderAddressFragment = { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null };

export type AccountOrderPackageFragment = { id: string, deliveryDate: string | null, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { qty: number, variation: { title: string, price: { currency: string, value: number }, product: { title: string } | null } }, wrapper: { variation: { title: string } } | null, giftPacking: { variation: { title: string } } | null, message: { text: string } | null };

export type AccountOrderSummaryFragment = { uuid: string, orderNumber: string, status: OrderStatus, placedAt: string, itemsQty: number, invoiceUrl: string | null, canRetryPayment: boolean, totals: { grandTotal: { currency: string, value: number } }, packagesGroups: Array<{ cardsPreviews: Array<{ productLabel: string, color: { color: string, opacity: number }, image: { alt: string, url: { type: string, href: string } } | null }> }> };

export type AccountOrderDetailsFragment = { uuid: string, orderNumber: string, status: OrderStatus, paymentMethod: string | null, placedAt: string, paidAt: string | null, invoiceUrl: string | null, canRetryPayment: boolean, billingAddress: { customerType: CustomerType, firstName: string, lastName: string, companyName: string | null, vatNumber: string | null, referenceNumber: string | null, email: string, invoiceEmail: string | null, street: string, houseNumber: number, suffix: string | null, postCode: string, city: string, countryCode: string, chamberOfCommerceNumber: string | null }, shipments: Array<{ tag: string, deliveryType: DeliveryType, formattedDeliveryDate: string, registeredMail: boolean, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null } | null, packages: Array<{ id: string, deliveryDate: string | null, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { qty: number, variation: { title: string, price: { currency: string, value: number }, product: { title: string } | null } }, wrapper: { variation: { title: string } } | null, giftPacking: { variation: { title: string } } | null, message: { text: string } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } };

export type ReorderOrderFragment = { uuid: string, orderNumber: string, placedAt: string, shipments: Array<{ deliveryType: DeliveryType, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null } | null, packages: Array<{ id: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { qty: number, variation: { title: string, price: { currency: string, value: number }, product: { title: string } | null } } }> }> };

export type AccountOrdersQueryVariables = Exact<{
  userData: UserDataInput;
  paging?: PagingInput | null | undefined;
}>;


export type AccountOrdersQuery = { customerOrders: { orders: Array<{ uuid: string, orderNumber: string, status: OrderStatus, placedAt: string, itemsQty: number, invoiceUrl: string | null, canRetryPayment: boolean, totals: { grandTotal: { currency: string, value: number } }, packagesGroups: Array<{ cardsPreviews: Array<{ productLabel: string, color: { color: string, opacity: number }, image: { alt: string, url: { type: string, href: string } } | null }> }> }>, paging: { currentPage: number, itemsPerPage: number, totalItems: number }, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountOrderQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string | number;
}>;


export type AccountOrderQuery = { placedOrder: { order: { uuid: string, orderNumber: string, status: OrderStatus, paymentMethod: string | null, placedAt: string, paidAt: string | null, invoiceUrl: string | null, canRetryPayment: boolean, billingAddress: { customerType: CustomerType, firstName: string, lastName: string, companyName: string | null, vatNumber: string | null, referenceNumber: string | null, email: string, invoiceEmail: string | null, street: string, houseNumber: number, suffix: string | null, postCode: string, city: string, countryCode: string, chamberOfCommerceNumber: string | null }, shipments: Array<{ tag: string, deliveryType: DeliveryType, formattedDeliveryDate: string, registeredMail: boolean, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null } | null, packages: Array<{ id: string, deliveryDate: string | null, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { qty: number, variation: { title: string, price: { currency: string, value: number }, product: { title: string } | null } }, wrapper: { variation: { title: string } } | null, giftPacking: { variation: { title: string } } | null, message: { text: string } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { currency: string, value: number } }> }, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extraMoney: { currency: string, value: number } } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ReorderOrdersQueryVariables = Exact<{
  userData: UserDataInput;
  paging?: PagingInput | null | undefined;
}>;


export type ReorderOrdersQuery = { customerOrders: { orders: Array<{ uuid: string, orderNumber: string, placedAt: string, shipments: Array<{ deliveryType: DeliveryType, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null } | null, packages: Array<{ id: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null } | null, totalPrice: { currency: string, value: number }, giftcard: { qty: number, variation: { title: string, price: { currency: string, value: number }, product: { title: string } | null } } }> }> }>, paging: { currentPage: number, itemsPerPage: number, totalItems: number }, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ReorderPackagesMutationVariables = Exact<{
  userData: UserDataInput;
  uuid: string | number;
  packageIds?: Array<string | number> | string | number | null | undefined;
}>;


export type ReorderPackagesMutation = { reorder: { order: { id: string, itemsQty: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type BlankCardPacksQueryVariables = Exact<{
  userData: UserDataInput;
  paging?: PagingInput | null | undefined;
}>;


export type BlankCardPacksQuery = { productList: { products: Array<
      | { id: string, title: string, description: string | null, path: string, productType: ProductType, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null, physicalConfig: { available: boolean, hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number } | null } }
      | { id: string, title: string, description: string | null, path: string, productType: ProductType, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null, physicalConfig: { available: boolean, hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number } | null } }
    >, paging: { currentPage: number, itemsPerPage: number, totalItems: number }, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ProductListQueryVariables = Exact<{
  userData: UserDataInput;
  filters?: ProductListFilters | null | undefined;
  paging?: PagingInput | null | undefined;
}>;


export type ProductListQuery = { productList: { products: Array<
      | { __typename: 'DonationProduct', id: string, title: string, path: string, productType: ProductType, showHand: boolean, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null }
      | { __typename: 'GiftcardProduct', id: string, title: string, path: string, productType: ProductType, showHand: boolean, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null }
    >, paging: { currentPage: number, itemsPerPage: number, totalItems: number }, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemPaymentViewFragment = { id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } };

export type GiftcardPaymentViewFragment = { redeemToken: string | null, payments: Array<{ id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } }>, amountToPay: { currency: string, value: number } | null, remainingBalance: { currency: string, value: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> };

export type RedeemAddressFragment = { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null };

export type RedeemOrderViewFragment = { id: string, uuid: string, status: string, orderNumber: string | null, itemsQty: number, shipments: Array<{ id: string, deliveryType: DeliveryType, formattedDeliveryDate: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, packages: Array<{ id: string, deliveryType: DeliveryType, mainProductType: ProductType, mainProduct: { id: string, title: string, path: string, productType: ProductType, image: { url: string, alt: string } | null, backgroundColor: { color: string, opacity: number } | null, redeemData: { title: string | null, description: string | null, minimumAvailableCustomAmount: { currency: string, value: number } | null, maximumAvailableCustomAmount: { currency: string, value: number } | null } | null, brand: { id: string, title: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number | null, externalProductLink: { title: string, url: string } | null } | null }, items: Array<{ qty: number, variationId: string, title: string, variationType: VariationType | null, price: { currency: string, value: number } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number } }, receiver: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, amountToPay: { currency: string, value: number } }, payments: Array<{ id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } }>, remainingBalance: { currency: string, value: number } };

export type GiftcardInfoQueryVariables = Exact<{
  userData: UserDataInput;
  card: GiftcardCredentialsInput;
  captchaToken: string;
}>;


export type GiftcardInfoQuery = { giftcardInfo: { giftcard: { lastFour: string, productTitle: string, expiresAt: string, formattedExpiryDate: string, redeemable: boolean, balance: { currency: string, value: number }, transactions: Array<{ date: string, reason: LedgerReason, amount: { currency: string, value: number }, balanceAfter: { currency: string, value: number } }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckGiftcardPaymentQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type CheckGiftcardPaymentQuery = { checkGiftcardPayment: { redeemToken: string | null, payments: Array<{ id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } }>, amountToPay: { currency: string, value: number } | null, remainingBalance: { currency: string, value: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemOrderQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string | number;
  access?: string | null | undefined;
}>;


export type RedeemOrderQuery = { order: { order: { id: string, uuid: string, status: string, orderNumber: string | null, itemsQty: number, shipments: Array<{ id: string, deliveryType: DeliveryType, formattedDeliveryDate: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, packages: Array<{ id: string, deliveryType: DeliveryType, mainProductType: ProductType, mainProduct: { id: string, title: string, path: string, productType: ProductType, image: { url: string, alt: string } | null, backgroundColor: { color: string, opacity: number } | null, redeemData: { title: string | null, description: string | null, minimumAvailableCustomAmount: { currency: string, value: number } | null, maximumAvailableCustomAmount: { currency: string, value: number } | null } | null, brand: { id: string, title: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number | null, externalProductLink: { title: string, url: string } | null } | null }, items: Array<{ qty: number, variationId: string, title: string, variationType: VariationType | null, price: { currency: string, value: number } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number } }, receiver: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, amountToPay: { currency: string, value: number } }, payments: Array<{ id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } }>, remainingBalance: { currency: string, value: number } } | null, orderStatus: { uuid: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemProductsQueryVariables = Exact<{
  userData: UserDataInput;
  filters?: ProductListFilters | null | undefined;
  paging?: PagingInput | null | undefined;
}>;


export type RedeemProductsQuery = { productList: { products: Array<
      | { id: string, title: string, description: string | null, path: string, productType: ProductType, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null, redeemData: { title: string | null, description: string | null, minimumAvailableCustomAmount: { currency: string, value: number } | null, maximumAvailableCustomAmount: { currency: string, value: number } | null } | null }
      | { id: string, title: string, description: string | null, path: string, productType: ProductType, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null, redeemData: { title: string | null, description: string | null, minimumAvailableCustomAmount: { currency: string, value: number } | null, maximumAvailableCustomAmount: { currency: string, value: number } | null } | null }
    >, paging: { currentPage: number, itemsPerPage: number, totalItems: number }, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AddGiftcardPaymentMutationVariables = Exact<{
  userData: UserDataInput;
  card: GiftcardCredentialsInput;
  captchaToken: string;
}>;


export type AddGiftcardPaymentMutation = { addGiftcardPayment: { redeemToken: string | null, payments: Array<{ id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } }>, amountToPay: { currency: string, value: number } | null, remainingBalance: { currency: string, value: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RemoveGiftcardPaymentMutationVariables = Exact<{
  userData: UserDataInput;
  paymentId: string | number;
}>;


export type RemoveGiftcardPaymentMutation = { removeGiftcardPayment: { redeemToken: string | null, payments: Array<{ id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } }>, amountToPay: { currency: string, value: number } | null, remainingBalance: { currency: string, value: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AddRedeemPackageMutationVariables = Exact<{
  userData: UserDataInput;
  input: RedeemPackageInput;
}>;


export type AddRedeemPackageMutation = { addRedeemPackage: { order: { id: string, uuid: string, status: string, orderNumber: string | null, itemsQty: number, shipments: Array<{ id: string, deliveryType: DeliveryType, formattedDeliveryDate: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, packages: Array<{ id: string, deliveryType: DeliveryType, mainProductType: ProductType, mainProduct: { id: string, title: string, path: string, productType: ProductType, image: { url: string, alt: string } | null, backgroundColor: { color: string, opacity: number } | null, redeemData: { title: string | null, description: string | null, minimumAvailableCustomAmount: { currency: string, value: number } | null, maximumAvailableCustomAmount: { currency: string, value: number } | null } | null, brand: { id: string, title: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number | null, externalProductLink: { title: string, url: string } | null } | null }, items: Array<{ qty: number, variationId: string, title: string, variationType: VariationType | null, price: { currency: string, value: number } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number } }, receiver: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, amountToPay: { currency: string, value: number } }, payments: Array<{ id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } }>, remainingBalance: { currency: string, value: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateRedeemPackageMutationVariables = Exact<{
  userData: UserDataInput;
  packageId: string | number;
  input: RedeemPackageInput;
}>;


export type UpdateRedeemPackageMutation = { updateRedeemPackage: { order: { id: string, uuid: string, status: string, orderNumber: string | null, itemsQty: number, shipments: Array<{ id: string, deliveryType: DeliveryType, formattedDeliveryDate: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null, packages: Array<{ id: string, deliveryType: DeliveryType, mainProductType: ProductType, mainProduct: { id: string, title: string, path: string, productType: ProductType, image: { url: string, alt: string } | null, backgroundColor: { color: string, opacity: number } | null, redeemData: { title: string | null, description: string | null, minimumAvailableCustomAmount: { currency: string, value: number } | null, maximumAvailableCustomAmount: { currency: string, value: number } | null } | null, brand: { id: string, title: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number | null, externalProductLink: { title: string, url: string } | null } | null }, items: Array<{ qty: number, variationId: string, title: string, variationType: VariationType | null, price: { currency: string, value: number } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number } }, receiver: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: number | null, suffix: string | null, postCode: string | null, city: string | null, countryCode: string | null } | null }> }>, totals: { subTotal: { currency: string, value: number }, grandTotal: { currency: string, value: number }, amountToPay: { currency: string, value: number } }, payments: Array<{ id: string, lastFour: string, balance: { currency: string, value: number }, value: { currency: string, value: number } }>, remainingBalance: { currency: string, value: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type PlaceRedeemOrderMutationVariables = Exact<{
  userData: UserDataInput;
  input: PlaceRedeemOrderInput;
}>;


export type PlaceRedeemOrderMutation = { placeRedeemOrder: { orderUuid: string | null, redirectUrl: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemBrandsQueryVariables = Exact<{
  userData: UserDataInput;
  filters?: ProductListFilters | null | undefined;
}>;


export type RedeemBrandsQuery = { brandList: { brands: Array<{ id: string, title: string, count: number }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type SearchQueryVariables = Exact<{
  userData: UserDataInput;
  inputText: string;
}>;


export type SearchQuery = { search_v1: { body: { count: number, groups: Array<{ groupType: SearchGroupType, items: Array<
          | { __typename: 'SearchGivingMomentItem', id: string, path: string, heroTitle: string, description: string | null, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null }
          | { __typename: 'SearchProductItem', id: string, path: string, title: string, description: string | null, productType: ProductType, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null }
        > }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AccountUserFragmentDoc = new TypedDocumentString(`
    fragment AccountUser on User {
  subscribed
  mainProfile {
    firstName
    lastName
    email
    invoiceEmail
    billingEmail
    phoneNumber
    customerType
    companyName
    chamberOfCommerceNumber: kvkNumber
    vatNumber
    address {
      postCode
      houseNumber
      suffix
      street
      city
      countryCode
      administrativeArea
    }
  }
  addressBook {
    id
    firstName
    lastName
    customerType
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
    phoneNumber
  }
}
    `, {"fragmentName":"AccountUser"}) as unknown as TypedDocumentString<AccountUserFragment, unknown>;
export const MoneyFragmentDoc = new TypedDocumentString(`
    fragment Money on Money {
  currency
  value
}
    `, {"fragmentName":"Money"}) as unknown as TypedDocumentString<MoneyFragment, unknown>;
export const CartOrderFragmentDoc = new TypedDocumentString(`
    fragment CartOrder on GiftcardOrder {
  id
  itemsQty
  shipments {
    id
    tag
    deliveryType
    deliveryDate
    packages {
      id
      deliveryMode
      deliveryDate
      deliveryAddress {
        firstName
        email
        street
        houseNumber
        suffix
        postCode
        city
        countryCode
      }
      totalPrice {
        ...Money
      }
      giftcard {
        itemType
        qty
        variation {
          id
          title
          sku
          variationType
          price {
            ...Money
          }
          product {
            id
            title
            productType
            path
          }
        }
      }
      wrapper {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      giftPacking {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      message {
        text
      }
    }
  }
  packagesGroups {
    tag
    packageId
    packageIds
    deliveryType
    receiverTitle
    receiverDescription
    qty
    totalPrice {
      ...Money
    }
    cardsPreviews {
      productLabel
      color {
        color
        opacity
      }
      image {
        alt
        url {
          type
          href
        }
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    grandTotalWithoutTax {
      ...Money
    }
    shippingTotal {
      ...Money
    }
    serviceFee {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}
    fragment Money on Money {
  currency
  value
}`, {"fragmentName":"CartOrder"}) as unknown as TypedDocumentString<CartOrderFragment, unknown>;
export const CheckoutPaymentMethodFragmentDoc = new TypedDocumentString(`
    fragment CheckoutPaymentMethod on PaymentMethod {
  id
  title
  logos
  banks {
    id
    issuer
  }
}
    `, {"fragmentName":"CheckoutPaymentMethod"}) as unknown as TypedDocumentString<CheckoutPaymentMethodFragment, unknown>;
export const CheckoutInfoFragmentDoc = new TypedDocumentString(`
    fragment CheckoutInfo on CheckoutInfo {
  paymentMethods {
    ...CheckoutPaymentMethod
  }
  deliveries {
    tag
    deliveryType
    earliest
    latest
    formattedDeliveryDate
    registeredMail
  }
  needsDeliveryAddress
  registeredMailAbove {
    ...Money
  }
  registeredMailPrice {
    ...Money
  }
  standardMailPrice {
    ...Money
  }
}
    fragment Money on Money {
  currency
  value
}
fragment CheckoutPaymentMethod on PaymentMethod {
  id
  title
  logos
  banks {
    id
    issuer
  }
}`, {"fragmentName":"CheckoutInfo"}) as unknown as TypedDocumentString<CheckoutInfoFragment, unknown>;
export const PlacedOrderViewFragmentDoc = new TypedDocumentString(`
    fragment PlacedOrderView on PlacedOrder {
  uuid
  orderNumber
  status
  paymentStatus
  paymentMethod
  placedAt
  email
  canRetryPayment
  itemsQty
  billingAddress {
    customerType
    firstName
    lastName
    companyName
    street
    houseNumber
    suffix
    postCode
    city
    countryCode
  }
  shipments {
    tag
    deliveryType
    formattedDeliveryDate
    registeredMail
    deliveryAddress {
      firstName
      lastName
      street
      houseNumber
      suffix
      postCode
      city
      countryCode
    }
    packages {
      id
      giftcard {
        qty
        variation {
          id
          title
          sku
          variationType
          price {
            ...Money
          }
          product {
            id
            title
            path
          }
        }
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    deliveryType
    qty
    totalPrice {
      ...Money
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    grandTotalWithoutTax {
      ...Money
    }
    shippingTotal {
      ...Money
    }
    serviceFee {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}
    fragment Money on Money {
  currency
  value
}`, {"fragmentName":"PlacedOrderView"}) as unknown as TypedDocumentString<PlacedOrderViewFragment, unknown>;
export const PlacedOrderStatusViewFragmentDoc = new TypedDocumentString(`
    fragment PlacedOrderStatusView on PlacedOrderStatus {
  uuid
  orderNumber
  status
  paymentStatus
}
    `, {"fragmentName":"PlacedOrderStatusView"}) as unknown as TypedDocumentString<PlacedOrderStatusViewFragment, unknown>;
export const AccountOrderSummaryFragmentDoc = new TypedDocumentString(`
    fragment AccountOrderSummary on PlacedOrder {
  uuid
  orderNumber
  status
  placedAt
  itemsQty
  invoiceUrl
  canRetryPayment
  totals {
    grandTotal {
      ...Money
    }
  }
  packagesGroups {
    cardsPreviews {
      productLabel
      color {
        color
        opacity
      }
      image {
        alt
        url {
          type
          href
        }
      }
    }
  }
}
    fragment Money on Money {
  currency
  value
}`, {"fragmentName":"AccountOrderSummary"}) as unknown as TypedDocumentString<AccountOrderSummaryFragment, unknown>;
export const AccountOrderAddressFragmentDoc = new TypedDocumentString(`
    fragment AccountOrderAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
}
    `, {"fragmentName":"AccountOrderAddress"}) as unknown as TypedDocumentString<AccountOrderAddressFragment, unknown>;
export const AccountOrderPackageFragmentDoc = new TypedDocumentString(`
    fragment AccountOrderPackage on GiftcardPackage {
  id
  deliveryDate
  deliveryAddress {
    ...AccountOrderAddress
  }
  totalPrice {
    ...Money
  }
  giftcard {
    qty
    variation {
      title
      price {
        ...Money
      }
      product {
        title
      }
    }
  }
  wrapper {
    variation {
      title
    }
  }
  giftPacking {
    variation {
      title
    }
  }
  message {
    text
  }
}
    fragment Money on Money {
  currency
  value
}
fragment AccountOrderAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
}`, {"fragmentName":"AccountOrderPackage"}) as unknown as TypedDocumentString<AccountOrderPackageFragment, unknown>;
export const AccountOrderDetailsFragmentDoc = new TypedDocumentString(`
    fragment AccountOrderDetails on PlacedOrder {
  uuid
  orderNumber
  status
  paymentMethod
  placedAt
  paidAt
  invoiceUrl
  canRetryPayment
  billingAddress {
    customerType
    firstName
    lastName
    companyName
    chamberOfCommerceNumber: kvkNumber
    vatNumber
    referenceNumber
    email
    invoiceEmail
    street
    houseNumber
    suffix
    postCode
    city
    countryCode
  }
  shipments {
    tag
    deliveryType
    formattedDeliveryDate
    registeredMail
    deliveryAddress {
      ...AccountOrderAddress
    }
    packages {
      ...AccountOrderPackage
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment AccountOrderAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
}
fragment AccountOrderPackage on GiftcardPackage {
  id
  deliveryDate
  deliveryAddress {
    ...AccountOrderAddress
  }
  totalPrice {
    ...Money
  }
  giftcard {
    qty
    variation {
      title
      price {
        ...Money
      }
      product {
        title
      }
    }
  }
  wrapper {
    variation {
      title
    }
  }
  giftPacking {
    variation {
      title
    }
  }
  message {
    text
  }
}`, {"fragmentName":"AccountOrderDetails"}) as unknown as TypedDocumentString<AccountOrderDetailsFragment, unknown>;
export const ReorderOrderFragmentDoc = new TypedDocumentString(`
    fragment ReorderOrder on PlacedOrder {
  uuid
  orderNumber
  placedAt
  shipments {
    deliveryType
    deliveryAddress {
      firstName
      lastName
      email
    }
    packages {
      id
      deliveryAddress {
        firstName
        lastName
        email
      }
      totalPrice {
        ...Money
      }
      giftcard {
        qty
        variation {
          title
          price {
            ...Money
          }
          product {
            title
          }
        }
      }
    }
  }
}
    fragment Money on Money {
  currency
  value
}`, {"fragmentName":"ReorderOrder"}) as unknown as TypedDocumentString<ReorderOrderFragment, unknown>;
export const RedeemPaymentViewFragmentDoc = new TypedDocumentString(`
    fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}
    fragment Money on Money {
  currency
  value
}`, {"fragmentName":"RedeemPaymentView"}) as unknown as TypedDocumentString<RedeemPaymentViewFragment, unknown>;
export const GatewayErrorsFragmentDoc = new TypedDocumentString(`
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
    `, {"fragmentName":"GatewayErrors"}) as unknown as TypedDocumentString<GatewayErrorsFragment, unknown>;
export const GiftcardPaymentViewFragmentDoc = new TypedDocumentString(`
    fragment GiftcardPaymentView on GiftcardPaymentResult {
  redeemToken
  payments {
    ...RedeemPaymentView
  }
  amountToPay {
    ...Money
  }
  remainingBalance {
    ...Money
  }
  errors {
    ...GatewayErrors
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}`, {"fragmentName":"GiftcardPaymentView"}) as unknown as TypedDocumentString<GiftcardPaymentViewFragment, unknown>;
export const RedeemAddressFragmentDoc = new TypedDocumentString(`
    fragment RedeemAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
  countryCode
}
    `, {"fragmentName":"RedeemAddress"}) as unknown as TypedDocumentString<RedeemAddressFragment, unknown>;
export const RedeemOrderViewFragmentDoc = new TypedDocumentString(`
    fragment RedeemOrderView on RedeemOrder {
  id
  uuid
  status
  orderNumber
  itemsQty
  shipments {
    id
    deliveryType
    formattedDeliveryDate
    deliveryAddress {
      ...RedeemAddress
    }
    packages {
      id
      deliveryType
      mainProductType
      mainProduct {
        id
        title
        path
        productType
        image {
          url
          alt
        }
        backgroundColor {
          color
          opacity
        }
        redeemData {
          title
          description
          minimumAvailableCustomAmount {
            ...Money
          }
          maximumAvailableCustomAmount {
            ...Money
          }
        }
        brand {
          id
          title
          iframeUrl
          redirectLink
          redirectTime
          externalProductLink {
            title
            url
          }
        }
      }
      items {
        qty
        variationId
        price {
          ...Money
        }
        title
        variationType
      }
      packageTotals {
        mainItemAmount {
          ...Money
        }
        mainItemEditable
      }
      receiver {
        ...RedeemAddress
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    amountToPay {
      ...Money
    }
  }
  payments {
    ...RedeemPaymentView
  }
  remainingBalance {
    ...Money
  }
}
    fragment Money on Money {
  currency
  value
}
fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}
fragment RedeemAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
  countryCode
}`, {"fragmentName":"RedeemOrderView"}) as unknown as TypedDocumentString<RedeemOrderViewFragment, unknown>;
export const GetUserInfoDocument = new TypedDocumentString(`
    query getUserInfo($userData: UserDataInput!) {
  getUserInfo(userData: $userData) {
    user {
      ...AccountUser
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment AccountUser on User {
  subscribed
  mainProfile {
    firstName
    lastName
    email
    invoiceEmail
    billingEmail
    phoneNumber
    customerType
    companyName
    chamberOfCommerceNumber: kvkNumber
    vatNumber
    address {
      postCode
      houseNumber
      suffix
      street
      city
      countryCode
      administrativeArea
    }
  }
  addressBook {
    id
    firstName
    lastName
    customerType
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
    phoneNumber
  }
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<GetUserInfoQuery, GetUserInfoQueryVariables>;
export const CheckUserExistDocument = new TypedDocumentString(`
    query checkUserExist($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
  checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<CheckUserExistQuery, CheckUserExistQueryVariables>;
export const UserLoginDocument = new TypedDocumentString(`
    mutation userLogin($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {
  userLogin(
    userData: $userData
    email: $email
    password: $password
    captchaToken: $captchaToken
  ) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<UserLoginMutation, UserLoginMutationVariables>;
export const UserLogoutDocument = new TypedDocumentString(`
    mutation userLogout($userData: UserDataInput!) {
  userLogout(userData: $userData) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<UserLogoutMutation, UserLogoutMutationVariables>;
export const CreateAccountDocument = new TypedDocumentString(`
    mutation createAccount($userData: UserDataInput!, $input: CreateAccountInput!, $captchaToken: String!) {
  createAccount(userData: $userData, input: $input, captchaToken: $captchaToken) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<CreateAccountMutation, CreateAccountMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation forgotPassword($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
  forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const NewPasswordDocument = new TypedDocumentString(`
    mutation newPassword($userData: UserDataInput!, $token: String!, $password: String!, $passwordConfirmation: String!) {
  newPassword(
    userData: $userData
    token: $token
    password: $password
    passwordConfirmation: $passwordConfirmation
  ) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<NewPasswordMutation, NewPasswordMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation changePassword($userData: UserDataInput!, $currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
  changePassword(
    userData: $userData
    currentPassword: $currentPassword
    password: $password
    passwordConfirmation: $passwordConfirmation
  ) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateUserDetailsDocument = new TypedDocumentString(`
    mutation updateUserDetails($userData: UserDataInput!, $input: UserDetailsInput!) {
  updateUserDetails(userData: $userData, input: $input) {
    user {
      ...AccountUser
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment AccountUser on User {
  subscribed
  mainProfile {
    firstName
    lastName
    email
    invoiceEmail
    billingEmail
    phoneNumber
    customerType
    companyName
    chamberOfCommerceNumber: kvkNumber
    vatNumber
    address {
      postCode
      houseNumber
      suffix
      street
      city
      countryCode
      administrativeArea
    }
  }
  addressBook {
    id
    firstName
    lastName
    customerType
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
    phoneNumber
  }
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<UpdateUserDetailsMutation, UpdateUserDetailsMutationVariables>;
export const AddAddressDocument = new TypedDocumentString(`
    mutation addAddress($userData: UserDataInput!, $address: AddressInput!) {
  addAddress(userData: $userData, address: $address) {
    user {
      ...AccountUser
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment AccountUser on User {
  subscribed
  mainProfile {
    firstName
    lastName
    email
    invoiceEmail
    billingEmail
    phoneNumber
    customerType
    companyName
    chamberOfCommerceNumber: kvkNumber
    vatNumber
    address {
      postCode
      houseNumber
      suffix
      street
      city
      countryCode
      administrativeArea
    }
  }
  addressBook {
    id
    firstName
    lastName
    customerType
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
    phoneNumber
  }
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<AddAddressMutation, AddAddressMutationVariables>;
export const UpdateAddressDocument = new TypedDocumentString(`
    mutation updateAddress($userData: UserDataInput!, $id: ID!, $address: AddressInput!) {
  updateAddress(userData: $userData, id: $id, address: $address) {
    user {
      ...AccountUser
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment AccountUser on User {
  subscribed
  mainProfile {
    firstName
    lastName
    email
    invoiceEmail
    billingEmail
    phoneNumber
    customerType
    companyName
    chamberOfCommerceNumber: kvkNumber
    vatNumber
    address {
      postCode
      houseNumber
      suffix
      street
      city
      countryCode
      administrativeArea
    }
  }
  addressBook {
    id
    firstName
    lastName
    customerType
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
    phoneNumber
  }
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DeleteAddressDocument = new TypedDocumentString(`
    mutation deleteAddress($userData: UserDataInput!, $id: ID!) {
  deleteAddress(userData: $userData, id: $id) {
    user {
      ...AccountUser
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment AccountUser on User {
  subscribed
  mainProfile {
    firstName
    lastName
    email
    invoiceEmail
    billingEmail
    phoneNumber
    customerType
    companyName
    chamberOfCommerceNumber: kvkNumber
    vatNumber
    address {
      postCode
      houseNumber
      suffix
      street
      city
      countryCode
      administrativeArea
    }
  }
  addressBook {
    id
    firstName
    lastName
    customerType
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
    phoneNumber
  }
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation deleteAccount($userData: UserDataInput!, $password: String!) {
  deleteAccount(userData: $userData, password: $password) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const ActivationOptionsDocument = new TypedDocumentString(`
    query ActivationOptions($userData: UserDataInput!) {
  activationOptions(userData: $userData) {
    options {
      fixedAmounts {
        ...Money
      }
      minAmount {
        ...Money
      }
      maxAmount {
        ...Money
      }
      paymentMethods {
        id
        title
        logos
        banks {
          id
          issuer
        }
      }
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<ActivationOptionsQuery, ActivationOptionsQueryVariables>;
export const CreateActivationOrderDocument = new TypedDocumentString(`
    mutation CreateActivationOrder($userData: UserDataInput!, $input: ActivationInput!, $captchaToken: String!) {
  createActivationOrder(
    userData: $userData
    input: $input
    captchaToken: $captchaToken
  ) {
    orderUuid
    redirectUrl
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<CreateActivationOrderMutation, CreateActivationOrderMutationVariables>;
export const ActivationStatusDocument = new TypedDocumentString(`
    query ActivationStatus($userData: UserDataInput!, $uuid: ID!) {
  placedOrder(userData: $userData, uuid: $uuid) {
    orderStatus {
      uuid
      status
      paymentStatus
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<ActivationStatusQuery, ActivationStatusQueryVariables>;
export const VoucherDataDocument = new TypedDocumentString(`
    query VoucherData($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  giftcardInfo(userData: $userData, card: $card, captchaToken: $captchaToken) {
    giftcard {
      lastFour
      productTitle
      balance {
        ...Money
      }
      expiresAt
      formattedExpiryDate
      redeemable
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<VoucherDataQuery, VoucherDataQueryVariables>;
export const RequestBusinessQuoteDocument = new TypedDocumentString(`
    mutation RequestBusinessQuote($userData: UserDataInput!, $input: BusinessQuoteInput!, $captchaToken: String!) {
  requestBusinessQuote(
    userData: $userData
    input: $input
    captchaToken: $captchaToken
  ) {
    status
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<RequestBusinessQuoteMutation, RequestBusinessQuoteMutationVariables>;
export const CartDocument = new TypedDocumentString(`
    query Cart($userData: UserDataInput!, $orderUuid: ID) {
  cartV2(userData: $userData, orderUuid: $orderUuid) {
    order {
      ...CartOrder
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment CartOrder on GiftcardOrder {
  id
  itemsQty
  shipments {
    id
    tag
    deliveryType
    deliveryDate
    packages {
      id
      deliveryMode
      deliveryDate
      deliveryAddress {
        firstName
        email
        street
        houseNumber
        suffix
        postCode
        city
        countryCode
      }
      totalPrice {
        ...Money
      }
      giftcard {
        itemType
        qty
        variation {
          id
          title
          sku
          variationType
          price {
            ...Money
          }
          product {
            id
            title
            productType
            path
          }
        }
      }
      wrapper {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      giftPacking {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      message {
        text
      }
    }
  }
  packagesGroups {
    tag
    packageId
    packageIds
    deliveryType
    receiverTitle
    receiverDescription
    qty
    totalPrice {
      ...Money
    }
    cardsPreviews {
      productLabel
      color {
        color
        opacity
      }
      image {
        alt
        url {
          type
          href
        }
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    grandTotalWithoutTax {
      ...Money
    }
    shippingTotal {
      ...Money
    }
    serviceFee {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CartQuantityDocument = new TypedDocumentString(`
    query CartQuantity($userData: UserDataInput!, $orderUuid: ID) {
  cartQuantity(userData: $userData, orderUuid: $orderUuid) {
    order {
      id
      shipments {
        packages {
          giftcard {
            qty
            variation {
              id
            }
          }
        }
      }
      packagesGroups {
        packageId
      }
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<CartQuantityQuery, CartQuantityQueryVariables>;
export const AddGiftcardPackageDocument = new TypedDocumentString(`
    mutation AddGiftcardPackage($userData: UserDataInput!, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, package: $package) {
    order {
      id
      itemsQty
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<AddGiftcardPackageMutation, AddGiftcardPackageMutationVariables>;
export const UpdateGiftcardPackageDocument = new TypedDocumentString(`
    mutation UpdateGiftcardPackage($userData: UserDataInput!, $packageId: ID!, $package: GiftcardPackageInput!) {
  updateGiftcardPackage(
    userData: $userData
    packageId: $packageId
    package: $package
  ) {
    order {
      ...CartOrder
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment CartOrder on GiftcardOrder {
  id
  itemsQty
  shipments {
    id
    tag
    deliveryType
    deliveryDate
    packages {
      id
      deliveryMode
      deliveryDate
      deliveryAddress {
        firstName
        email
        street
        houseNumber
        suffix
        postCode
        city
        countryCode
      }
      totalPrice {
        ...Money
      }
      giftcard {
        itemType
        qty
        variation {
          id
          title
          sku
          variationType
          price {
            ...Money
          }
          product {
            id
            title
            productType
            path
          }
        }
      }
      wrapper {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      giftPacking {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      message {
        text
      }
    }
  }
  packagesGroups {
    tag
    packageId
    packageIds
    deliveryType
    receiverTitle
    receiverDescription
    qty
    totalPrice {
      ...Money
    }
    cardsPreviews {
      productLabel
      color {
        color
        opacity
      }
      image {
        alt
        url {
          type
          href
        }
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    grandTotalWithoutTax {
      ...Money
    }
    shippingTotal {
      ...Money
    }
    serviceFee {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}`) as unknown as TypedDocumentString<UpdateGiftcardPackageMutation, UpdateGiftcardPackageMutationVariables>;
export const UpdateConfiguredPackageDocument = new TypedDocumentString(`
    mutation UpdateConfiguredPackage($userData: UserDataInput!, $packageId: ID!, $package: GiftcardPackageInput!) {
  updateGiftcardPackage(
    userData: $userData
    packageId: $packageId
    package: $package
  ) {
    order {
      id
      itemsQty
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<UpdateConfiguredPackageMutation, UpdateConfiguredPackageMutationVariables>;
export const DeleteGiftcardPackageGroupDocument = new TypedDocumentString(`
    mutation DeleteGiftcardPackageGroup($userData: UserDataInput!, $shipmentTag: String!, $packageId: ID) {
  deleteGiftcardPackageGroup(
    userData: $userData
    shipmentTag: $shipmentTag
    packageId: $packageId
  ) {
    order {
      ...CartOrder
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment CartOrder on GiftcardOrder {
  id
  itemsQty
  shipments {
    id
    tag
    deliveryType
    deliveryDate
    packages {
      id
      deliveryMode
      deliveryDate
      deliveryAddress {
        firstName
        email
        street
        houseNumber
        suffix
        postCode
        city
        countryCode
      }
      totalPrice {
        ...Money
      }
      giftcard {
        itemType
        qty
        variation {
          id
          title
          sku
          variationType
          price {
            ...Money
          }
          product {
            id
            title
            productType
            path
          }
        }
      }
      wrapper {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      giftPacking {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      message {
        text
      }
    }
  }
  packagesGroups {
    tag
    packageId
    packageIds
    deliveryType
    receiverTitle
    receiverDescription
    qty
    totalPrice {
      ...Money
    }
    cardsPreviews {
      productLabel
      color {
        color
        opacity
      }
      image {
        alt
        url {
          type
          href
        }
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    grandTotalWithoutTax {
      ...Money
    }
    shippingTotal {
      ...Money
    }
    serviceFee {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}`) as unknown as TypedDocumentString<DeleteGiftcardPackageGroupMutation, DeleteGiftcardPackageGroupMutationVariables>;
export const CheckCartDocument = new TypedDocumentString(`
    mutation CheckCart($userData: UserDataInput!) {
  checkCart(userData: $userData) {
    order {
      ...CartOrder
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment CartOrder on GiftcardOrder {
  id
  itemsQty
  shipments {
    id
    tag
    deliveryType
    deliveryDate
    packages {
      id
      deliveryMode
      deliveryDate
      deliveryAddress {
        firstName
        email
        street
        houseNumber
        suffix
        postCode
        city
        countryCode
      }
      totalPrice {
        ...Money
      }
      giftcard {
        itemType
        qty
        variation {
          id
          title
          sku
          variationType
          price {
            ...Money
          }
          product {
            id
            title
            productType
            path
          }
        }
      }
      wrapper {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      giftPacking {
        qty
        variation {
          id
          title
          price {
            ...Money
          }
        }
      }
      message {
        text
      }
    }
  }
  packagesGroups {
    tag
    packageId
    packageIds
    deliveryType
    receiverTitle
    receiverDescription
    qty
    totalPrice {
      ...Money
    }
    cardsPreviews {
      productLabel
      color {
        color
        opacity
      }
      image {
        alt
        url {
          type
          href
        }
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    grandTotalWithoutTax {
      ...Money
    }
    shippingTotal {
      ...Money
    }
    serviceFee {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}`) as unknown as TypedDocumentString<CheckCartMutation, CheckCartMutationVariables>;
export const AddOriginalPackageToCartDocument = new TypedDocumentString(`
    mutation AddOriginalPackageToCart($userData: UserDataInput!, $packageId: ID!) {
  addOriginalPackageToCart(userData: $userData, packageId: $packageId) {
    order {
      id
      itemsQty
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<AddOriginalPackageToCartMutation, AddOriginalPackageToCartMutationVariables>;
export const CheckoutDocument = new TypedDocumentString(`
    query Checkout($userData: UserDataInput!) {
  checkout(userData: $userData) {
    checkout {
      ...CheckoutInfo
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment CheckoutPaymentMethod on PaymentMethod {
  id
  title
  logos
  banks {
    id
    issuer
  }
}
fragment CheckoutInfo on CheckoutInfo {
  paymentMethods {
    ...CheckoutPaymentMethod
  }
  deliveries {
    tag
    deliveryType
    earliest
    latest
    formattedDeliveryDate
    registeredMail
  }
  needsDeliveryAddress
  registeredMailAbove {
    ...Money
  }
  registeredMailPrice {
    ...Money
  }
  standardMailPrice {
    ...Money
  }
}`) as unknown as TypedDocumentString<CheckoutQuery, CheckoutQueryVariables>;
export const PlacedOrderDocument = new TypedDocumentString(`
    query PlacedOrder($userData: UserDataInput!, $uuid: ID!, $access: String) {
  placedOrder(userData: $userData, uuid: $uuid, access: $access) {
    order {
      ...PlacedOrderView
    }
    orderStatus {
      ...PlacedOrderStatusView
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment PlacedOrderView on PlacedOrder {
  uuid
  orderNumber
  status
  paymentStatus
  paymentMethod
  placedAt
  email
  canRetryPayment
  itemsQty
  billingAddress {
    customerType
    firstName
    lastName
    companyName
    street
    houseNumber
    suffix
    postCode
    city
    countryCode
  }
  shipments {
    tag
    deliveryType
    formattedDeliveryDate
    registeredMail
    deliveryAddress {
      firstName
      lastName
      street
      houseNumber
      suffix
      postCode
      city
      countryCode
    }
    packages {
      id
      giftcard {
        qty
        variation {
          id
          title
          sku
          variationType
          price {
            ...Money
          }
          product {
            id
            title
            path
          }
        }
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    deliveryType
    qty
    totalPrice {
      ...Money
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    grandTotalWithoutTax {
      ...Money
    }
    shippingTotal {
      ...Money
    }
    serviceFee {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}
fragment PlacedOrderStatusView on PlacedOrderStatus {
  uuid
  orderNumber
  status
  paymentStatus
}`) as unknown as TypedDocumentString<PlacedOrderQuery, PlacedOrderQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($userData: UserDataInput!, $input: PlaceOrderInput!) {
  placeOrder(userData: $userData, input: $input) {
    orderUuid
    redirectUrl
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const PayOrderDocument = new TypedDocumentString(`
    mutation PayOrder($userData: UserDataInput!, $uuid: ID!, $paymentMethod: String!, $paymentDetails: PaymentDetailsInput, $access: String) {
  payOrder(
    userData: $userData
    uuid: $uuid
    paymentMethod: $paymentMethod
    paymentDetails: $paymentDetails
    access: $access
  ) {
    orderUuid
    redirectUrl
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<PayOrderMutation, PayOrderMutationVariables>;
export const EnterDoublerDocument = new TypedDocumentString(`
    mutation EnterDoubler($userData: UserDataInput!, $input: DoublerEntryInput!, $captchaToken: String!) {
  enterDoubler(userData: $userData, input: $input, captchaToken: $captchaToken) {
    entry {
      lastFour
      drawDate
      formattedDrawDate
      productId
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<EnterDoublerMutation, EnterDoublerMutationVariables>;
export const EnterDoublerWithRedeemTokenDocument = new TypedDocumentString(`
    mutation EnterDoublerWithRedeemToken($userData: UserDataInput!, $input: DoublerRedeemEntryInput!) {
  enterDoublerWithRedeemToken(userData: $userData, input: $input) {
    entry {
      lastFour
      drawDate
      formattedDrawDate
      productId
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<EnterDoublerWithRedeemTokenMutation, EnterDoublerWithRedeemTokenMutationVariables>;
export const AccountOrdersDocument = new TypedDocumentString(`
    query AccountOrders($userData: UserDataInput!, $paging: PagingInput) {
  customerOrders(userData: $userData, paging: $paging) {
    orders {
      ...AccountOrderSummary
    }
    paging {
      currentPage
      itemsPerPage
      totalItems
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment AccountOrderSummary on PlacedOrder {
  uuid
  orderNumber
  status
  placedAt
  itemsQty
  invoiceUrl
  canRetryPayment
  totals {
    grandTotal {
      ...Money
    }
  }
  packagesGroups {
    cardsPreviews {
      productLabel
      color {
        color
        opacity
      }
      image {
        alt
        url {
          type
          href
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountOrderDocument = new TypedDocumentString(`
    query AccountOrder($userData: UserDataInput!, $uuid: ID!) {
  placedOrder(userData: $userData, uuid: $uuid) {
    order {
      ...AccountOrderDetails
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment AccountOrderAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
}
fragment AccountOrderPackage on GiftcardPackage {
  id
  deliveryDate
  deliveryAddress {
    ...AccountOrderAddress
  }
  totalPrice {
    ...Money
  }
  giftcard {
    qty
    variation {
      title
      price {
        ...Money
      }
      product {
        title
      }
    }
  }
  wrapper {
    variation {
      title
    }
  }
  giftPacking {
    variation {
      title
    }
  }
  message {
    text
  }
}
fragment AccountOrderDetails on PlacedOrder {
  uuid
  orderNumber
  status
  paymentMethod
  placedAt
  paidAt
  invoiceUrl
  canRetryPayment
  billingAddress {
    customerType
    firstName
    lastName
    companyName
    chamberOfCommerceNumber: kvkNumber
    vatNumber
    referenceNumber
    email
    invoiceEmail
    street
    houseNumber
    suffix
    postCode
    city
    countryCode
  }
  shipments {
    tag
    deliveryType
    formattedDeliveryDate
    registeredMail
    deliveryAddress {
      ...AccountOrderAddress
    }
    packages {
      ...AccountOrderPackage
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    adjustments {
      title
      adjustmentType
      price {
        ...Money
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...Money
      }
    }
    physicalTotal {
      qty
      price {
        ...Money
      }
    }
    extraMoney {
      ...Money
    }
  }
}`) as unknown as TypedDocumentString<AccountOrderQuery, AccountOrderQueryVariables>;
export const ReorderOrdersDocument = new TypedDocumentString(`
    query ReorderOrders($userData: UserDataInput!, $paging: PagingInput) {
  customerOrders(userData: $userData, paging: $paging) {
    orders {
      ...ReorderOrder
    }
    paging {
      currentPage
      itemsPerPage
      totalItems
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment ReorderOrder on PlacedOrder {
  uuid
  orderNumber
  placedAt
  shipments {
    deliveryType
    deliveryAddress {
      firstName
      lastName
      email
    }
    packages {
      id
      deliveryAddress {
        firstName
        lastName
        email
      }
      totalPrice {
        ...Money
      }
      giftcard {
        qty
        variation {
          title
          price {
            ...Money
          }
          product {
            title
          }
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<ReorderOrdersQuery, ReorderOrdersQueryVariables>;
export const ReorderPackagesDocument = new TypedDocumentString(`
    mutation ReorderPackages($userData: UserDataInput!, $uuid: ID!, $packageIds: [ID!]) {
  reorder(userData: $userData, uuid: $uuid, packageIds: $packageIds) {
    order {
      id
      itemsQty
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<ReorderPackagesMutation, ReorderPackagesMutationVariables>;
export const BlankCardPacksDocument = new TypedDocumentString(`
    query BlankCardPacks($userData: UserDataInput!, $paging: PagingInput) {
  productList(
    userData: $userData
    filters: {filterByProductType: [blankGiftCardPack]}
    paging: $paging
  ) {
    products {
      id
      title
      description
      path
      productType
      showShadow
      backgroundColor {
        color
        opacity
      }
      image {
        url
        alt
      }
      physicalConfig {
        available
        hasFixedPrices
        pricesToShow {
          ...Money
        }
        minPrice {
          ...Money
        }
      }
    }
    paging {
      currentPage
      itemsPerPage
      totalItems
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<BlankCardPacksQuery, BlankCardPacksQueryVariables>;
export const ProductListDocument = new TypedDocumentString(`
    query ProductList($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {
  productList(userData: $userData, filters: $filters, paging: $paging) {
    products {
      __typename
      id
      title
      path
      productType
      showHand
      showShadow
      backgroundColor {
        color
        opacity
      }
      image {
        url
        alt
      }
    }
    paging {
      currentPage
      itemsPerPage
      totalItems
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ProductListQuery, ProductListQueryVariables>;
export const GiftcardInfoDocument = new TypedDocumentString(`
    query GiftcardInfo($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  giftcardInfo(userData: $userData, card: $card, captchaToken: $captchaToken) {
    giftcard {
      lastFour
      productTitle
      balance {
        ...Money
      }
      expiresAt
      formattedExpiryDate
      redeemable
      transactions {
        date
        reason
        amount {
          ...Money
        }
        balanceAfter {
          ...Money
        }
      }
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<GiftcardInfoQuery, GiftcardInfoQueryVariables>;
export const CheckGiftcardPaymentDocument = new TypedDocumentString(`
    query CheckGiftcardPayment($userData: UserDataInput!) {
  checkGiftcardPayment(userData: $userData) {
    ...GiftcardPaymentView
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}
fragment GiftcardPaymentView on GiftcardPaymentResult {
  redeemToken
  payments {
    ...RedeemPaymentView
  }
  amountToPay {
    ...Money
  }
  remainingBalance {
    ...Money
  }
  errors {
    ...GatewayErrors
  }
}`) as unknown as TypedDocumentString<CheckGiftcardPaymentQuery, CheckGiftcardPaymentQueryVariables>;
export const RedeemOrderDocument = new TypedDocumentString(`
    query RedeemOrder($userData: UserDataInput!, $uuid: ID!, $access: String) {
  order(userData: $userData, uuid: $uuid, access: $access) {
    order {
      ...RedeemOrderView
    }
    orderStatus {
      ...PlacedOrderStatusView
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment PlacedOrderStatusView on PlacedOrderStatus {
  uuid
  orderNumber
  status
  paymentStatus
}
fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}
fragment RedeemAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
  countryCode
}
fragment RedeemOrderView on RedeemOrder {
  id
  uuid
  status
  orderNumber
  itemsQty
  shipments {
    id
    deliveryType
    formattedDeliveryDate
    deliveryAddress {
      ...RedeemAddress
    }
    packages {
      id
      deliveryType
      mainProductType
      mainProduct {
        id
        title
        path
        productType
        image {
          url
          alt
        }
        backgroundColor {
          color
          opacity
        }
        redeemData {
          title
          description
          minimumAvailableCustomAmount {
            ...Money
          }
          maximumAvailableCustomAmount {
            ...Money
          }
        }
        brand {
          id
          title
          iframeUrl
          redirectLink
          redirectTime
          externalProductLink {
            title
            url
          }
        }
      }
      items {
        qty
        variationId
        price {
          ...Money
        }
        title
        variationType
      }
      packageTotals {
        mainItemAmount {
          ...Money
        }
        mainItemEditable
      }
      receiver {
        ...RedeemAddress
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    amountToPay {
      ...Money
    }
  }
  payments {
    ...RedeemPaymentView
  }
  remainingBalance {
    ...Money
  }
}`) as unknown as TypedDocumentString<RedeemOrderQuery, RedeemOrderQueryVariables>;
export const RedeemProductsDocument = new TypedDocumentString(`
    query RedeemProducts($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {
  productList(userData: $userData, filters: $filters, paging: $paging) {
    products {
      id
      title
      description
      path
      productType
      showShadow
      backgroundColor {
        color
        opacity
      }
      image {
        url
        alt
      }
      redeemData {
        title
        description
        minimumAvailableCustomAmount {
          ...Money
        }
        maximumAvailableCustomAmount {
          ...Money
        }
      }
    }
    paging {
      currentPage
      itemsPerPage
      totalItems
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<RedeemProductsQuery, RedeemProductsQueryVariables>;
export const AddGiftcardPaymentDocument = new TypedDocumentString(`
    mutation AddGiftcardPayment($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  addGiftcardPayment(
    userData: $userData
    card: $card
    captchaToken: $captchaToken
  ) {
    ...GiftcardPaymentView
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}
fragment GiftcardPaymentView on GiftcardPaymentResult {
  redeemToken
  payments {
    ...RedeemPaymentView
  }
  amountToPay {
    ...Money
  }
  remainingBalance {
    ...Money
  }
  errors {
    ...GatewayErrors
  }
}`) as unknown as TypedDocumentString<AddGiftcardPaymentMutation, AddGiftcardPaymentMutationVariables>;
export const RemoveGiftcardPaymentDocument = new TypedDocumentString(`
    mutation RemoveGiftcardPayment($userData: UserDataInput!, $paymentId: ID!) {
  removeGiftcardPayment(userData: $userData, paymentId: $paymentId) {
    ...GiftcardPaymentView
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}
fragment GiftcardPaymentView on GiftcardPaymentResult {
  redeemToken
  payments {
    ...RedeemPaymentView
  }
  amountToPay {
    ...Money
  }
  remainingBalance {
    ...Money
  }
  errors {
    ...GatewayErrors
  }
}`) as unknown as TypedDocumentString<RemoveGiftcardPaymentMutation, RemoveGiftcardPaymentMutationVariables>;
export const AddRedeemPackageDocument = new TypedDocumentString(`
    mutation AddRedeemPackage($userData: UserDataInput!, $input: RedeemPackageInput!) {
  addRedeemPackage(userData: $userData, input: $input) {
    order {
      ...RedeemOrderView
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}
fragment RedeemAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
  countryCode
}
fragment RedeemOrderView on RedeemOrder {
  id
  uuid
  status
  orderNumber
  itemsQty
  shipments {
    id
    deliveryType
    formattedDeliveryDate
    deliveryAddress {
      ...RedeemAddress
    }
    packages {
      id
      deliveryType
      mainProductType
      mainProduct {
        id
        title
        path
        productType
        image {
          url
          alt
        }
        backgroundColor {
          color
          opacity
        }
        redeemData {
          title
          description
          minimumAvailableCustomAmount {
            ...Money
          }
          maximumAvailableCustomAmount {
            ...Money
          }
        }
        brand {
          id
          title
          iframeUrl
          redirectLink
          redirectTime
          externalProductLink {
            title
            url
          }
        }
      }
      items {
        qty
        variationId
        price {
          ...Money
        }
        title
        variationType
      }
      packageTotals {
        mainItemAmount {
          ...Money
        }
        mainItemEditable
      }
      receiver {
        ...RedeemAddress
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    amountToPay {
      ...Money
    }
  }
  payments {
    ...RedeemPaymentView
  }
  remainingBalance {
    ...Money
  }
}`) as unknown as TypedDocumentString<AddRedeemPackageMutation, AddRedeemPackageMutationVariables>;
export const UpdateRedeemPackageDocument = new TypedDocumentString(`
    mutation UpdateRedeemPackage($userData: UserDataInput!, $packageId: ID!, $input: RedeemPackageInput!) {
  updateRedeemPackage(userData: $userData, packageId: $packageId, input: $input) {
    order {
      ...RedeemOrderView
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment Money on Money {
  currency
  value
}
fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}
fragment RedeemPaymentView on RedeemPayment {
  id
  lastFour
  balance {
    ...Money
  }
  value {
    ...Money
  }
}
fragment RedeemAddress on DeliveryAddress {
  firstName
  lastName
  email
  street
  houseNumber
  suffix
  postCode
  city
  countryCode
}
fragment RedeemOrderView on RedeemOrder {
  id
  uuid
  status
  orderNumber
  itemsQty
  shipments {
    id
    deliveryType
    formattedDeliveryDate
    deliveryAddress {
      ...RedeemAddress
    }
    packages {
      id
      deliveryType
      mainProductType
      mainProduct {
        id
        title
        path
        productType
        image {
          url
          alt
        }
        backgroundColor {
          color
          opacity
        }
        redeemData {
          title
          description
          minimumAvailableCustomAmount {
            ...Money
          }
          maximumAvailableCustomAmount {
            ...Money
          }
        }
        brand {
          id
          title
          iframeUrl
          redirectLink
          redirectTime
          externalProductLink {
            title
            url
          }
        }
      }
      items {
        qty
        variationId
        price {
          ...Money
        }
        title
        variationType
      }
      packageTotals {
        mainItemAmount {
          ...Money
        }
        mainItemEditable
      }
      receiver {
        ...RedeemAddress
      }
    }
  }
  totals {
    subTotal {
      ...Money
    }
    grandTotal {
      ...Money
    }
    amountToPay {
      ...Money
    }
  }
  payments {
    ...RedeemPaymentView
  }
  remainingBalance {
    ...Money
  }
}`) as unknown as TypedDocumentString<UpdateRedeemPackageMutation, UpdateRedeemPackageMutationVariables>;
export const PlaceRedeemOrderDocument = new TypedDocumentString(`
    mutation PlaceRedeemOrder($userData: UserDataInput!, $input: PlaceRedeemOrderInput!) {
  placeRedeemOrder(userData: $userData, input: $input) {
    orderUuid
    redirectUrl
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<PlaceRedeemOrderMutation, PlaceRedeemOrderMutationVariables>;
export const RedeemBrandsDocument = new TypedDocumentString(`
    query RedeemBrands($userData: UserDataInput!, $filters: ProductListFilters) {
  brandList(userData: $userData, filters: $filters) {
    brands {
      id
      title
      count
    }
    errors {
      ...GatewayErrors
    }
  }
}
    fragment GatewayErrors on GatewayError {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<RedeemBrandsQuery, RedeemBrandsQueryVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    body {
      count
      groups {
        groupType
        items {
          __typename
          ... on SearchProductItem {
            id
            path
            title
            description
            productType
            showShadow
            backgroundColor {
              color
              opacity
            }
            image {
              url
              alt
            }
          }
          ... on SearchGivingMomentItem {
            id
            path
            heroTitle
            description
            backgroundColor {
              color
              opacity
            }
            image {
              url
              alt
            }
          }
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;