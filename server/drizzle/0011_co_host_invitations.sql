CREATE TABLE "co_host_invitation_properties" (
	"invitation_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "co_host_invitation_properties_invitation_id_property_id_pk" PRIMARY KEY("invitation_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "co_host_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "co_host_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"token_hash" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "co_host_invitation_properties" ADD CONSTRAINT "co_host_invitation_properties_invitation_id_co_host_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."co_host_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_host_invitation_properties" ADD CONSTRAINT "co_host_invitation_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_host_invitations" ADD CONSTRAINT "co_host_invitations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_host_invitations" ADD CONSTRAINT "co_host_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "co_host_invitation_properties_property_idx" ON "co_host_invitation_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "co_host_invitations_token_idx" ON "co_host_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "co_host_invitations_owner_idx" ON "co_host_invitations" USING btree ("owner_user_id");