import * as migration_20261123_005016_initial from './20261123_005016_initial'
import * as migration_20261123_013353_content from './20261123_013353_content'
import * as migration_20261123_021812_store_toggles from './20261123_021812_store_toggles'
import * as migration_20261123_031517_header_menu from './20261123_031517_header_menu'
import * as migration_20261123_041450_catalogue from './20261123_041450_catalogue'
import * as migration_20261123_041451_search from './20261123_041451_search'
import * as migration_20261123_061528_catalogue_blocks from './20261123_061528_catalogue_blocks'
import * as migration_20261123_064824_product_multi_brand_location_type from './20261123_064824_product_multi_brand_location_type'
import * as migration_20261123_070040_popular_search from './20261123_070040_popular_search'
import * as migration_20261123_085103_basket from './20261123_085103_basket'
import * as migration_20261123_090052_stale_cart_purge from './20261123_090052_stale_cart_purge'
import * as migration_20261123_121806_customers from './20261123_121806_customers'
import * as migration_20261123_123313_session_purge from './20261123_123313_session_purge'
import * as migration_20261123_163704_checkout from './20261123_163704_checkout'
import * as migration_20261123_195112_cards from './20261123_195112_cards'
import * as migration_20261123_211058_doubler_draw_job from './20261123_211058_doubler_draw_job'
import * as migration_20261123_224407_cards_per_pack from './20261123_224407_cards_per_pack'
import * as migration_20261123_224959_ledger_status_change from './20261123_224959_ledger_status_change'
import * as migration_20261125_230000_rate_limits from './20261125_230000_rate_limits'
import * as migration_20261125_232423_confirmation_claim from './20261125_232423_confirmation_claim'
import * as migration_20261126_062721_media_storage_fields from './20261126_062721_media_storage_fields'
import * as migration_20261126_191129_drop_hand_v1_toggle from './20261126_191129_drop_hand_v1_toggle'
import * as migration_20261126_193628_staff_roles from './20261126_193628_staff_roles'
import * as migration_20261126_193959_page_product from './20261126_193959_page_product'
import * as migration_20261126_235020_french_collation from './20261126_235020_french_collation'
import * as migration_20261127_004631_order_attribution from './20261127_004631_order_attribution'
import * as migration_20261127_035336_order_language_bank_account from './20261127_035336_order_language_bank_account'
import * as migration_20261127_154027_packaging_with_wine from './20261127_154027_packaging_with_wine'
import * as migration_20261127_223306_promo_pop_up_page_type from './20261127_223306_promo_pop_up_page_type'
import * as migration_20261129_052212_payment_review_and_status_checks from './20261129_052212_payment_review_and_status_checks'
import * as migration_20261129_095433_insider_controls from './20261129_095433_insider_controls'
import * as migration_20261129_203500_chamber_of_commerce_number from './20261129_203500_chamber_of_commerce_number'
import * as migration_20261129_232606_store_hosts from './20261129_232606_store_hosts'
import * as migration_20261129_233120_store_card_prefix_sender_analytics from './20261129_233120_store_card_prefix_sender_analytics'
import * as migration_20261130_001641_doubler_draws_per_store from './20261130_001641_doubler_draws_per_store'
import * as migration_20261130_002928_multi_tenant from './20261130_002928_multi_tenant'
import * as migration_20261130_031431_catalogue_per_store from './20261130_031431_catalogue_per_store'
import * as migration_20261130_033509_store_titles_in_store_languages from './20261130_033509_store_titles_in_store_languages'
import * as migration_20261130_065602_media_store from './20261130_065602_media_store'
import * as migration_20261130_094437_pages_last_editor from './20261130_094437_pages_last_editor'

export const migrations = [
  {
    up: migration_20261123_005016_initial.up,
    down: migration_20261123_005016_initial.down,
    name: '20261123_005016_initial',
  },
  {
    up: migration_20261123_013353_content.up,
    down: migration_20261123_013353_content.down,
    name: '20261123_013353_content',
  },
  {
    up: migration_20261123_021812_store_toggles.up,
    down: migration_20261123_021812_store_toggles.down,
    name: '20261123_021812_store_toggles',
  },
  {
    up: migration_20261123_031517_header_menu.up,
    down: migration_20261123_031517_header_menu.down,
    name: '20261123_031517_header_menu',
  },
  {
    up: migration_20261123_041450_catalogue.up,
    down: migration_20261123_041450_catalogue.down,
    name: '20261123_041450_catalogue',
  },
  {
    up: migration_20261123_041451_search.up,
    down: migration_20261123_041451_search.down,
    name: '20261123_041451_search',
  },
  {
    up: migration_20261123_061528_catalogue_blocks.up,
    down: migration_20261123_061528_catalogue_blocks.down,
    name: '20261123_061528_catalogue_blocks',
  },
  {
    up: migration_20261123_064824_product_multi_brand_location_type.up,
    down: migration_20261123_064824_product_multi_brand_location_type.down,
    name: '20261123_064824_product_multi_brand_location_type',
  },
  {
    up: migration_20261123_070040_popular_search.up,
    down: migration_20261123_070040_popular_search.down,
    name: '20261123_070040_popular_search',
  },
  {
    up: migration_20261123_085103_basket.up,
    down: migration_20261123_085103_basket.down,
    name: '20261123_085103_basket',
  },
  {
    up: migration_20261123_090052_stale_cart_purge.up,
    down: migration_20261123_090052_stale_cart_purge.down,
    name: '20261123_090052_stale_cart_purge',
  },
  {
    up: migration_20261123_121806_customers.up,
    down: migration_20261123_121806_customers.down,
    name: '20261123_121806_customers',
  },
  {
    up: migration_20261123_123313_session_purge.up,
    down: migration_20261123_123313_session_purge.down,
    name: '20261123_123313_session_purge',
  },
  {
    up: migration_20261123_163704_checkout.up,
    down: migration_20261123_163704_checkout.down,
    name: '20261123_163704_checkout',
  },
  {
    up: migration_20261123_195112_cards.up,
    down: migration_20261123_195112_cards.down,
    name: '20261123_195112_cards',
  },
  {
    up: migration_20261123_211058_doubler_draw_job.up,
    down: migration_20261123_211058_doubler_draw_job.down,
    name: '20261123_211058_doubler_draw_job',
  },
  {
    up: migration_20261123_224407_cards_per_pack.up,
    down: migration_20261123_224407_cards_per_pack.down,
    name: '20261123_224407_cards_per_pack',
  },
  {
    up: migration_20261123_224959_ledger_status_change.up,
    down: migration_20261123_224959_ledger_status_change.down,
    name: '20261123_224959_ledger_status_change',
  },
  {
    up: migration_20261125_230000_rate_limits.up,
    down: migration_20261125_230000_rate_limits.down,
    name: '20261125_230000_rate_limits',
  },
  {
    up: migration_20261125_232423_confirmation_claim.up,
    down: migration_20261125_232423_confirmation_claim.down,
    name: '20261125_232423_confirmation_claim',
  },
  {
    up: migration_20261126_062721_media_storage_fields.up,
    down: migration_20261126_062721_media_storage_fields.down,
    name: '20261126_062721_media_storage_fields',
  },
  {
    up: migration_20261126_191129_drop_hand_v1_toggle.up,
    down: migration_20261126_191129_drop_hand_v1_toggle.down,
    name: '20261126_191129_drop_hand_v1_toggle',
  },
  {
    up: migration_20261126_193628_staff_roles.up,
    down: migration_20261126_193628_staff_roles.down,
    name: '20261126_193628_staff_roles',
  },
  {
    up: migration_20261126_193959_page_product.up,
    down: migration_20261126_193959_page_product.down,
    name: '20261126_193959_page_product',
  },
  {
    up: migration_20261126_235020_french_collation.up,
    down: migration_20261126_235020_french_collation.down,
    name: '20261126_235020_french_collation',
  },
  {
    up: migration_20261127_004631_order_attribution.up,
    down: migration_20261127_004631_order_attribution.down,
    name: '20261127_004631_order_attribution',
  },
  {
    up: migration_20261127_035336_order_language_bank_account.up,
    down: migration_20261127_035336_order_language_bank_account.down,
    name: '20261127_035336_order_language_bank_account',
  },
  {
    up: migration_20261127_154027_packaging_with_wine.up,
    down: migration_20261127_154027_packaging_with_wine.down,
    name: '20261127_154027_packaging_with_wine',
  },
  {
    up: migration_20261127_223306_promo_pop_up_page_type.up,
    down: migration_20261127_223306_promo_pop_up_page_type.down,
    name: '20261127_223306_promo_pop_up_page_type',
  },
  {
    up: migration_20261129_052212_payment_review_and_status_checks.up,
    down: migration_20261129_052212_payment_review_and_status_checks.down,
    name: '20261129_052212_payment_review_and_status_checks',
  },
  {
    up: migration_20261129_095433_insider_controls.up,
    down: migration_20261129_095433_insider_controls.down,
    name: '20261129_095433_insider_controls',
  },
  {
    up: migration_20261129_203500_chamber_of_commerce_number.up,
    down: migration_20261129_203500_chamber_of_commerce_number.down,
    name: '20261129_203500_chamber_of_commerce_number',
  },
  {
    up: migration_20261129_232606_store_hosts.up,
    down: migration_20261129_232606_store_hosts.down,
    name: '20261129_232606_store_hosts',
  },
  {
    up: migration_20261129_233120_store_card_prefix_sender_analytics.up,
    down: migration_20261129_233120_store_card_prefix_sender_analytics.down,
    name: '20261129_233120_store_card_prefix_sender_analytics',
  },
  {
    up: migration_20261130_001641_doubler_draws_per_store.up,
    down: migration_20261130_001641_doubler_draws_per_store.down,
    name: '20261130_001641_doubler_draws_per_store',
  },
  {
    up: migration_20261130_002928_multi_tenant.up,
    down: migration_20261130_002928_multi_tenant.down,
    name: '20261130_002928_multi_tenant',
  },
  {
    up: migration_20261130_031431_catalogue_per_store.up,
    down: migration_20261130_031431_catalogue_per_store.down,
    name: '20261130_031431_catalogue_per_store',
  },
  {
    up: migration_20261130_033509_store_titles_in_store_languages.up,
    down: migration_20261130_033509_store_titles_in_store_languages.down,
    name: '20261130_033509_store_titles_in_store_languages',
  },
  {
    up: migration_20261130_065602_media_store.up,
    down: migration_20261130_065602_media_store.down,
    name: '20261130_065602_media_store',
  },
  {
    up: migration_20261130_094437_pages_last_editor.up,
    down: migration_20261130_094437_pages_last_editor.down,
    name: '20261130_094437_pages_last_editor',
  },
]
