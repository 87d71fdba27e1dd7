import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_title_sub_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum_title_body_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_bitsl_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum_image_body_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_usps_image_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum_blog_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum_pages_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_video_embed_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum_video_file_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('home', 'home-v2', 'landing', 'blank-gift-cards', 'blog', 'business-form', 'business-form-v2', 'contacts', 'activation', 'activation-thank-you', 'giving-moments-overview', 'locations-overview', 'products-overview', 'redeem-b2b-result', 'redeem-check', 'redeem-result', 'terms', 'user-home', 'confirmation', 'doubler-thank-you', 'restaurant');
  CREATE TYPE "public"."enum_pages_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__title_sub_v_variant" AS ENUM('hero', 'centered', 'left', 'withDivider');
  CREATE TYPE "public"."enum__title_body_v_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum__bitsl_v_variant" AS ENUM('imageLeft', 'imageRight', 'imageTop', 'imageBackground');
  CREATE TYPE "public"."enum__image_body_v_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__usps_image_v_usps_icon" AS ENUM('check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star');
  CREATE TYPE "public"."enum__blog_v_mode" AS ENUM('latest', 'selected');
  CREATE TYPE "public"."enum__pages_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__video_embed_v_provider" AS ENUM('VIMEO', 'YOUTUBE');
  CREATE TYPE "public"."enum__video_file_v_mime_type" AS ENUM('video/mp4', 'video/webm');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('home', 'home-v2', 'landing', 'blank-gift-cards', 'blog', 'business-form', 'business-form-v2', 'contacts', 'activation', 'activation-thank-you', 'giving-moments-overview', 'locations-overview', 'products-overview', 'redeem-b2b-result', 'redeem-check', 'redeem-result', 'terms', 'user-home', 'confirmation', 'doubler-thank-you', 'restaurant');
  CREATE TYPE "public"."enum__pages_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_blog_posts_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_blog_posts_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_blog_posts_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__blog_posts_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__blog_posts_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_giving_moments_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_giving_moments_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_giving_moments_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_giving_moments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__giving_moments_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__giving_moments_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__giving_moments_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__giving_moments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__giving_moments_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_products_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_products_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_products_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__products_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__products_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_categories_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_categories_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_categories_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__categories_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__categories_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_brands_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_brands_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_brands_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum_brands_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brands_v_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__brands_v_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__brands_v_version_meta_robots" AS ENUM('index-follow', 'noindex', 'noindex-nofollow');
  CREATE TYPE "public"."enum__brands_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brands_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_blocks_queues_blocks_colored_text_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_blocks_queues_blocks_image_size" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "title_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_title_sub_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "title_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum_title_body_alignment" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "bitsl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_bitsl_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "image_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum_image_body_image_position" DEFAULT 'left',
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
  
  CREATE TABLE "product_ref" (
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
  
  CREATE TABLE "testimonials_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "usps_image_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum_usps_image_usps_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "usps_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "title_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "title_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "hand" (
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
  
  CREATE TABLE "hand_link" (
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
  
  CREATE TABLE "blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_blog_mode" DEFAULT 'latest',
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
  
  CREATE TABLE "video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_video_embed_provider",
  	"url" varchar,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "video_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum_video_file_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "queue_ref" (
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
  
  CREATE TABLE "_title_sub_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__title_sub_v_variant" DEFAULT 'centered',
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_title_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"alignment" "enum__title_body_v_alignment" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_bitsl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__bitsl_v_variant" DEFAULT 'imageRight',
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_image_body_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"body" jsonb,
  	"image_position" "enum__image_body_v_image_position" DEFAULT 'left',
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
  
  CREATE TABLE "_product_ref_v" (
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
  
  CREATE TABLE "_testimonials_v_testimonials" (
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
  
  CREATE TABLE "_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_usps_image_v_usps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"icon" "enum__usps_image_v_usps_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_usps_image_v" (
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
  
  CREATE TABLE "_title_images_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_title_images_v" (
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
  
  CREATE TABLE "_hand_v" (
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
  
  CREATE TABLE "_hand_link_v" (
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
  
  CREATE TABLE "_blog_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum__blog_v_mode" DEFAULT 'latest',
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
  
  CREATE TABLE "_video_embed_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum__video_embed_v_provider",
  	"url" varchar,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_video_file_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"mime_type" "enum__video_file_v_mime_type" DEFAULT 'video/mp4',
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_queue_ref_v" (
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
  	"categories_id" integer
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
  ALTER TABLE "title_sub" ADD CONSTRAINT "title_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "title_body" ADD CONSTRAINT "title_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bitsl" ADD CONSTRAINT "bitsl_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bitsl" ADD CONSTRAINT "bitsl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "image_body" ADD CONSTRAINT "image_body_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_body" ADD CONSTRAINT "image_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_colored" ADD CONSTRAINT "pages_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_ref" ADD CONSTRAINT "product_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_testimonials" ADD CONSTRAINT "testimonials_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "usps_image_usps" ADD CONSTRAINT "usps_image_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."usps_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "usps_image" ADD CONSTRAINT "usps_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "usps_image" ADD CONSTRAINT "usps_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "title_images_images" ADD CONSTRAINT "title_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "title_images_images" ADD CONSTRAINT "title_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."title_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "title_images" ADD CONSTRAINT "title_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hand" ADD CONSTRAINT "hand_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hand" ADD CONSTRAINT "hand_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hand_link" ADD CONSTRAINT "hand_link_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hand_link" ADD CONSTRAINT "hand_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog" ADD CONSTRAINT "blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_embed" ADD CONSTRAINT "video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_file" ADD CONSTRAINT "video_file_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_file" ADD CONSTRAINT "video_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "queue_ref" ADD CONSTRAINT "queue_ref_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "queue_ref" ADD CONSTRAINT "queue_ref_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_title_sub_v" ADD CONSTRAINT "_title_sub_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_title_body_v" ADD CONSTRAINT "_title_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bitsl_v" ADD CONSTRAINT "_bitsl_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bitsl_v" ADD CONSTRAINT "_bitsl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_image_body_v" ADD CONSTRAINT "_image_body_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_body_v" ADD CONSTRAINT "_image_body_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_colored" ADD CONSTRAINT "_pages_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_ref_v" ADD CONSTRAINT "_product_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v_testimonials" ADD CONSTRAINT "_testimonials_v_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_usps_image_v_usps" ADD CONSTRAINT "_usps_image_v_usps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_usps_image_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_usps_image_v" ADD CONSTRAINT "_usps_image_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_usps_image_v" ADD CONSTRAINT "_usps_image_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_title_images_v_images" ADD CONSTRAINT "_title_images_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_title_images_v_images" ADD CONSTRAINT "_title_images_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_title_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_title_images_v" ADD CONSTRAINT "_title_images_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hand_v" ADD CONSTRAINT "_hand_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hand_v" ADD CONSTRAINT "_hand_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hand_link_v" ADD CONSTRAINT "_hand_link_v_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hand_link_v" ADD CONSTRAINT "_hand_link_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_v" ADD CONSTRAINT "_blog_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_embed_v" ADD CONSTRAINT "_video_embed_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_file_v" ADD CONSTRAINT "_video_file_v_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_file_v" ADD CONSTRAINT "_video_file_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_queue_ref_v" ADD CONSTRAINT "_queue_ref_v_queue_id_blocks_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."blocks_queues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_queue_ref_v" ADD CONSTRAINT "_queue_ref_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_blocks_colored" ADD CONSTRAINT "blog_posts_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_blocks_contact" ADD CONSTRAINT "blog_posts_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_blocks_image" ADD CONSTRAINT "blog_posts_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_blocks_image" ADD CONSTRAINT "blog_posts_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_blocks_colored" ADD CONSTRAINT "_blog_posts_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_blocks_contact" ADD CONSTRAINT "_blog_posts_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_blocks_image" ADD CONSTRAINT "_blog_posts_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_blocks_image" ADD CONSTRAINT "_blog_posts_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_blocks_colored" ADD CONSTRAINT "giving_moments_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_blocks_contact" ADD CONSTRAINT "giving_moments_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_blocks_image" ADD CONSTRAINT "giving_moments_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_blocks_image" ADD CONSTRAINT "giving_moments_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments" ADD CONSTRAINT "giving_moments_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments" ADD CONSTRAINT "giving_moments_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_locales" ADD CONSTRAINT "giving_moments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_blocks_colored" ADD CONSTRAINT "_giving_moments_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_blocks_contact" ADD CONSTRAINT "_giving_moments_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_blocks_image" ADD CONSTRAINT "_giving_moments_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_blocks_image" ADD CONSTRAINT "_giving_moments_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_giving_moments_v" ADD CONSTRAINT "_giving_moments_v_parent_id_giving_moments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v" ADD CONSTRAINT "_giving_moments_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v" ADD CONSTRAINT "_giving_moments_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v_locales" ADD CONSTRAINT "_giving_moments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_colored" ADD CONSTRAINT "products_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_contact" ADD CONSTRAINT "products_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_image" ADD CONSTRAINT "products_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_image" ADD CONSTRAINT "products_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_colored" ADD CONSTRAINT "_products_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_contact" ADD CONSTRAINT "_products_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image" ADD CONSTRAINT "_products_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image" ADD CONSTRAINT "_products_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_colored" ADD CONSTRAINT "categories_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_contact" ADD CONSTRAINT "categories_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_image" ADD CONSTRAINT "categories_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_blocks_image" ADD CONSTRAINT "categories_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_blocks_colored" ADD CONSTRAINT "_categories_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_blocks_contact" ADD CONSTRAINT "_categories_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_blocks_image" ADD CONSTRAINT "_categories_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v_blocks_image" ADD CONSTRAINT "_categories_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_icon_id_media_id_fk" FOREIGN KEY ("version_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v_locales" ADD CONSTRAINT "_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_blocks_colored" ADD CONSTRAINT "brands_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_blocks_contact" ADD CONSTRAINT "brands_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_blocks_image" ADD CONSTRAINT "brands_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_blocks_image" ADD CONSTRAINT "brands_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_locales" ADD CONSTRAINT "brands_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_blocks_colored" ADD CONSTRAINT "_brands_v_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_blocks_contact" ADD CONSTRAINT "_brands_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_blocks_image" ADD CONSTRAINT "_brands_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v_blocks_image" ADD CONSTRAINT "_brands_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_parent_id_brands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v_locales" ADD CONSTRAINT "_brands_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_blocks_colored" ADD CONSTRAINT "blocks_queues_blocks_colored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_blocks_contact" ADD CONSTRAINT "blocks_queues_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_blocks_image" ADD CONSTRAINT "blocks_queues_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues_blocks_image" ADD CONSTRAINT "blocks_queues_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_sections" ADD CONSTRAINT "blocks_queues_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_rels" ADD CONSTRAINT "blocks_queues_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blocks_queues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_queues_rels" ADD CONSTRAINT "blocks_queues_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "title_sub_order_idx" ON "title_sub" USING btree ("_order");
  CREATE INDEX "title_sub_parent_id_idx" ON "title_sub" USING btree ("_parent_id");
  CREATE INDEX "title_sub_path_idx" ON "title_sub" USING btree ("_path");
  CREATE INDEX "title_sub_locale_idx" ON "title_sub" USING btree ("_locale");
  CREATE INDEX "title_body_order_idx" ON "title_body" USING btree ("_order");
  CREATE INDEX "title_body_parent_id_idx" ON "title_body" USING btree ("_parent_id");
  CREATE INDEX "title_body_path_idx" ON "title_body" USING btree ("_path");
  CREATE INDEX "title_body_locale_idx" ON "title_body" USING btree ("_locale");
  CREATE INDEX "bitsl_order_idx" ON "bitsl" USING btree ("_order");
  CREATE INDEX "bitsl_parent_id_idx" ON "bitsl" USING btree ("_parent_id");
  CREATE INDEX "bitsl_path_idx" ON "bitsl" USING btree ("_path");
  CREATE INDEX "bitsl_locale_idx" ON "bitsl" USING btree ("_locale");
  CREATE INDEX "bitsl_image_idx" ON "bitsl" USING btree ("image_id");
  CREATE INDEX "image_body_order_idx" ON "image_body" USING btree ("_order");
  CREATE INDEX "image_body_parent_id_idx" ON "image_body" USING btree ("_parent_id");
  CREATE INDEX "image_body_path_idx" ON "image_body" USING btree ("_path");
  CREATE INDEX "image_body_locale_idx" ON "image_body" USING btree ("_locale");
  CREATE INDEX "image_body_image_idx" ON "image_body" USING btree ("image_id");
  CREATE INDEX "pages_blocks_colored_order_idx" ON "pages_blocks_colored" USING btree ("_order");
  CREATE INDEX "pages_blocks_colored_parent_id_idx" ON "pages_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_colored_path_idx" ON "pages_blocks_colored" USING btree ("_path");
  CREATE INDEX "pages_blocks_colored_locale_idx" ON "pages_blocks_colored" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_locale_idx" ON "pages_blocks_contact" USING btree ("_locale");
  CREATE INDEX "product_ref_order_idx" ON "product_ref" USING btree ("_order");
  CREATE INDEX "product_ref_parent_id_idx" ON "product_ref" USING btree ("_parent_id");
  CREATE INDEX "product_ref_path_idx" ON "product_ref" USING btree ("_path");
  CREATE INDEX "product_ref_locale_idx" ON "product_ref" USING btree ("_locale");
  CREATE INDEX "testimonials_testimonials_order_idx" ON "testimonials_testimonials" USING btree ("_order");
  CREATE INDEX "testimonials_testimonials_parent_id_idx" ON "testimonials_testimonials" USING btree ("_parent_id");
  CREATE INDEX "testimonials_testimonials_locale_idx" ON "testimonials_testimonials" USING btree ("_locale");
  CREATE INDEX "testimonials_order_idx" ON "testimonials" USING btree ("_order");
  CREATE INDEX "testimonials_parent_id_idx" ON "testimonials" USING btree ("_parent_id");
  CREATE INDEX "testimonials_path_idx" ON "testimonials" USING btree ("_path");
  CREATE INDEX "testimonials_locale_idx" ON "testimonials" USING btree ("_locale");
  CREATE INDEX "usps_image_usps_order_idx" ON "usps_image_usps" USING btree ("_order");
  CREATE INDEX "usps_image_usps_parent_id_idx" ON "usps_image_usps" USING btree ("_parent_id");
  CREATE INDEX "usps_image_usps_locale_idx" ON "usps_image_usps" USING btree ("_locale");
  CREATE INDEX "usps_image_order_idx" ON "usps_image" USING btree ("_order");
  CREATE INDEX "usps_image_parent_id_idx" ON "usps_image" USING btree ("_parent_id");
  CREATE INDEX "usps_image_path_idx" ON "usps_image" USING btree ("_path");
  CREATE INDEX "usps_image_locale_idx" ON "usps_image" USING btree ("_locale");
  CREATE INDEX "usps_image_image_idx" ON "usps_image" USING btree ("image_id");
  CREATE INDEX "title_images_images_order_idx" ON "title_images_images" USING btree ("_order");
  CREATE INDEX "title_images_images_parent_id_idx" ON "title_images_images" USING btree ("_parent_id");
  CREATE INDEX "title_images_images_locale_idx" ON "title_images_images" USING btree ("_locale");
  CREATE INDEX "title_images_images_image_idx" ON "title_images_images" USING btree ("image_id");
  CREATE INDEX "title_images_order_idx" ON "title_images" USING btree ("_order");
  CREATE INDEX "title_images_parent_id_idx" ON "title_images" USING btree ("_parent_id");
  CREATE INDEX "title_images_path_idx" ON "title_images" USING btree ("_path");
  CREATE INDEX "title_images_locale_idx" ON "title_images" USING btree ("_locale");
  CREATE INDEX "hand_order_idx" ON "hand" USING btree ("_order");
  CREATE INDEX "hand_parent_id_idx" ON "hand" USING btree ("_parent_id");
  CREATE INDEX "hand_path_idx" ON "hand" USING btree ("_path");
  CREATE INDEX "hand_locale_idx" ON "hand" USING btree ("_locale");
  CREATE INDEX "hand_card_image_idx" ON "hand" USING btree ("card_image_id");
  CREATE INDEX "hand_link_order_idx" ON "hand_link" USING btree ("_order");
  CREATE INDEX "hand_link_parent_id_idx" ON "hand_link" USING btree ("_parent_id");
  CREATE INDEX "hand_link_path_idx" ON "hand_link" USING btree ("_path");
  CREATE INDEX "hand_link_locale_idx" ON "hand_link" USING btree ("_locale");
  CREATE INDEX "hand_link_card_image_idx" ON "hand_link" USING btree ("card_image_id");
  CREATE INDEX "blog_order_idx" ON "blog" USING btree ("_order");
  CREATE INDEX "blog_parent_id_idx" ON "blog" USING btree ("_parent_id");
  CREATE INDEX "blog_path_idx" ON "blog" USING btree ("_path");
  CREATE INDEX "blog_locale_idx" ON "blog" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_locale_idx" ON "pages_blocks_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "video_embed_order_idx" ON "video_embed" USING btree ("_order");
  CREATE INDEX "video_embed_parent_id_idx" ON "video_embed" USING btree ("_parent_id");
  CREATE INDEX "video_embed_path_idx" ON "video_embed" USING btree ("_path");
  CREATE INDEX "video_embed_locale_idx" ON "video_embed" USING btree ("_locale");
  CREATE INDEX "video_file_order_idx" ON "video_file" USING btree ("_order");
  CREATE INDEX "video_file_parent_id_idx" ON "video_file" USING btree ("_parent_id");
  CREATE INDEX "video_file_path_idx" ON "video_file" USING btree ("_path");
  CREATE INDEX "video_file_locale_idx" ON "video_file" USING btree ("_locale");
  CREATE INDEX "video_file_poster_idx" ON "video_file" USING btree ("poster_id");
  CREATE INDEX "queue_ref_order_idx" ON "queue_ref" USING btree ("_order");
  CREATE INDEX "queue_ref_parent_id_idx" ON "queue_ref" USING btree ("_parent_id");
  CREATE INDEX "queue_ref_path_idx" ON "queue_ref" USING btree ("_path");
  CREATE INDEX "queue_ref_locale_idx" ON "queue_ref" USING btree ("_locale");
  CREATE INDEX "queue_ref_queue_idx" ON "queue_ref" USING btree ("queue_id");
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
  CREATE INDEX "_title_sub_v_order_idx" ON "_title_sub_v" USING btree ("_order");
  CREATE INDEX "_title_sub_v_parent_id_idx" ON "_title_sub_v" USING btree ("_parent_id");
  CREATE INDEX "_title_sub_v_path_idx" ON "_title_sub_v" USING btree ("_path");
  CREATE INDEX "_title_sub_v_locale_idx" ON "_title_sub_v" USING btree ("_locale");
  CREATE INDEX "_title_body_v_order_idx" ON "_title_body_v" USING btree ("_order");
  CREATE INDEX "_title_body_v_parent_id_idx" ON "_title_body_v" USING btree ("_parent_id");
  CREATE INDEX "_title_body_v_path_idx" ON "_title_body_v" USING btree ("_path");
  CREATE INDEX "_title_body_v_locale_idx" ON "_title_body_v" USING btree ("_locale");
  CREATE INDEX "_bitsl_v_order_idx" ON "_bitsl_v" USING btree ("_order");
  CREATE INDEX "_bitsl_v_parent_id_idx" ON "_bitsl_v" USING btree ("_parent_id");
  CREATE INDEX "_bitsl_v_path_idx" ON "_bitsl_v" USING btree ("_path");
  CREATE INDEX "_bitsl_v_locale_idx" ON "_bitsl_v" USING btree ("_locale");
  CREATE INDEX "_bitsl_v_image_idx" ON "_bitsl_v" USING btree ("image_id");
  CREATE INDEX "_image_body_v_order_idx" ON "_image_body_v" USING btree ("_order");
  CREATE INDEX "_image_body_v_parent_id_idx" ON "_image_body_v" USING btree ("_parent_id");
  CREATE INDEX "_image_body_v_path_idx" ON "_image_body_v" USING btree ("_path");
  CREATE INDEX "_image_body_v_locale_idx" ON "_image_body_v" USING btree ("_locale");
  CREATE INDEX "_image_body_v_image_idx" ON "_image_body_v" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_colored_order_idx" ON "_pages_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_colored_parent_id_idx" ON "_pages_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_colored_path_idx" ON "_pages_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_colored_locale_idx" ON "_pages_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_locale_idx" ON "_pages_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "_product_ref_v_order_idx" ON "_product_ref_v" USING btree ("_order");
  CREATE INDEX "_product_ref_v_parent_id_idx" ON "_product_ref_v" USING btree ("_parent_id");
  CREATE INDEX "_product_ref_v_path_idx" ON "_product_ref_v" USING btree ("_path");
  CREATE INDEX "_product_ref_v_locale_idx" ON "_product_ref_v" USING btree ("_locale");
  CREATE INDEX "_testimonials_v_testimonials_order_idx" ON "_testimonials_v_testimonials" USING btree ("_order");
  CREATE INDEX "_testimonials_v_testimonials_parent_id_idx" ON "_testimonials_v_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_testimonials_v_testimonials_locale_idx" ON "_testimonials_v_testimonials" USING btree ("_locale");
  CREATE INDEX "_testimonials_v_order_idx" ON "_testimonials_v" USING btree ("_order");
  CREATE INDEX "_testimonials_v_parent_id_idx" ON "_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "_testimonials_v_path_idx" ON "_testimonials_v" USING btree ("_path");
  CREATE INDEX "_testimonials_v_locale_idx" ON "_testimonials_v" USING btree ("_locale");
  CREATE INDEX "_usps_image_v_usps_order_idx" ON "_usps_image_v_usps" USING btree ("_order");
  CREATE INDEX "_usps_image_v_usps_parent_id_idx" ON "_usps_image_v_usps" USING btree ("_parent_id");
  CREATE INDEX "_usps_image_v_usps_locale_idx" ON "_usps_image_v_usps" USING btree ("_locale");
  CREATE INDEX "_usps_image_v_order_idx" ON "_usps_image_v" USING btree ("_order");
  CREATE INDEX "_usps_image_v_parent_id_idx" ON "_usps_image_v" USING btree ("_parent_id");
  CREATE INDEX "_usps_image_v_path_idx" ON "_usps_image_v" USING btree ("_path");
  CREATE INDEX "_usps_image_v_locale_idx" ON "_usps_image_v" USING btree ("_locale");
  CREATE INDEX "_usps_image_v_image_idx" ON "_usps_image_v" USING btree ("image_id");
  CREATE INDEX "_title_images_v_images_order_idx" ON "_title_images_v_images" USING btree ("_order");
  CREATE INDEX "_title_images_v_images_parent_id_idx" ON "_title_images_v_images" USING btree ("_parent_id");
  CREATE INDEX "_title_images_v_images_locale_idx" ON "_title_images_v_images" USING btree ("_locale");
  CREATE INDEX "_title_images_v_images_image_idx" ON "_title_images_v_images" USING btree ("image_id");
  CREATE INDEX "_title_images_v_order_idx" ON "_title_images_v" USING btree ("_order");
  CREATE INDEX "_title_images_v_parent_id_idx" ON "_title_images_v" USING btree ("_parent_id");
  CREATE INDEX "_title_images_v_path_idx" ON "_title_images_v" USING btree ("_path");
  CREATE INDEX "_title_images_v_locale_idx" ON "_title_images_v" USING btree ("_locale");
  CREATE INDEX "_hand_v_order_idx" ON "_hand_v" USING btree ("_order");
  CREATE INDEX "_hand_v_parent_id_idx" ON "_hand_v" USING btree ("_parent_id");
  CREATE INDEX "_hand_v_path_idx" ON "_hand_v" USING btree ("_path");
  CREATE INDEX "_hand_v_locale_idx" ON "_hand_v" USING btree ("_locale");
  CREATE INDEX "_hand_v_card_image_idx" ON "_hand_v" USING btree ("card_image_id");
  CREATE INDEX "_hand_link_v_order_idx" ON "_hand_link_v" USING btree ("_order");
  CREATE INDEX "_hand_link_v_parent_id_idx" ON "_hand_link_v" USING btree ("_parent_id");
  CREATE INDEX "_hand_link_v_path_idx" ON "_hand_link_v" USING btree ("_path");
  CREATE INDEX "_hand_link_v_locale_idx" ON "_hand_link_v" USING btree ("_locale");
  CREATE INDEX "_hand_link_v_card_image_idx" ON "_hand_link_v" USING btree ("card_image_id");
  CREATE INDEX "_blog_v_order_idx" ON "_blog_v" USING btree ("_order");
  CREATE INDEX "_blog_v_parent_id_idx" ON "_blog_v" USING btree ("_parent_id");
  CREATE INDEX "_blog_v_path_idx" ON "_blog_v" USING btree ("_path");
  CREATE INDEX "_blog_v_locale_idx" ON "_blog_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_locale_idx" ON "_pages_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_video_embed_v_order_idx" ON "_video_embed_v" USING btree ("_order");
  CREATE INDEX "_video_embed_v_parent_id_idx" ON "_video_embed_v" USING btree ("_parent_id");
  CREATE INDEX "_video_embed_v_path_idx" ON "_video_embed_v" USING btree ("_path");
  CREATE INDEX "_video_embed_v_locale_idx" ON "_video_embed_v" USING btree ("_locale");
  CREATE INDEX "_video_file_v_order_idx" ON "_video_file_v" USING btree ("_order");
  CREATE INDEX "_video_file_v_parent_id_idx" ON "_video_file_v" USING btree ("_parent_id");
  CREATE INDEX "_video_file_v_path_idx" ON "_video_file_v" USING btree ("_path");
  CREATE INDEX "_video_file_v_locale_idx" ON "_video_file_v" USING btree ("_locale");
  CREATE INDEX "_video_file_v_poster_idx" ON "_video_file_v" USING btree ("poster_id");
  CREATE INDEX "_queue_ref_v_order_idx" ON "_queue_ref_v" USING btree ("_order");
  CREATE INDEX "_queue_ref_v_parent_id_idx" ON "_queue_ref_v" USING btree ("_parent_id");
  CREATE INDEX "_queue_ref_v_path_idx" ON "_queue_ref_v" USING btree ("_path");
  CREATE INDEX "_queue_ref_v_locale_idx" ON "_queue_ref_v" USING btree ("_locale");
  CREATE INDEX "_queue_ref_v_queue_idx" ON "_queue_ref_v" USING btree ("queue_id");
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
  CREATE INDEX "blog_posts_blocks_colored_order_idx" ON "blog_posts_blocks_colored" USING btree ("_order");
  CREATE INDEX "blog_posts_blocks_colored_parent_id_idx" ON "blog_posts_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_blocks_colored_path_idx" ON "blog_posts_blocks_colored" USING btree ("_path");
  CREATE INDEX "blog_posts_blocks_colored_locale_idx" ON "blog_posts_blocks_colored" USING btree ("_locale");
  CREATE INDEX "blog_posts_blocks_contact_order_idx" ON "blog_posts_blocks_contact" USING btree ("_order");
  CREATE INDEX "blog_posts_blocks_contact_parent_id_idx" ON "blog_posts_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_blocks_contact_path_idx" ON "blog_posts_blocks_contact" USING btree ("_path");
  CREATE INDEX "blog_posts_blocks_contact_locale_idx" ON "blog_posts_blocks_contact" USING btree ("_locale");
  CREATE INDEX "blog_posts_blocks_image_order_idx" ON "blog_posts_blocks_image" USING btree ("_order");
  CREATE INDEX "blog_posts_blocks_image_parent_id_idx" ON "blog_posts_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_blocks_image_path_idx" ON "blog_posts_blocks_image" USING btree ("_path");
  CREATE INDEX "blog_posts_blocks_image_locale_idx" ON "blog_posts_blocks_image" USING btree ("_locale");
  CREATE INDEX "blog_posts_blocks_image_image_idx" ON "blog_posts_blocks_image" USING btree ("image_id");
  CREATE INDEX "blog_posts_hero_image_idx" ON "blog_posts" USING btree ("hero_image_id");
  CREATE INDEX "blog_posts_meta_meta_image_idx" ON "blog_posts" USING btree ("meta_image_id");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE INDEX "blog_posts_slug_idx" ON "blog_posts_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_blocks_colored_order_idx" ON "_blog_posts_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_blocks_colored_parent_id_idx" ON "_blog_posts_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_blocks_colored_path_idx" ON "_blog_posts_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_blog_posts_v_blocks_colored_locale_idx" ON "_blog_posts_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_blog_posts_v_blocks_contact_order_idx" ON "_blog_posts_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_blocks_contact_parent_id_idx" ON "_blog_posts_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_blocks_contact_path_idx" ON "_blog_posts_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_blog_posts_v_blocks_contact_locale_idx" ON "_blog_posts_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "_blog_posts_v_blocks_image_order_idx" ON "_blog_posts_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_blocks_image_parent_id_idx" ON "_blog_posts_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_blocks_image_path_idx" ON "_blog_posts_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_blog_posts_v_blocks_image_locale_idx" ON "_blog_posts_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_blog_posts_v_blocks_image_image_idx" ON "_blog_posts_v_blocks_image" USING btree ("image_id");
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
  CREATE INDEX "giving_moments_blocks_colored_order_idx" ON "giving_moments_blocks_colored" USING btree ("_order");
  CREATE INDEX "giving_moments_blocks_colored_parent_id_idx" ON "giving_moments_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_blocks_colored_path_idx" ON "giving_moments_blocks_colored" USING btree ("_path");
  CREATE INDEX "giving_moments_blocks_colored_locale_idx" ON "giving_moments_blocks_colored" USING btree ("_locale");
  CREATE INDEX "giving_moments_blocks_contact_order_idx" ON "giving_moments_blocks_contact" USING btree ("_order");
  CREATE INDEX "giving_moments_blocks_contact_parent_id_idx" ON "giving_moments_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_blocks_contact_path_idx" ON "giving_moments_blocks_contact" USING btree ("_path");
  CREATE INDEX "giving_moments_blocks_contact_locale_idx" ON "giving_moments_blocks_contact" USING btree ("_locale");
  CREATE INDEX "giving_moments_blocks_image_order_idx" ON "giving_moments_blocks_image" USING btree ("_order");
  CREATE INDEX "giving_moments_blocks_image_parent_id_idx" ON "giving_moments_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_blocks_image_path_idx" ON "giving_moments_blocks_image" USING btree ("_path");
  CREATE INDEX "giving_moments_blocks_image_locale_idx" ON "giving_moments_blocks_image" USING btree ("_locale");
  CREATE INDEX "giving_moments_blocks_image_image_idx" ON "giving_moments_blocks_image" USING btree ("image_id");
  CREATE INDEX "giving_moments_image_idx" ON "giving_moments" USING btree ("image_id");
  CREATE INDEX "giving_moments_meta_meta_image_idx" ON "giving_moments" USING btree ("meta_image_id");
  CREATE INDEX "giving_moments_updated_at_idx" ON "giving_moments" USING btree ("updated_at");
  CREATE INDEX "giving_moments_created_at_idx" ON "giving_moments" USING btree ("created_at");
  CREATE INDEX "giving_moments__status_idx" ON "giving_moments" USING btree ("_status");
  CREATE INDEX "giving_moments_slug_idx" ON "giving_moments_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "giving_moments_locales_locale_parent_id_unique" ON "giving_moments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_giving_moments_v_blocks_colored_order_idx" ON "_giving_moments_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_giving_moments_v_blocks_colored_parent_id_idx" ON "_giving_moments_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_giving_moments_v_blocks_colored_path_idx" ON "_giving_moments_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_giving_moments_v_blocks_colored_locale_idx" ON "_giving_moments_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_giving_moments_v_blocks_contact_order_idx" ON "_giving_moments_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_giving_moments_v_blocks_contact_parent_id_idx" ON "_giving_moments_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_giving_moments_v_blocks_contact_path_idx" ON "_giving_moments_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_giving_moments_v_blocks_contact_locale_idx" ON "_giving_moments_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "_giving_moments_v_blocks_image_order_idx" ON "_giving_moments_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_giving_moments_v_blocks_image_parent_id_idx" ON "_giving_moments_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_giving_moments_v_blocks_image_path_idx" ON "_giving_moments_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_giving_moments_v_blocks_image_locale_idx" ON "_giving_moments_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_giving_moments_v_blocks_image_image_idx" ON "_giving_moments_v_blocks_image" USING btree ("image_id");
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
  CREATE INDEX "products_blocks_colored_order_idx" ON "products_blocks_colored" USING btree ("_order");
  CREATE INDEX "products_blocks_colored_parent_id_idx" ON "products_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_colored_path_idx" ON "products_blocks_colored" USING btree ("_path");
  CREATE INDEX "products_blocks_colored_locale_idx" ON "products_blocks_colored" USING btree ("_locale");
  CREATE INDEX "products_blocks_contact_order_idx" ON "products_blocks_contact" USING btree ("_order");
  CREATE INDEX "products_blocks_contact_parent_id_idx" ON "products_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_contact_path_idx" ON "products_blocks_contact" USING btree ("_path");
  CREATE INDEX "products_blocks_contact_locale_idx" ON "products_blocks_contact" USING btree ("_locale");
  CREATE INDEX "products_blocks_image_order_idx" ON "products_blocks_image" USING btree ("_order");
  CREATE INDEX "products_blocks_image_parent_id_idx" ON "products_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_image_path_idx" ON "products_blocks_image" USING btree ("_path");
  CREATE INDEX "products_blocks_image_locale_idx" ON "products_blocks_image" USING btree ("_locale");
  CREATE INDEX "products_blocks_image_image_idx" ON "products_blocks_image" USING btree ("image_id");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_meta_meta_image_idx" ON "products" USING btree ("meta_image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "products_slug_idx" ON "products_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_colored_order_idx" ON "_products_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_colored_parent_id_idx" ON "_products_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_colored_path_idx" ON "_products_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_colored_locale_idx" ON "_products_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_products_v_blocks_contact_order_idx" ON "_products_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_contact_parent_id_idx" ON "_products_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_contact_path_idx" ON "_products_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_contact_locale_idx" ON "_products_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "_products_v_blocks_image_order_idx" ON "_products_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_image_parent_id_idx" ON "_products_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_image_path_idx" ON "_products_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_image_locale_idx" ON "_products_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_products_v_blocks_image_image_idx" ON "_products_v_blocks_image" USING btree ("image_id");
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
  CREATE INDEX "categories_blocks_colored_order_idx" ON "categories_blocks_colored" USING btree ("_order");
  CREATE INDEX "categories_blocks_colored_parent_id_idx" ON "categories_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_colored_path_idx" ON "categories_blocks_colored" USING btree ("_path");
  CREATE INDEX "categories_blocks_colored_locale_idx" ON "categories_blocks_colored" USING btree ("_locale");
  CREATE INDEX "categories_blocks_contact_order_idx" ON "categories_blocks_contact" USING btree ("_order");
  CREATE INDEX "categories_blocks_contact_parent_id_idx" ON "categories_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_contact_path_idx" ON "categories_blocks_contact" USING btree ("_path");
  CREATE INDEX "categories_blocks_contact_locale_idx" ON "categories_blocks_contact" USING btree ("_locale");
  CREATE INDEX "categories_blocks_image_order_idx" ON "categories_blocks_image" USING btree ("_order");
  CREATE INDEX "categories_blocks_image_parent_id_idx" ON "categories_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_image_path_idx" ON "categories_blocks_image" USING btree ("_path");
  CREATE INDEX "categories_blocks_image_locale_idx" ON "categories_blocks_image" USING btree ("_locale");
  CREATE INDEX "categories_blocks_image_image_idx" ON "categories_blocks_image" USING btree ("image_id");
  CREATE INDEX "categories_icon_idx" ON "categories" USING btree ("icon_id");
  CREATE INDEX "categories_meta_meta_image_idx" ON "categories" USING btree ("meta_image_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories__status_idx" ON "categories" USING btree ("_status");
  CREATE INDEX "categories_slug_idx" ON "categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_categories_v_blocks_colored_order_idx" ON "_categories_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_categories_v_blocks_colored_parent_id_idx" ON "_categories_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_categories_v_blocks_colored_path_idx" ON "_categories_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_categories_v_blocks_colored_locale_idx" ON "_categories_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_categories_v_blocks_contact_order_idx" ON "_categories_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_categories_v_blocks_contact_parent_id_idx" ON "_categories_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_categories_v_blocks_contact_path_idx" ON "_categories_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_categories_v_blocks_contact_locale_idx" ON "_categories_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "_categories_v_blocks_image_order_idx" ON "_categories_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_categories_v_blocks_image_parent_id_idx" ON "_categories_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_categories_v_blocks_image_path_idx" ON "_categories_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_categories_v_blocks_image_locale_idx" ON "_categories_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_categories_v_blocks_image_image_idx" ON "_categories_v_blocks_image" USING btree ("image_id");
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
  CREATE INDEX "brands_blocks_colored_order_idx" ON "brands_blocks_colored" USING btree ("_order");
  CREATE INDEX "brands_blocks_colored_parent_id_idx" ON "brands_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "brands_blocks_colored_path_idx" ON "brands_blocks_colored" USING btree ("_path");
  CREATE INDEX "brands_blocks_colored_locale_idx" ON "brands_blocks_colored" USING btree ("_locale");
  CREATE INDEX "brands_blocks_contact_order_idx" ON "brands_blocks_contact" USING btree ("_order");
  CREATE INDEX "brands_blocks_contact_parent_id_idx" ON "brands_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "brands_blocks_contact_path_idx" ON "brands_blocks_contact" USING btree ("_path");
  CREATE INDEX "brands_blocks_contact_locale_idx" ON "brands_blocks_contact" USING btree ("_locale");
  CREATE INDEX "brands_blocks_image_order_idx" ON "brands_blocks_image" USING btree ("_order");
  CREATE INDEX "brands_blocks_image_parent_id_idx" ON "brands_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "brands_blocks_image_path_idx" ON "brands_blocks_image" USING btree ("_path");
  CREATE INDEX "brands_blocks_image_locale_idx" ON "brands_blocks_image" USING btree ("_locale");
  CREATE INDEX "brands_blocks_image_image_idx" ON "brands_blocks_image" USING btree ("image_id");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "brands_meta_meta_image_idx" ON "brands" USING btree ("meta_image_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE INDEX "brands__status_idx" ON "brands" USING btree ("_status");
  CREATE INDEX "brands_slug_idx" ON "brands_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "brands_locales_locale_parent_id_unique" ON "brands_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_brands_v_blocks_colored_order_idx" ON "_brands_v_blocks_colored" USING btree ("_order");
  CREATE INDEX "_brands_v_blocks_colored_parent_id_idx" ON "_brands_v_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_blocks_colored_path_idx" ON "_brands_v_blocks_colored" USING btree ("_path");
  CREATE INDEX "_brands_v_blocks_colored_locale_idx" ON "_brands_v_blocks_colored" USING btree ("_locale");
  CREATE INDEX "_brands_v_blocks_contact_order_idx" ON "_brands_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_brands_v_blocks_contact_parent_id_idx" ON "_brands_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_blocks_contact_path_idx" ON "_brands_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_brands_v_blocks_contact_locale_idx" ON "_brands_v_blocks_contact" USING btree ("_locale");
  CREATE INDEX "_brands_v_blocks_image_order_idx" ON "_brands_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_brands_v_blocks_image_parent_id_idx" ON "_brands_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_blocks_image_path_idx" ON "_brands_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_brands_v_blocks_image_locale_idx" ON "_brands_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_brands_v_blocks_image_image_idx" ON "_brands_v_blocks_image" USING btree ("image_id");
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
  CREATE INDEX "blocks_queues_blocks_colored_order_idx" ON "blocks_queues_blocks_colored" USING btree ("_order");
  CREATE INDEX "blocks_queues_blocks_colored_parent_id_idx" ON "blocks_queues_blocks_colored" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_blocks_colored_path_idx" ON "blocks_queues_blocks_colored" USING btree ("_path");
  CREATE INDEX "blocks_queues_blocks_colored_locale_idx" ON "blocks_queues_blocks_colored" USING btree ("_locale");
  CREATE INDEX "blocks_queues_blocks_contact_order_idx" ON "blocks_queues_blocks_contact" USING btree ("_order");
  CREATE INDEX "blocks_queues_blocks_contact_parent_id_idx" ON "blocks_queues_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_blocks_contact_path_idx" ON "blocks_queues_blocks_contact" USING btree ("_path");
  CREATE INDEX "blocks_queues_blocks_contact_locale_idx" ON "blocks_queues_blocks_contact" USING btree ("_locale");
  CREATE INDEX "blocks_queues_blocks_image_order_idx" ON "blocks_queues_blocks_image" USING btree ("_order");
  CREATE INDEX "blocks_queues_blocks_image_parent_id_idx" ON "blocks_queues_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "blocks_queues_blocks_image_path_idx" ON "blocks_queues_blocks_image" USING btree ("_path");
  CREATE INDEX "blocks_queues_blocks_image_locale_idx" ON "blocks_queues_blocks_image" USING btree ("_locale");
  CREATE INDEX "blocks_queues_blocks_image_image_idx" ON "blocks_queues_blocks_image" USING btree ("image_id");
  CREATE INDEX "blocks_queues_sections_order_idx" ON "blocks_queues_sections" USING btree ("_order");
  CREATE INDEX "blocks_queues_sections_parent_id_idx" ON "blocks_queues_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "blocks_queues_queue_i_d_idx" ON "blocks_queues" USING btree ("queue_i_d");
  CREATE INDEX "blocks_queues_updated_at_idx" ON "blocks_queues" USING btree ("updated_at");
  CREATE INDEX "blocks_queues_created_at_idx" ON "blocks_queues" USING btree ("created_at");
  CREATE INDEX "blocks_queues_rels_order_idx" ON "blocks_queues_rels" USING btree ("order");
  CREATE INDEX "blocks_queues_rels_parent_idx" ON "blocks_queues_rels" USING btree ("parent_id");
  CREATE INDEX "blocks_queues_rels_path_idx" ON "blocks_queues_rels" USING btree ("path");
  CREATE INDEX "blocks_queues_rels_categories_id_idx" ON "blocks_queues_rels" USING btree ("categories_id");
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
   ALTER TABLE "title_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "title_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bitsl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "image_body" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "usps_image_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "usps_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "title_images_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "title_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hand" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hand_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "queue_ref" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_title_sub_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_title_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_bitsl_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_image_body_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_product_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_usps_image_v_usps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_usps_image_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_title_images_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_title_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hand_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hand_link_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_embed_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_file_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_queue_ref_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giving_moments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giving_moments_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_blocks_colored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_queues_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "title_sub" CASCADE;
  DROP TABLE "title_body" CASCADE;
  DROP TABLE "bitsl" CASCADE;
  DROP TABLE "image_body" CASCADE;
  DROP TABLE "pages_blocks_colored" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "product_ref" CASCADE;
  DROP TABLE "testimonials_testimonials" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "usps_image_usps" CASCADE;
  DROP TABLE "usps_image" CASCADE;
  DROP TABLE "title_images_images" CASCADE;
  DROP TABLE "title_images" CASCADE;
  DROP TABLE "hand" CASCADE;
  DROP TABLE "hand_link" CASCADE;
  DROP TABLE "blog" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "video_embed" CASCADE;
  DROP TABLE "video_file" CASCADE;
  DROP TABLE "queue_ref" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_title_sub_v" CASCADE;
  DROP TABLE "_title_body_v" CASCADE;
  DROP TABLE "_bitsl_v" CASCADE;
  DROP TABLE "_image_body_v" CASCADE;
  DROP TABLE "_pages_v_blocks_colored" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_product_ref_v" CASCADE;
  DROP TABLE "_testimonials_v_testimonials" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_usps_image_v_usps" CASCADE;
  DROP TABLE "_usps_image_v" CASCADE;
  DROP TABLE "_title_images_v_images" CASCADE;
  DROP TABLE "_title_images_v" CASCADE;
  DROP TABLE "_hand_v" CASCADE;
  DROP TABLE "_hand_link_v" CASCADE;
  DROP TABLE "_blog_v" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_video_embed_v" CASCADE;
  DROP TABLE "_video_file_v" CASCADE;
  DROP TABLE "_queue_ref_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "blog_posts_blocks_colored" CASCADE;
  DROP TABLE "blog_posts_blocks_contact" CASCADE;
  DROP TABLE "blog_posts_blocks_image" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "_blog_posts_v_blocks_colored" CASCADE;
  DROP TABLE "_blog_posts_v_blocks_contact" CASCADE;
  DROP TABLE "_blog_posts_v_blocks_image" CASCADE;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "_blog_posts_v_locales" CASCADE;
  DROP TABLE "giving_moments_blocks_colored" CASCADE;
  DROP TABLE "giving_moments_blocks_contact" CASCADE;
  DROP TABLE "giving_moments_blocks_image" CASCADE;
  DROP TABLE "giving_moments" CASCADE;
  DROP TABLE "giving_moments_locales" CASCADE;
  DROP TABLE "_giving_moments_v_blocks_colored" CASCADE;
  DROP TABLE "_giving_moments_v_blocks_contact" CASCADE;
  DROP TABLE "_giving_moments_v_blocks_image" CASCADE;
  DROP TABLE "_giving_moments_v" CASCADE;
  DROP TABLE "_giving_moments_v_locales" CASCADE;
  DROP TABLE "products_blocks_colored" CASCADE;
  DROP TABLE "products_blocks_contact" CASCADE;
  DROP TABLE "products_blocks_image" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "_products_v_blocks_colored" CASCADE;
  DROP TABLE "_products_v_blocks_contact" CASCADE;
  DROP TABLE "_products_v_blocks_image" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "categories_blocks_colored" CASCADE;
  DROP TABLE "categories_blocks_contact" CASCADE;
  DROP TABLE "categories_blocks_image" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "_categories_v_blocks_colored" CASCADE;
  DROP TABLE "_categories_v_blocks_contact" CASCADE;
  DROP TABLE "_categories_v_blocks_image" CASCADE;
  DROP TABLE "_categories_v" CASCADE;
  DROP TABLE "_categories_v_locales" CASCADE;
  DROP TABLE "brands_blocks_colored" CASCADE;
  DROP TABLE "brands_blocks_contact" CASCADE;
  DROP TABLE "brands_blocks_image" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "brands_locales" CASCADE;
  DROP TABLE "_brands_v_blocks_colored" CASCADE;
  DROP TABLE "_brands_v_blocks_contact" CASCADE;
  DROP TABLE "_brands_v_blocks_image" CASCADE;
  DROP TABLE "_brands_v" CASCADE;
  DROP TABLE "_brands_v_locales" CASCADE;
  DROP TABLE "blocks_queues_blocks_colored" CASCADE;
  DROP TABLE "blocks_queues_blocks_contact" CASCADE;
  DROP TABLE "blocks_queues_blocks_image" CASCADE;
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
  DROP TYPE "public"."enum_title_sub_variant";
  DROP TYPE "public"."enum_title_body_alignment";
  DROP TYPE "public"."enum_bitsl_variant";
  DROP TYPE "public"."enum_image_body_image_position";
  DROP TYPE "public"."enum_pages_blocks_colored_text_color";
  DROP TYPE "public"."enum_usps_image_usps_icon";
  DROP TYPE "public"."enum_blog_mode";
  DROP TYPE "public"."enum_pages_blocks_image_size";
  DROP TYPE "public"."enum_video_embed_provider";
  DROP TYPE "public"."enum_video_file_mime_type";
  DROP TYPE "public"."enum_pages_page_type";
  DROP TYPE "public"."enum_pages_meta_robots";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__title_sub_v_variant";
  DROP TYPE "public"."enum__title_body_v_alignment";
  DROP TYPE "public"."enum__bitsl_v_variant";
  DROP TYPE "public"."enum__image_body_v_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_colored_text_color";
  DROP TYPE "public"."enum__usps_image_v_usps_icon";
  DROP TYPE "public"."enum__blog_v_mode";
  DROP TYPE "public"."enum__pages_v_blocks_image_size";
  DROP TYPE "public"."enum__video_embed_v_provider";
  DROP TYPE "public"."enum__video_file_v_mime_type";
  DROP TYPE "public"."enum__pages_v_version_page_type";
  DROP TYPE "public"."enum__pages_v_version_meta_robots";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_blog_posts_blocks_colored_text_color";
  DROP TYPE "public"."enum_blog_posts_blocks_image_size";
  DROP TYPE "public"."enum_blog_posts_meta_robots";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum__blog_posts_v_blocks_colored_text_color";
  DROP TYPE "public"."enum__blog_posts_v_blocks_image_size";
  DROP TYPE "public"."enum__blog_posts_v_version_meta_robots";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum__blog_posts_v_published_locale";
  DROP TYPE "public"."enum_giving_moments_blocks_colored_text_color";
  DROP TYPE "public"."enum_giving_moments_blocks_image_size";
  DROP TYPE "public"."enum_giving_moments_meta_robots";
  DROP TYPE "public"."enum_giving_moments_status";
  DROP TYPE "public"."enum__giving_moments_v_blocks_colored_text_color";
  DROP TYPE "public"."enum__giving_moments_v_blocks_image_size";
  DROP TYPE "public"."enum__giving_moments_v_version_meta_robots";
  DROP TYPE "public"."enum__giving_moments_v_version_status";
  DROP TYPE "public"."enum__giving_moments_v_published_locale";
  DROP TYPE "public"."enum_products_blocks_colored_text_color";
  DROP TYPE "public"."enum_products_blocks_image_size";
  DROP TYPE "public"."enum_products_meta_robots";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_blocks_colored_text_color";
  DROP TYPE "public"."enum__products_v_blocks_image_size";
  DROP TYPE "public"."enum__products_v_version_meta_robots";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_categories_blocks_colored_text_color";
  DROP TYPE "public"."enum_categories_blocks_image_size";
  DROP TYPE "public"."enum_categories_meta_robots";
  DROP TYPE "public"."enum_categories_status";
  DROP TYPE "public"."enum__categories_v_blocks_colored_text_color";
  DROP TYPE "public"."enum__categories_v_blocks_image_size";
  DROP TYPE "public"."enum__categories_v_version_meta_robots";
  DROP TYPE "public"."enum__categories_v_version_status";
  DROP TYPE "public"."enum__categories_v_published_locale";
  DROP TYPE "public"."enum_brands_blocks_colored_text_color";
  DROP TYPE "public"."enum_brands_blocks_image_size";
  DROP TYPE "public"."enum_brands_meta_robots";
  DROP TYPE "public"."enum_brands_status";
  DROP TYPE "public"."enum__brands_v_blocks_colored_text_color";
  DROP TYPE "public"."enum__brands_v_blocks_image_size";
  DROP TYPE "public"."enum__brands_v_version_meta_robots";
  DROP TYPE "public"."enum__brands_v_version_status";
  DROP TYPE "public"."enum__brands_v_published_locale";
  DROP TYPE "public"."enum_blocks_queues_blocks_colored_text_color";
  DROP TYPE "public"."enum_blocks_queues_blocks_image_size";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
