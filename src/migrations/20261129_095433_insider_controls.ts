import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_target" AS ENUM('gift-cards', 'orders', 'customers', 'payments', 'users', 'stores');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'delete', 'adjust', 'block', 'unblock', 'resend');
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_id" numeric NOT NULL,
  	"staff_email" varchar NOT NULL,
  	"staff_role" varchar NOT NULL,
  	"target" "enum_audit_log_target" NOT NULL,
  	"document_id" varchar NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"changes" jsonb NOT NULL,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "gift_cards" ADD COLUMN "fraud_block" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "staff_limits_service_per_adjustment" numeric DEFAULT 5000 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "staff_limits_service_per_day" numeric DEFAULT 20000 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "staff_limits_admin_per_adjustment" numeric DEFAULT 100000 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "staff_limits_admin_per_day" numeric DEFAULT 500000 NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  CREATE INDEX "audit_log_staff_id_idx" ON "audit_log" USING btree ("staff_id");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "target_documentId_idx" ON "audit_log" USING btree ("target","document_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
  // Append-only below the application too: no role's code, SQL or Local API call changes an entry.
  await db.execute(sql`
  CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'The audit log takes new entries only (% refused)', TG_OP;
  END $$;
  CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
    FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
  CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
    FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  DROP TABLE "audit_log" CASCADE;
  ALTER TABLE "gift_cards" DROP COLUMN "fraud_block";
  ALTER TABLE "stores" DROP COLUMN "staff_limits_service_per_adjustment";
  ALTER TABLE "stores" DROP COLUMN "staff_limits_service_per_day";
  ALTER TABLE "stores" DROP COLUMN "staff_limits_admin_per_adjustment";
  ALTER TABLE "stores" DROP COLUMN "staff_limits_admin_per_day";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_audit_log_target";
  DROP TYPE "public"."enum_audit_log_action";
  DROP FUNCTION "audit_log_append_only"();`)
}
