export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Any JSON value: the fields of a content block. */
  JSON: { input: unknown; output: unknown; }
};

export type ActivationInput = {
  /** Cents. */
  amount: Scalars['Int']['input'];
  /** The 19-digit number on the card. */
  cardNumber: Scalars['String']['input'];
  /** The ad click that brought the holder, stored in the browser; sent only with marketing consent. */
  clickId?: InputMaybe<ClickIdInput>;
  email: Scalars['String']['input'];
  emailConfirmation: Scalars['String']['input'];
  paymentDetails?: InputMaybe<PaymentDetailsInput>;
  paymentMethod: Scalars['String']['input'];
  termsAccepted: Scalars['Boolean']['input'];
};

/** Amounts a card can be loaded with. */
export type ActivationOptions = {
  __typename?: 'ActivationOptions';
  fixedAmounts: Array<Money>;
  maxAmount: Money;
  minAmount: Money;
  paymentMethods: Array<PaymentMethod>;
};

export type ActivationOptionsResult = {
  __typename?: 'ActivationOptionsResult';
  errors: Array<GatewayError>;
  options: Maybe<ActivationOptions>;
};

/** An entry of the address book (spec §3 Address). */
export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  companyName: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  customerType: CustomerType;
  firstName: Scalars['String']['output'];
  houseNumber: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber: Maybe<Scalars['String']['output']>;
  postCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
  suffix: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  city: Scalars['String']['input'];
  companyName?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  customerType: CustomerType;
  firstName: Scalars['String']['input'];
  houseNumber: Scalars['Int']['input'];
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  postCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
  suffix?: InputMaybe<Scalars['String']['input']>;
};

export type Adjustment = {
  __typename?: 'Adjustment';
  adjustmentType: AdjustmentType;
  price: Money;
  title: Scalars['String']['output'];
};

export type AdjustmentType =
  | 'serviceFee'
  | 'shipping';

export type BackgroundColor = {
  __typename?: 'BackgroundColor';
  color: Scalars['String']['output'];
  opacity: Scalars['Int']['output'];
};

export type BasketItemType =
  | 'BLANK_GIFT_CARD_PACK'
  | 'DIGITAL_WRAPPER'
  | 'DONATION'
  | 'GIFTCARD'
  | 'GIFT_PACKING'
  | 'PERSONAL_MESSAGE'
  | 'WRAPPER';

export type BillingAddress = {
  __typename?: 'BillingAddress';
  city: Scalars['String']['output'];
  companyName: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  customerType: CustomerType;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  houseNumber: Scalars['Int']['output'];
  invoiceEmail: Maybe<Scalars['String']['output']>;
  kvkNumber: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  phoneNumber: Maybe<Scalars['String']['output']>;
  postCode: Scalars['String']['output'];
  referenceNumber: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
  suffix: Maybe<Scalars['String']['output']>;
  vatNumber: Maybe<Scalars['String']['output']>;
};

/** The buyer and where the invoice goes (spec §3 Address; billing adds referenceNumber and kvkNumber). */
export type BillingAddressInput = {
  city: Scalars['String']['input'];
  companyName?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  customerType: CustomerType;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  houseNumber: Scalars['Int']['input'];
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  /** SIREN of a French business. */
  kvkNumber?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  postCode: Scalars['String']['input'];
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  street: Scalars['String']['input'];
  suffix?: InputMaybe<Scalars['String']['input']>;
  vatNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A content block of a blocks queue: its kind and its fields as edited in Payload. */
export type Block = {
  __typename?: 'Block';
  blockType: Scalars['String']['output'];
  fields: Scalars['JSON']['output'];
  id: Maybe<Scalars['ID']['output']>;
};

/** A named, reusable list of blocks. */
export type BlocksQueue = {
  __typename?: 'BlocksQueue';
  blocks: Array<Block>;
  id: Scalars['ID']['output'];
  queueID: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type BlocksQueueFilters = {
  /** Category ids: sections tagged with other categories are left out. */
  filterByTaxonomy?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type BlocksQueueResult = {
  __typename?: 'BlocksQueueResult';
  errors: Array<GatewayError>;
  queue: Maybe<BlocksQueue>;
};

export type BrandListResult = {
  __typename?: 'BrandListResult';
  /** By title; brands holding none of the products are left out. */
  brands: Array<BrandOption>;
  errors: Array<GatewayError>;
};

/** A brand to narrow a product list by, with how many of the list's products it holds. */
export type BrandOption = {
  __typename?: 'BrandOption';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A business buyer's quote request (/entreprise/). */
export type BusinessQuoteInput = {
  /** Cents per card. */
  amount: Scalars['Int']['input'];
  companyName: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  deliveryType: DeliveryType;
  email: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
};

export type CardPreview = {
  __typename?: 'CardPreview';
  color: BackgroundColor;
  image: Maybe<PreviewImage>;
  productLabel: Scalars['String']['output'];
};

export type CartResult = {
  __typename?: 'CartResult';
  errors: Array<GatewayError>;
  /** Null while the shopper has no cart. */
  order: Maybe<GiftcardOrder>;
};

/** What the checkout steps need besides the cart. */
export type CheckoutInfo = {
  __typename?: 'CheckoutInfo';
  /** The deliveries if the order were placed now (17:00 cut-off on the store's clock, its working days). */
  deliveries: Array<ShipmentDelivery>;
  /** The cart holds posted cards without a receiver: the buyer's delivery address is needed. */
  needsDeliveryAddress: Scalars['Boolean']['output'];
  paymentMethods: Array<PaymentMethod>;
  registeredMailAbove: Money;
  registeredMailPrice: Money;
  standardMailPrice: Money;
};

export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  checkout: Maybe<CheckoutInfo>;
  errors: Array<GatewayError>;
};

/** An ad click id from a landing page's query string (gclid, fbclid…) and when it was seen. */
export type ClickIdInput = {
  capturedAt: Scalars['String']['input'];
  param: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type CreateAccountInput = {
  companyName?: InputMaybe<Scalars['String']['input']>;
  customerType: CustomerType;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  kvkNumber?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  vatNumber?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerOrdersResult = {
  __typename?: 'CustomerOrdersResult';
  errors: Array<GatewayError>;
  orders: Array<PlacedOrder>;
  paging: Paging;
};

/** Spec §3 CustomerProfile, with the customer's business data. */
export type CustomerProfile = {
  __typename?: 'CustomerProfile';
  address: Maybe<ProfileAddress>;
  /** invoiceEmail if present, else email. */
  billingEmail: Scalars['String']['output'];
  companyName: Maybe<Scalars['String']['output']>;
  customerType: CustomerType;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  invoiceEmail: Maybe<Scalars['String']['output']>;
  /** Chamber-of-commerce number: the SIREN in France. */
  kvkNumber: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  /** E.164, e.g. +33612345678. */
  phoneNumber: Maybe<Scalars['String']['output']>;
  vatNumber: Maybe<Scalars['String']['output']>;
};

export type CustomerType =
  | 'BUSINESS'
  | 'PRIVATE';

/** A delivery address (spec §3 Address): a receiver's name with their e-mail or postal address. */
export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  city: Maybe<Scalars['String']['output']>;
  countryCode: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  firstName: Maybe<Scalars['String']['output']>;
  houseNumber: Maybe<Scalars['Int']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  postCode: Maybe<Scalars['String']['output']>;
  street: Maybe<Scalars['String']['output']>;
  suffix: Maybe<Scalars['String']['output']>;
};

/** DEFAULT: to the buyer; SINGLE: every card to one receiver; SPLIT: one card to each receiver. */
export type DeliveryMode =
  | 'DEFAULT'
  | 'SINGLE'
  | 'SPLIT';

export type DeliveryType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type DonationProduct = Product & {
  __typename?: 'DonationProduct';
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  digitalConfig: VariationConfig;
  fixedValues: Array<Money>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  physicalConfig: VariationConfig;
  productType: ProductType;
  redeemData: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type DoublerEntry = {
  __typename?: 'DoublerEntry';
  /** ISO date of the draw the card takes part in. */
  drawDate: Scalars['String']['output'];
  formattedDrawDate: Scalars['String']['output'];
  lastFour: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
};

export type DoublerEntryInput = {
  card: GiftcardCredentialsInput;
  email: Scalars['String']['input'];
  termsAccepted: Scalars['Boolean']['input'];
};

export type DoublerEntryResult = {
  __typename?: 'DoublerEntryResult';
  entry: Maybe<DoublerEntry>;
  errors: Array<GatewayError>;
};

/** The redeem session's first card enters: its PIN was checked when the session began. */
export type DoublerRedeemEntryInput = {
  email: Scalars['String']['input'];
  termsAccepted: Scalars['Boolean']['input'];
};

export type ExternalLink = {
  __typename?: 'ExternalLink';
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type FilterByPage = {
  fieldName: Scalars['String']['input'];
  pageId: Scalars['ID']['input'];
  pageType: Scalars['String']['input'];
};

/** An error reported inside data (spec §8). */
export type GatewayError = {
  __typename?: 'GatewayError';
  code: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  referencedRequestParameter: Maybe<Scalars['String']['output']>;
};

/** A card as its holder types it: 19 digits (spaces allowed) and the 6-digit PIN. */
export type GiftcardCredentialsInput = {
  cardNumber: Scalars['String']['input'];
  pin: Scalars['String']['input'];
};

/** What a holder sees of a card after a good PIN (never its number, only the last four digits). */
export type GiftcardInfo = {
  __typename?: 'GiftcardInfo';
  balance: Money;
  /** ISO date (YYYY-MM-DD): the last day the card can be used. */
  expiresAt: Scalars['String']['output'];
  formattedExpiryDate: Scalars['String']['output'];
  lastFour: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  productTitle: Scalars['String']['output'];
  /** The card can be exchanged for other cards here (a choice card of this store). */
  redeemable: Scalars['Boolean']['output'];
  /** Newest first, at most 10. */
  transactions: Array<GiftcardTransaction>;
};

export type GiftcardInfoResult = {
  __typename?: 'GiftcardInfoResult';
  errors: Array<GatewayError>;
  giftcard: Maybe<GiftcardInfo>;
};

/** The cart, an order not yet placed (spec §3 GiftcardOrder). */
export type GiftcardOrder = {
  __typename?: 'GiftcardOrder';
  groupedTotals: GroupedTotals;
  id: Scalars['ID']['output'];
  /** The header count: the sum of package quantities. */
  itemsQty: Scalars['Int']['output'];
  packagesGroups: Array<PackagesGroup>;
  shipments: Array<Shipment>;
  totals: Totals;
};

/** A gift card or donation in a package (GiftcardOrderItem, DonationOrderItem). */
export type GiftcardOrderItem = {
  __typename?: 'GiftcardOrderItem';
  itemType: BasketItemType;
  qty: Scalars['Int']['output'];
  variation: OrderItemVariation;
};

export type GiftcardPackage = {
  __typename?: 'GiftcardPackage';
  deliveryAddress: Maybe<DeliveryAddress>;
  /** A digital card's scheduled moment (ISO), null for as soon as paid. */
  deliveryDate: Maybe<Scalars['String']['output']>;
  deliveryMode: DeliveryMode;
  giftPacking: Maybe<WrapperOrderItem>;
  giftcard: GiftcardOrderItem;
  id: Scalars['ID']['output'];
  message: Maybe<PersonalMessageOrderItem>;
  totalPrice: Money;
  wrapper: Maybe<WrapperOrderItem>;
};

/** A package as the configurator sends it (spec §3 Package); amount in cents. */
export type GiftcardPackageInput = {
  amount: Scalars['Int']['input'];
  deliveryMode: DeliveryMode;
  deliveryType: DeliveryType;
  giftPackingId?: InputMaybe<Scalars['ID']['input']>;
  /** The personal note; null for none. */
  message?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  qty: Scalars['Int']['input'];
  receivers?: InputMaybe<Array<ReceiverInput>>;
  wrapperId?: InputMaybe<Scalars['ID']['input']>;
};

/** The redeem session's cards: what they pay, what is left to pay and what stays on the cards. */
export type GiftcardPaymentResult = {
  __typename?: 'GiftcardPaymentResult';
  amountToPay: Maybe<Money>;
  errors: Array<GatewayError>;
  payments: Array<RedeemPayment>;
  /** The redeem token, sent back in userData.redeemToken on redeem pages. */
  redeemToken: Maybe<Scalars['String']['output']>;
  remainingBalance: Maybe<Money>;
};

export type GiftcardProduct = Product & {
  __typename?: 'GiftcardProduct';
  /** Apple-type cards: 10 to 250 euros each, 500 euros per order. */
  appleType: Scalars['Boolean']['output'];
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  digitalConfig: VariationConfig;
  fixedValues: Array<Money>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  physicalConfig: VariationConfig;
  productType: ProductType;
  redeemData: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

/** A movement of a card's balance, from its ledger. */
export type GiftcardTransaction = {
  __typename?: 'GiftcardTransaction';
  /** Signed: a debit is negative. */
  amount: Money;
  balanceAfter: Money;
  /** ISO date-time. */
  date: Scalars['String']['output'];
  reason: LedgerReason;
};

export type GroupedTotals = {
  __typename?: 'GroupedTotals';
  digitalTotal: QtyPrice;
  /** Wrappers and gift packing. */
  extraMoney: Money;
  physicalTotal: QtyPrice;
};

export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  width: Maybe<Scalars['Int']['output']>;
};

export type LedgerReason =
  | 'adjustment'
  | 'doubling'
  | 'issue'
  | 'redeem'
  | 'refund'
  | 'shortfall';

/** A place where cards are accepted, to narrow a locations list (spec §3). */
export type LocationAddressSuggestion = {
  __typename?: 'LocationAddressSuggestion';
  administrativeArea: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  label: Scalars['String']['output'];
  locality: Scalars['String']['output'];
};

export type LocationSuggestionFilters = {
  /** Part of a town, region or post code, accents ignored. */
  inputText: Scalars['String']['input'];
  /** Only places of this product. */
  productId?: InputMaybe<Scalars['ID']['input']>;
};

export type LocationSuggestionsResult = {
  __typename?: 'LocationSuggestionsResult';
  errors: Array<GatewayError>;
  paging: Paging;
  suggestions: Array<LocationAddressSuggestion>;
};

/** An amount in minor units (cents) and its currency (spec §3 Money). */
export type Money = {
  __typename?: 'Money';
  currency: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addAddress: UserInfoResult;
  /** Adds a configured package (SPLIT makes one per receiver) and answers the cart. */
  addGiftcardPackage: CartResult;
  /** Adds a card to the redeem session (starting one when there is no token); captcha and PIN first. */
  addGiftcardPayment: GiftcardPaymentResult;
  /** Moves a chosen card into the shopper's regular cart, to buy it with money. */
  addOriginalPackageToCart: CartResult;
  addRedeemPackage: RedeemOrderResult;
  changePassword: StatusResult;
  /** Checks the cart before ordering: out of stock, test cards, a zero balance. */
  checkCart: CartResult;
  /** Creates the account and logs it in; also used while ordering. */
  createAccount: StatusResult;
  /** Places an activation order and starts its payment; the card is loaded within 24 hours of payment. */
  createActivationOrder: PlaceOrderResult;
  /** Deletes the account after the password is confirmed, and ends its sessions. */
  deleteAccount: StatusResult;
  deleteAddress: UserInfoResult;
  /** Removes a receiver's group, or only packageId within it (spec §7). */
  deleteGiftcardPackageGroup: CartResult;
  enterDoubler: DoublerEntryResult;
  enterDoublerWithRedeemToken: DoublerEntryResult;
  /** E-mails a one-time link to /compte/nouveau-mot-de-passe/ that expires after an hour. */
  forgotPassword: StatusResult;
  /** Sets the password from the e-mailed link's token; ends every session of the customer. */
  newPassword: StatusResult;
  /** Starts a new payment for a pending order of its owner (retry-payment view, reminder link). */
  payOrder: PlaceOrderResult;
  /** Places the cart as an order (or pays its pending order again) and starts the payment. */
  placeOrder: PlaceOrderResult;
  /** Places the redeem order: completed at once when the cards pay it all, else the shortfall is paid. */
  placeRedeemOrder: PlaceOrderResult;
  /** Takes a card out of the redeem session. */
  removeGiftcardPayment: GiftcardPaymentResult;
  /** Puts an earlier order's packages (all, or packageIds) back in the cart (reorder). */
  reorder: CartResult;
  /** Stores a business quote request and tells the store's business contact. */
  requestBusinessQuote: StatusResult;
  updateAddress: UserInfoResult;
  /** Replaces a package of the cart by a new configuration. */
  updateGiftcardPackage: CartResult;
  /** Changes a chosen card (amount, quantity, receiver); qty 0 removes it. */
  updateRedeemPackage: RedeemOrderResult;
  updateUserDetails: UserInfoResult;
  userLogin: StatusResult;
  userLogout: StatusResult;
};


export type MutationAddAddressArgs = {
  address: AddressInput;
  userData: UserDataInput;
};


export type MutationAddGiftcardPackageArgs = {
  package: GiftcardPackageInput;
  userData: UserDataInput;
};


export type MutationAddGiftcardPaymentArgs = {
  captchaToken: Scalars['String']['input'];
  card: GiftcardCredentialsInput;
  userData: UserDataInput;
};


export type MutationAddOriginalPackageToCartArgs = {
  packageId: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationAddRedeemPackageArgs = {
  input: RedeemPackageInput;
  userData: UserDataInput;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationCheckCartArgs = {
  userData: UserDataInput;
};


export type MutationCreateAccountArgs = {
  captchaToken: Scalars['String']['input'];
  input: CreateAccountInput;
  userData: UserDataInput;
};


export type MutationCreateActivationOrderArgs = {
  captchaToken: Scalars['String']['input'];
  input: ActivationInput;
  userData: UserDataInput;
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationDeleteGiftcardPackageGroupArgs = {
  packageId: InputMaybe<Scalars['ID']['input']>;
  shipmentTag: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationEnterDoublerArgs = {
  captchaToken: Scalars['String']['input'];
  input: DoublerEntryInput;
  userData: UserDataInput;
};


export type MutationEnterDoublerWithRedeemTokenArgs = {
  input: DoublerRedeemEntryInput;
  userData: UserDataInput;
};


export type MutationForgotPasswordArgs = {
  captchaToken: Scalars['String']['input'];
  email: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationNewPasswordArgs = {
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  token: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationPayOrderArgs = {
  access: InputMaybe<Scalars['String']['input']>;
  paymentDetails: InputMaybe<PaymentDetailsInput>;
  paymentMethod: Scalars['String']['input'];
  userData: UserDataInput;
  uuid: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
  userData: UserDataInput;
};


export type MutationPlaceRedeemOrderArgs = {
  input: PlaceRedeemOrderInput;
  userData: UserDataInput;
};


export type MutationRemoveGiftcardPaymentArgs = {
  paymentId: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationReorderArgs = {
  packageIds: InputMaybe<Array<Scalars['ID']['input']>>;
  userData: UserDataInput;
  uuid: Scalars['ID']['input'];
};


export type MutationRequestBusinessQuoteArgs = {
  captchaToken: Scalars['String']['input'];
  input: BusinessQuoteInput;
  userData: UserDataInput;
};


export type MutationUpdateAddressArgs = {
  address: AddressInput;
  id: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationUpdateGiftcardPackageArgs = {
  package: GiftcardPackageInput;
  packageId: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationUpdateRedeemPackageArgs = {
  input: RedeemPackageInput;
  packageId: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationUpdateUserDetailsArgs = {
  input: UserDetailsInput;
  userData: UserDataInput;
};


export type MutationUserLoginArgs = {
  captchaToken: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationUserLogoutArgs = {
  userData: UserDataInput;
};

/** What an order item is: its product, delivery type and price per piece. */
export type OrderItemVariation = {
  __typename?: 'OrderItemVariation';
  id: Scalars['ID']['output'];
  price: Money;
  product: Maybe<OrderProduct>;
  sku: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  variationType: VariationType;
};

export type OrderProduct = {
  __typename?: 'OrderProduct';
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  productType: ProductType;
  title: Scalars['String']['output'];
};

export type OrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'PENDING';

/** A cart line: one receiver's packages (spec §3 packagesGroups). */
export type PackagesGroup = {
  __typename?: 'PackagesGroup';
  cardsPreviews: Array<CardPreview>;
  deliveryType: DeliveryType;
  /** Set when the group holds one package. */
  packageId: Maybe<Scalars['ID']['output']>;
  packageIds: Array<Scalars['ID']['output']>;
  qty: Scalars['Int']['output'];
  receiverDescription: Maybe<Scalars['String']['output']>;
  receiverTitle: Scalars['String']['output'];
  tag: Scalars['String']['output'];
  totalPrice: Money;
};

export type Paging = {
  __typename?: 'Paging';
  currentPage: Scalars['Int']['output'];
  itemsPerPage: Scalars['Int']['output'];
  totalItems: Scalars['Int']['output'];
};

export type PagingInput = {
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
};

export type PaymentBank = {
  __typename?: 'PaymentBank';
  id: Scalars['ID']['output'];
  issuer: Scalars['String']['output'];
};

/** What some methods need (spec §3 payment form state): a bank, a Blik code, an MBWay phone. */
export type PaymentDetailsInput = {
  bankId?: InputMaybe<Scalars['String']['input']>;
  blikCode?: InputMaybe<Scalars['String']['input']>;
  mbwayPhone?: InputMaybe<Scalars['String']['input']>;
};

/** A way to pay the store offers (spec §3 payment methods); logos are spec §3 payment logo kinds. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  banks: Array<PaymentBank>;
  id: Scalars['ID']['output'];
  logos: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type PaymentStatus =
  | 'canceled'
  | 'expired'
  | 'failed'
  | 'open'
  | 'paid'
  | 'pending';

export type PersonalMessageOrderItem = {
  __typename?: 'PersonalMessageOrderItem';
  itemType: BasketItemType;
  qty: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  variation: OrderItemVariation;
};

export type PlaceOrderInput = {
  billingAddress: BillingAddressInput;
  /** The ad click that brought the buyer, stored in the browser; sent only with marketing consent. */
  clickId?: InputMaybe<ClickIdInput>;
  /** Required when the cart holds posted cards for the buyer, unless sameAsBilling. */
  deliveryAddress?: InputMaybe<PostalAddressInput>;
  paymentDetails?: InputMaybe<PaymentDetailsInput>;
  paymentMethod: Scalars['String']['input'];
  /** Registered mail for every posted shipment (it is the default above the threshold). */
  registeredMail?: InputMaybe<Scalars['Boolean']['input']>;
  sameAsBilling?: InputMaybe<Scalars['Boolean']['input']>;
  subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  termsAccepted: Scalars['Boolean']['input'];
};

export type PlaceOrderResult = {
  __typename?: 'PlaceOrderResult';
  errors: Array<GatewayError>;
  orderUuid: Maybe<Scalars['ID']['output']>;
  /** The payment page to send the payer to. */
  redirectUrl: Maybe<Scalars['String']['output']>;
};

export type PlaceRedeemOrderInput = {
  billingAddress: BillingAddressInput;
  /** The ad click that brought the holder, stored in the browser; sent only with marketing consent. */
  clickId?: InputMaybe<ClickIdInput>;
  deliveryAddress?: InputMaybe<PostalAddressInput>;
  paymentDetails?: InputMaybe<PaymentDetailsInput>;
  /** Needed only when something is left to pay. */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  sameAsBilling?: InputMaybe<Scalars['Boolean']['input']>;
  termsAccepted: Scalars['Boolean']['input'];
};

/** A placed order as its buyer sees it: confirmation pages and the account's orders. */
export type PlacedOrder = {
  __typename?: 'PlacedOrder';
  billingAddress: BillingAddress;
  /** A pending order whose payment can be started again. */
  canRetryPayment: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  groupedTotals: GroupedTotals;
  /** Set once paid; the PDF is at invoiceUrl (with the link's token when the owner came by it). */
  invoiceNumber: Maybe<Scalars['String']['output']>;
  invoiceUrl: Maybe<Scalars['String']['output']>;
  itemsQty: Scalars['Int']['output'];
  orderNumber: Scalars['String']['output'];
  packagesGroups: Array<PackagesGroup>;
  paidAt: Maybe<Scalars['String']['output']>;
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** The latest payment's state: a bank transfer waits as pending. */
  paymentStatus: Maybe<PaymentStatus>;
  placedAt: Scalars['String']['output'];
  shipments: Array<PlacedShipment>;
  status: OrderStatus;
  totals: Totals;
  uuid: Scalars['ID']['output'];
};

export type PlacedOrderResult = {
  __typename?: 'PlacedOrderResult';
  errors: Array<GatewayError>;
  /**
   * The order in full, for its owner only: the signed-in customer who placed it, the browser that
   * placed it, or the holder of an order e-mail's link (access). Null for anyone else.
   */
  order: Maybe<PlacedOrder>;
  /** Its status, for anyone holding the uuid. */
  orderStatus: Maybe<PlacedOrderStatus>;
};

/** What anyone holding an order's uuid sees: enough for the payment-return pages, nothing personal. */
export type PlacedOrderStatus = {
  __typename?: 'PlacedOrderStatus';
  orderNumber: Scalars['String']['output'];
  paymentStatus: Maybe<PaymentStatus>;
  status: OrderStatus;
  uuid: Scalars['ID']['output'];
};

export type PlacedShipment = {
  __typename?: 'PlacedShipment';
  deliveryAddress: Maybe<DeliveryAddress>;
  deliveryType: DeliveryType;
  formattedDeliveryDate: Scalars['String']['output'];
  packages: Array<GiftcardPackage>;
  registeredMail: Scalars['Boolean']['output'];
  tag: Scalars['String']['output'];
};

/** Where the buyer's own posted cards go (France). */
export type PostalAddressInput = {
  city: Scalars['String']['input'];
  companyName?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  houseNumber: Scalars['Int']['input'];
  lastName: Scalars['String']['input'];
  postCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
  suffix?: InputMaybe<Scalars['String']['input']>;
};

export type PreviewImage = {
  __typename?: 'PreviewImage';
  alt: Scalars['String']['output'];
  url: PreviewImageUrl;
};

export type PreviewImageUrl = {
  __typename?: 'PreviewImageUrl';
  href: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** A gift card, donation or blank card pack (spec §3 GiftcardProduct, DonationProduct). */
export type Product = {
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  digitalConfig: VariationConfig;
  fixedValues: Array<Money>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  physicalConfig: VariationConfig;
  productType: ProductType;
  redeemData: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type ProductListFilters = {
  /** Brand ids: products of any of them. */
  filterByBrand?: InputMaybe<Array<Scalars['ID']['input']>>;
  filterByPage?: InputMaybe<FilterByPage>;
  /** giftcard by default; redeem pages add donation. */
  filterByProductType?: InputMaybe<Array<ProductType>>;
  /** Category ids: products in any of them. */
  filterByTaxonomy?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ProductListResult = {
  __typename?: 'ProductListResult';
  errors: Array<GatewayError>;
  paging: Paging;
  products: Array<Product>;
};

export type ProductType =
  | 'blankGiftCardPack'
  | 'donation'
  | 'giftcard';

/** The customer's own address on the profile (spec §3 CustomerProfile.address). */
export type ProfileAddress = {
  __typename?: 'ProfileAddress';
  administrativeArea: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  companyName: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  houseNumber: Scalars['Int']['output'];
  postCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
  suffix: Maybe<Scalars['String']['output']>;
};

export type ProfileAddressInput = {
  administrativeArea?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  houseNumber: Scalars['Int']['input'];
  postCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
  suffix?: InputMaybe<Scalars['String']['input']>;
};

export type QtyPrice = {
  __typename?: 'QtyPrice';
  price: Money;
  qty: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  activationOptions: ActivationOptionsResult;
  blocksQueue: BlocksQueueResult;
  /**
   * The brands of the products the filters keep, filterByBrand aside: each brand's count is what
   * choosing it alone would show, so the brands of a list stay offered once some are chosen.
   */
  brandList: BrandListResult;
  /** The cart (spec §7); never cached. orderUuid reopens a placed order for a retried payment. */
  cart: CartResult;
  /** For the header count: read shipments.packages.giftcard.qty and packagesGroups.packageId. */
  cartQuantity: CartResult;
  cartV2: CartResult;
  /** The redeem session's cards (userData.redeemToken), each checked again. */
  checkGiftcardPayment: GiftcardPaymentResult;
  checkUserExist: UserExistResult;
  /** Payment methods and delivery dates for the shopper's cart. */
  checkout: CheckoutResult;
  /** The logged-in customer's placed orders, newest first. */
  customerOrders: CustomerOrdersResult;
  getLocationAddressSuggestions: LocationSuggestionsResult;
  getUserInfo: UserInfoResult;
  /** Balance, expiry and recent movements of a card; captcha and PIN first. */
  giftcardInfo: GiftcardInfoResult;
  /**
   * A redeem order: the session's open one (uuid 'current'), or a placed one by its uuid, in full
   * for its owner (as placedOrder) and its status for anyone else.
   */
  order: RedeemOrderQueryResult;
  /** A placed order: its status for anyone holding the uuid, the order in full for its owner. */
  placedOrder: PlacedOrderResult;
  productList: ProductListResult;
  /** Typo-tolerant, accent-insensitive search over products and giving moments (spec §2, §7). */
  search_v1: SearchResult;
};


export type QueryActivationOptionsArgs = {
  userData: UserDataInput;
};


export type QueryBlocksQueueArgs = {
  filters: InputMaybe<BlocksQueueFilters>;
  queueID: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryBrandListArgs = {
  filters: InputMaybe<ProductListFilters>;
  userData: UserDataInput;
};


export type QueryCartArgs = {
  orderUuid: InputMaybe<Scalars['ID']['input']>;
  userData: UserDataInput;
};


export type QueryCartQuantityArgs = {
  orderUuid: InputMaybe<Scalars['ID']['input']>;
  userData: UserDataInput;
};


export type QueryCartV2Args = {
  orderUuid: InputMaybe<Scalars['ID']['input']>;
  userData: UserDataInput;
};


export type QueryCheckGiftcardPaymentArgs = {
  userData: UserDataInput;
};


export type QueryCheckUserExistArgs = {
  captchaToken: Scalars['String']['input'];
  email: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryCheckoutArgs = {
  userData: UserDataInput;
};


export type QueryCustomerOrdersArgs = {
  paging: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QueryGetLocationAddressSuggestionsArgs = {
  filters: LocationSuggestionFilters;
  paging: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QueryGetUserInfoArgs = {
  userData: UserDataInput;
};


export type QueryGiftcardInfoArgs = {
  captchaToken: Scalars['String']['input'];
  card: GiftcardCredentialsInput;
  userData: UserDataInput;
};


export type QueryOrderArgs = {
  access: InputMaybe<Scalars['String']['input']>;
  userData: UserDataInput;
  uuid: Scalars['ID']['input'];
};


export type QueryPlacedOrderArgs = {
  access: InputMaybe<Scalars['String']['input']>;
  userData: UserDataInput;
  uuid: Scalars['ID']['input'];
};


export type QueryProductListArgs = {
  filters: InputMaybe<ProductListFilters>;
  paging: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QuerySearch_V1Args = {
  inputText: Scalars['String']['input'];
  userData: UserDataInput;
};

/** Who receives a package: name and e-mail (and a moment) for e-mail, name and address for post. */
export type ReceiverInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  houseNumber?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postCode?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<Scalars['String']['input']>;
};

/** How a holder reaches a brand's shop once the card is theirs (spec §3 RedeemOrder brand). */
export type RedeemBrand = {
  __typename?: 'RedeemBrand';
  externalProductLink: Maybe<ExternalLink>;
  id: Scalars['ID']['output'];
  iframeUrl: Maybe<Scalars['String']['output']>;
  redirectLink: Maybe<Scalars['String']['output']>;
  /** Seconds before redirecting. */
  redirectTime: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

export type RedeemData = {
  __typename?: 'RedeemData';
  description: Maybe<Scalars['String']['output']>;
  maximumAvailableCustomAmount: Maybe<Money>;
  minimumAvailableCustomAmount: Maybe<Money>;
  minimumRemainingBalance: Maybe<Money>;
  title: Maybe<Scalars['String']['output']>;
};

export type RedeemItem = {
  __typename?: 'RedeemItem';
  price: Money;
  qty: Scalars['Int']['output'];
  sku: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  variationId: Scalars['ID']['output'];
  /** Gift cards only. */
  variationType: Maybe<VariationType>;
};

export type RedeemMainProduct = {
  __typename?: 'RedeemMainProduct';
  backgroundColor: Maybe<BackgroundColor>;
  brand: Maybe<RedeemBrand>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  productType: ProductType;
  redeemData: Maybe<RedeemData>;
  title: Scalars['String']['output'];
};

/** A redeem order (spec §3 RedeemOrder): the chosen cards and the source cards paying for them. */
export type RedeemOrder = {
  __typename?: 'RedeemOrder';
  billingAddress: Maybe<BillingAddress>;
  id: Scalars['ID']['output'];
  itemsQty: Scalars['Int']['output'];
  orderNumber: Maybe<Scalars['String']['output']>;
  payments: Array<RedeemPayment>;
  /** What stays on the source cards once this order is paid. */
  remainingBalance: Money;
  shipments: Array<RedeemShipment>;
  status: Scalars['String']['output'];
  totals: RedeemTotals;
  uuid: Scalars['ID']['output'];
};

/** The redeem order query's answer: a placed order in full for its owner only, its status for anyone. */
export type RedeemOrderQueryResult = {
  __typename?: 'RedeemOrderQueryResult';
  errors: Array<GatewayError>;
  order: Maybe<RedeemOrder>;
  /** A placed order's status, for anyone holding the uuid (null for the session's open one). */
  orderStatus: Maybe<PlacedOrderStatus>;
};

export type RedeemOrderResult = {
  __typename?: 'RedeemOrderResult';
  errors: Array<GatewayError>;
  order: Maybe<RedeemOrder>;
};

export type RedeemPackage = {
  __typename?: 'RedeemPackage';
  deliveryType: DeliveryType;
  id: Scalars['ID']['output'];
  items: Array<RedeemItem>;
  mainProduct: RedeemMainProduct;
  mainProductType: ProductType;
  packageTotals: RedeemPackageTotals;
  receiver: Maybe<DeliveryAddress>;
};

/** A card chosen in the redeem shop; amounts above 150 EUR are split across several cards. */
export type RedeemPackageInput = {
  /** Cents per card. */
  amount: Scalars['Int']['input'];
  deliveryType: DeliveryType;
  message?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  qty: Scalars['Int']['input'];
  receiver?: InputMaybe<ReceiverInput>;
};

export type RedeemPackageTotals = {
  __typename?: 'RedeemPackageTotals';
  mainItemAmount: Money;
  mainItemEditable: Scalars['Boolean']['output'];
  promotionAmount: Money;
};

/** A source card paying for a redeem order (spec §3 redeem payments: entries with value). */
export type RedeemPayment = {
  __typename?: 'RedeemPayment';
  balance: Money;
  id: Scalars['ID']['output'];
  lastFour: Scalars['String']['output'];
  /** What this card pays of the order now: cards pay in the order they were added. */
  value: Money;
};

export type RedeemShipment = {
  __typename?: 'RedeemShipment';
  deliveryAddress: Maybe<DeliveryAddress>;
  /** ISO date of the earliest arrival. */
  deliveryDate: Maybe<Scalars['String']['output']>;
  deliveryType: DeliveryType;
  formattedDeliveryDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  packages: Array<RedeemPackage>;
};

export type RedeemTotals = {
  __typename?: 'RedeemTotals';
  /** Card total minus the payments, never below 0: the shortfall paid through a payment method. */
  amountToPay: Money;
  grandTotal: Money;
  subTotal: Money;
};

export type SearchBody = {
  __typename?: 'SearchBody';
  /** Items in all groups. */
  count: Scalars['Int']['output'];
  groups: Array<SearchGroup>;
};

/** A giving-moment page found by search. */
export type SearchGivingMomentItem = {
  __typename?: 'SearchGivingMomentItem';
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  heroTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
};

export type SearchGroup = {
  __typename?: 'SearchGroup';
  groupType: SearchGroupType;
  items: Array<SearchItem>;
};

export type SearchGroupType =
  | 'givingMoments'
  | 'products';

export type SearchItem = SearchGivingMomentItem | SearchProductItem;

/** A gift card or donation found by search. */
export type SearchProductItem = {
  __typename?: 'SearchProductItem';
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  productType: ProductType;
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  body: Maybe<SearchBody>;
  errors: Array<GatewayError>;
};

export type Shipment = {
  __typename?: 'Shipment';
  deliveryAddress: Maybe<DeliveryAddress>;
  deliveryDate: Maybe<Scalars['String']['output']>;
  deliveryType: DeliveryType;
  id: Scalars['ID']['output'];
  packages: Array<GiftcardPackage>;
  tag: Scalars['String']['output'];
};

/** When a shipment arrives: ISO dates (YYYY-MM-DD) and the text shown. */
export type ShipmentDelivery = {
  __typename?: 'ShipmentDelivery';
  deliveryType: DeliveryType;
  earliest: Scalars['String']['output'];
  formattedDeliveryDate: Scalars['String']['output'];
  latest: Scalars['String']['output'];
  registeredMail: Scalars['Boolean']['output'];
  tag: Scalars['String']['output'];
};

/** Login, logout and the other account calls answer a status and errors (spec §4, §7). */
export type StatusResult = {
  __typename?: 'StatusResult';
  errors: Array<GatewayError>;
  status: Scalars['Boolean']['output'];
};

export type Totals = {
  __typename?: 'Totals';
  adjustments: Array<Adjustment>;
  grandTotal: Money;
  grandTotalWithoutTax: Money;
  serviceFee: Money;
  /** Shipping adjustments summed. */
  shippingTotal: Money;
  subTotal: Money;
};

export type User = {
  __typename?: 'User';
  addressBook: Array<Address>;
  mainProfile: CustomerProfile;
  subscribed: Scalars['Boolean']['output'];
};

/** Who is asking, sent with every operation (spec §3 UserData). */
export type UserDataInput = {
  countryCode: Scalars['String']['input'];
  language: Scalars['String']['input'];
  redeemToken?: InputMaybe<Scalars['String']['input']>;
  storeID: Scalars['Int']['input'];
};

export type UserDetailsInput = {
  address?: InputMaybe<ProfileAddressInput>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  customerType: CustomerType;
  firstName: Scalars['String']['input'];
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  kvkNumber?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  subscribed: Scalars['Boolean']['input'];
  vatNumber?: InputMaybe<Scalars['String']['input']>;
};

/** checkUserExist: status true for a known e-mail, false for an unknown one, null on errors. */
export type UserExistResult = {
  __typename?: 'UserExistResult';
  errors: Array<GatewayError>;
  status: Maybe<Scalars['Boolean']['output']>;
};

/** getUserInfo: user is null when nobody is logged in (that is not an error). */
export type UserInfoResult = {
  __typename?: 'UserInfoResult';
  errors: Array<GatewayError>;
  user: Maybe<User>;
};

/** A sellable form of a product; price is null when the buyer chooses the amount. */
export type Variation = {
  __typename?: 'Variation';
  id: Scalars['ID']['output'];
  price: Maybe<Money>;
  sku: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  variationType: VariationType;
};

/** How a product sells in one delivery type: fixed prices, or a whole amount between min and max. */
export type VariationConfig = {
  __typename?: 'VariationConfig';
  available: Scalars['Boolean']['output'];
  hasFixedPrices: Scalars['Boolean']['output'];
  maxPrice: Maybe<Money>;
  minPrice: Maybe<Money>;
  pricesToShow: Array<Money>;
};

export type VariationType =
  | 'digital'
  | 'physical';

/** A wrapper (WRAPPER or DIGITAL_WRAPPER) or gift packing (GIFT_PACKING), one per card. */
export type WrapperOrderItem = {
  __typename?: 'WrapperOrderItem';
  itemType: BasketItemType;
  qty: Scalars['Int']['output'];
  variation: OrderItemVariation;
};
