CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"messages" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_currency_check" CHECK ("companies"."currency" in ('USD', 'EUR')),
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('draft', 'completed')),
	CONSTRAINT "companies_period_check" CHECK ("companies"."start_date" < "companies"."end_date")
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"position" integer NOT NULL,
	"date" date
);
--> statement-breakpoint
CREATE TABLE "lines" (
	"id" text PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"category" text NOT NULL,
	"type" text,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"date" date,
	"is_custom" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lines_section_check" CHECK ("lines"."section" in ('revenues', 'expenses', 'assets', 'liabilities', 'equity'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_company_user_type_idx" ON "chat_messages" USING btree ("company_id","user_id","type");--> statement-breakpoint
CREATE INDEX "companies_user_created_idx" ON "companies" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entries_company_idx" ON "entries" USING btree ("company_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_company_tx_idx" ON "entries" USING btree ("company_id","transaction_id");--> statement-breakpoint
CREATE INDEX "lines_company_idx" ON "lines" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "lines_user_idx" ON "lines" USING btree ("user_id");