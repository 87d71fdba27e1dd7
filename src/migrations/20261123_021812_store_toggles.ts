import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores" ADD COLUMN "toggles_order_modal_auth" boolean DEFAULT true;
  ALTER TABLE "stores" ADD COLUMN "toggles_redeem_delay_warning" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "toggles_header_v3" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "toggles_business_page_v3" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "toggles_checkout_v2" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "toggles_navigation_icon_text" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "toggles_retry_payment_page" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "toggles_error_messages" boolean DEFAULT true;
  ALTER TABLE "stores" ADD COLUMN "toggles_hand_v1" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "toggles_logos_from_store_backend" boolean DEFAULT true;
  ALTER TABLE "stores" ADD COLUMN "toggles_captcha_badge_hidden" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "toggles_colour_themes" boolean DEFAULT true;
  ALTER TABLE "stores" ADD COLUMN "toggles_language_switcher" boolean DEFAULT true;
  ALTER TABLE "stores" ADD COLUMN "toggles_cookies_link" boolean DEFAULT true;
  ALTER TABLE "stores" ADD COLUMN "toggles_footer_logos" boolean DEFAULT true;
  ALTER TABLE "stores" ADD COLUMN "toggles_search_tracking" boolean DEFAULT false;
  ALTER TABLE "stores_locales" ADD COLUMN "toggles_informative_message" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores" DROP COLUMN "toggles_order_modal_auth";
  ALTER TABLE "stores" DROP COLUMN "toggles_redeem_delay_warning";
  ALTER TABLE "stores" DROP COLUMN "toggles_header_v3";
  ALTER TABLE "stores" DROP COLUMN "toggles_business_page_v3";
  ALTER TABLE "stores" DROP COLUMN "toggles_checkout_v2";
  ALTER TABLE "stores" DROP COLUMN "toggles_navigation_icon_text";
  ALTER TABLE "stores" DROP COLUMN "toggles_retry_payment_page";
  ALTER TABLE "stores" DROP COLUMN "toggles_error_messages";
  ALTER TABLE "stores" DROP COLUMN "toggles_hand_v1";
  ALTER TABLE "stores" DROP COLUMN "toggles_logos_from_store_backend";
  ALTER TABLE "stores" DROP COLUMN "toggles_captcha_badge_hidden";
  ALTER TABLE "stores" DROP COLUMN "toggles_colour_themes";
  ALTER TABLE "stores" DROP COLUMN "toggles_language_switcher";
  ALTER TABLE "stores" DROP COLUMN "toggles_cookies_link";
  ALTER TABLE "stores" DROP COLUMN "toggles_footer_logos";
  ALTER TABLE "stores" DROP COLUMN "toggles_search_tracking";
  ALTER TABLE "stores_locales" DROP COLUMN "toggles_informative_message";`)
}
