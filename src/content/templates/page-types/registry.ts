import type { PageType } from '@/collections/pages/page-types'

import { ActivationTemplate } from './activation'
import { ActivationThankYouTemplate } from './activation-thank-you'
import { BlankGiftCardsTemplate } from './blank-gift-cards'
import { BlogTemplate } from './blog'
import { BusinessFormTemplate } from './business-form'
import { ConfirmationTemplate } from './confirmation'
import { homeV2Data, locationsOverviewData, productsOverviewData } from './data/catalogue.server'
import {
  blankGiftCardsData,
  blogData,
  doublerThankYouData,
  givingMomentsData,
} from './data/editorial.server'
import { restaurantData } from './data/places.server'
import { promoPopUpData } from './data/promo-pop-up.server'
import { redeemB2bResultData, redeemCheckData, redeemResultData } from './data/redeem.server'
import {
  activationData,
  activationThankYouData,
  businessFormData,
  confirmationData,
  userHomeData,
} from './data/shop.server'
import { DoublerThankYouTemplate } from './doubler-thank-you'
import { GivingMomentsOverviewTemplate } from './giving-moments-overview'
import { HomeV2Template } from './home-v2'
import { LocationsOverviewTemplate } from './locations-overview'
import { ProductsOverviewTemplate } from './products-overview'
import { PromoPopUpTemplate } from './promo-pop-up'
import { RedeemCheckTemplate } from './redeem-check'
import { RedeemResultTemplate } from './redeem-result'
import { RestaurantTemplate } from './restaurant'
import { contentOnly, type PageTemplate, pageTemplate } from './template'
import { UserHomeTemplate } from './user-home'

/**
 * pageType → template: what a page of that type shows around its layout, wherever it is (a fixed
 * route of spec §2 or any path an editor gives it). The mapped type makes it exhaustive: a page
 * type added to the Pages collection without an entry here fails `tsc`.
 */
export const pageTemplates: { [T in PageType]: PageTemplate } = {
  home: contentOnly,
  'home-v2': pageTemplate(homeV2Data, HomeV2Template, { ownsHeading: true }),
  landing: contentOnly,
  'blank-gift-cards': pageTemplate(blankGiftCardsData, BlankGiftCardsTemplate),
  blog: pageTemplate(blogData, BlogTemplate),
  'business-form': pageTemplate(businessFormData(), BusinessFormTemplate),
  'business-form-v2': pageTemplate(businessFormData('v2'), BusinessFormTemplate),
  contacts: contentOnly,
  activation: pageTemplate(activationData, ActivationTemplate),
  'activation-thank-you': pageTemplate(activationThankYouData, ActivationThankYouTemplate),
  'giving-moments-overview': pageTemplate(givingMomentsData, GivingMomentsOverviewTemplate),
  'locations-overview': pageTemplate(locationsOverviewData, LocationsOverviewTemplate),
  'products-overview': pageTemplate(productsOverviewData, ProductsOverviewTemplate),
  'redeem-b2b-result': pageTemplate(redeemB2bResultData, RedeemResultTemplate),
  'redeem-check': pageTemplate(redeemCheckData, RedeemCheckTemplate),
  'redeem-result': pageTemplate((context) => redeemResultData(context), RedeemResultTemplate),
  terms: contentOnly,
  'user-home': pageTemplate(userHomeData, UserHomeTemplate),
  confirmation: pageTemplate(confirmationData, ConfirmationTemplate),
  'doubler-thank-you': pageTemplate(doublerThankYouData, DoublerThankYouTemplate),
  restaurant: pageTemplate(restaurantData, RestaurantTemplate),
  // The dialog brings the promotion's h1 (its title), the home page behind it keeps its own.
  'promo-pop-up': pageTemplate(promoPopUpData, PromoPopUpTemplate, { ownsHeading: true }),
}
