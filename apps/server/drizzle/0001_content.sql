CREATE TABLE "components" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"title" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"name" text DEFAULT 'Untitled Project' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"name" text DEFAULT 'Untitled Template' NOT NULL,
	"project_id" text,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ad_hoc_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_instructions" text DEFAULT '' NOT NULL,
	"ai_settings" jsonb DEFAULT '{"model":"gpt-4o-mini","max_tokens":1200,"tone":"","style":""}'::jsonb NOT NULL,
	"specialization" text DEFAULT 'other' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_owner_uid_users_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_uid_users_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_owner_uid_users_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "components_owner_created_idx" ON "components" USING btree ("owner_uid","created_at");--> statement-breakpoint
CREATE INDEX "projects_owner_created_idx" ON "projects" USING btree ("owner_uid","created_at");--> statement-breakpoint
CREATE INDEX "templates_project_id_idx" ON "templates" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "templates_owner_created_idx" ON "templates" USING btree ("owner_uid","created_at");