import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_title_sub_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum_pages_title_body_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_pages_bitsl_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum_pages_image_body_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_usps_image_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum_pages_blog_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum_pages_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_pages_video_embed_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum_pages_video_file_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('home', 'home-v2', 'landing', 'blank-gift-cards', 'blog', 'business-form', 'business-form-v2', 'contacts', 'activation', 'activation-thank-you', 'giving-moments-overview', 'locations-overview', 'products-overview', 'redeem-b2b-result', 'redeem-check', 'redeem-result', 'terms', 'user-home', 'confirmation', 'doubler-thank-you', 'restaurant');
  CREATE TYPE "public"."enum_pages_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___pages_v_title_sub_v_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum___pages_v_title_body_v_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum___pages_v_bitsl_v_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum___pages_v_image_body_v_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum___pages_v_usps_image_v_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum___pages_v_blog_v_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum__pages_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum___pages_v_video_embed_v_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum___pages_v_video_file_v_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('home', 'home-v2', 'landing', 'blank-gift-cards', 'blog', 'business-form', 'business-form-v2', 'contacts', 'activation', 'activation-thank-you', 'giving-moments-overview', 'locations-overview', 'products-overview', 'redeem-b2b-result', 'redeem-check', 'redeem-result', 'terms', 'user-home', 'confirmation', 'doubler-thank-you', 'restaurant');
  CREATE TYPE "public"."enum__pages_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_blog_posts_title_sub_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum_blog_posts_title_body_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_blog_posts_bitsl_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum_blog_posts_image_body_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_blog_posts_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_blog_posts_usps_image_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum_blog_posts_blog_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum_blog_posts_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_blog_posts_video_embed_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum_blog_posts_video_file_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum_blog_posts_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___blog_posts_v_title_sub_v_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum___blog_posts_v_title_body_v_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum___blog_posts_v_bitsl_v_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum___blog_posts_v_image_body_v_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__blog_posts_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum___blog_posts_v_usps_image_v_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum___blog_posts_v_blog_v_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum__blog_posts_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum___blog_posts_v_video_embed_v_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum___blog_posts_v_video_file_v_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum__blog_posts_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_giving_moments_title_sub_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum_giving_moments_title_body_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_giving_moments_bitsl_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum_giving_moments_image_body_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_giving_moments_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_giving_moments_usps_image_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum_giving_moments_blog_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum_giving_moments_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_giving_moments_video_embed_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum_giving_moments_video_file_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum_giving_moments_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_giving_moments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___giving_moments_v_title_sub_v_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum___giving_moments_v_title_body_v_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum___giving_moments_v_bitsl_v_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum___giving_moments_v_image_body_v_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__giving_moments_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum___giving_moments_v_usps_image_v_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum___giving_moments_v_blog_v_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum__giving_moments_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum___giving_moments_v_video_embed_v_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum___giving_moments_v_video_file_v_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum__giving_moments_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__giving_moments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__giving_moments_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_products_title_sub_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum_products_title_body_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_products_bitsl_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum_products_image_body_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_products_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_products_usps_image_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum_products_blog_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum_products_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_products_video_embed_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum_products_video_file_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum_products_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___products_v_title_sub_v_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum___products_v_title_body_v_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum___products_v_bitsl_v_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum___products_v_image_body_v_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__products_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum___products_v_usps_image_v_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum___products_v_blog_v_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum__products_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum___products_v_video_embed_v_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum___products_v_video_file_v_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum__products_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_categories_title_sub_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum_categories_title_body_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_categories_bitsl_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum_categories_image_body_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_categories_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_categories_usps_image_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum_categories_blog_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum_categories_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_categories_video_embed_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum_categories_video_file_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum_categories_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___categories_v_title_sub_v_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum___categories_v_title_body_v_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum___categories_v_bitsl_v_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum___categories_v_image_body_v_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__categories_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum___categories_v_usps_image_v_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum___categories_v_blog_v_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum__categories_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum___categories_v_video_embed_v_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum___categories_v_video_file_v_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum__categories_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_brands_title_sub_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum_brands_title_body_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_brands_bitsl_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum_brands_image_body_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_brands_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_brands_usps_image_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum_brands_blog_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum_brands_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_brands_video_embed_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum_brands_video_file_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum_brands_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_brands_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___brands_v_title_sub_v_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum___brands_v_title_body_v_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum___brands_v_bitsl_v_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum___brands_v_image_body_v_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__brands_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum___brands_v_usps_image_v_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum___brands_v_blog_v_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum__brands_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum___brands_v_video_embed_v_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum___brands_v_video_file_v_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum__brands_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__brands_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brands_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_blocks_queues_title_sub_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum_blocks_queues_title_body_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_blocks_queues_bitsl_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum_blocks_queues_image_body_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_blocks_queues_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_blocks_queues_usps_image_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum_blocks_queues_blog_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum_blocks_queues_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_blocks_queues_video_embed_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum_blocks_queues_video_file_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "pages_title_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_title_sub_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_title_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum_pages_title_body_alignment" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_bitsl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_bitsl_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_image_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum_pages_image_body_image_position" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum_pages_blocks_colored_text_color" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_product_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_testimonials_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "pages_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_usps_image_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum_pages_usps_image_usps_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "pages_usps_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_title_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "pages_title_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_hand" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_hand_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_pages_blog_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum_pages_blocks_image_size" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_pages_video_embed_provider",
  	"url" varchar,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum_pages_video_file_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_queue_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_type" "enum_pages_page_type" DEFAULT 'landing',
  	"meta_robots" "enum_pages_meta_robots" DEFAULT 'index-follow',
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "__pages_v_title_sub_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___pages_v_title_sub_v_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_title_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum___pages_v_title_body_v_alignment" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_bitsl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___pages_v_bitsl_v_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_image_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum___pages_v_image_body_v_image_position" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum__pages_v_blocks_colored_text_color" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_product_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_testimonials_v_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_usps_image_v_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum___pages_v_usps_image_v_usps_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_usps_image_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_title_images_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_title_images_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_hand_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_hand_link_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blog_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum___pages_v_blog_v_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum__pages_v_blocks_image_size" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_video_embed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum___pages_v_video_embed_v_provider",
  	"url" varchar,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_video_file_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum___pages_v_video_file_v_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_queue_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page_type" "enum__pages_v_version_page_type" DEFAULT 'landing',
  	"version_meta_robots" "enum__pages_v_version_meta_robots" DEFAULT 'index-follow',
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "blog_posts_title_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_blog_posts_title_sub_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_title_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum_blog_posts_title_body_alignment" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_bitsl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_blog_posts_bitsl_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_image_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum_blog_posts_image_body_image_position" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum_blog_posts_blocks_colored_text_color" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_product_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_testimonials_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "blog_posts_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_usps_image_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum_blog_posts_usps_image_usps_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "blog_posts_usps_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_title_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "blog_posts_title_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_hand" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_hand_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_blog_posts_blog_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum_blog_posts_blocks_image_size" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_blog_posts_video_embed_provider",
  	"url" varchar,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum_blog_posts_video_file_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_queue_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"meta_robots" "enum_blog_posts_meta_robots" DEFAULT 'index-follow',
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_posts_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "__blog_posts_v_title_sub_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___blog_posts_v_title_sub_v_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_title_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum___blog_posts_v_title_body_v_alignment" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_bitsl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___blog_posts_v_bitsl_v_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_image_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum___blog_posts_v_image_body_v_image_position" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_blog_posts_v_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum__blog_posts_v_blocks_colored_text_color" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_blog_posts_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_product_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_testimonials_v_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__blog_posts_v_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_usps_image_v_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum___blog_posts_v_usps_image_v_usps_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__blog_posts_v_usps_image_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_title_images_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__blog_posts_v_title_images_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_hand_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_hand_link_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_blog_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum___blog_posts_v_blog_v_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_blog_posts_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum__blog_posts_v_blocks_image_size" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_video_embed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum___blog_posts_v_video_embed_v_provider",
  	"url" varchar,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_video_file_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum___blog_posts_v_video_file_v_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_queue_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_blog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_hero_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_meta_robots" "enum__blog_posts_v_version_meta_robots" DEFAULT 'index-follow',
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_blog_posts_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "giving_moments_title_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_giving_moments_title_sub_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_title_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum_giving_moments_title_body_alignment" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_bitsl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_giving_moments_bitsl_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_image_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum_giving_moments_image_body_image_position" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum_giving_moments_blocks_colored_text_color" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_product_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_testimonials_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "giving_moments_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_usps_image_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum_giving_moments_usps_image_usps_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "giving_moments_usps_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_title_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "giving_moments_title_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_hand" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_hand_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_giving_moments_blog_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum_giving_moments_blocks_image_size" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_giving_moments_video_embed_provider",
  	"url" varchar,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum_giving_moments_video_file_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_queue_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"meta_robots" "enum_giving_moments_meta_robots" DEFAULT 'index-follow',
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_giving_moments_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "giving_moments_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"hero_title" varchar,
  	"description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "giving_moments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "__giving_moments_v_title_sub_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___giving_moments_v_title_sub_v_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_title_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum___giving_moments_v_title_body_v_alignment" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_bitsl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___giving_moments_v_bitsl_v_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_image_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum___giving_moments_v_image_body_v_image_position" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_giving_moments_v_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum__giving_moments_v_blocks_colored_text_color" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_giving_moments_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_product_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_testimonials_v_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__giving_moments_v_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_usps_image_v_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum___giving_moments_v_usps_image_v_usps_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__giving_moments_v_usps_image_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_title_images_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__giving_moments_v_title_images_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_hand_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_hand_link_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_blog_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum___giving_moments_v_blog_v_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_giving_moments_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum__giving_moments_v_blocks_image_size" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_video_embed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum___giving_moments_v_video_embed_v_provider",
  	"url" varchar,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_video_file_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum___giving_moments_v_video_file_v_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_queue_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_giving_moments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_background_color_color" varchar DEFAULT '#f5f2ee',
  	"version_background_color_opacity" numeric DEFAULT 100,
  	"version_meta_robots" "enum__giving_moments_v_version_meta_robots" DEFAULT 'index-follow',
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__giving_moments_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__giving_moments_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_giving_moments_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_hero_title" varchar,
  	"version_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_giving_moments_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "products_title_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_products_title_sub_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_title_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum_products_title_body_alignment" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_bitsl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_products_bitsl_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_image_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum_products_image_body_image_position" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum_products_blocks_colored_text_color" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_product_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_testimonials_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "products_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_usps_image_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum_products_usps_image_usps_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "products_usps_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_title_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "products_title_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_hand" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_hand_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_products_blog_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum_products_blocks_image_size" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_products_video_embed_provider",
  	"url" varchar,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum_products_video_file_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_queue_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"show_hand" boolean DEFAULT false,
  	"show_shadow" boolean DEFAULT true,
  	"meta_robots" "enum_products_meta_robots" DEFAULT 'index-follow',
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "__products_v_title_sub_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___products_v_title_sub_v_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_title_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum___products_v_title_body_v_alignment" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_bitsl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___products_v_bitsl_v_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_image_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum___products_v_image_body_v_image_position" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum__products_v_blocks_colored_text_color" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_product_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_testimonials_v_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__products_v_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_usps_image_v_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum___products_v_usps_image_v_usps_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__products_v_usps_image_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_title_images_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__products_v_title_images_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_hand_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_hand_link_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_blog_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum___products_v_blog_v_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum__products_v_blocks_image_size" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_video_embed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum___products_v_video_embed_v_provider",
  	"url" varchar,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_video_file_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum___products_v_video_file_v_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_queue_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_background_color_color" varchar DEFAULT '#f5f2ee',
  	"version_background_color_opacity" numeric DEFAULT 100,
  	"version_show_hand" boolean DEFAULT false,
  	"version_show_shadow" boolean DEFAULT true,
  	"version_meta_robots" "enum__products_v_version_meta_robots" DEFAULT 'index-follow',
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "categories_title_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_categories_title_sub_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_title_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum_categories_title_body_alignment" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_bitsl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_categories_bitsl_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_image_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum_categories_image_body_image_position" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum_categories_blocks_colored_text_color" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_product_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_testimonials_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "categories_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_usps_image_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum_categories_usps_image_usps_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "categories_usps_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_title_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "categories_title_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_hand" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_hand_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_categories_blog_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum_categories_blocks_image_size" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_categories_video_embed_provider",
  	"url" varchar,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum_categories_video_file_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_queue_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"meta_robots" "enum_categories_meta_robots" DEFAULT 'index-follow',
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "categories_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "__categories_v_title_sub_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___categories_v_title_sub_v_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_title_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum___categories_v_title_body_v_alignment" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_bitsl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___categories_v_bitsl_v_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_image_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum___categories_v_image_body_v_image_position" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_categories_v_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum__categories_v_blocks_colored_text_color" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_categories_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_product_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_testimonials_v_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__categories_v_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_usps_image_v_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum___categories_v_usps_image_v_usps_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__categories_v_usps_image_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_title_images_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__categories_v_title_images_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_hand_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_hand_link_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_blog_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum___categories_v_blog_v_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_categories_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum__categories_v_blocks_image_size" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_video_embed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum___categories_v_video_embed_v_provider",
  	"url" varchar,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_video_file_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum___categories_v_video_file_v_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_queue_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_icon_id" integer,
  	"version_meta_robots" "enum__categories_v_version_meta_robots" DEFAULT 'index-follow',
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__categories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_categories_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_categories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "brands_title_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_brands_title_sub_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_title_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum_brands_title_body_alignment" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_bitsl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_brands_bitsl_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_image_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum_brands_image_body_image_position" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum_brands_blocks_colored_text_color" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_product_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_testimonials_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "brands_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_usps_image_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum_brands_usps_image_usps_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "brands_usps_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_title_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "brands_title_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_hand" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_hand_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_brands_blog_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum_brands_blocks_image_size" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_brands_video_embed_provider",
  	"url" varchar,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum_brands_video_file_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_queue_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"meta_robots" "enum_brands_meta_robots" DEFAULT 'index-follow',
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_brands_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "brands_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "brands_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "__brands_v_title_sub_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___brands_v_title_sub_v_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_title_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum___brands_v_title_body_v_alignment" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_bitsl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum___brands_v_bitsl_v_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_image_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum___brands_v_image_body_v_image_position" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_brands_v_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e',
  	"text_color" "enum__brands_v_blocks_colored_text_color" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_brands_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_product_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_testimonials_v_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__brands_v_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_usps_image_v_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum___brands_v_usps_image_v_usps_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__brands_v_usps_image_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_title_images_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__brands_v_title_images_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_hand_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_hand_link_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"card_image_id" integer,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_blog_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum___brands_v_blog_v_mode" DEFAULT 'latest',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_brands_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"size" "enum__brands_v_blocks_image_size" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_video_embed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum___brands_v_video_embed_v_provider",
  	"url" varchar,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_video_file_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum___brands_v_video_file_v_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_queue_ref_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"queue_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_brands_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_logo_id" integer,
  	"version_meta_robots" "enum__brands_v_version_meta_robots" DEFAULT 'index-follow',
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__brands_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__brands_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_brands_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_brands_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" integer,
  	"blog_posts_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "blocks_queues_title_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_blocks_queues_title_sub_variant" DEFAULT 'centered' NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_title_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"alignment" "enum_blocks_queues_title_body_alignment" DEFAULT 'left' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_bitsl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_blocks_queues_bitsl_variant" DEFAULT 'imageRight' NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer NOT NULL,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_image_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"body" jsonb NOT NULL,
  	"image_position" "enum_blocks_queues_image_body_image_position" DEFAULT 'left' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_blocks_colored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"color" varchar DEFAULT '#c8102e' NOT NULL,
  	"text_color" "enum_blocks_queues_blocks_colored_text_color" DEFAULT 'light' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"show_customer_service" boolean DEFAULT true,
  	"show_opening_hours" boolean DEFAULT true,
  	"show_business_contact" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_product_ref" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_testimonials_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"role" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "blocks_queues_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_usps_image_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"icon" "enum_blocks_queues_usps_image_usps_icon" DEFAULT 'check' NOT NULL
  );
  
  CREATE TABLE "blocks_queues_usps_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_title_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "blocks_queues_title_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_hand" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"card_image_id" integer NOT NULL,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_hand_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"card_image_id" integer NOT NULL,
  	"background_color_color" varchar DEFAULT '#f5f2ee',
  	"background_color_opacity" numeric DEFAULT 100,
  	"link_label" varchar NOT NULL,
  	"link_href" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_blocks_queues_blog_mode" DEFAULT 'latest' NOT NULL,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar,
  	"size" "enum_blocks_queues_blocks_image_size" DEFAULT 'content' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_blocks_queues_video_embed_provider" NOT NULL,
  	"url" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"mime_type" "enum_blocks_queues_video_file_mime_type" DEFAULT 'video/mp4' NOT NULL,
  	"title" varchar NOT NULL,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_queues_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "blocks_queues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"queue_i_d" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blocks_queues_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"categories_id" integer,
  	"products_id" integer,
  	"blog_posts_id" integer
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"permanent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "giving_moments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brands_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blocks_queues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_title_sub" ADD CONSTRAINT "pages_title_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_title_body" ADD CONSTRAINT "pages_title_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_bitsl" ADD CONSTRAINT "pages_bitsl_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_bitsl" ADD CONSTRAINT "pages_bitsl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_image_body" ADD CONSTRAINT "pages_image_body_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_image_body" ADD CONSTRAINT "pages_image_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_colored" ADD CONSTRAINT "pages_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_product_ref" ADD CONSTRAINT "pages_product_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_testimonials_testimonials" ADD CONSTRAINT "pages_testimonials_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_testimonials" ADD CONSTRAINT "pages_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_usps_image_usps" ADD CONSTRAINT "pages_usps_image_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_usps_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_usps_image" ADD CONSTRAINT "pages_usps_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_usps_image" ADD CONSTRAINT "pages_usps_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_title_images_images" ADD CONSTRAINT "pages_title_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_title_images_images" ADD CONSTRAINT "pages_title_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_title_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_title_images" ADD CONSTRAINT "pages_title_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_hand" ADD CONSTRAINT "pages_hand_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_hand" ADD CONSTRAINT "pages_hand_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_hand_link" ADD CONSTRAINT "pages_hand_link_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_hand_link" ADD CONSTRAINT "pages_hand_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blog" ADD CONSTRAINT "pages_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_video_embed" ADD CONSTRAINT "pages_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_video_file" ADD CONSTRAINT "pages_video_file_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_video_file" ADD CONSTRAINT "pages_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_queue_ref" ADD CONSTRAINT "pages_queue_ref_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_queue_ref" ADD CONSTRAINT "pages_queue_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_title_sub_v" ADD CONSTRAINT "__pages_v_title_sub_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_title_body_v" ADD CONSTRAINT "__pages_v_title_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_bitsl_v" ADD CONSTRAINT "__pages_v_bitsl_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_bitsl_v" ADD CONSTRAINT "__pages_v_bitsl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_image_body_v" ADD CONSTRAINT "__pages_v_image_body_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_image_body_v" ADD CONSTRAINT "__pages_v_image_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_colored" ADD CONSTRAINT "_pages_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_product_ref_v" ADD CONSTRAINT "__pages_v_product_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_testimonials_v_testimonials" ADD CONSTRAINT "__pages_v_testimonials_v_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_testimonials_v" ADD CONSTRAINT "__pages_v_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_usps_image_v_usps" ADD CONSTRAINT "__pages_v_usps_image_v_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_usps_image_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_usps_image_v" ADD CONSTRAINT "__pages_v_usps_image_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_usps_image_v" ADD CONSTRAINT "__pages_v_usps_image_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_title_images_v_images" ADD CONSTRAINT "__pages_v_title_images_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_title_images_v_images" ADD CONSTRAINT "__pages_v_title_images_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_title_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_title_images_v" ADD CONSTRAINT "__pages_v_title_images_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_hand_v" ADD CONSTRAINT "__pages_v_hand_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_hand_v" ADD CONSTRAINT "__pages_v_hand_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_hand_link_v" ADD CONSTRAINT "__pages_v_hand_link_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_hand_link_v" ADD CONSTRAINT "__pages_v_hand_link_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blog_v" ADD CONSTRAINT "__pages_v_blog_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_video_embed_v" ADD CONSTRAINT "__pages_v_video_embed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_video_file_v" ADD CONSTRAINT "__pages_v_video_file_v_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_video_file_v" ADD CONSTRAINT "__pages_v_video_file_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_queue_ref_v" ADD CONSTRAINT "__pages_v_queue_ref_v_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_queue_ref_v" ADD CONSTRAINT "__pages_v_queue_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_title_sub" ADD CONSTRAINT "blog_posts_title_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_title_body" ADD CONSTRAINT "blog_posts_title_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_bitsl" ADD CONSTRAINT "blog_posts_bitsl_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_bitsl" ADD CONSTRAINT "blog_posts_bitsl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_image_body" ADD CONSTRAINT "blog_posts_image_body_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_image_body" ADD CONSTRAINT "blog_posts_image_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_blocks_colored" ADD CONSTRAINT "blog_posts_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_blocks_contact" ADD CONSTRAINT "blog_posts_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_product_ref" ADD CONSTRAINT "blog_posts_product_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_testimonials_testimonials" ADD CONSTRAINT "blog_posts_testimonials_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_testimonials" ADD CONSTRAINT "blog_posts_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_usps_image_usps" ADD CONSTRAINT "blog_posts_usps_image_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts_usps_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_usps_image" ADD CONSTRAINT "blog_posts_usps_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_usps_image" ADD CONSTRAINT "blog_posts_usps_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_title_images_images" ADD CONSTRAINT "blog_posts_title_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_title_images_images" ADD CONSTRAINT "blog_posts_title_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts_title_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_title_images" ADD CONSTRAINT "blog_posts_title_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_hand" ADD CONSTRAINT "blog_posts_hand_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_hand" ADD CONSTRAINT "blog_posts_hand_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_hand_link" ADD CONSTRAINT "blog_posts_hand_link_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_hand_link" ADD CONSTRAINT "blog_posts_hand_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_blog" ADD CONSTRAINT "blog_posts_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_blocks_image" ADD CONSTRAINT "blog_posts_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_blocks_image" ADD CONSTRAINT "blog_posts_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_video_embed" ADD CONSTRAINT "blog_posts_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_video_file" ADD CONSTRAINT "blog_posts_video_file_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_video_file" ADD CONSTRAINT "blog_posts_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_queue_ref" ADD CONSTRAINT "blog_posts_queue_ref_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_queue_ref" ADD CONSTRAINT "blog_posts_queue_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_rels" ADD CONSTRAINT "blog_posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_rels" ADD CONSTRAINT "blog_posts_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_rels" ADD CONSTRAINT "blog_posts_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_rels" ADD CONSTRAINT "blog_posts_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_title_sub_v" ADD CONSTRAINT "__blog_posts_v_title_sub_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_title_body_v" ADD CONSTRAINT "__blog_posts_v_title_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_bitsl_v" ADD CONSTRAINT "__blog_posts_v_bitsl_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_bitsl_v" ADD CONSTRAINT "__blog_posts_v_bitsl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_image_body_v" ADD CONSTRAINT "__blog_posts_v_image_body_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_image_body_v" ADD CONSTRAINT "__blog_posts_v_image_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_blocks_colored" ADD CONSTRAINT "_blog_posts_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_blocks_contact" ADD CONSTRAINT "_blog_posts_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_product_ref_v" ADD CONSTRAINT "__blog_posts_v_product_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_testimonials_v_testimonials" ADD CONSTRAINT "__blog_posts_v_testimonials_v_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__blog_posts_v_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_testimonials_v" ADD CONSTRAINT "__blog_posts_v_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_usps_image_v_usps" ADD CONSTRAINT "__blog_posts_v_usps_image_v_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__blog_posts_v_usps_image_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_usps_image_v" ADD CONSTRAINT "__blog_posts_v_usps_image_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_usps_image_v" ADD CONSTRAINT "__blog_posts_v_usps_image_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_title_images_v_images" ADD CONSTRAINT "__blog_posts_v_title_images_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_title_images_v_images" ADD CONSTRAINT "__blog_posts_v_title_images_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__blog_posts_v_title_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_title_images_v" ADD CONSTRAINT "__blog_posts_v_title_images_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_hand_v" ADD CONSTRAINT "__blog_posts_v_hand_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_hand_v" ADD CONSTRAINT "__blog_posts_v_hand_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_hand_link_v" ADD CONSTRAINT "__blog_posts_v_hand_link_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_hand_link_v" ADD CONSTRAINT "__blog_posts_v_hand_link_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_blog_v" ADD CONSTRAINT "__blog_posts_v_blog_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_blocks_image" ADD CONSTRAINT "_blog_posts_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_blocks_image" ADD CONSTRAINT "_blog_posts_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_video_embed_v" ADD CONSTRAINT "__blog_posts_v_video_embed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_video_file_v" ADD CONSTRAINT "__blog_posts_v_video_file_v_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_video_file_v" ADD CONSTRAINT "__blog_posts_v_video_file_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_queue_ref_v" ADD CONSTRAINT "__blog_posts_v_queue_ref_v_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_queue_ref_v" ADD CONSTRAINT "__blog_posts_v_queue_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_rels" ADD CONSTRAINT "_blog_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_rels" ADD CONSTRAINT "_blog_posts_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_rels" ADD CONSTRAINT "_blog_posts_v_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_rels" ADD CONSTRAINT "_blog_posts_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_title_sub" ADD CONSTRAINT "giving_moments_title_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_title_body" ADD CONSTRAINT "giving_moments_title_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_bitsl" ADD CONSTRAINT "giving_moments_bitsl_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_bitsl" ADD CONSTRAINT "giving_moments_bitsl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_image_body" ADD CONSTRAINT "giving_moments_image_body_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_image_body" ADD CONSTRAINT "giving_moments_image_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_blocks_colored" ADD CONSTRAINT "giving_moments_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_blocks_contact" ADD CONSTRAINT "giving_moments_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_product_ref" ADD CONSTRAINT "giving_moments_product_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_testimonials_testimonials" ADD CONSTRAINT "giving_moments_testimonials_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_testimonials" ADD CONSTRAINT "giving_moments_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_usps_image_usps" ADD CONSTRAINT "giving_moments_usps_image_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments_usps_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_usps_image" ADD CONSTRAINT "giving_moments_usps_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_usps_image" ADD CONSTRAINT "giving_moments_usps_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_title_images_images" ADD CONSTRAINT "giving_moments_title_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_title_images_images" ADD CONSTRAINT "giving_moments_title_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments_title_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_title_images" ADD CONSTRAINT "giving_moments_title_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_hand" ADD CONSTRAINT "giving_moments_hand_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_hand" ADD CONSTRAINT "giving_moments_hand_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_hand_link" ADD CONSTRAINT "giving_moments_hand_link_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_hand_link" ADD CONSTRAINT "giving_moments_hand_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_blog" ADD CONSTRAINT "giving_moments_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_blocks_image" ADD CONSTRAINT "giving_moments_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_blocks_image" ADD CONSTRAINT "giving_moments_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_video_embed" ADD CONSTRAINT "giving_moments_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_video_file" ADD CONSTRAINT "giving_moments_video_file_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_video_file" ADD CONSTRAINT "giving_moments_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_queue_ref" ADD CONSTRAINT "giving_moments_queue_ref_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_queue_ref" ADD CONSTRAINT "giving_moments_queue_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments" ADD CONSTRAINT "giving_moments_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments" ADD CONSTRAINT "giving_moments_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_locales" ADD CONSTRAINT "giving_moments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_rels" ADD CONSTRAINT "giving_moments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_rels" ADD CONSTRAINT "giving_moments_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_rels" ADD CONSTRAINT "giving_moments_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_rels" ADD CONSTRAINT "giving_moments_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_title_sub_v" ADD CONSTRAINT "__giving_moments_v_title_sub_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_title_body_v" ADD CONSTRAINT "__giving_moments_v_title_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_bitsl_v" ADD CONSTRAINT "__giving_moments_v_bitsl_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_bitsl_v" ADD CONSTRAINT "__giving_moments_v_bitsl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_image_body_v" ADD CONSTRAINT "__giving_moments_v_image_body_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_image_body_v" ADD CONSTRAINT "__giving_moments_v_image_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_blocks_colored" ADD CONSTRAINT "_giving_moments_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_blocks_contact" ADD CONSTRAINT "_giving_moments_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_product_ref_v" ADD CONSTRAINT "__giving_moments_v_product_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_testimonials_v_testimonials" ADD CONSTRAINT "__giving_moments_v_testimonials_v_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__giving_moments_v_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_testimonials_v" ADD CONSTRAINT "__giving_moments_v_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_usps_image_v_usps" ADD CONSTRAINT "__giving_moments_v_usps_image_v_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__giving_moments_v_usps_image_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_usps_image_v" ADD CONSTRAINT "__giving_moments_v_usps_image_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_usps_image_v" ADD CONSTRAINT "__giving_moments_v_usps_image_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_title_images_v_images" ADD CONSTRAINT "__giving_moments_v_title_images_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_title_images_v_images" ADD CONSTRAINT "__giving_moments_v_title_images_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__giving_moments_v_title_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_title_images_v" ADD CONSTRAINT "__giving_moments_v_title_images_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_hand_v" ADD CONSTRAINT "__giving_moments_v_hand_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_hand_v" ADD CONSTRAINT "__giving_moments_v_hand_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_hand_link_v" ADD CONSTRAINT "__giving_moments_v_hand_link_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_hand_link_v" ADD CONSTRAINT "__giving_moments_v_hand_link_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_blog_v" ADD CONSTRAINT "__giving_moments_v_blog_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_blocks_image" ADD CONSTRAINT "_giving_moments_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_blocks_image" ADD CONSTRAINT "_giving_moments_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_video_embed_v" ADD CONSTRAINT "__giving_moments_v_video_embed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_video_file_v" ADD CONSTRAINT "__giving_moments_v_video_file_v_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_video_file_v" ADD CONSTRAINT "__giving_moments_v_video_file_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_queue_ref_v" ADD CONSTRAINT "__giving_moments_v_queue_ref_v_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_queue_ref_v" ADD CONSTRAINT "__giving_moments_v_queue_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v" ADD CONSTRAINT "_giving_moments_v_parent_id_giving_moments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v" ADD CONSTRAINT "_giving_moments_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v" ADD CONSTRAINT "_giving_moments_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_locales" ADD CONSTRAINT "_giving_moments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_rels" ADD CONSTRAINT "_giving_moments_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_rels" ADD CONSTRAINT "_giving_moments_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_rels" ADD CONSTRAINT "_giving_moments_v_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_rels" ADD CONSTRAINT "_giving_moments_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_title_sub" ADD CONSTRAINT "products_title_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_title_body" ADD CONSTRAINT "products_title_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_bitsl" ADD CONSTRAINT "products_bitsl_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_bitsl" ADD CONSTRAINT "products_bitsl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_image_body" ADD CONSTRAINT "products_image_body_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_image_body" ADD CONSTRAINT "products_image_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_colored" ADD CONSTRAINT "products_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_contact" ADD CONSTRAINT "products_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_product_ref" ADD CONSTRAINT "products_product_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_testimonials_testimonials" ADD CONSTRAINT "products_testimonials_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_testimonials" ADD CONSTRAINT "products_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_usps_image_usps" ADD CONSTRAINT "products_usps_image_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_usps_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_usps_image" ADD CONSTRAINT "products_usps_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_usps_image" ADD CONSTRAINT "products_usps_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_title_images_images" ADD CONSTRAINT "products_title_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_title_images_images" ADD CONSTRAINT "products_title_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_title_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_title_images" ADD CONSTRAINT "products_title_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_hand" ADD CONSTRAINT "products_hand_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_hand" ADD CONSTRAINT "products_hand_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_hand_link" ADD CONSTRAINT "products_hand_link_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_hand_link" ADD CONSTRAINT "products_hand_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blog" ADD CONSTRAINT "products_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_image" ADD CONSTRAINT "products_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_image" ADD CONSTRAINT "products_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_video_embed" ADD CONSTRAINT "products_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_video_file" ADD CONSTRAINT "products_video_file_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_video_file" ADD CONSTRAINT "products_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_queue_ref" ADD CONSTRAINT "products_queue_ref_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_queue_ref" ADD CONSTRAINT "products_queue_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_title_sub_v" ADD CONSTRAINT "__products_v_title_sub_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_title_body_v" ADD CONSTRAINT "__products_v_title_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_bitsl_v" ADD CONSTRAINT "__products_v_bitsl_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_bitsl_v" ADD CONSTRAINT "__products_v_bitsl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_image_body_v" ADD CONSTRAINT "__products_v_image_body_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_image_body_v" ADD CONSTRAINT "__products_v_image_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_colored" ADD CONSTRAINT "_products_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_contact" ADD CONSTRAINT "_products_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_product_ref_v" ADD CONSTRAINT "__products_v_product_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_testimonials_v_testimonials" ADD CONSTRAINT "__products_v_testimonials_v_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__products_v_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_testimonials_v" ADD CONSTRAINT "__products_v_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_usps_image_v_usps" ADD CONSTRAINT "__products_v_usps_image_v_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__products_v_usps_image_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_usps_image_v" ADD CONSTRAINT "__products_v_usps_image_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_usps_image_v" ADD CONSTRAINT "__products_v_usps_image_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_title_images_v_images" ADD CONSTRAINT "__products_v_title_images_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_title_images_v_images" ADD CONSTRAINT "__products_v_title_images_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__products_v_title_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_title_images_v" ADD CONSTRAINT "__products_v_title_images_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_hand_v" ADD CONSTRAINT "__products_v_hand_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_hand_v" ADD CONSTRAINT "__products_v_hand_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_hand_link_v" ADD CONSTRAINT "__products_v_hand_link_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_hand_link_v" ADD CONSTRAINT "__products_v_hand_link_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_blog_v" ADD CONSTRAINT "__products_v_blog_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image" ADD CONSTRAINT "_products_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image" ADD CONSTRAINT "_products_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_video_embed_v" ADD CONSTRAINT "__products_v_video_embed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_video_file_v" ADD CONSTRAINT "__products_v_video_file_v_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_video_file_v" ADD CONSTRAINT "__products_v_video_file_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_queue_ref_v" ADD CONSTRAINT "__products_v_queue_ref_v_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_queue_ref_v" ADD CONSTRAINT "__products_v_queue_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_title_sub" ADD CONSTRAINT "categories_title_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_title_body" ADD CONSTRAINT "categories_title_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_bitsl" ADD CONSTRAINT "categories_bitsl_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_bitsl" ADD CONSTRAINT "categories_bitsl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_image_body" ADD CONSTRAINT "categories_image_body_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_image_body" ADD CONSTRAINT "categories_image_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_colored" ADD CONSTRAINT "categories_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_contact" ADD CONSTRAINT "categories_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_product_ref" ADD CONSTRAINT "categories_product_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_testimonials_testimonials" ADD CONSTRAINT "categories_testimonials_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_testimonials" ADD CONSTRAINT "categories_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_usps_image_usps" ADD CONSTRAINT "categories_usps_image_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_usps_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_usps_image" ADD CONSTRAINT "categories_usps_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_usps_image" ADD CONSTRAINT "categories_usps_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_title_images_images" ADD CONSTRAINT "categories_title_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_title_images_images" ADD CONSTRAINT "categories_title_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_title_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_title_images" ADD CONSTRAINT "categories_title_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_hand" ADD CONSTRAINT "categories_hand_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_hand" ADD CONSTRAINT "categories_hand_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_hand_link" ADD CONSTRAINT "categories_hand_link_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_hand_link" ADD CONSTRAINT "categories_hand_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blog" ADD CONSTRAINT "categories_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_image" ADD CONSTRAINT "categories_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_blocks_image" ADD CONSTRAINT "categories_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_video_embed" ADD CONSTRAINT "categories_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_video_file" ADD CONSTRAINT "categories_video_file_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_video_file" ADD CONSTRAINT "categories_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_queue_ref" ADD CONSTRAINT "categories_queue_ref_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_queue_ref" ADD CONSTRAINT "categories_queue_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_rels" ADD CONSTRAINT "categories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_rels" ADD CONSTRAINT "categories_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_rels" ADD CONSTRAINT "categories_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_rels" ADD CONSTRAINT "categories_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_title_sub_v" ADD CONSTRAINT "__categories_v_title_sub_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_title_body_v" ADD CONSTRAINT "__categories_v_title_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_bitsl_v" ADD CONSTRAINT "__categories_v_bitsl_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_bitsl_v" ADD CONSTRAINT "__categories_v_bitsl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_image_body_v" ADD CONSTRAINT "__categories_v_image_body_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_image_body_v" ADD CONSTRAINT "__categories_v_image_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_blocks_colored" ADD CONSTRAINT "_categories_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_blocks_contact" ADD CONSTRAINT "_categories_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_product_ref_v" ADD CONSTRAINT "__categories_v_product_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_testimonials_v_testimonials" ADD CONSTRAINT "__categories_v_testimonials_v_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__categories_v_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_testimonials_v" ADD CONSTRAINT "__categories_v_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_usps_image_v_usps" ADD CONSTRAINT "__categories_v_usps_image_v_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__categories_v_usps_image_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_usps_image_v" ADD CONSTRAINT "__categories_v_usps_image_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_usps_image_v" ADD CONSTRAINT "__categories_v_usps_image_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_title_images_v_images" ADD CONSTRAINT "__categories_v_title_images_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_title_images_v_images" ADD CONSTRAINT "__categories_v_title_images_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__categories_v_title_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_title_images_v" ADD CONSTRAINT "__categories_v_title_images_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_hand_v" ADD CONSTRAINT "__categories_v_hand_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_hand_v" ADD CONSTRAINT "__categories_v_hand_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_hand_link_v" ADD CONSTRAINT "__categories_v_hand_link_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_hand_link_v" ADD CONSTRAINT "__categories_v_hand_link_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_blog_v" ADD CONSTRAINT "__categories_v_blog_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_blocks_image" ADD CONSTRAINT "_categories_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v_blocks_image" ADD CONSTRAINT "_categories_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_video_embed_v" ADD CONSTRAINT "__categories_v_video_embed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_video_file_v" ADD CONSTRAINT "__categories_v_video_file_v_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_video_file_v" ADD CONSTRAINT "__categories_v_video_file_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_queue_ref_v" ADD CONSTRAINT "__categories_v_queue_ref_v_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_queue_ref_v" ADD CONSTRAINT "__categories_v_queue_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_icon_id_media_id_fk" FOREIGN KEY ("version_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v_locales" ADD CONSTRAINT "_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_rels" ADD CONSTRAINT "_categories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_rels" ADD CONSTRAINT "_categories_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_rels" ADD CONSTRAINT "_categories_v_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_rels" ADD CONSTRAINT "_categories_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_title_sub" ADD CONSTRAINT "brands_title_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_title_body" ADD CONSTRAINT "brands_title_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_bitsl" ADD CONSTRAINT "brands_bitsl_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_bitsl" ADD CONSTRAINT "brands_bitsl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_image_body" ADD CONSTRAINT "brands_image_body_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_image_body" ADD CONSTRAINT "brands_image_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_blocks_colored" ADD CONSTRAINT "brands_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_blocks_contact" ADD CONSTRAINT "brands_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_product_ref" ADD CONSTRAINT "brands_product_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_testimonials_testimonials" ADD CONSTRAINT "brands_testimonials_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_testimonials" ADD CONSTRAINT "brands_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_usps_image_usps" ADD CONSTRAINT "brands_usps_image_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands_usps_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_usps_image" ADD CONSTRAINT "brands_usps_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_usps_image" ADD CONSTRAINT "brands_usps_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_title_images_images" ADD CONSTRAINT "brands_title_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_title_images_images" ADD CONSTRAINT "brands_title_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands_title_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_title_images" ADD CONSTRAINT "brands_title_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_hand" ADD CONSTRAINT "brands_hand_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_hand" ADD CONSTRAINT "brands_hand_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_hand_link" ADD CONSTRAINT "brands_hand_link_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_hand_link" ADD CONSTRAINT "brands_hand_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_blog" ADD CONSTRAINT "brands_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_blocks_image" ADD CONSTRAINT "brands_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_blocks_image" ADD CONSTRAINT "brands_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_video_embed" ADD CONSTRAINT "brands_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_video_file" ADD CONSTRAINT "brands_video_file_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_video_file" ADD CONSTRAINT "brands_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_queue_ref" ADD CONSTRAINT "brands_queue_ref_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_queue_ref" ADD CONSTRAINT "brands_queue_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_locales" ADD CONSTRAINT "brands_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_rels" ADD CONSTRAINT "brands_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_rels" ADD CONSTRAINT "brands_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_rels" ADD CONSTRAINT "brands_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_rels" ADD CONSTRAINT "brands_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_title_sub_v" ADD CONSTRAINT "__brands_v_title_sub_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_title_body_v" ADD CONSTRAINT "__brands_v_title_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_bitsl_v" ADD CONSTRAINT "__brands_v_bitsl_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_bitsl_v" ADD CONSTRAINT "__brands_v_bitsl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_image_body_v" ADD CONSTRAINT "__brands_v_image_body_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_image_body_v" ADD CONSTRAINT "__brands_v_image_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_blocks_colored" ADD CONSTRAINT "_brands_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_blocks_contact" ADD CONSTRAINT "_brands_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_product_ref_v" ADD CONSTRAINT "__brands_v_product_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_testimonials_v_testimonials" ADD CONSTRAINT "__brands_v_testimonials_v_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__brands_v_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_testimonials_v" ADD CONSTRAINT "__brands_v_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_usps_image_v_usps" ADD CONSTRAINT "__brands_v_usps_image_v_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__brands_v_usps_image_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_usps_image_v" ADD CONSTRAINT "__brands_v_usps_image_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_usps_image_v" ADD CONSTRAINT "__brands_v_usps_image_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_title_images_v_images" ADD CONSTRAINT "__brands_v_title_images_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_title_images_v_images" ADD CONSTRAINT "__brands_v_title_images_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__brands_v_title_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_title_images_v" ADD CONSTRAINT "__brands_v_title_images_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_hand_v" ADD CONSTRAINT "__brands_v_hand_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_hand_v" ADD CONSTRAINT "__brands_v_hand_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_hand_link_v" ADD CONSTRAINT "__brands_v_hand_link_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_hand_link_v" ADD CONSTRAINT "__brands_v_hand_link_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_blog_v" ADD CONSTRAINT "__brands_v_blog_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_blocks_image" ADD CONSTRAINT "_brands_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v_blocks_image" ADD CONSTRAINT "_brands_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_video_embed_v" ADD CONSTRAINT "__brands_v_video_embed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_video_file_v" ADD CONSTRAINT "__brands_v_video_file_v_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_video_file_v" ADD CONSTRAINT "__brands_v_video_file_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_queue_ref_v" ADD CONSTRAINT "__brands_v_queue_ref_v_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_queue_ref_v" ADD CONSTRAINT "__brands_v_queue_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_parent_id_brands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v_locales" ADD CONSTRAINT "_brands_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_title_sub" ADD CONSTRAINT "blocks_queues_title_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_title_body" ADD CONSTRAINT "blocks_queues_title_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_bitsl" ADD CONSTRAINT "blocks_queues_bitsl_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_bitsl" ADD CONSTRAINT "blocks_queues_bitsl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_image_body" ADD CONSTRAINT "blocks_queues_image_body_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_image_body" ADD CONSTRAINT "blocks_queues_image_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_blocks_colored" ADD CONSTRAINT "blocks_queues_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_blocks_contact" ADD CONSTRAINT "blocks_queues_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_product_ref" ADD CONSTRAINT "blocks_queues_product_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_testimonials_testimonials" ADD CONSTRAINT "blocks_queues_testimonials_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_testimonials" ADD CONSTRAINT "blocks_queues_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_usps_image_usps" ADD CONSTRAINT "blocks_queues_usps_image_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues_usps_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_usps_image" ADD CONSTRAINT "blocks_queues_usps_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_usps_image" ADD CONSTRAINT "blocks_queues_usps_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_title_images_images" ADD CONSTRAINT "blocks_queues_title_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_title_images_images" ADD CONSTRAINT "blocks_queues_title_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues_title_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_title_images" ADD CONSTRAINT "blocks_queues_title_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_hand" ADD CONSTRAINT "blocks_queues_hand_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_hand" ADD CONSTRAINT "blocks_queues_hand_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_hand_link" ADD CONSTRAINT "blocks_queues_hand_link_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_hand_link" ADD CONSTRAINT "blocks_queues_hand_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_blog" ADD CONSTRAINT "blocks_queues_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_blocks_image" ADD CONSTRAINT "blocks_queues_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_blocks_image" ADD CONSTRAINT "blocks_queues_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_video_embed" ADD CONSTRAINT "blocks_queues_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_video_file" ADD CONSTRAINT "blocks_queues_video_file_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_video_file" ADD CONSTRAINT "blocks_queues_video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_sections" ADD CONSTRAINT "blocks_queues_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_rels" ADD CONSTRAINT "blocks_queues_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_rels" ADD CONSTRAINT "blocks_queues_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_rels" ADD CONSTRAINT "blocks_queues_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_rels" ADD CONSTRAINT "blocks_queues_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_title_sub_order_idx" ON "pages_title_sub" USING btree ("_order");
  CREATE INDEX "pages_title_sub_parent_id_idx" ON "pages_title_sub" USING btree ("_parent_id");
  CREATE INDEX "pages_title_sub_path_idx" ON "pages_title_sub" USING btree ("_path");
  CREATE INDEX "pages_title_sub_locale_idx" ON "pages_title_sub" USING btree ("_locale");
  CREATE INDEX "pages_title_body_order_idx" ON "pages_title_body" USING btree ("_order");
  CREATE INDEX "pages_title_body_parent_id_idx" ON "pages_title_body" USING btree ("_parent_id");
  CREATE INDEX "pages_title_body_path_idx" ON "pages_title_body" USING btree ("_path");
  CREATE INDEX "pages_title_body_locale_idx" ON "pages_title_body" USING btree ("_locale");
  CREATE INDEX "pages_bitsl_order_idx" ON "pages_bitsl" USING btree ("_order");
  CREATE INDEX "pages_bitsl_parent_id_idx" ON "pages_bitsl" USING btree ("_parent_id");
  CREATE INDEX "pages_bitsl_path_idx" ON "pages_bitsl" USING btree ("_path");
  CREATE INDEX "pages_bitsl_locale_idx" ON "pages_bitsl" USING btree ("_locale");
  CREATE INDEX "pages_bitsl_image_idx" ON "pages_bitsl" USING btree ("image_id");
  CREATE INDEX "pages_image_body_order_idx" ON "pages_image_body" USING btree ("_order");
  CREATE INDEX "pages_image_body_parent_id_idx" ON "pages_image_body" USING btree ("_parent_id");
  CREATE INDEX "pages_image_body_path_idx" ON "pages_image_body" USING btree ("_path");
  CREATE INDEX "pages_image_body_locale_idx" ON "pages_image_body" USING btree ("_locale");
  CREATE INDEX "pages_image_body_image_idx" ON "pages_image_body" USING btree ("image_id");
  CREATE INDEX "pages_blocks_colored_order_idx" ON "pages_blocks_colored" USING btree ("_order");
  CREATE INDEX "pages_blocks_colored_parent_id_idx" ON "pages_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_colored_path_idx" ON "pages_blocks_colored" USING btree ("_path");
  CREATE INDEX "pages_blocks_colored_locale_idx" ON "pages_blocks_colored" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_locale_idx" ON "pages_blocks_contact" USING btree ("_locale");
  CREATE INDEX "pages_product_ref_order_idx" ON "pages_product_ref" USING btree ("_order");
  CREATE INDEX "pages_product_ref_parent_id_idx" ON "pages_product_ref" USING btree ("_parent_id");
  CREATE INDEX "pages_product_ref_path_idx" ON "pages_product_ref" USING btree ("_path");
  CREATE INDEX "pages_product_ref_locale_idx" ON "pages_product_ref" USING btree ("_locale");
  CREATE INDEX "pages_testimonials_testimonials_order_idx" ON "pages_testimonials_testimonials" USING btree ("_order");
  CREATE INDEX "pages_testimonials_testimonials_parent_id_idx" ON "pages_testimonials_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_testimonials_testimonials_locale_idx" ON "pages_testimonials_testimonials" USING btree ("_locale");
  CREATE INDEX "pages_testimonials_order_idx" ON "pages_testimonials" USING btree ("_order");
  CREATE INDEX "pages_testimonials_parent_id_idx" ON "pages_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_testimonials_path_idx" ON "pages_testimonials" USING btree ("_path");
  CREATE INDEX "pages_testimonials_locale_idx" ON "pages_testimonials" USING btree ("_locale");
  CREATE INDEX "pages_usps_image_usps_order_idx" ON "pages_usps_image_usps" USING btree ("_order");
  CREATE INDEX "pages_usps_image_usps_parent_id_idx" ON "pages_usps_image_usps" USING btree ("_parent_id");
  CREATE INDEX "pages_usps_image_usps_locale_idx" ON "pages_usps_image_usps" USING btree ("_locale");
  CREATE INDEX "pages_usps_image_order_idx" ON "pages_usps_image" USING btree ("_order");
  CREATE INDEX "pages_usps_image_parent_id_idx" ON "pages_usps_image" USING btree ("_parent_id");
  CREATE INDEX "pages_usps_image_path_idx" ON "pages_usps_image" USING btree ("_path");
  CREATE INDEX "pages_usps_image_locale_idx" ON "pages_usps_image" USING btree ("_locale");
  CREATE INDEX "pages_usps_image_image_idx" ON "pages_usps_image" USING btree ("image_id");
  CREATE INDEX "pages_title_images_images_order_idx" ON "pages_title_images_images" USING btree ("_order");
  CREATE INDEX "pages_title_images_images_parent_id_idx" ON "pages_title_images_images" USING btree ("_parent_id");
  CREATE INDEX "pages_title_images_images_locale_idx" ON "pages_title_images_images" USING btree ("_locale");
  CREATE INDEX "pages_title_images_images_image_idx" ON "pages_title_images_images" USING btree ("image_id");
  CREATE INDEX "pages_title_images_order_idx" ON "pages_title_images" USING btree ("_order");
  CREATE INDEX "pages_title_images_parent_id_idx" ON "pages_title_images" USING btree ("_parent_id");
  CREATE INDEX "pages_title_images_path_idx" ON "pages_title_images" USING btree ("_path");
  CREATE INDEX "pages_title_images_locale_idx" ON "pages_title_images" USING btree ("_locale");
  CREATE INDEX "pages_hand_order_idx" ON "pages_hand" USING btree ("_order");
  CREATE INDEX "pages_hand_parent_id_idx" ON "pages_hand" USING btree ("_parent_id");
  CREATE INDEX "pages_hand_path_idx" ON "pages_hand" USING btree ("_path");
  CREATE INDEX "pages_hand_locale_idx" ON "pages_hand" USING btree ("_locale");
  CREATE INDEX "pages_hand_card_image_idx" ON "pages_hand" USING btree ("card_image_id");
  CREATE INDEX "pages_hand_link_order_idx" ON "pages_hand_link" USING btree ("_order");
  CREATE INDEX "pages_hand_link_parent_id_idx" ON "pages_hand_link" USING btree ("_parent_id");
  CREATE INDEX "pages_hand_link_path_idx" ON "pages_hand_link" USING btree ("_path");
  CREATE INDEX "pages_hand_link_locale_idx" ON "pages_hand_link" USING btree ("_locale");
  CREATE INDEX "pages_hand_link_card_image_idx" ON "pages_hand_link" USING btree ("card_image_id");
  CREATE INDEX "pages_blog_order_idx" ON "pages_blog" USING btree ("_order");
  CREATE INDEX "pages_blog_parent_id_idx" ON "pages_blog" USING btree ("_parent_id");
  CREATE INDEX "pages_blog_path_idx" ON "pages_blog" USING btree ("_path");
  CREATE INDEX "pages_blog_locale_idx" ON "pages_blog" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_locale_idx" ON "pages_blocks_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_video_embed_order_idx" ON "pages_video_embed" USING btree ("_order");
  CREATE INDEX "pages_video_embed_parent_id_idx" ON "pages_video_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_video_embed_path_idx" ON "pages_video_embed" USING btree ("_path");
  CREATE INDEX "pages_video_embed_locale_idx" ON "pages_video_embed" USING btree ("_locale");
  CREATE INDEX "pages_video_file_order_idx" ON "pages_video_file" USING btree ("_order");
  CREATE INDEX "pages_video_file_parent_id_idx" ON "pages_video_file" USING btree ("_parent_id");
  CREATE INDEX "pages_video_file_path_idx" ON "pages_video_file" USING btree ("_path");
  CREATE INDEX "pages_video_file_locale_idx" ON "pages_video_file" USING btree ("_locale");
  CREATE INDEX "pages_video_file_poster_idx" ON "pages_video_file" USING btree ("poster_id");
  CREATE INDEX "pages_queue_ref_order_idx" ON "pages_queue_ref" USING btree ("_order");
  CREATE INDEX "pages_queue_ref_parent_id_idx" ON "pages_queue_ref" USING btree ("_parent_id");
  CREATE INDEX "pages_queue_ref_path_idx" ON "pages_queue_ref" USING btree ("_path");
  CREATE INDEX "pages_queue_ref_locale_idx" ON "pages_queue_ref" USING btree ("_locale");
  CREATE INDEX "pages_queue_ref_queue_idx" ON "pages_queue_ref" USING btree ("queue_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id","locale");
  CREATE INDEX "pages_rels_blog_posts_id_idx" ON "pages_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "pages_rels_categories_id_idx" ON "pages_rels" USING btree ("categories_id","locale");
  CREATE INDEX "__pages_v_title_sub_v_order_idx" ON "__pages_v_title_sub_v" USING btree ("_order");
  CREATE INDEX "__pages_v_title_sub_v_parent_id_idx" ON "__pages_v_title_sub_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_title_sub_v_path_idx" ON "__pages_v_title_sub_v" USING btree ("_path");
  CREATE INDEX "__pages_v_title_sub_v_locale_idx" ON "__pages_v_title_sub_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_title_body_v_order_idx" ON "__pages_v_title_body_v" USING btree ("_order");
  CREATE INDEX "__pages_v_title_body_v_parent_id_idx" ON "__pages_v_title_body_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_title_body_v_path_idx" ON "__pages_v_title_body_v" USING btree ("_path");
  CREATE INDEX "__pages_v_title_body_v_locale_idx" ON "__pages_v_title_body_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_bitsl_v_order_idx" ON "__pages_v_bitsl_v" USING btree ("_order");
  CREATE INDEX "__pages_v_bitsl_v_parent_id_idx" ON "__pages_v_bitsl_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_bitsl_v_path_idx" ON "__pages_v_bitsl_v" USING btree ("_path");
  CREATE INDEX "__pages_v_bitsl_v_locale_idx" ON "__pages_v_bitsl_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_bitsl_v_image_idx" ON "__pages_v_bitsl_v" USING btree ("image_id");
  CREATE INDEX "__pages_v_image_body_v_order_idx" ON "__pages_v_image_body_v" USING btree ("_order");
  CREATE INDEX "__pages_v_image_body_v_parent_id_idx" ON "__pages_v_image_body_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_image_body_v_path_idx" ON "__pages_v_image_body_v" USING btree ("_path");
  CREATE INDEX "__pages_v_image_body_v_locale_idx" ON "__pages_v_image_body_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_image_body_v_image_idx" ON "__pages_v_image_body_v" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_colored_order_idx" ON "_pages_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_colored_parent_id_idx" ON "_pages_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_colored_path_idx" ON "_pages_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_colored_locale_idx" ON "_pages_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_locale_idx" ON "_pages_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "__pages_v_product_ref_v_order_idx" ON "__pages_v_product_ref_v" USING btree ("_order");
  CREATE INDEX "__pages_v_product_ref_v_parent_id_idx" ON "__pages_v_product_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_product_ref_v_path_idx" ON "__pages_v_product_ref_v" USING btree ("_path");
  CREATE INDEX "__pages_v_product_ref_v_locale_idx" ON "__pages_v_product_ref_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_testimonials_v_testimonials_order_idx" ON "__pages_v_testimonials_v_testimonials" USING btree ("_order");
  CREATE INDEX "__pages_v_testimonials_v_testimonials_parent_id_idx" ON "__pages_v_testimonials_v_testimonials" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_testimonials_v_testimonials_locale_idx" ON "__pages_v_testimonials_v_testimonials" USING btree ("_locale");
  CREATE INDEX "__pages_v_testimonials_v_order_idx" ON "__pages_v_testimonials_v" USING btree ("_order");
  CREATE INDEX "__pages_v_testimonials_v_parent_id_idx" ON "__pages_v_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_testimonials_v_path_idx" ON "__pages_v_testimonials_v" USING btree ("_path");
  CREATE INDEX "__pages_v_testimonials_v_locale_idx" ON "__pages_v_testimonials_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_usps_image_v_usps_order_idx" ON "__pages_v_usps_image_v_usps" USING btree ("_order");
  CREATE INDEX "__pages_v_usps_image_v_usps_parent_id_idx" ON "__pages_v_usps_image_v_usps" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_usps_image_v_usps_locale_idx" ON "__pages_v_usps_image_v_usps" USING btree ("_locale");
  CREATE INDEX "__pages_v_usps_image_v_order_idx" ON "__pages_v_usps_image_v" USING btree ("_order");
  CREATE INDEX "__pages_v_usps_image_v_parent_id_idx" ON "__pages_v_usps_image_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_usps_image_v_path_idx" ON "__pages_v_usps_image_v" USING btree ("_path");
  CREATE INDEX "__pages_v_usps_image_v_locale_idx" ON "__pages_v_usps_image_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_usps_image_v_image_idx" ON "__pages_v_usps_image_v" USING btree ("image_id");
  CREATE INDEX "__pages_v_title_images_v_images_order_idx" ON "__pages_v_title_images_v_images" USING btree ("_order");
  CREATE INDEX "__pages_v_title_images_v_images_parent_id_idx" ON "__pages_v_title_images_v_images" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_title_images_v_images_locale_idx" ON "__pages_v_title_images_v_images" USING btree ("_locale");
  CREATE INDEX "__pages_v_title_images_v_images_image_idx" ON "__pages_v_title_images_v_images" USING btree ("image_id");
  CREATE INDEX "__pages_v_title_images_v_order_idx" ON "__pages_v_title_images_v" USING btree ("_order");
  CREATE INDEX "__pages_v_title_images_v_parent_id_idx" ON "__pages_v_title_images_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_title_images_v_path_idx" ON "__pages_v_title_images_v" USING btree ("_path");
  CREATE INDEX "__pages_v_title_images_v_locale_idx" ON "__pages_v_title_images_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_hand_v_order_idx" ON "__pages_v_hand_v" USING btree ("_order");
  CREATE INDEX "__pages_v_hand_v_parent_id_idx" ON "__pages_v_hand_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_hand_v_path_idx" ON "__pages_v_hand_v" USING btree ("_path");
  CREATE INDEX "__pages_v_hand_v_locale_idx" ON "__pages_v_hand_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_hand_v_card_image_idx" ON "__pages_v_hand_v" USING btree ("card_image_id");
  CREATE INDEX "__pages_v_hand_link_v_order_idx" ON "__pages_v_hand_link_v" USING btree ("_order");
  CREATE INDEX "__pages_v_hand_link_v_parent_id_idx" ON "__pages_v_hand_link_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_hand_link_v_path_idx" ON "__pages_v_hand_link_v" USING btree ("_path");
  CREATE INDEX "__pages_v_hand_link_v_locale_idx" ON "__pages_v_hand_link_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_hand_link_v_card_image_idx" ON "__pages_v_hand_link_v" USING btree ("card_image_id");
  CREATE INDEX "__pages_v_blog_v_order_idx" ON "__pages_v_blog_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blog_v_parent_id_idx" ON "__pages_v_blog_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blog_v_path_idx" ON "__pages_v_blog_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blog_v_locale_idx" ON "__pages_v_blog_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_locale_idx" ON "_pages_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "__pages_v_video_embed_v_order_idx" ON "__pages_v_video_embed_v" USING btree ("_order");
  CREATE INDEX "__pages_v_video_embed_v_parent_id_idx" ON "__pages_v_video_embed_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_video_embed_v_path_idx" ON "__pages_v_video_embed_v" USING btree ("_path");
  CREATE INDEX "__pages_v_video_embed_v_locale_idx" ON "__pages_v_video_embed_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_video_file_v_order_idx" ON "__pages_v_video_file_v" USING btree ("_order");
  CREATE INDEX "__pages_v_video_file_v_parent_id_idx" ON "__pages_v_video_file_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_video_file_v_path_idx" ON "__pages_v_video_file_v" USING btree ("_path");
  CREATE INDEX "__pages_v_video_file_v_locale_idx" ON "__pages_v_video_file_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_video_file_v_poster_idx" ON "__pages_v_video_file_v" USING btree ("poster_id");
  CREATE INDEX "__pages_v_queue_ref_v_order_idx" ON "__pages_v_queue_ref_v" USING btree ("_order");
  CREATE INDEX "__pages_v_queue_ref_v_parent_id_idx" ON "__pages_v_queue_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_queue_ref_v_path_idx" ON "__pages_v_queue_ref_v" USING btree ("_path");
  CREATE INDEX "__pages_v_queue_ref_v_locale_idx" ON "__pages_v_queue_ref_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_queue_ref_v_queue_idx" ON "__pages_v_queue_ref_v" USING btree ("queue_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id","locale");
  CREATE INDEX "_pages_v_rels_blog_posts_id_idx" ON "_pages_v_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "_pages_v_rels_categories_id_idx" ON "_pages_v_rels" USING btree ("categories_id","locale");
  CREATE INDEX "blog_posts_title_sub_order_idx" ON "blog_posts_title_sub" USING btree ("_order");
  CREATE INDEX "blog_posts_title_sub_parent_id_idx" ON "blog_posts_title_sub" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_title_sub_path_idx" ON "blog_posts_title_sub" USING btree ("_path");
  CREATE INDEX "blog_posts_title_sub_locale_idx" ON "blog_posts_title_sub" USING btree ("_locale");
  CREATE INDEX "blog_posts_title_body_order_idx" ON "blog_posts_title_body" USING btree ("_order");
  CREATE INDEX "blog_posts_title_body_parent_id_idx" ON "blog_posts_title_body" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_title_body_path_idx" ON "blog_posts_title_body" USING btree ("_path");
  CREATE INDEX "blog_posts_title_body_locale_idx" ON "blog_posts_title_body" USING btree ("_locale");
  CREATE INDEX "blog_posts_bitsl_order_idx" ON "blog_posts_bitsl" USING btree ("_order");
  CREATE INDEX "blog_posts_bitsl_parent_id_idx" ON "blog_posts_bitsl" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_bitsl_path_idx" ON "blog_posts_bitsl" USING btree ("_path");
  CREATE INDEX "blog_posts_bitsl_locale_idx" ON "blog_posts_bitsl" USING btree ("_locale");
  CREATE INDEX "blog_posts_bitsl_image_idx" ON "blog_posts_bitsl" USING btree ("image_id");
  CREATE INDEX "blog_posts_image_body_order_idx" ON "blog_posts_image_body" USING btree ("_order");
  CREATE INDEX "blog_posts_image_body_parent_id_idx" ON "blog_posts_image_body" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_image_body_path_idx" ON "blog_posts_image_body" USING btree ("_path");
  CREATE INDEX "blog_posts_image_body_locale_idx" ON "blog_posts_image_body" USING btree ("_locale");
  CREATE INDEX "blog_posts_image_body_image_idx" ON "blog_posts_image_body" USING btree ("image_id");
  CREATE INDEX "blog_posts_blocks_colored_order_idx" ON "blog_posts_blocks_colored" USING btree ("_order");
  CREATE INDEX "blog_posts_blocks_colored_parent_id_idx" ON "blog_posts_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_blocks_colored_path_idx" ON "blog_posts_blocks_colored" USING btree ("_path");
  CREATE INDEX "blog_posts_blocks_colored_locale_idx" ON "blog_posts_blocks_colored" USING btree ("_locale");
  CREATE INDEX "blog_posts_blocks_contact_order_idx" ON "blog_posts_blocks_contact" USING btree ("_order");
  CREATE INDEX "blog_posts_blocks_contact_parent_id_idx" ON "blog_posts_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_blocks_contact_path_idx" ON "blog_posts_blocks_contact" USING btree ("_path");
  CREATE INDEX "blog_posts_blocks_contact_locale_idx" ON "blog_posts_blocks_contact" USING btree ("_locale");
  CREATE INDEX "blog_posts_product_ref_order_idx" ON "blog_posts_product_ref" USING btree ("_order");
  CREATE INDEX "blog_posts_product_ref_parent_id_idx" ON "blog_posts_product_ref" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_product_ref_path_idx" ON "blog_posts_product_ref" USING btree ("_path");
  CREATE INDEX "blog_posts_product_ref_locale_idx" ON "blog_posts_product_ref" USING btree ("_locale");
  CREATE INDEX "blog_posts_testimonials_testimonials_order_idx" ON "blog_posts_testimonials_testimonials" USING btree ("_order");
  CREATE INDEX "blog_posts_testimonials_testimonials_parent_id_idx" ON "blog_posts_testimonials_testimonials" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_testimonials_testimonials_locale_idx" ON "blog_posts_testimonials_testimonials" USING btree ("_locale");
  CREATE INDEX "blog_posts_testimonials_order_idx" ON "blog_posts_testimonials" USING btree ("_order");
  CREATE INDEX "blog_posts_testimonials_parent_id_idx" ON "blog_posts_testimonials" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_testimonials_path_idx" ON "blog_posts_testimonials" USING btree ("_path");
  CREATE INDEX "blog_posts_testimonials_locale_idx" ON "blog_posts_testimonials" USING btree ("_locale");
  CREATE INDEX "blog_posts_usps_image_usps_order_idx" ON "blog_posts_usps_image_usps" USING btree ("_order");
  CREATE INDEX "blog_posts_usps_image_usps_parent_id_idx" ON "blog_posts_usps_image_usps" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_usps_image_usps_locale_idx" ON "blog_posts_usps_image_usps" USING btree ("_locale");
  CREATE INDEX "blog_posts_usps_image_order_idx" ON "blog_posts_usps_image" USING btree ("_order");
  CREATE INDEX "blog_posts_usps_image_parent_id_idx" ON "blog_posts_usps_image" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_usps_image_path_idx" ON "blog_posts_usps_image" USING btree ("_path");
  CREATE INDEX "blog_posts_usps_image_locale_idx" ON "blog_posts_usps_image" USING btree ("_locale");
  CREATE INDEX "blog_posts_usps_image_image_idx" ON "blog_posts_usps_image" USING btree ("image_id");
  CREATE INDEX "blog_posts_title_images_images_order_idx" ON "blog_posts_title_images_images" USING btree ("_order");
  CREATE INDEX "blog_posts_title_images_images_parent_id_idx" ON "blog_posts_title_images_images" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_title_images_images_locale_idx" ON "blog_posts_title_images_images" USING btree ("_locale");
  CREATE INDEX "blog_posts_title_images_images_image_idx" ON "blog_posts_title_images_images" USING btree ("image_id");
  CREATE INDEX "blog_posts_title_images_order_idx" ON "blog_posts_title_images" USING btree ("_order");
  CREATE INDEX "blog_posts_title_images_parent_id_idx" ON "blog_posts_title_images" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_title_images_path_idx" ON "blog_posts_title_images" USING btree ("_path");
  CREATE INDEX "blog_posts_title_images_locale_idx" ON "blog_posts_title_images" USING btree ("_locale");
  CREATE INDEX "blog_posts_hand_order_idx" ON "blog_posts_hand" USING btree ("_order");
  CREATE INDEX "blog_posts_hand_parent_id_idx" ON "blog_posts_hand" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_hand_path_idx" ON "blog_posts_hand" USING btree ("_path");
  CREATE INDEX "blog_posts_hand_locale_idx" ON "blog_posts_hand" USING btree ("_locale");
  CREATE INDEX "blog_posts_hand_card_image_idx" ON "blog_posts_hand" USING btree ("card_image_id");
  CREATE INDEX "blog_posts_hand_link_order_idx" ON "blog_posts_hand_link" USING btree ("_order");
  CREATE INDEX "blog_posts_hand_link_parent_id_idx" ON "blog_posts_hand_link" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_hand_link_path_idx" ON "blog_posts_hand_link" USING btree ("_path");
  CREATE INDEX "blog_posts_hand_link_locale_idx" ON "blog_posts_hand_link" USING btree ("_locale");
  CREATE INDEX "blog_posts_hand_link_card_image_idx" ON "blog_posts_hand_link" USING btree ("card_image_id");
  CREATE INDEX "blog_posts_blog_order_idx" ON "blog_posts_blog" USING btree ("_order");
  CREATE INDEX "blog_posts_blog_parent_id_idx" ON "blog_posts_blog" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_blog_path_idx" ON "blog_posts_blog" USING btree ("_path");
  CREATE INDEX "blog_posts_blog_locale_idx" ON "blog_posts_blog" USING btree ("_locale");
  CREATE INDEX "blog_posts_blocks_image_order_idx" ON "blog_posts_blocks_image" USING btree ("_order");
  CREATE INDEX "blog_posts_blocks_image_parent_id_idx" ON "blog_posts_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_blocks_image_path_idx" ON "blog_posts_blocks_image" USING btree ("_path");
  CREATE INDEX "blog_posts_blocks_image_locale_idx" ON "blog_posts_blocks_image" USING btree ("_locale");
  CREATE INDEX "blog_posts_blocks_image_image_idx" ON "blog_posts_blocks_image" USING btree ("image_id");
  CREATE INDEX "blog_posts_video_embed_order_idx" ON "blog_posts_video_embed" USING btree ("_order");
  CREATE INDEX "blog_posts_video_embed_parent_id_idx" ON "blog_posts_video_embed" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_video_embed_path_idx" ON "blog_posts_video_embed" USING btree ("_path");
  CREATE INDEX "blog_posts_video_embed_locale_idx" ON "blog_posts_video_embed" USING btree ("_locale");
  CREATE INDEX "blog_posts_video_file_order_idx" ON "blog_posts_video_file" USING btree ("_order");
  CREATE INDEX "blog_posts_video_file_parent_id_idx" ON "blog_posts_video_file" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_video_file_path_idx" ON "blog_posts_video_file" USING btree ("_path");
  CREATE INDEX "blog_posts_video_file_locale_idx" ON "blog_posts_video_file" USING btree ("_locale");
  CREATE INDEX "blog_posts_video_file_poster_idx" ON "blog_posts_video_file" USING btree ("poster_id");
  CREATE INDEX "blog_posts_queue_ref_order_idx" ON "blog_posts_queue_ref" USING btree ("_order");
  CREATE INDEX "blog_posts_queue_ref_parent_id_idx" ON "blog_posts_queue_ref" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_queue_ref_path_idx" ON "blog_posts_queue_ref" USING btree ("_path");
  CREATE INDEX "blog_posts_queue_ref_locale_idx" ON "blog_posts_queue_ref" USING btree ("_locale");
  CREATE INDEX "blog_posts_queue_ref_queue_idx" ON "blog_posts_queue_ref" USING btree ("queue_id");
  CREATE INDEX "blog_posts_hero_image_idx" ON "blog_posts" USING btree ("hero_image_id");
  CREATE INDEX "blog_posts_meta_meta_image_idx" ON "blog_posts" USING btree ("meta_image_id");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE INDEX "blog_posts_slug_idx" ON "blog_posts_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_posts_rels_order_idx" ON "blog_posts_rels" USING btree ("order");
  CREATE INDEX "blog_posts_rels_parent_idx" ON "blog_posts_rels" USING btree ("parent_id");
  CREATE INDEX "blog_posts_rels_path_idx" ON "blog_posts_rels" USING btree ("path");
  CREATE INDEX "blog_posts_rels_locale_idx" ON "blog_posts_rels" USING btree ("locale");
  CREATE INDEX "blog_posts_rels_products_id_idx" ON "blog_posts_rels" USING btree ("products_id","locale");
  CREATE INDEX "blog_posts_rels_blog_posts_id_idx" ON "blog_posts_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "blog_posts_rels_categories_id_idx" ON "blog_posts_rels" USING btree ("categories_id","locale");
  CREATE INDEX "__blog_posts_v_title_sub_v_order_idx" ON "__blog_posts_v_title_sub_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_title_sub_v_parent_id_idx" ON "__blog_posts_v_title_sub_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_title_sub_v_path_idx" ON "__blog_posts_v_title_sub_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_title_sub_v_locale_idx" ON "__blog_posts_v_title_sub_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_title_body_v_order_idx" ON "__blog_posts_v_title_body_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_title_body_v_parent_id_idx" ON "__blog_posts_v_title_body_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_title_body_v_path_idx" ON "__blog_posts_v_title_body_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_title_body_v_locale_idx" ON "__blog_posts_v_title_body_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_bitsl_v_order_idx" ON "__blog_posts_v_bitsl_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_bitsl_v_parent_id_idx" ON "__blog_posts_v_bitsl_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_bitsl_v_path_idx" ON "__blog_posts_v_bitsl_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_bitsl_v_locale_idx" ON "__blog_posts_v_bitsl_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_bitsl_v_image_idx" ON "__blog_posts_v_bitsl_v" USING btree ("image_id");
  CREATE INDEX "__blog_posts_v_image_body_v_order_idx" ON "__blog_posts_v_image_body_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_image_body_v_parent_id_idx" ON "__blog_posts_v_image_body_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_image_body_v_path_idx" ON "__blog_posts_v_image_body_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_image_body_v_locale_idx" ON "__blog_posts_v_image_body_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_image_body_v_image_idx" ON "__blog_posts_v_image_body_v" USING btree ("image_id");
  CREATE INDEX "_blog_posts_v_blocks_colored_order_idx" ON "_blog_posts_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_blocks_colored_parent_id_idx" ON "_blog_posts_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_blocks_colored_path_idx" ON "_blog_posts_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_blog_posts_v_blocks_colored_locale_idx" ON "_blog_posts_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_blog_posts_v_blocks_contact_order_idx" ON "_blog_posts_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_blocks_contact_parent_id_idx" ON "_blog_posts_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_blocks_contact_path_idx" ON "_blog_posts_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_blog_posts_v_blocks_contact_locale_idx" ON "_blog_posts_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_product_ref_v_order_idx" ON "__blog_posts_v_product_ref_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_product_ref_v_parent_id_idx" ON "__blog_posts_v_product_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_product_ref_v_path_idx" ON "__blog_posts_v_product_ref_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_product_ref_v_locale_idx" ON "__blog_posts_v_product_ref_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_testimonials_v_testimonials_order_idx" ON "__blog_posts_v_testimonials_v_testimonials" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_testimonials_v_testimonials_parent_id_idx" ON "__blog_posts_v_testimonials_v_testimonials" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_testimonials_v_testimonials_locale_idx" ON "__blog_posts_v_testimonials_v_testimonials" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_testimonials_v_order_idx" ON "__blog_posts_v_testimonials_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_testimonials_v_parent_id_idx" ON "__blog_posts_v_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_testimonials_v_path_idx" ON "__blog_posts_v_testimonials_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_testimonials_v_locale_idx" ON "__blog_posts_v_testimonials_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_usps_image_v_usps_order_idx" ON "__blog_posts_v_usps_image_v_usps" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_usps_image_v_usps_parent_id_idx" ON "__blog_posts_v_usps_image_v_usps" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_usps_image_v_usps_locale_idx" ON "__blog_posts_v_usps_image_v_usps" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_usps_image_v_order_idx" ON "__blog_posts_v_usps_image_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_usps_image_v_parent_id_idx" ON "__blog_posts_v_usps_image_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_usps_image_v_path_idx" ON "__blog_posts_v_usps_image_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_usps_image_v_locale_idx" ON "__blog_posts_v_usps_image_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_usps_image_v_image_idx" ON "__blog_posts_v_usps_image_v" USING btree ("image_id");
  CREATE INDEX "__blog_posts_v_title_images_v_images_order_idx" ON "__blog_posts_v_title_images_v_images" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_title_images_v_images_parent_id_idx" ON "__blog_posts_v_title_images_v_images" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_title_images_v_images_locale_idx" ON "__blog_posts_v_title_images_v_images" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_title_images_v_images_image_idx" ON "__blog_posts_v_title_images_v_images" USING btree ("image_id");
  CREATE INDEX "__blog_posts_v_title_images_v_order_idx" ON "__blog_posts_v_title_images_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_title_images_v_parent_id_idx" ON "__blog_posts_v_title_images_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_title_images_v_path_idx" ON "__blog_posts_v_title_images_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_title_images_v_locale_idx" ON "__blog_posts_v_title_images_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_hand_v_order_idx" ON "__blog_posts_v_hand_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_hand_v_parent_id_idx" ON "__blog_posts_v_hand_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_hand_v_path_idx" ON "__blog_posts_v_hand_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_hand_v_locale_idx" ON "__blog_posts_v_hand_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_hand_v_card_image_idx" ON "__blog_posts_v_hand_v" USING btree ("card_image_id");
  CREATE INDEX "__blog_posts_v_hand_link_v_order_idx" ON "__blog_posts_v_hand_link_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_hand_link_v_parent_id_idx" ON "__blog_posts_v_hand_link_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_hand_link_v_path_idx" ON "__blog_posts_v_hand_link_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_hand_link_v_locale_idx" ON "__blog_posts_v_hand_link_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_hand_link_v_card_image_idx" ON "__blog_posts_v_hand_link_v" USING btree ("card_image_id");
  CREATE INDEX "__blog_posts_v_blog_v_order_idx" ON "__blog_posts_v_blog_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_blog_v_parent_id_idx" ON "__blog_posts_v_blog_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_blog_v_path_idx" ON "__blog_posts_v_blog_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_blog_v_locale_idx" ON "__blog_posts_v_blog_v" USING btree ("_locale");
  CREATE INDEX "_blog_posts_v_blocks_image_order_idx" ON "_blog_posts_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_blocks_image_parent_id_idx" ON "_blog_posts_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_blocks_image_path_idx" ON "_blog_posts_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_blog_posts_v_blocks_image_locale_idx" ON "_blog_posts_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_blog_posts_v_blocks_image_image_idx" ON "_blog_posts_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "__blog_posts_v_video_embed_v_order_idx" ON "__blog_posts_v_video_embed_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_video_embed_v_parent_id_idx" ON "__blog_posts_v_video_embed_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_video_embed_v_path_idx" ON "__blog_posts_v_video_embed_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_video_embed_v_locale_idx" ON "__blog_posts_v_video_embed_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_video_file_v_order_idx" ON "__blog_posts_v_video_file_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_video_file_v_parent_id_idx" ON "__blog_posts_v_video_file_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_video_file_v_path_idx" ON "__blog_posts_v_video_file_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_video_file_v_locale_idx" ON "__blog_posts_v_video_file_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_video_file_v_poster_idx" ON "__blog_posts_v_video_file_v" USING btree ("poster_id");
  CREATE INDEX "__blog_posts_v_queue_ref_v_order_idx" ON "__blog_posts_v_queue_ref_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_queue_ref_v_parent_id_idx" ON "__blog_posts_v_queue_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_queue_ref_v_path_idx" ON "__blog_posts_v_queue_ref_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_queue_ref_v_locale_idx" ON "__blog_posts_v_queue_ref_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_queue_ref_v_queue_idx" ON "__blog_posts_v_queue_ref_v" USING btree ("queue_id");
  CREATE INDEX "_blog_posts_v_parent_idx" ON "_blog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_version_version_hero_image_idx" ON "_blog_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_blog_posts_v_version_meta_version_meta_image_idx" ON "_blog_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_blog_posts_v_version_version_updated_at_idx" ON "_blog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_posts_v_version_version_created_at_idx" ON "_blog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_posts_v_version_version__status_idx" ON "_blog_posts_v" USING btree ("version__status");
  CREATE INDEX "_blog_posts_v_created_at_idx" ON "_blog_posts_v" USING btree ("created_at");
  CREATE INDEX "_blog_posts_v_updated_at_idx" ON "_blog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_blog_posts_v_snapshot_idx" ON "_blog_posts_v" USING btree ("snapshot");
  CREATE INDEX "_blog_posts_v_published_locale_idx" ON "_blog_posts_v" USING btree ("published_locale");
  CREATE INDEX "_blog_posts_v_latest_idx" ON "_blog_posts_v" USING btree ("latest");
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");
  CREATE INDEX "_blog_posts_v_version_version_slug_idx" ON "_blog_posts_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_blog_posts_v_locales_locale_parent_id_unique" ON "_blog_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_rels_order_idx" ON "_blog_posts_v_rels" USING btree ("order");
  CREATE INDEX "_blog_posts_v_rels_parent_idx" ON "_blog_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_rels_path_idx" ON "_blog_posts_v_rels" USING btree ("path");
  CREATE INDEX "_blog_posts_v_rels_locale_idx" ON "_blog_posts_v_rels" USING btree ("locale");
  CREATE INDEX "_blog_posts_v_rels_products_id_idx" ON "_blog_posts_v_rels" USING btree ("products_id","locale");
  CREATE INDEX "_blog_posts_v_rels_blog_posts_id_idx" ON "_blog_posts_v_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "_blog_posts_v_rels_categories_id_idx" ON "_blog_posts_v_rels" USING btree ("categories_id","locale");
  CREATE INDEX "giving_moments_title_sub_order_idx" ON "giving_moments_title_sub" USING btree ("_order");
  CREATE INDEX "giving_moments_title_sub_parent_id_idx" ON "giving_moments_title_sub" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_title_sub_path_idx" ON "giving_moments_title_sub" USING btree ("_path");
  CREATE INDEX "giving_moments_title_sub_locale_idx" ON "giving_moments_title_sub" USING btree ("_locale");
  CREATE INDEX "giving_moments_title_body_order_idx" ON "giving_moments_title_body" USING btree ("_order");
  CREATE INDEX "giving_moments_title_body_parent_id_idx" ON "giving_moments_title_body" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_title_body_path_idx" ON "giving_moments_title_body" USING btree ("_path");
  CREATE INDEX "giving_moments_title_body_locale_idx" ON "giving_moments_title_body" USING btree ("_locale");
  CREATE INDEX "giving_moments_bitsl_order_idx" ON "giving_moments_bitsl" USING btree ("_order");
  CREATE INDEX "giving_moments_bitsl_parent_id_idx" ON "giving_moments_bitsl" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_bitsl_path_idx" ON "giving_moments_bitsl" USING btree ("_path");
  CREATE INDEX "giving_moments_bitsl_locale_idx" ON "giving_moments_bitsl" USING btree ("_locale");
  CREATE INDEX "giving_moments_bitsl_image_idx" ON "giving_moments_bitsl" USING btree ("image_id");
  CREATE INDEX "giving_moments_image_body_order_idx" ON "giving_moments_image_body" USING btree ("_order");
  CREATE INDEX "giving_moments_image_body_parent_id_idx" ON "giving_moments_image_body" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_image_body_path_idx" ON "giving_moments_image_body" USING btree ("_path");
  CREATE INDEX "giving_moments_image_body_locale_idx" ON "giving_moments_image_body" USING btree ("_locale");
  CREATE INDEX "giving_moments_image_body_image_idx" ON "giving_moments_image_body" USING btree ("image_id");
  CREATE INDEX "giving_moments_blocks_colored_order_idx" ON "giving_moments_blocks_colored" USING btree ("_order");
  CREATE INDEX "giving_moments_blocks_colored_parent_id_idx" ON "giving_moments_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_blocks_colored_path_idx" ON "giving_moments_blocks_colored" USING btree ("_path");
  CREATE INDEX "giving_moments_blocks_colored_locale_idx" ON "giving_moments_blocks_colored" USING btree ("_locale");
  CREATE INDEX "giving_moments_blocks_contact_order_idx" ON "giving_moments_blocks_contact" USING btree ("_order");
  CREATE INDEX "giving_moments_blocks_contact_parent_id_idx" ON "giving_moments_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_blocks_contact_path_idx" ON "giving_moments_blocks_contact" USING btree ("_path");
  CREATE INDEX "giving_moments_blocks_contact_locale_idx" ON "giving_moments_blocks_contact" USING btree ("_locale");
  CREATE INDEX "giving_moments_product_ref_order_idx" ON "giving_moments_product_ref" USING btree ("_order");
  CREATE INDEX "giving_moments_product_ref_parent_id_idx" ON "giving_moments_product_ref" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_product_ref_path_idx" ON "giving_moments_product_ref" USING btree ("_path");
  CREATE INDEX "giving_moments_product_ref_locale_idx" ON "giving_moments_product_ref" USING btree ("_locale");
  CREATE INDEX "giving_moments_testimonials_testimonials_order_idx" ON "giving_moments_testimonials_testimonials" USING btree ("_order");
  CREATE INDEX "giving_moments_testimonials_testimonials_parent_id_idx" ON "giving_moments_testimonials_testimonials" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_testimonials_testimonials_locale_idx" ON "giving_moments_testimonials_testimonials" USING btree ("_locale");
  CREATE INDEX "giving_moments_testimonials_order_idx" ON "giving_moments_testimonials" USING btree ("_order");
  CREATE INDEX "giving_moments_testimonials_parent_id_idx" ON "giving_moments_testimonials" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_testimonials_path_idx" ON "giving_moments_testimonials" USING btree ("_path");
  CREATE INDEX "giving_moments_testimonials_locale_idx" ON "giving_moments_testimonials" USING btree ("_locale");
  CREATE INDEX "giving_moments_usps_image_usps_order_idx" ON "giving_moments_usps_image_usps" USING btree ("_order");
  CREATE INDEX "giving_moments_usps_image_usps_parent_id_idx" ON "giving_moments_usps_image_usps" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_usps_image_usps_locale_idx" ON "giving_moments_usps_image_usps" USING btree ("_locale");
  CREATE INDEX "giving_moments_usps_image_order_idx" ON "giving_moments_usps_image" USING btree ("_order");
  CREATE INDEX "giving_moments_usps_image_parent_id_idx" ON "giving_moments_usps_image" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_usps_image_path_idx" ON "giving_moments_usps_image" USING btree ("_path");
  CREATE INDEX "giving_moments_usps_image_locale_idx" ON "giving_moments_usps_image" USING btree ("_locale");
  CREATE INDEX "giving_moments_usps_image_image_idx" ON "giving_moments_usps_image" USING btree ("image_id");
  CREATE INDEX "giving_moments_title_images_images_order_idx" ON "giving_moments_title_images_images" USING btree ("_order");
  CREATE INDEX "giving_moments_title_images_images_parent_id_idx" ON "giving_moments_title_images_images" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_title_images_images_locale_idx" ON "giving_moments_title_images_images" USING btree ("_locale");
  CREATE INDEX "giving_moments_title_images_images_image_idx" ON "giving_moments_title_images_images" USING btree ("image_id");
  CREATE INDEX "giving_moments_title_images_order_idx" ON "giving_moments_title_images" USING btree ("_order");
  CREATE INDEX "giving_moments_title_images_parent_id_idx" ON "giving_moments_title_images" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_title_images_path_idx" ON "giving_moments_title_images" USING btree ("_path");
  CREATE INDEX "giving_moments_title_images_locale_idx" ON "giving_moments_title_images" USING btree ("_locale");
  CREATE INDEX "giving_moments_hand_order_idx" ON "giving_moments_hand" USING btree ("_order");
  CREATE INDEX "giving_moments_hand_parent_id_idx" ON "giving_moments_hand" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_hand_path_idx" ON "giving_moments_hand" USING btree ("_path");
  CREATE INDEX "giving_moments_hand_locale_idx" ON "giving_moments_hand" USING btree ("_locale");
  CREATE INDEX "giving_moments_hand_card_image_idx" ON "giving_moments_hand" USING btree ("card_image_id");
  CREATE INDEX "giving_moments_hand_link_order_idx" ON "giving_moments_hand_link" USING btree ("_order");
  CREATE INDEX "giving_moments_hand_link_parent_id_idx" ON "giving_moments_hand_link" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_hand_link_path_idx" ON "giving_moments_hand_link" USING btree ("_path");
  CREATE INDEX "giving_moments_hand_link_locale_idx" ON "giving_moments_hand_link" USING btree ("_locale");
  CREATE INDEX "giving_moments_hand_link_card_image_idx" ON "giving_moments_hand_link" USING btree ("card_image_id");
  CREATE INDEX "giving_moments_blog_order_idx" ON "giving_moments_blog" USING btree ("_order");
  CREATE INDEX "giving_moments_blog_parent_id_idx" ON "giving_moments_blog" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_blog_path_idx" ON "giving_moments_blog" USING btree ("_path");
  CREATE INDEX "giving_moments_blog_locale_idx" ON "giving_moments_blog" USING btree ("_locale");
  CREATE INDEX "giving_moments_blocks_image_order_idx" ON "giving_moments_blocks_image" USING btree ("_order");
  CREATE INDEX "giving_moments_blocks_image_parent_id_idx" ON "giving_moments_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_blocks_image_path_idx" ON "giving_moments_blocks_image" USING btree ("_path");
  CREATE INDEX "giving_moments_blocks_image_locale_idx" ON "giving_moments_blocks_image" USING btree ("_locale");
  CREATE INDEX "giving_moments_blocks_image_image_idx" ON "giving_moments_blocks_image" USING btree ("image_id");
  CREATE INDEX "giving_moments_video_embed_order_idx" ON "giving_moments_video_embed" USING btree ("_order");
  CREATE INDEX "giving_moments_video_embed_parent_id_idx" ON "giving_moments_video_embed" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_video_embed_path_idx" ON "giving_moments_video_embed" USING btree ("_path");
  CREATE INDEX "giving_moments_video_embed_locale_idx" ON "giving_moments_video_embed" USING btree ("_locale");
  CREATE INDEX "giving_moments_video_file_order_idx" ON "giving_moments_video_file" USING btree ("_order");
  CREATE INDEX "giving_moments_video_file_parent_id_idx" ON "giving_moments_video_file" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_video_file_path_idx" ON "giving_moments_video_file" USING btree ("_path");
  CREATE INDEX "giving_moments_video_file_locale_idx" ON "giving_moments_video_file" USING btree ("_locale");
  CREATE INDEX "giving_moments_video_file_poster_idx" ON "giving_moments_video_file" USING btree ("poster_id");
  CREATE INDEX "giving_moments_queue_ref_order_idx" ON "giving_moments_queue_ref" USING btree ("_order");
  CREATE INDEX "giving_moments_queue_ref_parent_id_idx" ON "giving_moments_queue_ref" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_queue_ref_path_idx" ON "giving_moments_queue_ref" USING btree ("_path");
  CREATE INDEX "giving_moments_queue_ref_locale_idx" ON "giving_moments_queue_ref" USING btree ("_locale");
  CREATE INDEX "giving_moments_queue_ref_queue_idx" ON "giving_moments_queue_ref" USING btree ("queue_id");
  CREATE INDEX "giving_moments_image_idx" ON "giving_moments" USING btree ("image_id");
  CREATE INDEX "giving_moments_meta_meta_image_idx" ON "giving_moments" USING btree ("meta_image_id");
  CREATE INDEX "giving_moments_updated_at_idx" ON "giving_moments" USING btree ("updated_at");
  CREATE INDEX "giving_moments_created_at_idx" ON "giving_moments" USING btree ("created_at");
  CREATE INDEX "giving_moments__status_idx" ON "giving_moments" USING btree ("_status");
  CREATE INDEX "giving_moments_slug_idx" ON "giving_moments_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "giving_moments_locales_locale_parent_id_unique" ON "giving_moments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "giving_moments_rels_order_idx" ON "giving_moments_rels" USING btree ("order");
  CREATE INDEX "giving_moments_rels_parent_idx" ON "giving_moments_rels" USING btree ("parent_id");
  CREATE INDEX "giving_moments_rels_path_idx" ON "giving_moments_rels" USING btree ("path");
  CREATE INDEX "giving_moments_rels_locale_idx" ON "giving_moments_rels" USING btree ("locale");
  CREATE INDEX "giving_moments_rels_products_id_idx" ON "giving_moments_rels" USING btree ("products_id","locale");
  CREATE INDEX "giving_moments_rels_blog_posts_id_idx" ON "giving_moments_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "giving_moments_rels_categories_id_idx" ON "giving_moments_rels" USING btree ("categories_id","locale");
  CREATE INDEX "__giving_moments_v_title_sub_v_order_idx" ON "__giving_moments_v_title_sub_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_title_sub_v_parent_id_idx" ON "__giving_moments_v_title_sub_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_title_sub_v_path_idx" ON "__giving_moments_v_title_sub_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_title_sub_v_locale_idx" ON "__giving_moments_v_title_sub_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_title_body_v_order_idx" ON "__giving_moments_v_title_body_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_title_body_v_parent_id_idx" ON "__giving_moments_v_title_body_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_title_body_v_path_idx" ON "__giving_moments_v_title_body_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_title_body_v_locale_idx" ON "__giving_moments_v_title_body_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_bitsl_v_order_idx" ON "__giving_moments_v_bitsl_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_bitsl_v_parent_id_idx" ON "__giving_moments_v_bitsl_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_bitsl_v_path_idx" ON "__giving_moments_v_bitsl_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_bitsl_v_locale_idx" ON "__giving_moments_v_bitsl_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_bitsl_v_image_idx" ON "__giving_moments_v_bitsl_v" USING btree ("image_id");
  CREATE INDEX "__giving_moments_v_image_body_v_order_idx" ON "__giving_moments_v_image_body_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_image_body_v_parent_id_idx" ON "__giving_moments_v_image_body_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_image_body_v_path_idx" ON "__giving_moments_v_image_body_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_image_body_v_locale_idx" ON "__giving_moments_v_image_body_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_image_body_v_image_idx" ON "__giving_moments_v_image_body_v" USING btree ("image_id");
  CREATE INDEX "_giving_moments_v_blocks_colored_order_idx" ON "_giving_moments_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_giving_moments_v_blocks_colored_parent_id_idx" ON "_giving_moments_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_giving_moments_v_blocks_colored_path_idx" ON "_giving_moments_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_giving_moments_v_blocks_colored_locale_idx" ON "_giving_moments_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_giving_moments_v_blocks_contact_order_idx" ON "_giving_moments_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_giving_moments_v_blocks_contact_parent_id_idx" ON "_giving_moments_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_giving_moments_v_blocks_contact_path_idx" ON "_giving_moments_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_giving_moments_v_blocks_contact_locale_idx" ON "_giving_moments_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_product_ref_v_order_idx" ON "__giving_moments_v_product_ref_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_product_ref_v_parent_id_idx" ON "__giving_moments_v_product_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_product_ref_v_path_idx" ON "__giving_moments_v_product_ref_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_product_ref_v_locale_idx" ON "__giving_moments_v_product_ref_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_testimonials_v_testimonials_order_idx" ON "__giving_moments_v_testimonials_v_testimonials" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_testimonials_v_testimonials_parent_id_idx" ON "__giving_moments_v_testimonials_v_testimonials" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_testimonials_v_testimonials_locale_idx" ON "__giving_moments_v_testimonials_v_testimonials" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_testimonials_v_order_idx" ON "__giving_moments_v_testimonials_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_testimonials_v_parent_id_idx" ON "__giving_moments_v_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_testimonials_v_path_idx" ON "__giving_moments_v_testimonials_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_testimonials_v_locale_idx" ON "__giving_moments_v_testimonials_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_usps_image_v_usps_order_idx" ON "__giving_moments_v_usps_image_v_usps" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_usps_image_v_usps_parent_id_idx" ON "__giving_moments_v_usps_image_v_usps" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_usps_image_v_usps_locale_idx" ON "__giving_moments_v_usps_image_v_usps" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_usps_image_v_order_idx" ON "__giving_moments_v_usps_image_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_usps_image_v_parent_id_idx" ON "__giving_moments_v_usps_image_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_usps_image_v_path_idx" ON "__giving_moments_v_usps_image_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_usps_image_v_locale_idx" ON "__giving_moments_v_usps_image_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_usps_image_v_image_idx" ON "__giving_moments_v_usps_image_v" USING btree ("image_id");
  CREATE INDEX "__giving_moments_v_title_images_v_images_order_idx" ON "__giving_moments_v_title_images_v_images" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_title_images_v_images_parent_id_idx" ON "__giving_moments_v_title_images_v_images" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_title_images_v_images_locale_idx" ON "__giving_moments_v_title_images_v_images" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_title_images_v_images_image_idx" ON "__giving_moments_v_title_images_v_images" USING btree ("image_id");
  CREATE INDEX "__giving_moments_v_title_images_v_order_idx" ON "__giving_moments_v_title_images_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_title_images_v_parent_id_idx" ON "__giving_moments_v_title_images_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_title_images_v_path_idx" ON "__giving_moments_v_title_images_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_title_images_v_locale_idx" ON "__giving_moments_v_title_images_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_hand_v_order_idx" ON "__giving_moments_v_hand_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_hand_v_parent_id_idx" ON "__giving_moments_v_hand_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_hand_v_path_idx" ON "__giving_moments_v_hand_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_hand_v_locale_idx" ON "__giving_moments_v_hand_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_hand_v_card_image_idx" ON "__giving_moments_v_hand_v" USING btree ("card_image_id");
  CREATE INDEX "__giving_moments_v_hand_link_v_order_idx" ON "__giving_moments_v_hand_link_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_hand_link_v_parent_id_idx" ON "__giving_moments_v_hand_link_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_hand_link_v_path_idx" ON "__giving_moments_v_hand_link_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_hand_link_v_locale_idx" ON "__giving_moments_v_hand_link_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_hand_link_v_card_image_idx" ON "__giving_moments_v_hand_link_v" USING btree ("card_image_id");
  CREATE INDEX "__giving_moments_v_blog_v_order_idx" ON "__giving_moments_v_blog_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_blog_v_parent_id_idx" ON "__giving_moments_v_blog_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_blog_v_path_idx" ON "__giving_moments_v_blog_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_blog_v_locale_idx" ON "__giving_moments_v_blog_v" USING btree ("_locale");
  CREATE INDEX "_giving_moments_v_blocks_image_order_idx" ON "_giving_moments_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_giving_moments_v_blocks_image_parent_id_idx" ON "_giving_moments_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_giving_moments_v_blocks_image_path_idx" ON "_giving_moments_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_giving_moments_v_blocks_image_locale_idx" ON "_giving_moments_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_giving_moments_v_blocks_image_image_idx" ON "_giving_moments_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "__giving_moments_v_video_embed_v_order_idx" ON "__giving_moments_v_video_embed_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_video_embed_v_parent_id_idx" ON "__giving_moments_v_video_embed_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_video_embed_v_path_idx" ON "__giving_moments_v_video_embed_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_video_embed_v_locale_idx" ON "__giving_moments_v_video_embed_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_video_file_v_order_idx" ON "__giving_moments_v_video_file_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_video_file_v_parent_id_idx" ON "__giving_moments_v_video_file_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_video_file_v_path_idx" ON "__giving_moments_v_video_file_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_video_file_v_locale_idx" ON "__giving_moments_v_video_file_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_video_file_v_poster_idx" ON "__giving_moments_v_video_file_v" USING btree ("poster_id");
  CREATE INDEX "__giving_moments_v_queue_ref_v_order_idx" ON "__giving_moments_v_queue_ref_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_queue_ref_v_parent_id_idx" ON "__giving_moments_v_queue_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_queue_ref_v_path_idx" ON "__giving_moments_v_queue_ref_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_queue_ref_v_locale_idx" ON "__giving_moments_v_queue_ref_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_queue_ref_v_queue_idx" ON "__giving_moments_v_queue_ref_v" USING btree ("queue_id");
  CREATE INDEX "_giving_moments_v_parent_idx" ON "_giving_moments_v" USING btree ("parent_id");
  CREATE INDEX "_giving_moments_v_version_version_image_idx" ON "_giving_moments_v" USING btree ("version_image_id");
  CREATE INDEX "_giving_moments_v_version_meta_version_meta_image_idx" ON "_giving_moments_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_giving_moments_v_version_version_updated_at_idx" ON "_giving_moments_v" USING btree ("version_updated_at");
  CREATE INDEX "_giving_moments_v_version_version_created_at_idx" ON "_giving_moments_v" USING btree ("version_created_at");
  CREATE INDEX "_giving_moments_v_version_version__status_idx" ON "_giving_moments_v" USING btree ("version__status");
  CREATE INDEX "_giving_moments_v_created_at_idx" ON "_giving_moments_v" USING btree ("created_at");
  CREATE INDEX "_giving_moments_v_updated_at_idx" ON "_giving_moments_v" USING btree ("updated_at");
  CREATE INDEX "_giving_moments_v_snapshot_idx" ON "_giving_moments_v" USING btree ("snapshot");
  CREATE INDEX "_giving_moments_v_published_locale_idx" ON "_giving_moments_v" USING btree ("published_locale");
  CREATE INDEX "_giving_moments_v_latest_idx" ON "_giving_moments_v" USING btree ("latest");
  CREATE INDEX "_giving_moments_v_autosave_idx" ON "_giving_moments_v" USING btree ("autosave");
  CREATE INDEX "_giving_moments_v_version_version_slug_idx" ON "_giving_moments_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_giving_moments_v_locales_locale_parent_id_unique" ON "_giving_moments_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_giving_moments_v_rels_order_idx" ON "_giving_moments_v_rels" USING btree ("order");
  CREATE INDEX "_giving_moments_v_rels_parent_idx" ON "_giving_moments_v_rels" USING btree ("parent_id");
  CREATE INDEX "_giving_moments_v_rels_path_idx" ON "_giving_moments_v_rels" USING btree ("path");
  CREATE INDEX "_giving_moments_v_rels_locale_idx" ON "_giving_moments_v_rels" USING btree ("locale");
  CREATE INDEX "_giving_moments_v_rels_products_id_idx" ON "_giving_moments_v_rels" USING btree ("products_id","locale");
  CREATE INDEX "_giving_moments_v_rels_blog_posts_id_idx" ON "_giving_moments_v_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "_giving_moments_v_rels_categories_id_idx" ON "_giving_moments_v_rels" USING btree ("categories_id","locale");
  CREATE INDEX "products_title_sub_order_idx" ON "products_title_sub" USING btree ("_order");
  CREATE INDEX "products_title_sub_parent_id_idx" ON "products_title_sub" USING btree ("_parent_id");
  CREATE INDEX "products_title_sub_path_idx" ON "products_title_sub" USING btree ("_path");
  CREATE INDEX "products_title_sub_locale_idx" ON "products_title_sub" USING btree ("_locale");
  CREATE INDEX "products_title_body_order_idx" ON "products_title_body" USING btree ("_order");
  CREATE INDEX "products_title_body_parent_id_idx" ON "products_title_body" USING btree ("_parent_id");
  CREATE INDEX "products_title_body_path_idx" ON "products_title_body" USING btree ("_path");
  CREATE INDEX "products_title_body_locale_idx" ON "products_title_body" USING btree ("_locale");
  CREATE INDEX "products_bitsl_order_idx" ON "products_bitsl" USING btree ("_order");
  CREATE INDEX "products_bitsl_parent_id_idx" ON "products_bitsl" USING btree ("_parent_id");
  CREATE INDEX "products_bitsl_path_idx" ON "products_bitsl" USING btree ("_path");
  CREATE INDEX "products_bitsl_locale_idx" ON "products_bitsl" USING btree ("_locale");
  CREATE INDEX "products_bitsl_image_idx" ON "products_bitsl" USING btree ("image_id");
  CREATE INDEX "products_image_body_order_idx" ON "products_image_body" USING btree ("_order");
  CREATE INDEX "products_image_body_parent_id_idx" ON "products_image_body" USING btree ("_parent_id");
  CREATE INDEX "products_image_body_path_idx" ON "products_image_body" USING btree ("_path");
  CREATE INDEX "products_image_body_locale_idx" ON "products_image_body" USING btree ("_locale");
  CREATE INDEX "products_image_body_image_idx" ON "products_image_body" USING btree ("image_id");
  CREATE INDEX "products_blocks_colored_order_idx" ON "products_blocks_colored" USING btree ("_order");
  CREATE INDEX "products_blocks_colored_parent_id_idx" ON "products_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_colored_path_idx" ON "products_blocks_colored" USING btree ("_path");
  CREATE INDEX "products_blocks_colored_locale_idx" ON "products_blocks_colored" USING btree ("_locale");
  CREATE INDEX "products_blocks_contact_order_idx" ON "products_blocks_contact" USING btree ("_order");
  CREATE INDEX "products_blocks_contact_parent_id_idx" ON "products_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_contact_path_idx" ON "products_blocks_contact" USING btree ("_path");
  CREATE INDEX "products_blocks_contact_locale_idx" ON "products_blocks_contact" USING btree ("_locale");
  CREATE INDEX "products_product_ref_order_idx" ON "products_product_ref" USING btree ("_order");
  CREATE INDEX "products_product_ref_parent_id_idx" ON "products_product_ref" USING btree ("_parent_id");
  CREATE INDEX "products_product_ref_path_idx" ON "products_product_ref" USING btree ("_path");
  CREATE INDEX "products_product_ref_locale_idx" ON "products_product_ref" USING btree ("_locale");
  CREATE INDEX "products_testimonials_testimonials_order_idx" ON "products_testimonials_testimonials" USING btree ("_order");
  CREATE INDEX "products_testimonials_testimonials_parent_id_idx" ON "products_testimonials_testimonials" USING btree ("_parent_id");
  CREATE INDEX "products_testimonials_testimonials_locale_idx" ON "products_testimonials_testimonials" USING btree ("_locale");
  CREATE INDEX "products_testimonials_order_idx" ON "products_testimonials" USING btree ("_order");
  CREATE INDEX "products_testimonials_parent_id_idx" ON "products_testimonials" USING btree ("_parent_id");
  CREATE INDEX "products_testimonials_path_idx" ON "products_testimonials" USING btree ("_path");
  CREATE INDEX "products_testimonials_locale_idx" ON "products_testimonials" USING btree ("_locale");
  CREATE INDEX "products_usps_image_usps_order_idx" ON "products_usps_image_usps" USING btree ("_order");
  CREATE INDEX "products_usps_image_usps_parent_id_idx" ON "products_usps_image_usps" USING btree ("_parent_id");
  CREATE INDEX "products_usps_image_usps_locale_idx" ON "products_usps_image_usps" USING btree ("_locale");
  CREATE INDEX "products_usps_image_order_idx" ON "products_usps_image" USING btree ("_order");
  CREATE INDEX "products_usps_image_parent_id_idx" ON "products_usps_image" USING btree ("_parent_id");
  CREATE INDEX "products_usps_image_path_idx" ON "products_usps_image" USING btree ("_path");
  CREATE INDEX "products_usps_image_locale_idx" ON "products_usps_image" USING btree ("_locale");
  CREATE INDEX "products_usps_image_image_idx" ON "products_usps_image" USING btree ("image_id");
  CREATE INDEX "products_title_images_images_order_idx" ON "products_title_images_images" USING btree ("_order");
  CREATE INDEX "products_title_images_images_parent_id_idx" ON "products_title_images_images" USING btree ("_parent_id");
  CREATE INDEX "products_title_images_images_locale_idx" ON "products_title_images_images" USING btree ("_locale");
  CREATE INDEX "products_title_images_images_image_idx" ON "products_title_images_images" USING btree ("image_id");
  CREATE INDEX "products_title_images_order_idx" ON "products_title_images" USING btree ("_order");
  CREATE INDEX "products_title_images_parent_id_idx" ON "products_title_images" USING btree ("_parent_id");
  CREATE INDEX "products_title_images_path_idx" ON "products_title_images" USING btree ("_path");
  CREATE INDEX "products_title_images_locale_idx" ON "products_title_images" USING btree ("_locale");
  CREATE INDEX "products_hand_order_idx" ON "products_hand" USING btree ("_order");
  CREATE INDEX "products_hand_parent_id_idx" ON "products_hand" USING btree ("_parent_id");
  CREATE INDEX "products_hand_path_idx" ON "products_hand" USING btree ("_path");
  CREATE INDEX "products_hand_locale_idx" ON "products_hand" USING btree ("_locale");
  CREATE INDEX "products_hand_card_image_idx" ON "products_hand" USING btree ("card_image_id");
  CREATE INDEX "products_hand_link_order_idx" ON "products_hand_link" USING btree ("_order");
  CREATE INDEX "products_hand_link_parent_id_idx" ON "products_hand_link" USING btree ("_parent_id");
  CREATE INDEX "products_hand_link_path_idx" ON "products_hand_link" USING btree ("_path");
  CREATE INDEX "products_hand_link_locale_idx" ON "products_hand_link" USING btree ("_locale");
  CREATE INDEX "products_hand_link_card_image_idx" ON "products_hand_link" USING btree ("card_image_id");
  CREATE INDEX "products_blog_order_idx" ON "products_blog" USING btree ("_order");
  CREATE INDEX "products_blog_parent_id_idx" ON "products_blog" USING btree ("_parent_id");
  CREATE INDEX "products_blog_path_idx" ON "products_blog" USING btree ("_path");
  CREATE INDEX "products_blog_locale_idx" ON "products_blog" USING btree ("_locale");
  CREATE INDEX "products_blocks_image_order_idx" ON "products_blocks_image" USING btree ("_order");
  CREATE INDEX "products_blocks_image_parent_id_idx" ON "products_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_image_path_idx" ON "products_blocks_image" USING btree ("_path");
  CREATE INDEX "products_blocks_image_locale_idx" ON "products_blocks_image" USING btree ("_locale");
  CREATE INDEX "products_blocks_image_image_idx" ON "products_blocks_image" USING btree ("image_id");
  CREATE INDEX "products_video_embed_order_idx" ON "products_video_embed" USING btree ("_order");
  CREATE INDEX "products_video_embed_parent_id_idx" ON "products_video_embed" USING btree ("_parent_id");
  CREATE INDEX "products_video_embed_path_idx" ON "products_video_embed" USING btree ("_path");
  CREATE INDEX "products_video_embed_locale_idx" ON "products_video_embed" USING btree ("_locale");
  CREATE INDEX "products_video_file_order_idx" ON "products_video_file" USING btree ("_order");
  CREATE INDEX "products_video_file_parent_id_idx" ON "products_video_file" USING btree ("_parent_id");
  CREATE INDEX "products_video_file_path_idx" ON "products_video_file" USING btree ("_path");
  CREATE INDEX "products_video_file_locale_idx" ON "products_video_file" USING btree ("_locale");
  CREATE INDEX "products_video_file_poster_idx" ON "products_video_file" USING btree ("poster_id");
  CREATE INDEX "products_queue_ref_order_idx" ON "products_queue_ref" USING btree ("_order");
  CREATE INDEX "products_queue_ref_parent_id_idx" ON "products_queue_ref" USING btree ("_parent_id");
  CREATE INDEX "products_queue_ref_path_idx" ON "products_queue_ref" USING btree ("_path");
  CREATE INDEX "products_queue_ref_locale_idx" ON "products_queue_ref" USING btree ("_locale");
  CREATE INDEX "products_queue_ref_queue_idx" ON "products_queue_ref" USING btree ("queue_id");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_meta_meta_image_idx" ON "products" USING btree ("meta_image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "products_slug_idx" ON "products_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_locale_idx" ON "products_rels" USING btree ("locale");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id","locale");
  CREATE INDEX "products_rels_blog_posts_id_idx" ON "products_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "products_rels_categories_id_idx" ON "products_rels" USING btree ("categories_id","locale");
  CREATE INDEX "__products_v_title_sub_v_order_idx" ON "__products_v_title_sub_v" USING btree ("_order");
  CREATE INDEX "__products_v_title_sub_v_parent_id_idx" ON "__products_v_title_sub_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_title_sub_v_path_idx" ON "__products_v_title_sub_v" USING btree ("_path");
  CREATE INDEX "__products_v_title_sub_v_locale_idx" ON "__products_v_title_sub_v" USING btree ("_locale");
  CREATE INDEX "__products_v_title_body_v_order_idx" ON "__products_v_title_body_v" USING btree ("_order");
  CREATE INDEX "__products_v_title_body_v_parent_id_idx" ON "__products_v_title_body_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_title_body_v_path_idx" ON "__products_v_title_body_v" USING btree ("_path");
  CREATE INDEX "__products_v_title_body_v_locale_idx" ON "__products_v_title_body_v" USING btree ("_locale");
  CREATE INDEX "__products_v_bitsl_v_order_idx" ON "__products_v_bitsl_v" USING btree ("_order");
  CREATE INDEX "__products_v_bitsl_v_parent_id_idx" ON "__products_v_bitsl_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_bitsl_v_path_idx" ON "__products_v_bitsl_v" USING btree ("_path");
  CREATE INDEX "__products_v_bitsl_v_locale_idx" ON "__products_v_bitsl_v" USING btree ("_locale");
  CREATE INDEX "__products_v_bitsl_v_image_idx" ON "__products_v_bitsl_v" USING btree ("image_id");
  CREATE INDEX "__products_v_image_body_v_order_idx" ON "__products_v_image_body_v" USING btree ("_order");
  CREATE INDEX "__products_v_image_body_v_parent_id_idx" ON "__products_v_image_body_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_image_body_v_path_idx" ON "__products_v_image_body_v" USING btree ("_path");
  CREATE INDEX "__products_v_image_body_v_locale_idx" ON "__products_v_image_body_v" USING btree ("_locale");
  CREATE INDEX "__products_v_image_body_v_image_idx" ON "__products_v_image_body_v" USING btree ("image_id");
  CREATE INDEX "_products_v_blocks_colored_order_idx" ON "_products_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_colored_parent_id_idx" ON "_products_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_colored_path_idx" ON "_products_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_colored_locale_idx" ON "_products_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_products_v_blocks_contact_order_idx" ON "_products_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_contact_parent_id_idx" ON "_products_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_contact_path_idx" ON "_products_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_contact_locale_idx" ON "_products_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "__products_v_product_ref_v_order_idx" ON "__products_v_product_ref_v" USING btree ("_order");
  CREATE INDEX "__products_v_product_ref_v_parent_id_idx" ON "__products_v_product_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_product_ref_v_path_idx" ON "__products_v_product_ref_v" USING btree ("_path");
  CREATE INDEX "__products_v_product_ref_v_locale_idx" ON "__products_v_product_ref_v" USING btree ("_locale");
  CREATE INDEX "__products_v_testimonials_v_testimonials_order_idx" ON "__products_v_testimonials_v_testimonials" USING btree ("_order");
  CREATE INDEX "__products_v_testimonials_v_testimonials_parent_id_idx" ON "__products_v_testimonials_v_testimonials" USING btree ("_parent_id");
  CREATE INDEX "__products_v_testimonials_v_testimonials_locale_idx" ON "__products_v_testimonials_v_testimonials" USING btree ("_locale");
  CREATE INDEX "__products_v_testimonials_v_order_idx" ON "__products_v_testimonials_v" USING btree ("_order");
  CREATE INDEX "__products_v_testimonials_v_parent_id_idx" ON "__products_v_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_testimonials_v_path_idx" ON "__products_v_testimonials_v" USING btree ("_path");
  CREATE INDEX "__products_v_testimonials_v_locale_idx" ON "__products_v_testimonials_v" USING btree ("_locale");
  CREATE INDEX "__products_v_usps_image_v_usps_order_idx" ON "__products_v_usps_image_v_usps" USING btree ("_order");
  CREATE INDEX "__products_v_usps_image_v_usps_parent_id_idx" ON "__products_v_usps_image_v_usps" USING btree ("_parent_id");
  CREATE INDEX "__products_v_usps_image_v_usps_locale_idx" ON "__products_v_usps_image_v_usps" USING btree ("_locale");
  CREATE INDEX "__products_v_usps_image_v_order_idx" ON "__products_v_usps_image_v" USING btree ("_order");
  CREATE INDEX "__products_v_usps_image_v_parent_id_idx" ON "__products_v_usps_image_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_usps_image_v_path_idx" ON "__products_v_usps_image_v" USING btree ("_path");
  CREATE INDEX "__products_v_usps_image_v_locale_idx" ON "__products_v_usps_image_v" USING btree ("_locale");
  CREATE INDEX "__products_v_usps_image_v_image_idx" ON "__products_v_usps_image_v" USING btree ("image_id");
  CREATE INDEX "__products_v_title_images_v_images_order_idx" ON "__products_v_title_images_v_images" USING btree ("_order");
  CREATE INDEX "__products_v_title_images_v_images_parent_id_idx" ON "__products_v_title_images_v_images" USING btree ("_parent_id");
  CREATE INDEX "__products_v_title_images_v_images_locale_idx" ON "__products_v_title_images_v_images" USING btree ("_locale");
  CREATE INDEX "__products_v_title_images_v_images_image_idx" ON "__products_v_title_images_v_images" USING btree ("image_id");
  CREATE INDEX "__products_v_title_images_v_order_idx" ON "__products_v_title_images_v" USING btree ("_order");
  CREATE INDEX "__products_v_title_images_v_parent_id_idx" ON "__products_v_title_images_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_title_images_v_path_idx" ON "__products_v_title_images_v" USING btree ("_path");
  CREATE INDEX "__products_v_title_images_v_locale_idx" ON "__products_v_title_images_v" USING btree ("_locale");
  CREATE INDEX "__products_v_hand_v_order_idx" ON "__products_v_hand_v" USING btree ("_order");
  CREATE INDEX "__products_v_hand_v_parent_id_idx" ON "__products_v_hand_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_hand_v_path_idx" ON "__products_v_hand_v" USING btree ("_path");
  CREATE INDEX "__products_v_hand_v_locale_idx" ON "__products_v_hand_v" USING btree ("_locale");
  CREATE INDEX "__products_v_hand_v_card_image_idx" ON "__products_v_hand_v" USING btree ("card_image_id");
  CREATE INDEX "__products_v_hand_link_v_order_idx" ON "__products_v_hand_link_v" USING btree ("_order");
  CREATE INDEX "__products_v_hand_link_v_parent_id_idx" ON "__products_v_hand_link_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_hand_link_v_path_idx" ON "__products_v_hand_link_v" USING btree ("_path");
  CREATE INDEX "__products_v_hand_link_v_locale_idx" ON "__products_v_hand_link_v" USING btree ("_locale");
  CREATE INDEX "__products_v_hand_link_v_card_image_idx" ON "__products_v_hand_link_v" USING btree ("card_image_id");
  CREATE INDEX "__products_v_blog_v_order_idx" ON "__products_v_blog_v" USING btree ("_order");
  CREATE INDEX "__products_v_blog_v_parent_id_idx" ON "__products_v_blog_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_blog_v_path_idx" ON "__products_v_blog_v" USING btree ("_path");
  CREATE INDEX "__products_v_blog_v_locale_idx" ON "__products_v_blog_v" USING btree ("_locale");
  CREATE INDEX "_products_v_blocks_image_order_idx" ON "_products_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_image_parent_id_idx" ON "_products_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_image_path_idx" ON "_products_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_image_locale_idx" ON "_products_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_products_v_blocks_image_image_idx" ON "_products_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "__products_v_video_embed_v_order_idx" ON "__products_v_video_embed_v" USING btree ("_order");
  CREATE INDEX "__products_v_video_embed_v_parent_id_idx" ON "__products_v_video_embed_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_video_embed_v_path_idx" ON "__products_v_video_embed_v" USING btree ("_path");
  CREATE INDEX "__products_v_video_embed_v_locale_idx" ON "__products_v_video_embed_v" USING btree ("_locale");
  CREATE INDEX "__products_v_video_file_v_order_idx" ON "__products_v_video_file_v" USING btree ("_order");
  CREATE INDEX "__products_v_video_file_v_parent_id_idx" ON "__products_v_video_file_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_video_file_v_path_idx" ON "__products_v_video_file_v" USING btree ("_path");
  CREATE INDEX "__products_v_video_file_v_locale_idx" ON "__products_v_video_file_v" USING btree ("_locale");
  CREATE INDEX "__products_v_video_file_v_poster_idx" ON "__products_v_video_file_v" USING btree ("poster_id");
  CREATE INDEX "__products_v_queue_ref_v_order_idx" ON "__products_v_queue_ref_v" USING btree ("_order");
  CREATE INDEX "__products_v_queue_ref_v_parent_id_idx" ON "__products_v_queue_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_queue_ref_v_path_idx" ON "__products_v_queue_ref_v" USING btree ("_path");
  CREATE INDEX "__products_v_queue_ref_v_locale_idx" ON "__products_v_queue_ref_v" USING btree ("_locale");
  CREATE INDEX "__products_v_queue_ref_v_queue_idx" ON "__products_v_queue_ref_v" USING btree ("queue_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_image_idx" ON "_products_v" USING btree ("version_image_id");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_locale_idx" ON "_products_v_rels" USING btree ("locale");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id","locale");
  CREATE INDEX "_products_v_rels_blog_posts_id_idx" ON "_products_v_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "_products_v_rels_categories_id_idx" ON "_products_v_rels" USING btree ("categories_id","locale");
  CREATE INDEX "categories_title_sub_order_idx" ON "categories_title_sub" USING btree ("_order");
  CREATE INDEX "categories_title_sub_parent_id_idx" ON "categories_title_sub" USING btree ("_parent_id");
  CREATE INDEX "categories_title_sub_path_idx" ON "categories_title_sub" USING btree ("_path");
  CREATE INDEX "categories_title_sub_locale_idx" ON "categories_title_sub" USING btree ("_locale");
  CREATE INDEX "categories_title_body_order_idx" ON "categories_title_body" USING btree ("_order");
  CREATE INDEX "categories_title_body_parent_id_idx" ON "categories_title_body" USING btree ("_parent_id");
  CREATE INDEX "categories_title_body_path_idx" ON "categories_title_body" USING btree ("_path");
  CREATE INDEX "categories_title_body_locale_idx" ON "categories_title_body" USING btree ("_locale");
  CREATE INDEX "categories_bitsl_order_idx" ON "categories_bitsl" USING btree ("_order");
  CREATE INDEX "categories_bitsl_parent_id_idx" ON "categories_bitsl" USING btree ("_parent_id");
  CREATE INDEX "categories_bitsl_path_idx" ON "categories_bitsl" USING btree ("_path");
  CREATE INDEX "categories_bitsl_locale_idx" ON "categories_bitsl" USING btree ("_locale");
  CREATE INDEX "categories_bitsl_image_idx" ON "categories_bitsl" USING btree ("image_id");
  CREATE INDEX "categories_image_body_order_idx" ON "categories_image_body" USING btree ("_order");
  CREATE INDEX "categories_image_body_parent_id_idx" ON "categories_image_body" USING btree ("_parent_id");
  CREATE INDEX "categories_image_body_path_idx" ON "categories_image_body" USING btree ("_path");
  CREATE INDEX "categories_image_body_locale_idx" ON "categories_image_body" USING btree ("_locale");
  CREATE INDEX "categories_image_body_image_idx" ON "categories_image_body" USING btree ("image_id");
  CREATE INDEX "categories_blocks_colored_order_idx" ON "categories_blocks_colored" USING btree ("_order");
  CREATE INDEX "categories_blocks_colored_parent_id_idx" ON "categories_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_colored_path_idx" ON "categories_blocks_colored" USING btree ("_path");
  CREATE INDEX "categories_blocks_colored_locale_idx" ON "categories_blocks_colored" USING btree ("_locale");
  CREATE INDEX "categories_blocks_contact_order_idx" ON "categories_blocks_contact" USING btree ("_order");
  CREATE INDEX "categories_blocks_contact_parent_id_idx" ON "categories_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_contact_path_idx" ON "categories_blocks_contact" USING btree ("_path");
  CREATE INDEX "categories_blocks_contact_locale_idx" ON "categories_blocks_contact" USING btree ("_locale");
  CREATE INDEX "categories_product_ref_order_idx" ON "categories_product_ref" USING btree ("_order");
  CREATE INDEX "categories_product_ref_parent_id_idx" ON "categories_product_ref" USING btree ("_parent_id");
  CREATE INDEX "categories_product_ref_path_idx" ON "categories_product_ref" USING btree ("_path");
  CREATE INDEX "categories_product_ref_locale_idx" ON "categories_product_ref" USING btree ("_locale");
  CREATE INDEX "categories_testimonials_testimonials_order_idx" ON "categories_testimonials_testimonials" USING btree ("_order");
  CREATE INDEX "categories_testimonials_testimonials_parent_id_idx" ON "categories_testimonials_testimonials" USING btree ("_parent_id");
  CREATE INDEX "categories_testimonials_testimonials_locale_idx" ON "categories_testimonials_testimonials" USING btree ("_locale");
  CREATE INDEX "categories_testimonials_order_idx" ON "categories_testimonials" USING btree ("_order");
  CREATE INDEX "categories_testimonials_parent_id_idx" ON "categories_testimonials" USING btree ("_parent_id");
  CREATE INDEX "categories_testimonials_path_idx" ON "categories_testimonials" USING btree ("_path");
  CREATE INDEX "categories_testimonials_locale_idx" ON "categories_testimonials" USING btree ("_locale");
  CREATE INDEX "categories_usps_image_usps_order_idx" ON "categories_usps_image_usps" USING btree ("_order");
  CREATE INDEX "categories_usps_image_usps_parent_id_idx" ON "categories_usps_image_usps" USING btree ("_parent_id");
  CREATE INDEX "categories_usps_image_usps_locale_idx" ON "categories_usps_image_usps" USING btree ("_locale");
  CREATE INDEX "categories_usps_image_order_idx" ON "categories_usps_image" USING btree ("_order");
  CREATE INDEX "categories_usps_image_parent_id_idx" ON "categories_usps_image" USING btree ("_parent_id");
  CREATE INDEX "categories_usps_image_path_idx" ON "categories_usps_image" USING btree ("_path");
  CREATE INDEX "categories_usps_image_locale_idx" ON "categories_usps_image" USING btree ("_locale");
  CREATE INDEX "categories_usps_image_image_idx" ON "categories_usps_image" USING btree ("image_id");
  CREATE INDEX "categories_title_images_images_order_idx" ON "categories_title_images_images" USING btree ("_order");
  CREATE INDEX "categories_title_images_images_parent_id_idx" ON "categories_title_images_images" USING btree ("_parent_id");
  CREATE INDEX "categories_title_images_images_locale_idx" ON "categories_title_images_images" USING btree ("_locale");
  CREATE INDEX "categories_title_images_images_image_idx" ON "categories_title_images_images" USING btree ("image_id");
  CREATE INDEX "categories_title_images_order_idx" ON "categories_title_images" USING btree ("_order");
  CREATE INDEX "categories_title_images_parent_id_idx" ON "categories_title_images" USING btree ("_parent_id");
  CREATE INDEX "categories_title_images_path_idx" ON "categories_title_images" USING btree ("_path");
  CREATE INDEX "categories_title_images_locale_idx" ON "categories_title_images" USING btree ("_locale");
  CREATE INDEX "categories_hand_order_idx" ON "categories_hand" USING btree ("_order");
  CREATE INDEX "categories_hand_parent_id_idx" ON "categories_hand" USING btree ("_parent_id");
  CREATE INDEX "categories_hand_path_idx" ON "categories_hand" USING btree ("_path");
  CREATE INDEX "categories_hand_locale_idx" ON "categories_hand" USING btree ("_locale");
  CREATE INDEX "categories_hand_card_image_idx" ON "categories_hand" USING btree ("card_image_id");
  CREATE INDEX "categories_hand_link_order_idx" ON "categories_hand_link" USING btree ("_order");
  CREATE INDEX "categories_hand_link_parent_id_idx" ON "categories_hand_link" USING btree ("_parent_id");
  CREATE INDEX "categories_hand_link_path_idx" ON "categories_hand_link" USING btree ("_path");
  CREATE INDEX "categories_hand_link_locale_idx" ON "categories_hand_link" USING btree ("_locale");
  CREATE INDEX "categories_hand_link_card_image_idx" ON "categories_hand_link" USING btree ("card_image_id");
  CREATE INDEX "categories_blog_order_idx" ON "categories_blog" USING btree ("_order");
  CREATE INDEX "categories_blog_parent_id_idx" ON "categories_blog" USING btree ("_parent_id");
  CREATE INDEX "categories_blog_path_idx" ON "categories_blog" USING btree ("_path");
  CREATE INDEX "categories_blog_locale_idx" ON "categories_blog" USING btree ("_locale");
  CREATE INDEX "categories_blocks_image_order_idx" ON "categories_blocks_image" USING btree ("_order");
  CREATE INDEX "categories_blocks_image_parent_id_idx" ON "categories_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_image_path_idx" ON "categories_blocks_image" USING btree ("_path");
  CREATE INDEX "categories_blocks_image_locale_idx" ON "categories_blocks_image" USING btree ("_locale");
  CREATE INDEX "categories_blocks_image_image_idx" ON "categories_blocks_image" USING btree ("image_id");
  CREATE INDEX "categories_video_embed_order_idx" ON "categories_video_embed" USING btree ("_order");
  CREATE INDEX "categories_video_embed_parent_id_idx" ON "categories_video_embed" USING btree ("_parent_id");
  CREATE INDEX "categories_video_embed_path_idx" ON "categories_video_embed" USING btree ("_path");
  CREATE INDEX "categories_video_embed_locale_idx" ON "categories_video_embed" USING btree ("_locale");
  CREATE INDEX "categories_video_file_order_idx" ON "categories_video_file" USING btree ("_order");
  CREATE INDEX "categories_video_file_parent_id_idx" ON "categories_video_file" USING btree ("_parent_id");
  CREATE INDEX "categories_video_file_path_idx" ON "categories_video_file" USING btree ("_path");
  CREATE INDEX "categories_video_file_locale_idx" ON "categories_video_file" USING btree ("_locale");
  CREATE INDEX "categories_video_file_poster_idx" ON "categories_video_file" USING btree ("poster_id");
  CREATE INDEX "categories_queue_ref_order_idx" ON "categories_queue_ref" USING btree ("_order");
  CREATE INDEX "categories_queue_ref_parent_id_idx" ON "categories_queue_ref" USING btree ("_parent_id");
  CREATE INDEX "categories_queue_ref_path_idx" ON "categories_queue_ref" USING btree ("_path");
  CREATE INDEX "categories_queue_ref_locale_idx" ON "categories_queue_ref" USING btree ("_locale");
  CREATE INDEX "categories_queue_ref_queue_idx" ON "categories_queue_ref" USING btree ("queue_id");
  CREATE INDEX "categories_icon_idx" ON "categories" USING btree ("icon_id");
  CREATE INDEX "categories_meta_meta_image_idx" ON "categories" USING btree ("meta_image_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories__status_idx" ON "categories" USING btree ("_status");
  CREATE INDEX "categories_slug_idx" ON "categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "categories_rels_order_idx" ON "categories_rels" USING btree ("order");
  CREATE INDEX "categories_rels_parent_idx" ON "categories_rels" USING btree ("parent_id");
  CREATE INDEX "categories_rels_path_idx" ON "categories_rels" USING btree ("path");
  CREATE INDEX "categories_rels_locale_idx" ON "categories_rels" USING btree ("locale");
  CREATE INDEX "categories_rels_products_id_idx" ON "categories_rels" USING btree ("products_id","locale");
  CREATE INDEX "categories_rels_blog_posts_id_idx" ON "categories_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "categories_rels_categories_id_idx" ON "categories_rels" USING btree ("categories_id","locale");
  CREATE INDEX "__categories_v_title_sub_v_order_idx" ON "__categories_v_title_sub_v" USING btree ("_order");
  CREATE INDEX "__categories_v_title_sub_v_parent_id_idx" ON "__categories_v_title_sub_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_title_sub_v_path_idx" ON "__categories_v_title_sub_v" USING btree ("_path");
  CREATE INDEX "__categories_v_title_sub_v_locale_idx" ON "__categories_v_title_sub_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_title_body_v_order_idx" ON "__categories_v_title_body_v" USING btree ("_order");
  CREATE INDEX "__categories_v_title_body_v_parent_id_idx" ON "__categories_v_title_body_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_title_body_v_path_idx" ON "__categories_v_title_body_v" USING btree ("_path");
  CREATE INDEX "__categories_v_title_body_v_locale_idx" ON "__categories_v_title_body_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_bitsl_v_order_idx" ON "__categories_v_bitsl_v" USING btree ("_order");
  CREATE INDEX "__categories_v_bitsl_v_parent_id_idx" ON "__categories_v_bitsl_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_bitsl_v_path_idx" ON "__categories_v_bitsl_v" USING btree ("_path");
  CREATE INDEX "__categories_v_bitsl_v_locale_idx" ON "__categories_v_bitsl_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_bitsl_v_image_idx" ON "__categories_v_bitsl_v" USING btree ("image_id");
  CREATE INDEX "__categories_v_image_body_v_order_idx" ON "__categories_v_image_body_v" USING btree ("_order");
  CREATE INDEX "__categories_v_image_body_v_parent_id_idx" ON "__categories_v_image_body_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_image_body_v_path_idx" ON "__categories_v_image_body_v" USING btree ("_path");
  CREATE INDEX "__categories_v_image_body_v_locale_idx" ON "__categories_v_image_body_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_image_body_v_image_idx" ON "__categories_v_image_body_v" USING btree ("image_id");
  CREATE INDEX "_categories_v_blocks_colored_order_idx" ON "_categories_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_categories_v_blocks_colored_parent_id_idx" ON "_categories_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_categories_v_blocks_colored_path_idx" ON "_categories_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_categories_v_blocks_colored_locale_idx" ON "_categories_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_categories_v_blocks_contact_order_idx" ON "_categories_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_categories_v_blocks_contact_parent_id_idx" ON "_categories_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_categories_v_blocks_contact_path_idx" ON "_categories_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_categories_v_blocks_contact_locale_idx" ON "_categories_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "__categories_v_product_ref_v_order_idx" ON "__categories_v_product_ref_v" USING btree ("_order");
  CREATE INDEX "__categories_v_product_ref_v_parent_id_idx" ON "__categories_v_product_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_product_ref_v_path_idx" ON "__categories_v_product_ref_v" USING btree ("_path");
  CREATE INDEX "__categories_v_product_ref_v_locale_idx" ON "__categories_v_product_ref_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_testimonials_v_testimonials_order_idx" ON "__categories_v_testimonials_v_testimonials" USING btree ("_order");
  CREATE INDEX "__categories_v_testimonials_v_testimonials_parent_id_idx" ON "__categories_v_testimonials_v_testimonials" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_testimonials_v_testimonials_locale_idx" ON "__categories_v_testimonials_v_testimonials" USING btree ("_locale");
  CREATE INDEX "__categories_v_testimonials_v_order_idx" ON "__categories_v_testimonials_v" USING btree ("_order");
  CREATE INDEX "__categories_v_testimonials_v_parent_id_idx" ON "__categories_v_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_testimonials_v_path_idx" ON "__categories_v_testimonials_v" USING btree ("_path");
  CREATE INDEX "__categories_v_testimonials_v_locale_idx" ON "__categories_v_testimonials_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_usps_image_v_usps_order_idx" ON "__categories_v_usps_image_v_usps" USING btree ("_order");
  CREATE INDEX "__categories_v_usps_image_v_usps_parent_id_idx" ON "__categories_v_usps_image_v_usps" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_usps_image_v_usps_locale_idx" ON "__categories_v_usps_image_v_usps" USING btree ("_locale");
  CREATE INDEX "__categories_v_usps_image_v_order_idx" ON "__categories_v_usps_image_v" USING btree ("_order");
  CREATE INDEX "__categories_v_usps_image_v_parent_id_idx" ON "__categories_v_usps_image_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_usps_image_v_path_idx" ON "__categories_v_usps_image_v" USING btree ("_path");
  CREATE INDEX "__categories_v_usps_image_v_locale_idx" ON "__categories_v_usps_image_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_usps_image_v_image_idx" ON "__categories_v_usps_image_v" USING btree ("image_id");
  CREATE INDEX "__categories_v_title_images_v_images_order_idx" ON "__categories_v_title_images_v_images" USING btree ("_order");
  CREATE INDEX "__categories_v_title_images_v_images_parent_id_idx" ON "__categories_v_title_images_v_images" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_title_images_v_images_locale_idx" ON "__categories_v_title_images_v_images" USING btree ("_locale");
  CREATE INDEX "__categories_v_title_images_v_images_image_idx" ON "__categories_v_title_images_v_images" USING btree ("image_id");
  CREATE INDEX "__categories_v_title_images_v_order_idx" ON "__categories_v_title_images_v" USING btree ("_order");
  CREATE INDEX "__categories_v_title_images_v_parent_id_idx" ON "__categories_v_title_images_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_title_images_v_path_idx" ON "__categories_v_title_images_v" USING btree ("_path");
  CREATE INDEX "__categories_v_title_images_v_locale_idx" ON "__categories_v_title_images_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_hand_v_order_idx" ON "__categories_v_hand_v" USING btree ("_order");
  CREATE INDEX "__categories_v_hand_v_parent_id_idx" ON "__categories_v_hand_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_hand_v_path_idx" ON "__categories_v_hand_v" USING btree ("_path");
  CREATE INDEX "__categories_v_hand_v_locale_idx" ON "__categories_v_hand_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_hand_v_card_image_idx" ON "__categories_v_hand_v" USING btree ("card_image_id");
  CREATE INDEX "__categories_v_hand_link_v_order_idx" ON "__categories_v_hand_link_v" USING btree ("_order");
  CREATE INDEX "__categories_v_hand_link_v_parent_id_idx" ON "__categories_v_hand_link_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_hand_link_v_path_idx" ON "__categories_v_hand_link_v" USING btree ("_path");
  CREATE INDEX "__categories_v_hand_link_v_locale_idx" ON "__categories_v_hand_link_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_hand_link_v_card_image_idx" ON "__categories_v_hand_link_v" USING btree ("card_image_id");
  CREATE INDEX "__categories_v_blog_v_order_idx" ON "__categories_v_blog_v" USING btree ("_order");
  CREATE INDEX "__categories_v_blog_v_parent_id_idx" ON "__categories_v_blog_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_blog_v_path_idx" ON "__categories_v_blog_v" USING btree ("_path");
  CREATE INDEX "__categories_v_blog_v_locale_idx" ON "__categories_v_blog_v" USING btree ("_locale");
  CREATE INDEX "_categories_v_blocks_image_order_idx" ON "_categories_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_categories_v_blocks_image_parent_id_idx" ON "_categories_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_categories_v_blocks_image_path_idx" ON "_categories_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_categories_v_blocks_image_locale_idx" ON "_categories_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_categories_v_blocks_image_image_idx" ON "_categories_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "__categories_v_video_embed_v_order_idx" ON "__categories_v_video_embed_v" USING btree ("_order");
  CREATE INDEX "__categories_v_video_embed_v_parent_id_idx" ON "__categories_v_video_embed_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_video_embed_v_path_idx" ON "__categories_v_video_embed_v" USING btree ("_path");
  CREATE INDEX "__categories_v_video_embed_v_locale_idx" ON "__categories_v_video_embed_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_video_file_v_order_idx" ON "__categories_v_video_file_v" USING btree ("_order");
  CREATE INDEX "__categories_v_video_file_v_parent_id_idx" ON "__categories_v_video_file_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_video_file_v_path_idx" ON "__categories_v_video_file_v" USING btree ("_path");
  CREATE INDEX "__categories_v_video_file_v_locale_idx" ON "__categories_v_video_file_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_video_file_v_poster_idx" ON "__categories_v_video_file_v" USING btree ("poster_id");
  CREATE INDEX "__categories_v_queue_ref_v_order_idx" ON "__categories_v_queue_ref_v" USING btree ("_order");
  CREATE INDEX "__categories_v_queue_ref_v_parent_id_idx" ON "__categories_v_queue_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_queue_ref_v_path_idx" ON "__categories_v_queue_ref_v" USING btree ("_path");
  CREATE INDEX "__categories_v_queue_ref_v_locale_idx" ON "__categories_v_queue_ref_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_queue_ref_v_queue_idx" ON "__categories_v_queue_ref_v" USING btree ("queue_id");
  CREATE INDEX "_categories_v_parent_idx" ON "_categories_v" USING btree ("parent_id");
  CREATE INDEX "_categories_v_version_version_icon_idx" ON "_categories_v" USING btree ("version_icon_id");
  CREATE INDEX "_categories_v_version_meta_version_meta_image_idx" ON "_categories_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_categories_v_version_version_updated_at_idx" ON "_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_categories_v_version_version_created_at_idx" ON "_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_categories_v_version_version__status_idx" ON "_categories_v" USING btree ("version__status");
  CREATE INDEX "_categories_v_created_at_idx" ON "_categories_v" USING btree ("created_at");
  CREATE INDEX "_categories_v_updated_at_idx" ON "_categories_v" USING btree ("updated_at");
  CREATE INDEX "_categories_v_snapshot_idx" ON "_categories_v" USING btree ("snapshot");
  CREATE INDEX "_categories_v_published_locale_idx" ON "_categories_v" USING btree ("published_locale");
  CREATE INDEX "_categories_v_latest_idx" ON "_categories_v" USING btree ("latest");
  CREATE INDEX "_categories_v_autosave_idx" ON "_categories_v" USING btree ("autosave");
  CREATE INDEX "_categories_v_version_version_slug_idx" ON "_categories_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_categories_v_locales_locale_parent_id_unique" ON "_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_categories_v_rels_order_idx" ON "_categories_v_rels" USING btree ("order");
  CREATE INDEX "_categories_v_rels_parent_idx" ON "_categories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_categories_v_rels_path_idx" ON "_categories_v_rels" USING btree ("path");
  CREATE INDEX "_categories_v_rels_locale_idx" ON "_categories_v_rels" USING btree ("locale");
  CREATE INDEX "_categories_v_rels_products_id_idx" ON "_categories_v_rels" USING btree ("products_id","locale");
  CREATE INDEX "_categories_v_rels_blog_posts_id_idx" ON "_categories_v_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "_categories_v_rels_categories_id_idx" ON "_categories_v_rels" USING btree ("categories_id","locale");
  CREATE INDEX "brands_title_sub_order_idx" ON "brands_title_sub" USING btree ("_order");
  CREATE INDEX "brands_title_sub_parent_id_idx" ON "brands_title_sub" USING btree ("_parent_id");
  CREATE INDEX "brands_title_sub_path_idx" ON "brands_title_sub" USING btree ("_path");
  CREATE INDEX "brands_title_sub_locale_idx" ON "brands_title_sub" USING btree ("_locale");
  CREATE INDEX "brands_title_body_order_idx" ON "brands_title_body" USING btree ("_order");
  CREATE INDEX "brands_title_body_parent_id_idx" ON "brands_title_body" USING btree ("_parent_id");
  CREATE INDEX "brands_title_body_path_idx" ON "brands_title_body" USING btree ("_path");
  CREATE INDEX "brands_title_body_locale_idx" ON "brands_title_body" USING btree ("_locale");
  CREATE INDEX "brands_bitsl_order_idx" ON "brands_bitsl" USING btree ("_order");
  CREATE INDEX "brands_bitsl_parent_id_idx" ON "brands_bitsl" USING btree ("_parent_id");
  CREATE INDEX "brands_bitsl_path_idx" ON "brands_bitsl" USING btree ("_path");
  CREATE INDEX "brands_bitsl_locale_idx" ON "brands_bitsl" USING btree ("_locale");
  CREATE INDEX "brands_bitsl_image_idx" ON "brands_bitsl" USING btree ("image_id");
  CREATE INDEX "brands_image_body_order_idx" ON "brands_image_body" USING btree ("_order");
  CREATE INDEX "brands_image_body_parent_id_idx" ON "brands_image_body" USING btree ("_parent_id");
  CREATE INDEX "brands_image_body_path_idx" ON "brands_image_body" USING btree ("_path");
  CREATE INDEX "brands_image_body_locale_idx" ON "brands_image_body" USING btree ("_locale");
  CREATE INDEX "brands_image_body_image_idx" ON "brands_image_body" USING btree ("image_id");
  CREATE INDEX "brands_blocks_colored_order_idx" ON "brands_blocks_colored" USING btree ("_order");
  CREATE INDEX "brands_blocks_colored_parent_id_idx" ON "brands_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "brands_blocks_colored_path_idx" ON "brands_blocks_colored" USING btree ("_path");
  CREATE INDEX "brands_blocks_colored_locale_idx" ON "brands_blocks_colored" USING btree ("_locale");
  CREATE INDEX "brands_blocks_contact_order_idx" ON "brands_blocks_contact" USING btree ("_order");
  CREATE INDEX "brands_blocks_contact_parent_id_idx" ON "brands_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "brands_blocks_contact_path_idx" ON "brands_blocks_contact" USING btree ("_path");
  CREATE INDEX "brands_blocks_contact_locale_idx" ON "brands_blocks_contact" USING btree ("_locale");
  CREATE INDEX "brands_product_ref_order_idx" ON "brands_product_ref" USING btree ("_order");
  CREATE INDEX "brands_product_ref_parent_id_idx" ON "brands_product_ref" USING btree ("_parent_id");
  CREATE INDEX "brands_product_ref_path_idx" ON "brands_product_ref" USING btree ("_path");
  CREATE INDEX "brands_product_ref_locale_idx" ON "brands_product_ref" USING btree ("_locale");
  CREATE INDEX "brands_testimonials_testimonials_order_idx" ON "brands_testimonials_testimonials" USING btree ("_order");
  CREATE INDEX "brands_testimonials_testimonials_parent_id_idx" ON "brands_testimonials_testimonials" USING btree ("_parent_id");
  CREATE INDEX "brands_testimonials_testimonials_locale_idx" ON "brands_testimonials_testimonials" USING btree ("_locale");
  CREATE INDEX "brands_testimonials_order_idx" ON "brands_testimonials" USING btree ("_order");
  CREATE INDEX "brands_testimonials_parent_id_idx" ON "brands_testimonials" USING btree ("_parent_id");
  CREATE INDEX "brands_testimonials_path_idx" ON "brands_testimonials" USING btree ("_path");
  CREATE INDEX "brands_testimonials_locale_idx" ON "brands_testimonials" USING btree ("_locale");
  CREATE INDEX "brands_usps_image_usps_order_idx" ON "brands_usps_image_usps" USING btree ("_order");
  CREATE INDEX "brands_usps_image_usps_parent_id_idx" ON "brands_usps_image_usps" USING btree ("_parent_id");
  CREATE INDEX "brands_usps_image_usps_locale_idx" ON "brands_usps_image_usps" USING btree ("_locale");
  CREATE INDEX "brands_usps_image_order_idx" ON "brands_usps_image" USING btree ("_order");
  CREATE INDEX "brands_usps_image_parent_id_idx" ON "brands_usps_image" USING btree ("_parent_id");
  CREATE INDEX "brands_usps_image_path_idx" ON "brands_usps_image" USING btree ("_path");
  CREATE INDEX "brands_usps_image_locale_idx" ON "brands_usps_image" USING btree ("_locale");
  CREATE INDEX "brands_usps_image_image_idx" ON "brands_usps_image" USING btree ("image_id");
  CREATE INDEX "brands_title_images_images_order_idx" ON "brands_title_images_images" USING btree ("_order");
  CREATE INDEX "brands_title_images_images_parent_id_idx" ON "brands_title_images_images" USING btree ("_parent_id");
  CREATE INDEX "brands_title_images_images_locale_idx" ON "brands_title_images_images" USING btree ("_locale");
  CREATE INDEX "brands_title_images_images_image_idx" ON "brands_title_images_images" USING btree ("image_id");
  CREATE INDEX "brands_title_images_order_idx" ON "brands_title_images" USING btree ("_order");
  CREATE INDEX "brands_title_images_parent_id_idx" ON "brands_title_images" USING btree ("_parent_id");
  CREATE INDEX "brands_title_images_path_idx" ON "brands_title_images" USING btree ("_path");
  CREATE INDEX "brands_title_images_locale_idx" ON "brands_title_images" USING btree ("_locale");
  CREATE INDEX "brands_hand_order_idx" ON "brands_hand" USING btree ("_order");
  CREATE INDEX "brands_hand_parent_id_idx" ON "brands_hand" USING btree ("_parent_id");
  CREATE INDEX "brands_hand_path_idx" ON "brands_hand" USING btree ("_path");
  CREATE INDEX "brands_hand_locale_idx" ON "brands_hand" USING btree ("_locale");
  CREATE INDEX "brands_hand_card_image_idx" ON "brands_hand" USING btree ("card_image_id");
  CREATE INDEX "brands_hand_link_order_idx" ON "brands_hand_link" USING btree ("_order");
  CREATE INDEX "brands_hand_link_parent_id_idx" ON "brands_hand_link" USING btree ("_parent_id");
  CREATE INDEX "brands_hand_link_path_idx" ON "brands_hand_link" USING btree ("_path");
  CREATE INDEX "brands_hand_link_locale_idx" ON "brands_hand_link" USING btree ("_locale");
  CREATE INDEX "brands_hand_link_card_image_idx" ON "brands_hand_link" USING btree ("card_image_id");
  CREATE INDEX "brands_blog_order_idx" ON "brands_blog" USING btree ("_order");
  CREATE INDEX "brands_blog_parent_id_idx" ON "brands_blog" USING btree ("_parent_id");
  CREATE INDEX "brands_blog_path_idx" ON "brands_blog" USING btree ("_path");
  CREATE INDEX "brands_blog_locale_idx" ON "brands_blog" USING btree ("_locale");
  CREATE INDEX "brands_blocks_image_order_idx" ON "brands_blocks_image" USING btree ("_order");
  CREATE INDEX "brands_blocks_image_parent_id_idx" ON "brands_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "brands_blocks_image_path_idx" ON "brands_blocks_image" USING btree ("_path");
  CREATE INDEX "brands_blocks_image_locale_idx" ON "brands_blocks_image" USING btree ("_locale");
  CREATE INDEX "brands_blocks_image_image_idx" ON "brands_blocks_image" USING btree ("image_id");
  CREATE INDEX "brands_video_embed_order_idx" ON "brands_video_embed" USING btree ("_order");
  CREATE INDEX "brands_video_embed_parent_id_idx" ON "brands_video_embed" USING btree ("_parent_id");
  CREATE INDEX "brands_video_embed_path_idx" ON "brands_video_embed" USING btree ("_path");
  CREATE INDEX "brands_video_embed_locale_idx" ON "brands_video_embed" USING btree ("_locale");
  CREATE INDEX "brands_video_file_order_idx" ON "brands_video_file" USING btree ("_order");
  CREATE INDEX "brands_video_file_parent_id_idx" ON "brands_video_file" USING btree ("_parent_id");
  CREATE INDEX "brands_video_file_path_idx" ON "brands_video_file" USING btree ("_path");
  CREATE INDEX "brands_video_file_locale_idx" ON "brands_video_file" USING btree ("_locale");
  CREATE INDEX "brands_video_file_poster_idx" ON "brands_video_file" USING btree ("poster_id");
  CREATE INDEX "brands_queue_ref_order_idx" ON "brands_queue_ref" USING btree ("_order");
  CREATE INDEX "brands_queue_ref_parent_id_idx" ON "brands_queue_ref" USING btree ("_parent_id");
  CREATE INDEX "brands_queue_ref_path_idx" ON "brands_queue_ref" USING btree ("_path");
  CREATE INDEX "brands_queue_ref_locale_idx" ON "brands_queue_ref" USING btree ("_locale");
  CREATE INDEX "brands_queue_ref_queue_idx" ON "brands_queue_ref" USING btree ("queue_id");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "brands_meta_meta_image_idx" ON "brands" USING btree ("meta_image_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE INDEX "brands__status_idx" ON "brands" USING btree ("_status");
  CREATE INDEX "brands_slug_idx" ON "brands_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "brands_locales_locale_parent_id_unique" ON "brands_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "brands_rels_order_idx" ON "brands_rels" USING btree ("order");
  CREATE INDEX "brands_rels_parent_idx" ON "brands_rels" USING btree ("parent_id");
  CREATE INDEX "brands_rels_path_idx" ON "brands_rels" USING btree ("path");
  CREATE INDEX "brands_rels_locale_idx" ON "brands_rels" USING btree ("locale");
  CREATE INDEX "brands_rels_products_id_idx" ON "brands_rels" USING btree ("products_id","locale");
  CREATE INDEX "brands_rels_blog_posts_id_idx" ON "brands_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "brands_rels_categories_id_idx" ON "brands_rels" USING btree ("categories_id","locale");
  CREATE INDEX "__brands_v_title_sub_v_order_idx" ON "__brands_v_title_sub_v" USING btree ("_order");
  CREATE INDEX "__brands_v_title_sub_v_parent_id_idx" ON "__brands_v_title_sub_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_title_sub_v_path_idx" ON "__brands_v_title_sub_v" USING btree ("_path");
  CREATE INDEX "__brands_v_title_sub_v_locale_idx" ON "__brands_v_title_sub_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_title_body_v_order_idx" ON "__brands_v_title_body_v" USING btree ("_order");
  CREATE INDEX "__brands_v_title_body_v_parent_id_idx" ON "__brands_v_title_body_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_title_body_v_path_idx" ON "__brands_v_title_body_v" USING btree ("_path");
  CREATE INDEX "__brands_v_title_body_v_locale_idx" ON "__brands_v_title_body_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_bitsl_v_order_idx" ON "__brands_v_bitsl_v" USING btree ("_order");
  CREATE INDEX "__brands_v_bitsl_v_parent_id_idx" ON "__brands_v_bitsl_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_bitsl_v_path_idx" ON "__brands_v_bitsl_v" USING btree ("_path");
  CREATE INDEX "__brands_v_bitsl_v_locale_idx" ON "__brands_v_bitsl_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_bitsl_v_image_idx" ON "__brands_v_bitsl_v" USING btree ("image_id");
  CREATE INDEX "__brands_v_image_body_v_order_idx" ON "__brands_v_image_body_v" USING btree ("_order");
  CREATE INDEX "__brands_v_image_body_v_parent_id_idx" ON "__brands_v_image_body_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_image_body_v_path_idx" ON "__brands_v_image_body_v" USING btree ("_path");
  CREATE INDEX "__brands_v_image_body_v_locale_idx" ON "__brands_v_image_body_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_image_body_v_image_idx" ON "__brands_v_image_body_v" USING btree ("image_id");
  CREATE INDEX "_brands_v_blocks_colored_order_idx" ON "_brands_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_brands_v_blocks_colored_parent_id_idx" ON "_brands_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_blocks_colored_path_idx" ON "_brands_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_brands_v_blocks_colored_locale_idx" ON "_brands_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_brands_v_blocks_contact_order_idx" ON "_brands_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_brands_v_blocks_contact_parent_id_idx" ON "_brands_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_blocks_contact_path_idx" ON "_brands_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_brands_v_blocks_contact_locale_idx" ON "_brands_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "__brands_v_product_ref_v_order_idx" ON "__brands_v_product_ref_v" USING btree ("_order");
  CREATE INDEX "__brands_v_product_ref_v_parent_id_idx" ON "__brands_v_product_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_product_ref_v_path_idx" ON "__brands_v_product_ref_v" USING btree ("_path");
  CREATE INDEX "__brands_v_product_ref_v_locale_idx" ON "__brands_v_product_ref_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_testimonials_v_testimonials_order_idx" ON "__brands_v_testimonials_v_testimonials" USING btree ("_order");
  CREATE INDEX "__brands_v_testimonials_v_testimonials_parent_id_idx" ON "__brands_v_testimonials_v_testimonials" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_testimonials_v_testimonials_locale_idx" ON "__brands_v_testimonials_v_testimonials" USING btree ("_locale");
  CREATE INDEX "__brands_v_testimonials_v_order_idx" ON "__brands_v_testimonials_v" USING btree ("_order");
  CREATE INDEX "__brands_v_testimonials_v_parent_id_idx" ON "__brands_v_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_testimonials_v_path_idx" ON "__brands_v_testimonials_v" USING btree ("_path");
  CREATE INDEX "__brands_v_testimonials_v_locale_idx" ON "__brands_v_testimonials_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_usps_image_v_usps_order_idx" ON "__brands_v_usps_image_v_usps" USING btree ("_order");
  CREATE INDEX "__brands_v_usps_image_v_usps_parent_id_idx" ON "__brands_v_usps_image_v_usps" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_usps_image_v_usps_locale_idx" ON "__brands_v_usps_image_v_usps" USING btree ("_locale");
  CREATE INDEX "__brands_v_usps_image_v_order_idx" ON "__brands_v_usps_image_v" USING btree ("_order");
  CREATE INDEX "__brands_v_usps_image_v_parent_id_idx" ON "__brands_v_usps_image_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_usps_image_v_path_idx" ON "__brands_v_usps_image_v" USING btree ("_path");
  CREATE INDEX "__brands_v_usps_image_v_locale_idx" ON "__brands_v_usps_image_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_usps_image_v_image_idx" ON "__brands_v_usps_image_v" USING btree ("image_id");
  CREATE INDEX "__brands_v_title_images_v_images_order_idx" ON "__brands_v_title_images_v_images" USING btree ("_order");
  CREATE INDEX "__brands_v_title_images_v_images_parent_id_idx" ON "__brands_v_title_images_v_images" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_title_images_v_images_locale_idx" ON "__brands_v_title_images_v_images" USING btree ("_locale");
  CREATE INDEX "__brands_v_title_images_v_images_image_idx" ON "__brands_v_title_images_v_images" USING btree ("image_id");
  CREATE INDEX "__brands_v_title_images_v_order_idx" ON "__brands_v_title_images_v" USING btree ("_order");
  CREATE INDEX "__brands_v_title_images_v_parent_id_idx" ON "__brands_v_title_images_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_title_images_v_path_idx" ON "__brands_v_title_images_v" USING btree ("_path");
  CREATE INDEX "__brands_v_title_images_v_locale_idx" ON "__brands_v_title_images_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_hand_v_order_idx" ON "__brands_v_hand_v" USING btree ("_order");
  CREATE INDEX "__brands_v_hand_v_parent_id_idx" ON "__brands_v_hand_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_hand_v_path_idx" ON "__brands_v_hand_v" USING btree ("_path");
  CREATE INDEX "__brands_v_hand_v_locale_idx" ON "__brands_v_hand_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_hand_v_card_image_idx" ON "__brands_v_hand_v" USING btree ("card_image_id");
  CREATE INDEX "__brands_v_hand_link_v_order_idx" ON "__brands_v_hand_link_v" USING btree ("_order");
  CREATE INDEX "__brands_v_hand_link_v_parent_id_idx" ON "__brands_v_hand_link_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_hand_link_v_path_idx" ON "__brands_v_hand_link_v" USING btree ("_path");
  CREATE INDEX "__brands_v_hand_link_v_locale_idx" ON "__brands_v_hand_link_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_hand_link_v_card_image_idx" ON "__brands_v_hand_link_v" USING btree ("card_image_id");
  CREATE INDEX "__brands_v_blog_v_order_idx" ON "__brands_v_blog_v" USING btree ("_order");
  CREATE INDEX "__brands_v_blog_v_parent_id_idx" ON "__brands_v_blog_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_blog_v_path_idx" ON "__brands_v_blog_v" USING btree ("_path");
  CREATE INDEX "__brands_v_blog_v_locale_idx" ON "__brands_v_blog_v" USING btree ("_locale");
  CREATE INDEX "_brands_v_blocks_image_order_idx" ON "_brands_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_brands_v_blocks_image_parent_id_idx" ON "_brands_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_blocks_image_path_idx" ON "_brands_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_brands_v_blocks_image_locale_idx" ON "_brands_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_brands_v_blocks_image_image_idx" ON "_brands_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "__brands_v_video_embed_v_order_idx" ON "__brands_v_video_embed_v" USING btree ("_order");
  CREATE INDEX "__brands_v_video_embed_v_parent_id_idx" ON "__brands_v_video_embed_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_video_embed_v_path_idx" ON "__brands_v_video_embed_v" USING btree ("_path");
  CREATE INDEX "__brands_v_video_embed_v_locale_idx" ON "__brands_v_video_embed_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_video_file_v_order_idx" ON "__brands_v_video_file_v" USING btree ("_order");
  CREATE INDEX "__brands_v_video_file_v_parent_id_idx" ON "__brands_v_video_file_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_video_file_v_path_idx" ON "__brands_v_video_file_v" USING btree ("_path");
  CREATE INDEX "__brands_v_video_file_v_locale_idx" ON "__brands_v_video_file_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_video_file_v_poster_idx" ON "__brands_v_video_file_v" USING btree ("poster_id");
  CREATE INDEX "__brands_v_queue_ref_v_order_idx" ON "__brands_v_queue_ref_v" USING btree ("_order");
  CREATE INDEX "__brands_v_queue_ref_v_parent_id_idx" ON "__brands_v_queue_ref_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_queue_ref_v_path_idx" ON "__brands_v_queue_ref_v" USING btree ("_path");
  CREATE INDEX "__brands_v_queue_ref_v_locale_idx" ON "__brands_v_queue_ref_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_queue_ref_v_queue_idx" ON "__brands_v_queue_ref_v" USING btree ("queue_id");
  CREATE INDEX "_brands_v_parent_idx" ON "_brands_v" USING btree ("parent_id");
  CREATE INDEX "_brands_v_version_version_logo_idx" ON "_brands_v" USING btree ("version_logo_id");
  CREATE INDEX "_brands_v_version_meta_version_meta_image_idx" ON "_brands_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_brands_v_version_version_updated_at_idx" ON "_brands_v" USING btree ("version_updated_at");
  CREATE INDEX "_brands_v_version_version_created_at_idx" ON "_brands_v" USING btree ("version_created_at");
  CREATE INDEX "_brands_v_version_version__status_idx" ON "_brands_v" USING btree ("version__status");
  CREATE INDEX "_brands_v_created_at_idx" ON "_brands_v" USING btree ("created_at");
  CREATE INDEX "_brands_v_updated_at_idx" ON "_brands_v" USING btree ("updated_at");
  CREATE INDEX "_brands_v_snapshot_idx" ON "_brands_v" USING btree ("snapshot");
  CREATE INDEX "_brands_v_published_locale_idx" ON "_brands_v" USING btree ("published_locale");
  CREATE INDEX "_brands_v_latest_idx" ON "_brands_v" USING btree ("latest");
  CREATE INDEX "_brands_v_autosave_idx" ON "_brands_v" USING btree ("autosave");
  CREATE INDEX "_brands_v_version_version_slug_idx" ON "_brands_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_brands_v_locales_locale_parent_id_unique" ON "_brands_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_brands_v_rels_order_idx" ON "_brands_v_rels" USING btree ("order");
  CREATE INDEX "_brands_v_rels_parent_idx" ON "_brands_v_rels" USING btree ("parent_id");
  CREATE INDEX "_brands_v_rels_path_idx" ON "_brands_v_rels" USING btree ("path");
  CREATE INDEX "_brands_v_rels_locale_idx" ON "_brands_v_rels" USING btree ("locale");
  CREATE INDEX "_brands_v_rels_products_id_idx" ON "_brands_v_rels" USING btree ("products_id","locale");
  CREATE INDEX "_brands_v_rels_blog_posts_id_idx" ON "_brands_v_rels" USING btree ("blog_posts_id","locale");
  CREATE INDEX "_brands_v_rels_categories_id_idx" ON "_brands_v_rels" USING btree ("categories_id","locale");
  CREATE INDEX "blocks_queues_title_sub_order_idx" ON "blocks_queues_title_sub" USING btree ("_order");
  CREATE INDEX "blocks_queues_title_sub_parent_id_idx" ON "blocks_queues_title_sub" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_title_sub_path_idx" ON "blocks_queues_title_sub" USING btree ("_path");
  CREATE INDEX "blocks_queues_title_sub_locale_idx" ON "blocks_queues_title_sub" USING btree ("_locale");
  CREATE INDEX "blocks_queues_title_body_order_idx" ON "blocks_queues_title_body" USING btree ("_order");
  CREATE INDEX "blocks_queues_title_body_parent_id_idx" ON "blocks_queues_title_body" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_title_body_path_idx" ON "blocks_queues_title_body" USING btree ("_path");
  CREATE INDEX "blocks_queues_title_body_locale_idx" ON "blocks_queues_title_body" USING btree ("_locale");
  CREATE INDEX "blocks_queues_bitsl_order_idx" ON "blocks_queues_bitsl" USING btree ("_order");
  CREATE INDEX "blocks_queues_bitsl_parent_id_idx" ON "blocks_queues_bitsl" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_bitsl_path_idx" ON "blocks_queues_bitsl" USING btree ("_path");
  CREATE INDEX "blocks_queues_bitsl_locale_idx" ON "blocks_queues_bitsl" USING btree ("_locale");
  CREATE INDEX "blocks_queues_bitsl_image_idx" ON "blocks_queues_bitsl" USING btree ("image_id");
  CREATE INDEX "blocks_queues_image_body_order_idx" ON "blocks_queues_image_body" USING btree ("_order");
  CREATE INDEX "blocks_queues_image_body_parent_id_idx" ON "blocks_queues_image_body" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_image_body_path_idx" ON "blocks_queues_image_body" USING btree ("_path");
  CREATE INDEX "blocks_queues_image_body_locale_idx" ON "blocks_queues_image_body" USING btree ("_locale");
  CREATE INDEX "blocks_queues_image_body_image_idx" ON "blocks_queues_image_body" USING btree ("image_id");
  CREATE INDEX "blocks_queues_blocks_colored_order_idx" ON "blocks_queues_blocks_colored" USING btree ("_order");
  CREATE INDEX "blocks_queues_blocks_colored_parent_id_idx" ON "blocks_queues_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_blocks_colored_path_idx" ON "blocks_queues_blocks_colored" USING btree ("_path");
  CREATE INDEX "blocks_queues_blocks_colored_locale_idx" ON "blocks_queues_blocks_colored" USING btree ("_locale");
  CREATE INDEX "blocks_queues_blocks_contact_order_idx" ON "blocks_queues_blocks_contact" USING btree ("_order");
  CREATE INDEX "blocks_queues_blocks_contact_parent_id_idx" ON "blocks_queues_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_blocks_contact_path_idx" ON "blocks_queues_blocks_contact" USING btree ("_path");
  CREATE INDEX "blocks_queues_blocks_contact_locale_idx" ON "blocks_queues_blocks_contact" USING btree ("_locale");
  CREATE INDEX "blocks_queues_product_ref_order_idx" ON "blocks_queues_product_ref" USING btree ("_order");
  CREATE INDEX "blocks_queues_product_ref_parent_id_idx" ON "blocks_queues_product_ref" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_product_ref_path_idx" ON "blocks_queues_product_ref" USING btree ("_path");
  CREATE INDEX "blocks_queues_product_ref_locale_idx" ON "blocks_queues_product_ref" USING btree ("_locale");
  CREATE INDEX "blocks_queues_testimonials_testimonials_order_idx" ON "blocks_queues_testimonials_testimonials" USING btree ("_order");
  CREATE INDEX "blocks_queues_testimonials_testimonials_parent_id_idx" ON "blocks_queues_testimonials_testimonials" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_testimonials_testimonials_locale_idx" ON "blocks_queues_testimonials_testimonials" USING btree ("_locale");
  CREATE INDEX "blocks_queues_testimonials_order_idx" ON "blocks_queues_testimonials" USING btree ("_order");
  CREATE INDEX "blocks_queues_testimonials_parent_id_idx" ON "blocks_queues_testimonials" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_testimonials_path_idx" ON "blocks_queues_testimonials" USING btree ("_path");
  CREATE INDEX "blocks_queues_testimonials_locale_idx" ON "blocks_queues_testimonials" USING btree ("_locale");
  CREATE INDEX "blocks_queues_usps_image_usps_order_idx" ON "blocks_queues_usps_image_usps" USING btree ("_order");
  CREATE INDEX "blocks_queues_usps_image_usps_parent_id_idx" ON "blocks_queues_usps_image_usps" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_usps_image_usps_locale_idx" ON "blocks_queues_usps_image_usps" USING btree ("_locale");
  CREATE INDEX "blocks_queues_usps_image_order_idx" ON "blocks_queues_usps_image" USING btree ("_order");
  CREATE INDEX "blocks_queues_usps_image_parent_id_idx" ON "blocks_queues_usps_image" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_usps_image_path_idx" ON "blocks_queues_usps_image" USING btree ("_path");
  CREATE INDEX "blocks_queues_usps_image_locale_idx" ON "blocks_queues_usps_image" USING btree ("_locale");
  CREATE INDEX "blocks_queues_usps_image_image_idx" ON "blocks_queues_usps_image" USING btree ("image_id");
  CREATE INDEX "blocks_queues_title_images_images_order_idx" ON "blocks_queues_title_images_images" USING btree ("_order");
  CREATE INDEX "blocks_queues_title_images_images_parent_id_idx" ON "blocks_queues_title_images_images" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_title_images_images_locale_idx" ON "blocks_queues_title_images_images" USING btree ("_locale");
  CREATE INDEX "blocks_queues_title_images_images_image_idx" ON "blocks_queues_title_images_images" USING btree ("image_id");
  CREATE INDEX "blocks_queues_title_images_order_idx" ON "blocks_queues_title_images" USING btree ("_order");
  CREATE INDEX "blocks_queues_title_images_parent_id_idx" ON "blocks_queues_title_images" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_title_images_path_idx" ON "blocks_queues_title_images" USING btree ("_path");
  CREATE INDEX "blocks_queues_title_images_locale_idx" ON "blocks_queues_title_images" USING btree ("_locale");
  CREATE INDEX "blocks_queues_hand_order_idx" ON "blocks_queues_hand" USING btree ("_order");
  CREATE INDEX "blocks_queues_hand_parent_id_idx" ON "blocks_queues_hand" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_hand_path_idx" ON "blocks_queues_hand" USING btree ("_path");
  CREATE INDEX "blocks_queues_hand_locale_idx" ON "blocks_queues_hand" USING btree ("_locale");
  CREATE INDEX "blocks_queues_hand_card_image_idx" ON "blocks_queues_hand" USING btree ("card_image_id");
  CREATE INDEX "blocks_queues_hand_link_order_idx" ON "blocks_queues_hand_link" USING btree ("_order");
  CREATE INDEX "blocks_queues_hand_link_parent_id_idx" ON "blocks_queues_hand_link" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_hand_link_path_idx" ON "blocks_queues_hand_link" USING btree ("_path");
  CREATE INDEX "blocks_queues_hand_link_locale_idx" ON "blocks_queues_hand_link" USING btree ("_locale");
  CREATE INDEX "blocks_queues_hand_link_card_image_idx" ON "blocks_queues_hand_link" USING btree ("card_image_id");
  CREATE INDEX "blocks_queues_blog_order_idx" ON "blocks_queues_blog" USING btree ("_order");
  CREATE INDEX "blocks_queues_blog_parent_id_idx" ON "blocks_queues_blog" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_blog_path_idx" ON "blocks_queues_blog" USING btree ("_path");
  CREATE INDEX "blocks_queues_blog_locale_idx" ON "blocks_queues_blog" USING btree ("_locale");
  CREATE INDEX "blocks_queues_blocks_image_order_idx" ON "blocks_queues_blocks_image" USING btree ("_order");
  CREATE INDEX "blocks_queues_blocks_image_parent_id_idx" ON "blocks_queues_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_blocks_image_path_idx" ON "blocks_queues_blocks_image" USING btree ("_path");
  CREATE INDEX "blocks_queues_blocks_image_locale_idx" ON "blocks_queues_blocks_image" USING btree ("_locale");
  CREATE INDEX "blocks_queues_blocks_image_image_idx" ON "blocks_queues_blocks_image" USING btree ("image_id");
  CREATE INDEX "blocks_queues_video_embed_order_idx" ON "blocks_queues_video_embed" USING btree ("_order");
  CREATE INDEX "blocks_queues_video_embed_parent_id_idx" ON "blocks_queues_video_embed" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_video_embed_path_idx" ON "blocks_queues_video_embed" USING btree ("_path");
  CREATE INDEX "blocks_queues_video_embed_locale_idx" ON "blocks_queues_video_embed" USING btree ("_locale");
  CREATE INDEX "blocks_queues_video_file_order_idx" ON "blocks_queues_video_file" USING btree ("_order");
  CREATE INDEX "blocks_queues_video_file_parent_id_idx" ON "blocks_queues_video_file" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_video_file_path_idx" ON "blocks_queues_video_file" USING btree ("_path");
  CREATE INDEX "blocks_queues_video_file_locale_idx" ON "blocks_queues_video_file" USING btree ("_locale");
  CREATE INDEX "blocks_queues_video_file_poster_idx" ON "blocks_queues_video_file" USING btree ("poster_id");
  CREATE INDEX "blocks_queues_sections_order_idx" ON "blocks_queues_sections" USING btree ("_order");
  CREATE INDEX "blocks_queues_sections_parent_id_idx" ON "blocks_queues_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "blocks_queues_queue_i_d_idx" ON "blocks_queues" USING btree ("queue_i_d");
  CREATE INDEX "blocks_queues_updated_at_idx" ON "blocks_queues" USING btree ("updated_at");
  CREATE INDEX "blocks_queues_created_at_idx" ON "blocks_queues" USING btree ("created_at");
  CREATE INDEX "blocks_queues_rels_order_idx" ON "blocks_queues_rels" USING btree ("order");
  CREATE INDEX "blocks_queues_rels_parent_idx" ON "blocks_queues_rels" USING btree ("parent_id");
  CREATE INDEX "blocks_queues_rels_path_idx" ON "blocks_queues_rels" USING btree ("path");
  CREATE INDEX "blocks_queues_rels_locale_idx" ON "blocks_queues_rels" USING btree ("locale");
  CREATE INDEX "blocks_queues_rels_categories_id_idx" ON "blocks_queues_rels" USING btree ("categories_id","locale");
  CREATE INDEX "blocks_queues_rels_products_id_idx" ON "blocks_queues_rels" USING btree ("products_id","locale");
  CREATE INDEX "blocks_queues_rels_blog_posts_id_idx" ON "blocks_queues_rels" USING btree ("blog_posts_id","locale");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_giving_moments_fk" FOREIGN KEY ("giving_moments_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blocks_queues_fk" FOREIGN KEY ("blocks_queues_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_blog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_giving_moments_id_idx" ON "payload_locked_documents_rels" USING btree ("giving_moments_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_blocks_queues_id_idx" ON "payload_locked_documents_rels" USING btree ("blocks_queues_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_title_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_title_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_bitsl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_image_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_product_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_testimonials_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_usps_image_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_usps_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_title_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_title_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_hand" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_hand_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_video_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_queue_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_title_sub_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_title_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_bitsl_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_image_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_product_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_testimonials_v_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_usps_image_v_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_usps_image_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_title_images_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_title_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_hand_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_hand_link_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_video_embed_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_video_file_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_queue_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_title_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_title_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_bitsl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_image_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_product_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_testimonials_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_usps_image_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_usps_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_title_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_title_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_hand" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_hand_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_video_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_queue_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_title_sub_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_title_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_bitsl_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_image_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_product_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_testimonials_v_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_usps_image_v_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_usps_image_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_title_images_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_title_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_hand_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_hand_link_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_video_embed_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_video_file_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__blog_posts_v_queue_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_title_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_title_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_bitsl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_image_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_product_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_testimonials_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_usps_image_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_usps_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_title_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_title_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_hand" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_hand_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_video_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_queue_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_title_sub_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_title_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_bitsl_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_image_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_product_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_testimonials_v_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_usps_image_v_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_usps_image_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_title_images_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_title_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_hand_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_hand_link_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_video_embed_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_video_file_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__giving_moments_v_queue_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_title_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_title_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_bitsl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_image_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_product_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_testimonials_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_usps_image_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_usps_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_title_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_title_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_hand" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_hand_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_video_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_queue_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_title_sub_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_title_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_bitsl_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_image_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_product_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_testimonials_v_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_usps_image_v_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_usps_image_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_title_images_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_title_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_hand_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_hand_link_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_video_embed_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_video_file_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__products_v_queue_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_title_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_title_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_bitsl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_image_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_product_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_testimonials_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_usps_image_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_usps_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_title_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_title_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_hand" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_hand_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_video_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_queue_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_title_sub_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_title_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_bitsl_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_image_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_product_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_testimonials_v_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_usps_image_v_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_usps_image_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_title_images_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_title_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_hand_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_hand_link_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_video_embed_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_video_file_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__categories_v_queue_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_title_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_title_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_bitsl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_image_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_product_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_testimonials_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_usps_image_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_usps_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_title_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_title_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_hand" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_hand_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_video_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_queue_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_title_sub_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_title_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_bitsl_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_image_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_product_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_testimonials_v_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_usps_image_v_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_usps_image_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_title_images_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_title_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_hand_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_hand_link_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_video_embed_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_video_file_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__brands_v_queue_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_title_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_title_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_bitsl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_image_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_product_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_testimonials_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_usps_image_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_usps_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_title_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_title_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_hand" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_hand_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_video_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_title_sub" CASCADE;
  DROP TABLE "pages_title_body" CASCADE;
  DROP TABLE "pages_bitsl" CASCADE;
  DROP TABLE "pages_image_body" CASCADE;
  DROP TABLE "pages_blocks_colored" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages_product_ref" CASCADE;
  DROP TABLE "pages_testimonials_testimonials" CASCADE;
  DROP TABLE "pages_testimonials" CASCADE;
  DROP TABLE "pages_usps_image_usps" CASCADE;
  DROP TABLE "pages_usps_image" CASCADE;
  DROP TABLE "pages_title_images_images" CASCADE;
  DROP TABLE "pages_title_images" CASCADE;
  DROP TABLE "pages_hand" CASCADE;
  DROP TABLE "pages_hand_link" CASCADE;
  DROP TABLE "pages_blog" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_video_embed" CASCADE;
  DROP TABLE "pages_video_file" CASCADE;
  DROP TABLE "pages_queue_ref" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "__pages_v_title_sub_v" CASCADE;
  DROP TABLE "__pages_v_title_body_v" CASCADE;
  DROP TABLE "__pages_v_bitsl_v" CASCADE;
  DROP TABLE "__pages_v_image_body_v" CASCADE;
  DROP TABLE "_pages_v_blocks_colored" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "__pages_v_product_ref_v" CASCADE;
  DROP TABLE "__pages_v_testimonials_v_testimonials" CASCADE;
  DROP TABLE "__pages_v_testimonials_v" CASCADE;
  DROP TABLE "__pages_v_usps_image_v_usps" CASCADE;
  DROP TABLE "__pages_v_usps_image_v" CASCADE;
  DROP TABLE "__pages_v_title_images_v_images" CASCADE;
  DROP TABLE "__pages_v_title_images_v" CASCADE;
  DROP TABLE "__pages_v_hand_v" CASCADE;
  DROP TABLE "__pages_v_hand_link_v" CASCADE;
  DROP TABLE "__pages_v_blog_v" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "__pages_v_video_embed_v" CASCADE;
  DROP TABLE "__pages_v_video_file_v" CASCADE;
  DROP TABLE "__pages_v_queue_ref_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "blog_posts_title_sub" CASCADE;
  DROP TABLE "blog_posts_title_body" CASCADE;
  DROP TABLE "blog_posts_bitsl" CASCADE;
  DROP TABLE "blog_posts_image_body" CASCADE;
  DROP TABLE "blog_posts_blocks_colored" CASCADE;
  DROP TABLE "blog_posts_blocks_contact" CASCADE;
  DROP TABLE "blog_posts_product_ref" CASCADE;
  DROP TABLE "blog_posts_testimonials_testimonials" CASCADE;
  DROP TABLE "blog_posts_testimonials" CASCADE;
  DROP TABLE "blog_posts_usps_image_usps" CASCADE;
  DROP TABLE "blog_posts_usps_image" CASCADE;
  DROP TABLE "blog_posts_title_images_images" CASCADE;
  DROP TABLE "blog_posts_title_images" CASCADE;
  DROP TABLE "blog_posts_hand" CASCADE;
  DROP TABLE "blog_posts_hand_link" CASCADE;
  DROP TABLE "blog_posts_blog" CASCADE;
  DROP TABLE "blog_posts_blocks_image" CASCADE;
  DROP TABLE "blog_posts_video_embed" CASCADE;
  DROP TABLE "blog_posts_video_file" CASCADE;
  DROP TABLE "blog_posts_queue_ref" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "blog_posts_rels" CASCADE;
  DROP TABLE "__blog_posts_v_title_sub_v" CASCADE;
  DROP TABLE "__blog_posts_v_title_body_v" CASCADE;
  DROP TABLE "__blog_posts_v_bitsl_v" CASCADE;
  DROP TABLE "__blog_posts_v_image_body_v" CASCADE;
  DROP TABLE "_blog_posts_v_blocks_colored" CASCADE;
  DROP TABLE "_blog_posts_v_blocks_contact" CASCADE;
  DROP TABLE "__blog_posts_v_product_ref_v" CASCADE;
  DROP TABLE "__blog_posts_v_testimonials_v_testimonials" CASCADE;
  DROP TABLE "__blog_posts_v_testimonials_v" CASCADE;
  DROP TABLE "__blog_posts_v_usps_image_v_usps" CASCADE;
  DROP TABLE "__blog_posts_v_usps_image_v" CASCADE;
  DROP TABLE "__blog_posts_v_title_images_v_images" CASCADE;
  DROP TABLE "__blog_posts_v_title_images_v" CASCADE;
  DROP TABLE "__blog_posts_v_hand_v" CASCADE;
  DROP TABLE "__blog_posts_v_hand_link_v" CASCADE;
  DROP TABLE "__blog_posts_v_blog_v" CASCADE;
  DROP TABLE "_blog_posts_v_blocks_image" CASCADE;
  DROP TABLE "__blog_posts_v_video_embed_v" CASCADE;
  DROP TABLE "__blog_posts_v_video_file_v" CASCADE;
  DROP TABLE "__blog_posts_v_queue_ref_v" CASCADE;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "_blog_posts_v_locales" CASCADE;
  DROP TABLE "_blog_posts_v_rels" CASCADE;
  DROP TABLE "giving_moments_title_sub" CASCADE;
  DROP TABLE "giving_moments_title_body" CASCADE;
  DROP TABLE "giving_moments_bitsl" CASCADE;
  DROP TABLE "giving_moments_image_body" CASCADE;
  DROP TABLE "giving_moments_blocks_colored" CASCADE;
  DROP TABLE "giving_moments_blocks_contact" CASCADE;
  DROP TABLE "giving_moments_product_ref" CASCADE;
  DROP TABLE "giving_moments_testimonials_testimonials" CASCADE;
  DROP TABLE "giving_moments_testimonials" CASCADE;
  DROP TABLE "giving_moments_usps_image_usps" CASCADE;
  DROP TABLE "giving_moments_usps_image" CASCADE;
  DROP TABLE "giving_moments_title_images_images" CASCADE;
  DROP TABLE "giving_moments_title_images" CASCADE;
  DROP TABLE "giving_moments_hand" CASCADE;
  DROP TABLE "giving_moments_hand_link" CASCADE;
  DROP TABLE "giving_moments_blog" CASCADE;
  DROP TABLE "giving_moments_blocks_image" CASCADE;
  DROP TABLE "giving_moments_video_embed" CASCADE;
  DROP TABLE "giving_moments_video_file" CASCADE;
  DROP TABLE "giving_moments_queue_ref" CASCADE;
  DROP TABLE "giving_moments" CASCADE;
  DROP TABLE "giving_moments_locales" CASCADE;
  DROP TABLE "giving_moments_rels" CASCADE;
  DROP TABLE "__giving_moments_v_title_sub_v" CASCADE;
  DROP TABLE "__giving_moments_v_title_body_v" CASCADE;
  DROP TABLE "__giving_moments_v_bitsl_v" CASCADE;
  DROP TABLE "__giving_moments_v_image_body_v" CASCADE;
  DROP TABLE "_giving_moments_v_blocks_colored" CASCADE;
  DROP TABLE "_giving_moments_v_blocks_contact" CASCADE;
  DROP TABLE "__giving_moments_v_product_ref_v" CASCADE;
  DROP TABLE "__giving_moments_v_testimonials_v_testimonials" CASCADE;
  DROP TABLE "__giving_moments_v_testimonials_v" CASCADE;
  DROP TABLE "__giving_moments_v_usps_image_v_usps" CASCADE;
  DROP TABLE "__giving_moments_v_usps_image_v" CASCADE;
  DROP TABLE "__giving_moments_v_title_images_v_images" CASCADE;
  DROP TABLE "__giving_moments_v_title_images_v" CASCADE;
  DROP TABLE "__giving_moments_v_hand_v" CASCADE;
  DROP TABLE "__giving_moments_v_hand_link_v" CASCADE;
  DROP TABLE "__giving_moments_v_blog_v" CASCADE;
  DROP TABLE "_giving_moments_v_blocks_image" CASCADE;
  DROP TABLE "__giving_moments_v_video_embed_v" CASCADE;
  DROP TABLE "__giving_moments_v_video_file_v" CASCADE;
  DROP TABLE "__giving_moments_v_queue_ref_v" CASCADE;
  DROP TABLE "_giving_moments_v" CASCADE;
  DROP TABLE "_giving_moments_v_locales" CASCADE;
  DROP TABLE "_giving_moments_v_rels" CASCADE;
  DROP TABLE "products_title_sub" CASCADE;
  DROP TABLE "products_title_body" CASCADE;
  DROP TABLE "products_bitsl" CASCADE;
  DROP TABLE "products_image_body" CASCADE;
  DROP TABLE "products_blocks_colored" CASCADE;
  DROP TABLE "products_blocks_contact" CASCADE;
  DROP TABLE "products_product_ref" CASCADE;
  DROP TABLE "products_testimonials_testimonials" CASCADE;
  DROP TABLE "products_testimonials" CASCADE;
  DROP TABLE "products_usps_image_usps" CASCADE;
  DROP TABLE "products_usps_image" CASCADE;
  DROP TABLE "products_title_images_images" CASCADE;
  DROP TABLE "products_title_images" CASCADE;
  DROP TABLE "products_hand" CASCADE;
  DROP TABLE "products_hand_link" CASCADE;
  DROP TABLE "products_blog" CASCADE;
  DROP TABLE "products_blocks_image" CASCADE;
  DROP TABLE "products_video_embed" CASCADE;
  DROP TABLE "products_video_file" CASCADE;
  DROP TABLE "products_queue_ref" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "__products_v_title_sub_v" CASCADE;
  DROP TABLE "__products_v_title_body_v" CASCADE;
  DROP TABLE "__products_v_bitsl_v" CASCADE;
  DROP TABLE "__products_v_image_body_v" CASCADE;
  DROP TABLE "_products_v_blocks_colored" CASCADE;
  DROP TABLE "_products_v_blocks_contact" CASCADE;
  DROP TABLE "__products_v_product_ref_v" CASCADE;
  DROP TABLE "__products_v_testimonials_v_testimonials" CASCADE;
  DROP TABLE "__products_v_testimonials_v" CASCADE;
  DROP TABLE "__products_v_usps_image_v_usps" CASCADE;
  DROP TABLE "__products_v_usps_image_v" CASCADE;
  DROP TABLE "__products_v_title_images_v_images" CASCADE;
  DROP TABLE "__products_v_title_images_v" CASCADE;
  DROP TABLE "__products_v_hand_v" CASCADE;
  DROP TABLE "__products_v_hand_link_v" CASCADE;
  DROP TABLE "__products_v_blog_v" CASCADE;
  DROP TABLE "_products_v_blocks_image" CASCADE;
  DROP TABLE "__products_v_video_embed_v" CASCADE;
  DROP TABLE "__products_v_video_file_v" CASCADE;
  DROP TABLE "__products_v_queue_ref_v" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "categories_title_sub" CASCADE;
  DROP TABLE "categories_title_body" CASCADE;
  DROP TABLE "categories_bitsl" CASCADE;
  DROP TABLE "categories_image_body" CASCADE;
  DROP TABLE "categories_blocks_colored" CASCADE;
  DROP TABLE "categories_blocks_contact" CASCADE;
  DROP TABLE "categories_product_ref" CASCADE;
  DROP TABLE "categories_testimonials_testimonials" CASCADE;
  DROP TABLE "categories_testimonials" CASCADE;
  DROP TABLE "categories_usps_image_usps" CASCADE;
  DROP TABLE "categories_usps_image" CASCADE;
  DROP TABLE "categories_title_images_images" CASCADE;
  DROP TABLE "categories_title_images" CASCADE;
  DROP TABLE "categories_hand" CASCADE;
  DROP TABLE "categories_hand_link" CASCADE;
  DROP TABLE "categories_blog" CASCADE;
  DROP TABLE "categories_blocks_image" CASCADE;
  DROP TABLE "categories_video_embed" CASCADE;
  DROP TABLE "categories_video_file" CASCADE;
  DROP TABLE "categories_queue_ref" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "categories_rels" CASCADE;
  DROP TABLE "__categories_v_title_sub_v" CASCADE;
  DROP TABLE "__categories_v_title_body_v" CASCADE;
  DROP TABLE "__categories_v_bitsl_v" CASCADE;
  DROP TABLE "__categories_v_image_body_v" CASCADE;
  DROP TABLE "_categories_v_blocks_colored" CASCADE;
  DROP TABLE "_categories_v_blocks_contact" CASCADE;
  DROP TABLE "__categories_v_product_ref_v" CASCADE;
  DROP TABLE "__categories_v_testimonials_v_testimonials" CASCADE;
  DROP TABLE "__categories_v_testimonials_v" CASCADE;
  DROP TABLE "__categories_v_usps_image_v_usps" CASCADE;
  DROP TABLE "__categories_v_usps_image_v" CASCADE;
  DROP TABLE "__categories_v_title_images_v_images" CASCADE;
  DROP TABLE "__categories_v_title_images_v" CASCADE;
  DROP TABLE "__categories_v_hand_v" CASCADE;
  DROP TABLE "__categories_v_hand_link_v" CASCADE;
  DROP TABLE "__categories_v_blog_v" CASCADE;
  DROP TABLE "_categories_v_blocks_image" CASCADE;
  DROP TABLE "__categories_v_video_embed_v" CASCADE;
  DROP TABLE "__categories_v_video_file_v" CASCADE;
  DROP TABLE "__categories_v_queue_ref_v" CASCADE;
  DROP TABLE "_categories_v" CASCADE;
  DROP TABLE "_categories_v_locales" CASCADE;
  DROP TABLE "_categories_v_rels" CASCADE;
  DROP TABLE "brands_title_sub" CASCADE;
  DROP TABLE "brands_title_body" CASCADE;
  DROP TABLE "brands_bitsl" CASCADE;
  DROP TABLE "brands_image_body" CASCADE;
  DROP TABLE "brands_blocks_colored" CASCADE;
  DROP TABLE "brands_blocks_contact" CASCADE;
  DROP TABLE "brands_product_ref" CASCADE;
  DROP TABLE "brands_testimonials_testimonials" CASCADE;
  DROP TABLE "brands_testimonials" CASCADE;
  DROP TABLE "brands_usps_image_usps" CASCADE;
  DROP TABLE "brands_usps_image" CASCADE;
  DROP TABLE "brands_title_images_images" CASCADE;
  DROP TABLE "brands_title_images" CASCADE;
  DROP TABLE "brands_hand" CASCADE;
  DROP TABLE "brands_hand_link" CASCADE;
  DROP TABLE "brands_blog" CASCADE;
  DROP TABLE "brands_blocks_image" CASCADE;
  DROP TABLE "brands_video_embed" CASCADE;
  DROP TABLE "brands_video_file" CASCADE;
  DROP TABLE "brands_queue_ref" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "brands_locales" CASCADE;
  DROP TABLE "brands_rels" CASCADE;
  DROP TABLE "__brands_v_title_sub_v" CASCADE;
  DROP TABLE "__brands_v_title_body_v" CASCADE;
  DROP TABLE "__brands_v_bitsl_v" CASCADE;
  DROP TABLE "__brands_v_image_body_v" CASCADE;
  DROP TABLE "_brands_v_blocks_colored" CASCADE;
  DROP TABLE "_brands_v_blocks_contact" CASCADE;
  DROP TABLE "__brands_v_product_ref_v" CASCADE;
  DROP TABLE "__brands_v_testimonials_v_testimonials" CASCADE;
  DROP TABLE "__brands_v_testimonials_v" CASCADE;
  DROP TABLE "__brands_v_usps_image_v_usps" CASCADE;
  DROP TABLE "__brands_v_usps_image_v" CASCADE;
  DROP TABLE "__brands_v_title_images_v_images" CASCADE;
  DROP TABLE "__brands_v_title_images_v" CASCADE;
  DROP TABLE "__brands_v_hand_v" CASCADE;
  DROP TABLE "__brands_v_hand_link_v" CASCADE;
  DROP TABLE "__brands_v_blog_v" CASCADE;
  DROP TABLE "_brands_v_blocks_image" CASCADE;
  DROP TABLE "__brands_v_video_embed_v" CASCADE;
  DROP TABLE "__brands_v_video_file_v" CASCADE;
  DROP TABLE "__brands_v_queue_ref_v" CASCADE;
  DROP TABLE "_brands_v" CASCADE;
  DROP TABLE "_brands_v_locales" CASCADE;
  DROP TABLE "_brands_v_rels" CASCADE;
  DROP TABLE "blocks_queues_title_sub" CASCADE;
  DROP TABLE "blocks_queues_title_body" CASCADE;
  DROP TABLE "blocks_queues_bitsl" CASCADE;
  DROP TABLE "blocks_queues_image_body" CASCADE;
  DROP TABLE "blocks_queues_blocks_colored" CASCADE;
  DROP TABLE "blocks_queues_blocks_contact" CASCADE;
  DROP TABLE "blocks_queues_product_ref" CASCADE;
  DROP TABLE "blocks_queues_testimonials_testimonials" CASCADE;
  DROP TABLE "blocks_queues_testimonials" CASCADE;
  DROP TABLE "blocks_queues_usps_image_usps" CASCADE;
  DROP TABLE "blocks_queues_usps_image" CASCADE;
  DROP TABLE "blocks_queues_title_images_images" CASCADE;
  DROP TABLE "blocks_queues_title_images" CASCADE;
  DROP TABLE "blocks_queues_hand" CASCADE;
  DROP TABLE "blocks_queues_hand_link" CASCADE;
  DROP TABLE "blocks_queues_blog" CASCADE;
  DROP TABLE "blocks_queues_blocks_image" CASCADE;
  DROP TABLE "blocks_queues_video_embed" CASCADE;
  DROP TABLE "blocks_queues_video_file" CASCADE;
  DROP TABLE "blocks_queues_sections" CASCADE;
  DROP TABLE "blocks_queues" CASCADE;
  DROP TABLE "blocks_queues_rels" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_giving_moments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brands_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blocks_queues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_blog_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_giving_moments_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_brands_id_idx";
  DROP INDEX "payload_locked_documents_rels_blocks_queues_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "giving_moments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brands_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blocks_queues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_pages_title_sub_variant";
  DROP TYPE "public"."enum_pages_title_body_alignment";
  DROP TYPE "public"."enum_pages_bitsl_variant";
  DROP TYPE "public"."enum_pages_image_body_image_position";
  DROP TYPE "public"."enum_pages_blocks_colored_text_color";
  DROP TYPE "public"."enum_pages_usps_image_usps_icon";
  DROP TYPE "public"."enum_pages_blog_mode";
  DROP TYPE "public"."enum_pages_blocks_image_size";
  DROP TYPE "public"."enum_pages_video_embed_provider";
  DROP TYPE "public"."enum_pages_video_file_mime_type";
  DROP TYPE "public"."enum_pages_page_type";
  DROP TYPE "public"."enum_pages_meta_robots";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum___pages_v_title_sub_v_variant";
  DROP TYPE "public"."enum___pages_v_title_body_v_alignment";
  DROP TYPE "public"."enum___pages_v_bitsl_v_variant";
  DROP TYPE "public"."enum___pages_v_image_body_v_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_colored_text_color";
  DROP TYPE "public"."enum___pages_v_usps_image_v_usps_icon";
  DROP TYPE "public"."enum___pages_v_blog_v_mode";
  DROP TYPE "public"."enum__pages_v_blocks_image_size";
  DROP TYPE "public"."enum___pages_v_video_embed_v_provider";
  DROP TYPE "public"."enum___pages_v_video_file_v_mime_type";
  DROP TYPE "public"."enum__pages_v_version_page_type";
  DROP TYPE "public"."enum__pages_v_version_meta_robots";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_blog_posts_title_sub_variant";
  DROP TYPE "public"."enum_blog_posts_title_body_alignment";
  DROP TYPE "public"."enum_blog_posts_bitsl_variant";
  DROP TYPE "public"."enum_blog_posts_image_body_image_position";
  DROP TYPE "public"."enum_blog_posts_blocks_colored_text_color";
  DROP TYPE "public"."enum_blog_posts_usps_image_usps_icon";
  DROP TYPE "public"."enum_blog_posts_blog_mode";
  DROP TYPE "public"."enum_blog_posts_blocks_image_size";
  DROP TYPE "public"."enum_blog_posts_video_embed_provider";
  DROP TYPE "public"."enum_blog_posts_video_file_mime_type";
  DROP TYPE "public"."enum_blog_posts_meta_robots";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum___blog_posts_v_title_sub_v_variant";
  DROP TYPE "public"."enum___blog_posts_v_title_body_v_alignment";
  DROP TYPE "public"."enum___blog_posts_v_bitsl_v_variant";
  DROP TYPE "public"."enum___blog_posts_v_image_body_v_image_position";
  DROP TYPE "public"."enum__blog_posts_v_blocks_colored_text_color";
  DROP TYPE "public"."enum___blog_posts_v_usps_image_v_usps_icon";
  DROP TYPE "public"."enum___blog_posts_v_blog_v_mode";
  DROP TYPE "public"."enum__blog_posts_v_blocks_image_size";
  DROP TYPE "public"."enum___blog_posts_v_video_embed_v_provider";
  DROP TYPE "public"."enum___blog_posts_v_video_file_v_mime_type";
  DROP TYPE "public"."enum__blog_posts_v_version_meta_robots";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum__blog_posts_v_published_locale";
  DROP TYPE "public"."enum_giving_moments_title_sub_variant";
  DROP TYPE "public"."enum_giving_moments_title_body_alignment";
  DROP TYPE "public"."enum_giving_moments_bitsl_variant";
  DROP TYPE "public"."enum_giving_moments_image_body_image_position";
  DROP TYPE "public"."enum_giving_moments_blocks_colored_text_color";
  DROP TYPE "public"."enum_giving_moments_usps_image_usps_icon";
  DROP TYPE "public"."enum_giving_moments_blog_mode";
  DROP TYPE "public"."enum_giving_moments_blocks_image_size";
  DROP TYPE "public"."enum_giving_moments_video_embed_provider";
  DROP TYPE "public"."enum_giving_moments_video_file_mime_type";
  DROP TYPE "public"."enum_giving_moments_meta_robots";
  DROP TYPE "public"."enum_giving_moments_status";
  DROP TYPE "public"."enum___giving_moments_v_title_sub_v_variant";
  DROP TYPE "public"."enum___giving_moments_v_title_body_v_alignment";
  DROP TYPE "public"."enum___giving_moments_v_bitsl_v_variant";
  DROP TYPE "public"."enum___giving_moments_v_image_body_v_image_position";
  DROP TYPE "public"."enum__giving_moments_v_blocks_colored_text_color";
  DROP TYPE "public"."enum___giving_moments_v_usps_image_v_usps_icon";
  DROP TYPE "public"."enum___giving_moments_v_blog_v_mode";
  DROP TYPE "public"."enum__giving_moments_v_blocks_image_size";
  DROP TYPE "public"."enum___giving_moments_v_video_embed_v_provider";
  DROP TYPE "public"."enum___giving_moments_v_video_file_v_mime_type";
  DROP TYPE "public"."enum__giving_moments_v_version_meta_robots";
  DROP TYPE "public"."enum__giving_moments_v_version_status";
  DROP TYPE "public"."enum__giving_moments_v_published_locale";
  DROP TYPE "public"."enum_products_title_sub_variant";
  DROP TYPE "public"."enum_products_title_body_alignment";
  DROP TYPE "public"."enum_products_bitsl_variant";
  DROP TYPE "public"."enum_products_image_body_image_position";
  DROP TYPE "public"."enum_products_blocks_colored_text_color";
  DROP TYPE "public"."enum_products_usps_image_usps_icon";
  DROP TYPE "public"."enum_products_blog_mode";
  DROP TYPE "public"."enum_products_blocks_image_size";
  DROP TYPE "public"."enum_products_video_embed_provider";
  DROP TYPE "public"."enum_products_video_file_mime_type";
  DROP TYPE "public"."enum_products_meta_robots";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum___products_v_title_sub_v_variant";
  DROP TYPE "public"."enum___products_v_title_body_v_alignment";
  DROP TYPE "public"."enum___products_v_bitsl_v_variant";
  DROP TYPE "public"."enum___products_v_image_body_v_image_position";
  DROP TYPE "public"."enum__products_v_blocks_colored_text_color";
  DROP TYPE "public"."enum___products_v_usps_image_v_usps_icon";
  DROP TYPE "public"."enum___products_v_blog_v_mode";
  DROP TYPE "public"."enum__products_v_blocks_image_size";
  DROP TYPE "public"."enum___products_v_video_embed_v_provider";
  DROP TYPE "public"."enum___products_v_video_file_v_mime_type";
  DROP TYPE "public"."enum__products_v_version_meta_robots";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_categories_title_sub_variant";
  DROP TYPE "public"."enum_categories_title_body_alignment";
  DROP TYPE "public"."enum_categories_bitsl_variant";
  DROP TYPE "public"."enum_categories_image_body_image_position";
  DROP TYPE "public"."enum_categories_blocks_colored_text_color";
  DROP TYPE "public"."enum_categories_usps_image_usps_icon";
  DROP TYPE "public"."enum_categories_blog_mode";
  DROP TYPE "public"."enum_categories_blocks_image_size";
  DROP TYPE "public"."enum_categories_video_embed_provider";
  DROP TYPE "public"."enum_categories_video_file_mime_type";
  DROP TYPE "public"."enum_categories_meta_robots";
  DROP TYPE "public"."enum_categories_status";
  DROP TYPE "public"."enum___categories_v_title_sub_v_variant";
  DROP TYPE "public"."enum___categories_v_title_body_v_alignment";
  DROP TYPE "public"."enum___categories_v_bitsl_v_variant";
  DROP TYPE "public"."enum___categories_v_image_body_v_image_position";
  DROP TYPE "public"."enum__categories_v_blocks_colored_text_color";
  DROP TYPE "public"."enum___categories_v_usps_image_v_usps_icon";
  DROP TYPE "public"."enum___categories_v_blog_v_mode";
  DROP TYPE "public"."enum__categories_v_blocks_image_size";
  DROP TYPE "public"."enum___categories_v_video_embed_v_provider";
  DROP TYPE "public"."enum___categories_v_video_file_v_mime_type";
  DROP TYPE "public"."enum__categories_v_version_meta_robots";
  DROP TYPE "public"."enum__categories_v_version_status";
  DROP TYPE "public"."enum__categories_v_published_locale";
  DROP TYPE "public"."enum_brands_title_sub_variant";
  DROP TYPE "public"."enum_brands_title_body_alignment";
  DROP TYPE "public"."enum_brands_bitsl_variant";
  DROP TYPE "public"."enum_brands_image_body_image_position";
  DROP TYPE "public"."enum_brands_blocks_colored_text_color";
  DROP TYPE "public"."enum_brands_usps_image_usps_icon";
  DROP TYPE "public"."enum_brands_blog_mode";
  DROP TYPE "public"."enum_brands_blocks_image_size";
  DROP TYPE "public"."enum_brands_video_embed_provider";
  DROP TYPE "public"."enum_brands_video_file_mime_type";
  DROP TYPE "public"."enum_brands_meta_robots";
  DROP TYPE "public"."enum_brands_status";
  DROP TYPE "public"."enum___brands_v_title_sub_v_variant";
  DROP TYPE "public"."enum___brands_v_title_body_v_alignment";
  DROP TYPE "public"."enum___brands_v_bitsl_v_variant";
  DROP TYPE "public"."enum___brands_v_image_body_v_image_position";
  DROP TYPE "public"."enum__brands_v_blocks_colored_text_color";
  DROP TYPE "public"."enum___brands_v_usps_image_v_usps_icon";
  DROP TYPE "public"."enum___brands_v_blog_v_mode";
  DROP TYPE "public"."enum__brands_v_blocks_image_size";
  DROP TYPE "public"."enum___brands_v_video_embed_v_provider";
  DROP TYPE "public"."enum___brands_v_video_file_v_mime_type";
  DROP TYPE "public"."enum__brands_v_version_meta_robots";
  DROP TYPE "public"."enum__brands_v_version_status";
  DROP TYPE "public"."enum__brands_v_published_locale";
  DROP TYPE "public"."enum_blocks_queues_title_sub_variant";
  DROP TYPE "public"."enum_blocks_queues_title_body_alignment";
  DROP TYPE "public"."enum_blocks_queues_bitsl_variant";
  DROP TYPE "public"."enum_blocks_queues_image_body_image_position";
  DROP TYPE "public"."enum_blocks_queues_blocks_colored_text_color";
  DROP TYPE "public"."enum_blocks_queues_usps_image_usps_icon";
  DROP TYPE "public"."enum_blocks_queues_blog_mode";
  DROP TYPE "public"."enum_blocks_queues_blocks_image_size";
  DROP TYPE "public"."enum_blocks_queues_video_embed_provider";
  DROP TYPE "public"."enum_blocks_queues_video_file_mime_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
