-- The chat room and the support desk (issue 15). db/schema/chat.ts describes the tables; docs/chat-and-support.md the rules.
-- Messages are never removed: an operator's delete hides one (deleted_at) for everyone, and the audit keeps it.
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"room_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("brand_id", "room_id", "id");--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"muted_until" timestamp with time zone NOT NULL,
	"muted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"room_id" text NOT NULL,
	"last_read_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reads_pk" PRIMARY KEY ("member_id", "room_id")
);--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"topic" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'closed')),
	"member_read_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text
);--> statement-breakpoint
CREATE INDEX "support_conversations_desk_idx" ON "support_conversations" USING btree ("brand_id", "status", "updated_at");--> statement-breakpoint
CREATE INDEX "support_conversations_member_idx" ON "support_conversations" USING btree ("member_id", "updated_at");--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "support_conversations"("id") ON DELETE cascade,
	"author" text NOT NULL CHECK ("author" IN ('member', 'operator')),
	"operator_name" text,
	"text" text NOT NULL,
	"image_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id", "id");
