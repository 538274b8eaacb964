CREATE SEQUENCE "public"."invoice_sequence" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "impersonation_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_principal_id" text NOT NULL,
	"target_principal_id" text NOT NULL,
	"operation" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"purpose" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_accounts" (
	"principal_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"tenant" text NOT NULL,
	"password_hash" text,
	"password_change_required" boolean DEFAULT false NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" bigint,
	"roles" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_oidc_payloads" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_oidc_payloads_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "identity_password_reset_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"avatar" text,
	"timezone" text DEFAULT 'Europe/London' NOT NULL,
	"status" text NOT NULL,
	"phone_number" text,
	"last_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"country_code" text,
	"us_state" text,
	"office" text,
	"visited_campus" boolean DEFAULT false NOT NULL,
	"date_onboarded" timestamp with time zone,
	CONSTRAINT "agency_users_entity_id_unique" UNIQUE("entity_id"),
	CONSTRAINT "agency_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "agreement_acceptances" (
	"agreement_id" integer NOT NULL,
	"principal_id" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agreement_acceptances_agreement_id_principal_id_pk" PRIMARY KEY("agreement_id","principal_id")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"avatar" text,
	"timezone" text DEFAULT 'Europe/London' NOT NULL,
	"status" text NOT NULL,
	"phone_number" text,
	"last_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"client_id" integer,
	CONSTRAINT "client_users_entity_id_unique" UNIQUE("entity_id"),
	CONSTRAINT "client_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "croudies" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"avatar" text,
	"timezone" text DEFAULT 'Europe/London' NOT NULL,
	"status" text NOT NULL,
	"phone_number" text,
	"last_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"country_code" text,
	"us_state" text,
	"city" text,
	"entity_type" text DEFAULT 'any_other_type' NOT NULL,
	"hourly_rate" numeric(10, 2),
	"bio" text,
	"visited_campus" boolean DEFAULT false NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL,
	"onboarding_deadline" timestamp with time zone,
	"offboard_at" timestamp with time zone,
	CONSTRAINT "croudies_entity_id_unique" UNIQUE("entity_id"),
	CONSTRAINT "croudies_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "principal_roles" (
	"principal_id" text NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "principal_roles_principal_id_role_pk" PRIMARY KEY("principal_id","role")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_access" (
	"principal_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"access" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_access_principal_id_client_id_pk" PRIMARY KEY("principal_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clients_entity_id_unique" UNIQUE("entity_id"),
	CONSTRAINT "clients_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "task_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"author_principal_id" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"croudie_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"communication" integer,
	"meeting_deadlines" integer,
	"adapting_to_feedback" integer,
	"quality_of_work" integer,
	"other_comments" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_principal_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"client_id" integer NOT NULL,
	"channel_id" integer,
	"owner_id" integer NOT NULL,
	"reviewer_id" integer,
	"croudie_id" integer,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"fixed_cost_pence" integer,
	"allocated_minutes" integer,
	"work" text,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"type" text DEFAULT 'single' NOT NULL,
	"template_id" integer,
	"settings" jsonb DEFAULT '{"attachmentsRequired":false}'::jsonb NOT NULL,
	"lifetime_minutes" integer,
	"deadline_time" text,
	"allocation_method" text DEFAULT 'offer' NOT NULL,
	"open_queue" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"allocated_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	CONSTRAINT "tasks_entity_id_unique" UNIQUE("entity_id")
);
--> statement-breakpoint
CREATE TABLE "work_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"croudie_id" integer NOT NULL,
	"description" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"channel_id" integer,
	"client_id" integer NOT NULL,
	"summary" text NOT NULL,
	"rate" numeric(10, 2),
	"total" numeric(12, 2) NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "work_logs_task_id_unique" UNIQUE("task_id")
);
--> statement-breakpoint
CREATE TABLE "job_tasks" (
	"job_id" integer NOT NULL,
	"task_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"client_id" integer NOT NULL,
	"channel_id" integer,
	"owner_id" integer NOT NULL,
	"phase_id" integer,
	"starts_at" date,
	"due_at" timestamp with time zone,
	"engine_accounts" text[] DEFAULT '{}' NOT NULL,
	"what" text,
	"why" text,
	"expected_impact" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'Europe/London' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "imported_project_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_project" text NOT NULL,
	"channel_id" integer NOT NULL,
	"owner_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"source_project" text NOT NULL,
	"croudie_id" integer NOT NULL,
	"name" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"allocated_minutes" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"task_id" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recurring_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"client_id" integer NOT NULL,
	"channel_id" integer,
	"owner_id" integer NOT NULL,
	"croudie_id" integer,
	"job_id" integer,
	"allocated_minutes" integer NOT NULL,
	"occurrence" text NOT NULL,
	"interval" integer NOT NULL,
	"time_of_day" text NOT NULL,
	"days" jsonb NOT NULL,
	"modifier" text NOT NULL,
	"day_number" text NOT NULL,
	"week_number" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"timezone" text NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"processed_through" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_work_occurrences" (
	"recurring_work_id" integer NOT NULL,
	"date" date NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_work_occurrences_recurring_work_id_date_pk" PRIMARY KEY("recurring_work_id","date")
);
--> statement-breakpoint
CREATE TABLE "recurring_work_ownership_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"recurring_work_id" integer NOT NULL,
	"from_owner_id" integer NOT NULL,
	"to_owner_id" integer NOT NULL,
	"actor_principal_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"index" text NOT NULL,
	"type" text NOT NULL,
	"metric" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"principal_id" text NOT NULL,
	"flag" text NOT NULL,
	CONSTRAINT "feature_flags_principal_id_flag_pk" PRIMARY KEY("principal_id","flag")
);
--> statement-breakpoint
CREATE TABLE "journal_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"parent_id" integer,
	"channel_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_channels" (
	"journal_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "journal_channels_journal_id_channel_id_pk" PRIMARY KEY("journal_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "journal_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"template" jsonb NOT NULL,
	"occurrence" text NOT NULL,
	"interval" integer NOT NULL,
	"time_of_day" text NOT NULL,
	"days" jsonb NOT NULL,
	"modifier" text NOT NULL,
	"day_number" text NOT NULL,
	"week_number" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"timezone" text NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"processed_through" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	"summary" text NOT NULL,
	"client_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"task_type_id" integer NOT NULL,
	"schedule_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"message_text" text NOT NULL,
	"relative_link" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "announcement_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"name" text NOT NULL,
	"target_state" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"croudie_id" integer NOT NULL,
	"state" text DEFAULT 'unread' NOT NULL,
	"action_id" integer,
	"response" text,
	"read_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_assignments_once" UNIQUE("announcement_id","croudie_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"activated_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"lifetime_days" integer,
	"include_filters" jsonb DEFAULT '{"roles":[],"countryCodes":[],"languageCodes":[],"qualificationIds":[],"accountStatuses":[]}'::jsonb NOT NULL,
	"exclude_filters" jsonb DEFAULT '{"roles":[],"countryCodes":[],"languageCodes":[],"qualificationIds":[],"accountStatuses":[]}'::jsonb NOT NULL,
	"excluded_croudie_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unsent_reason" text,
	"completed_at" timestamp with time zone,
	"created_by_principal_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "croudie_invoice_settings" (
	"croudie_id" integer PRIMARY KEY NOT NULL,
	"billing_name" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"postcode" text,
	"country_code" text,
	"us_state" text,
	"bank_account_name" text,
	"bank_account_last4" text,
	"sort_code" text,
	"iban" text,
	"provider_recipient_id" text,
	"vat_number" text,
	"company_registration_number" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_principal_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"owner_principal_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "private_files_entity_id_unique" UNIQUE("entity_id"),
	CONSTRAINT "private_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"principal_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"source" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_event_completions" (
	"principal_id" text NOT NULL,
	"event_id" text NOT NULL,
	"journal_id" integer,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_event_completions_principal_id_event_id_pk" PRIMARY KEY("principal_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "backup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"credential_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"actor_principal_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_providers" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"endpoint" text
);
--> statement-breakpoint
CREATE TABLE "credential_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"credential_id" integer NOT NULL,
	"principal_id" text NOT NULL,
	"task_id" integer,
	"password" text NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"email_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"engine_type" text NOT NULL,
	"email_address" text NOT NULL,
	"status" text NOT NULL,
	"access_level" text DEFAULT 'standard' NOT NULL,
	"requester_id" integer,
	"expires_on" date,
	"job_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "croudie_expertise" (
	"croudie_id" integer NOT NULL,
	"area" text NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "croudie_expertise_croudie_id_area_pk" PRIMARY KEY("croudie_id","area")
);
--> statement-breakpoint
CREATE TABLE "croudie_onboarding" (
	"croudie_id" integer PRIMARY KEY NOT NULL,
	"linkedin_url" text,
	"referral_source" text,
	"terms_accepted_at" timestamp with time zone,
	"deadline_extended_at" timestamp with time zone,
	"deadline_extended_by" text,
	"went_live_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "croudie_onboarding_steps" (
	"croudie_id" integer NOT NULL,
	"step" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"completed_by" text NOT NULL,
	"file_id" integer,
	CONSTRAINT "croudie_onboarding_steps_croudie_id_step_pk" PRIMARY KEY("croudie_id","step")
);
--> statement-breakpoint
CREATE TABLE "public_holiday_offices" (
	"holiday_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	CONSTRAINT "public_holiday_offices_holiday_id_office_id_pk" PRIMARY KEY("holiday_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_switches" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_key_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_phases" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"parent_id" integer,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"what" text,
	"why" text,
	"expectation" text,
	"starts_at" date NOT NULL,
	"ends_at" date NOT NULL,
	"channel_type_ids" integer[] NOT NULL,
	"status" text NOT NULL,
	"priority" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"channel_ids" integer[] NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"what" text,
	"why" text,
	"expectation" text,
	"channel_type_ids" integer[] NOT NULL,
	"status" text NOT NULL,
	"plan_year" integer NOT NULL,
	"plan_quarter" integer NOT NULL,
	"priority" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"phase_id" integer,
	"owner_id" integer NOT NULL,
	"summary" text NOT NULL,
	"brief" text,
	"lifetime_minutes" integer NOT NULL,
	"deadline_time" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_channel_cost_centres" (
	"channel_id" integer NOT NULL,
	"billing_entity_id" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "agency_channel_cost_centres_channel_id_billing_entity_id_pk" PRIMARY KEY("channel_id","billing_entity_id")
);
--> statement-breakpoint
CREATE TABLE "agency_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"initials" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"entity_id" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"timezone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"campus_imported" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"office_id" integer NOT NULL,
	"leader_id" integer
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "verticals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_operations" (
	"name" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_operations" (
	"role" text NOT NULL,
	"operation" text NOT NULL,
	CONSTRAINT "role_operations_role_operation_pk" PRIMARY KEY("role","operation")
);
--> statement-breakpoint
CREATE TABLE "role_settings" (
	"role" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"work_log_id" integer NOT NULL,
	"description" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"expected_payment_on" date NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_id" integer DEFAULT nextval('invoice_sequence') NOT NULL,
	"croudie_id" integer NOT NULL,
	"reference" text NOT NULL,
	"reference_key" text NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"provider_status" text,
	"provider_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"tax_point" date NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"declined_reason" text,
	"invoice_user" jsonb NOT NULL,
	"bank_details" jsonb NOT NULL,
	"sub_total" numeric(12, 2) NOT NULL,
	"tax_total" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"vat_number" text,
	"company_registration_number" text,
	"self_billing" boolean DEFAULT false NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoices_sequence_id_unique" UNIQUE("sequence_id"),
	CONSTRAINT "invoices_provider_reference_unique" UNIQUE("provider_reference")
);
--> statement-breakpoint
CREATE TABLE "provider_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "croudie_badges" (
	"croudie_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "croudie_badges_croudie_id_position_pk" PRIMARY KEY("croudie_id","position")
);
--> statement-breakpoint
CREATE TABLE "croudie_qualifications" (
	"croudie_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" text,
	CONSTRAINT "croudie_qualifications_croudie_id_qualification_id_pk" PRIMARY KEY("croudie_id","qualification_id")
);
--> statement-breakpoint
CREATE TABLE "croudie_soft_skills" (
	"croudie_id" integer PRIMARY KEY NOT NULL,
	"communication" integer,
	"meeting_deadlines" integer,
	"adapting_to_feedback" integer,
	"quality_of_work" integer,
	"other_comments" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "croudie_verifications" (
	"croudie_id" integer NOT NULL,
	"verification_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" text NOT NULL,
	CONSTRAINT "croudie_verifications_croudie_id_verification_id_pk" PRIMARY KEY("croudie_id","verification_id")
);
--> statement-breakpoint
CREATE TABLE "croudie_experience" (
	"croudie_id" integer NOT NULL,
	"vertical_id" integer NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "croudie_experience_croudie_id_vertical_id_pk" PRIMARY KEY("croudie_id","vertical_id")
);
--> statement-breakpoint
CREATE TABLE "croudie_id_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"croudie_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "croudie_languages" (
	"croudie_id" integer NOT NULL,
	"code" text NOT NULL,
	"level" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "croudie_languages_croudie_id_code_pk" PRIMARY KEY("croudie_id","code")
);
--> statement-breakpoint
CREATE TABLE "croudie_profiles" (
	"croudie_id" integer PRIMARY KEY NOT NULL,
	"portfolio" text,
	"wechat_id" text,
	"out_of_office_start" text,
	"out_of_office_end" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"croudie_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"native_language" text,
	"linkedin_url" text,
	"send_codes_by_email" boolean DEFAULT false NOT NULL,
	"referral_source" text,
	"dashboards" text[],
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_qualifications" (
	"user_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" text,
	CONSTRAINT "user_qualifications_user_id_qualification_id_pk" PRIMARY KEY("user_id","qualification_id")
);
--> statement-breakpoint
CREATE TABLE "availability_templates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"monday" integer NOT NULL,
	"tuesday" integer NOT NULL,
	"wednesday" integer NOT NULL,
	"thursday" integer NOT NULL,
	"friday" integer NOT NULL,
	"saturday" integer NOT NULL,
	"sunday" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"all_day" boolean NOT NULL,
	"start_time" text,
	"end_time" text,
	"category" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"channel_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"client_id" integer,
	"base_template_id" integer,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{"attachmentsRequired":false}'::jsonb NOT NULL,
	"cost_type" text,
	"fixed_cost_pence" integer,
	"allocated_minutes" integer,
	"lifetime_minutes" integer NOT NULL,
	"deadline_time" text NOT NULL,
	"allocation_method" text NOT NULL,
	"open_queue" boolean NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "task_templates_variant_check" CHECK (("task_templates"."base_template_id" is null) = ("task_templates"."client_id" is null)),
	CONSTRAINT "task_templates_cost_check" CHECK (("task_templates"."cost_type" is null and "task_templates"."fixed_cost_pence" is null and "task_templates"."allocated_minutes" is null)
        or ("task_templates"."cost_type" = 'fixed' and "task_templates"."fixed_cost_pence" > 0 and "task_templates"."allocated_minutes" is null)
        or ("task_templates"."cost_type" = 'minutes' and "task_templates"."allocated_minutes" > 0 and "task_templates"."fixed_cost_pence" is null))
);
--> statement-breakpoint
CREATE TABLE "task_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"croudie_id" integer NOT NULL,
	"position" integer NOT NULL,
	"timeout_minutes" integer NOT NULL,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "academy_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"time_limit_minutes" integer,
	"question_count" integer,
	"retakes_allowed" integer NOT NULL,
	"retake_wait_days" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"random_order" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"essay" text,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "academy_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "academy_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"paper" jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"fail_reason" text,
	"score" integer,
	"pass_score" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"feedback" text
);
--> statement-breakpoint
CREATE TABLE "academy_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"video_url" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"channel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language_code" text,
	"experience_level" text,
	"private" boolean DEFAULT false NOT NULL,
	"in_demand" boolean DEFAULT false NOT NULL,
	"part_of_onboarding" boolean DEFAULT false NOT NULL,
	"applicable_status" text NOT NULL,
	"type" text NOT NULL,
	"qualification_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "academy_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"croudie_id" integer NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"assigned_by" integer,
	"enrolled_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "academy_module_reads" (
	"enrolment_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "academy_module_reads_enrolment_id_module_id_pk" PRIMARY KEY("enrolment_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "academy_question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" text NOT NULL,
	"correct" boolean NOT NULL,
	"always_last" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_account_tokens" ADD CONSTRAINT "identity_account_tokens_principal_id_identity_accounts_principal_id_fk" FOREIGN KEY ("principal_id") REFERENCES "public"."identity_accounts"("principal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_password_reset_codes" ADD CONSTRAINT "identity_password_reset_codes_principal_id_identity_accounts_principal_id_fk" FOREIGN KEY ("principal_id") REFERENCES "public"."identity_accounts"("principal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_access" ADD CONSTRAINT "client_access_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_messages" ADD CONSTRAINT "task_messages_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_ratings" ADD CONSTRAINT "task_ratings_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_ratings" ADD CONSTRAINT "task_ratings_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_ratings" ADD CONSTRAINT "task_ratings_reviewer_id_agency_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."agency_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_timeline" ADD CONSTRAINT "task_timeline_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_agency_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."agency_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_reviewer_id_agency_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."agency_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_agency_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."agency_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_agency_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."agency_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_phase_id_plan_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."plan_phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_project_links" ADD CONSTRAINT "imported_project_links_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_project_links" ADD CONSTRAINT "imported_project_links_owner_id_agency_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."agency_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_tasks" ADD CONSTRAINT "imported_tasks_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_tasks" ADD CONSTRAINT "imported_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_work" ADD CONSTRAINT "recurring_work_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_work" ADD CONSTRAINT "recurring_work_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_work" ADD CONSTRAINT "recurring_work_owner_id_agency_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."agency_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_work" ADD CONSTRAINT "recurring_work_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_work" ADD CONSTRAINT "recurring_work_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_work_occurrences" ADD CONSTRAINT "recurring_work_occurrences_recurring_work_id_recurring_work_id_fk" FOREIGN KEY ("recurring_work_id") REFERENCES "public"."recurring_work"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_work_occurrences" ADD CONSTRAINT "recurring_work_occurrences_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_categories" ADD CONSTRAINT "journal_categories_parent_id_journal_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journal_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_channels" ADD CONSTRAINT "journal_channels_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_channels" ADD CONSTRAINT "journal_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_category_id_journal_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."journal_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_task_type_id_journal_categories_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."journal_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_schedule_id_journal_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."journal_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_actions" ADD CONSTRAINT "announcement_actions_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_assignments" ADD CONSTRAINT "announcement_assignments_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_assignments" ADD CONSTRAINT "announcement_assignments_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_assignments" ADD CONSTRAINT "announcement_assignments_action_id_announcement_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."announcement_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_invoice_settings" ADD CONSTRAINT "croudie_invoice_settings_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_codes" ADD CONSTRAINT "backup_codes_credential_id_task_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."task_credentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_codes" ADD CONSTRAINT "backup_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_providers" ADD CONSTRAINT "credential_providers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_sessions" ADD CONSTRAINT "credential_sessions_credential_id_task_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."task_credentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_sessions" ADD CONSTRAINT "credential_sessions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_credentials" ADD CONSTRAINT "task_credentials_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_credentials" ADD CONSTRAINT "task_credentials_requester_id_agency_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_credentials" ADD CONSTRAINT "task_credentials_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_expertise" ADD CONSTRAINT "croudie_expertise_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_onboarding" ADD CONSTRAINT "croudie_onboarding_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_onboarding_steps" ADD CONSTRAINT "croudie_onboarding_steps_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_onboarding_steps" ADD CONSTRAINT "croudie_onboarding_steps_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_holiday_offices" ADD CONSTRAINT "public_holiday_offices_holiday_id_public_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."public_holidays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_key_dates" ADD CONSTRAINT "plan_key_dates_project_id_plan_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."plan_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_phases" ADD CONSTRAINT "plan_phases_project_id_plan_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."plan_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_phases" ADD CONSTRAINT "plan_phases_parent_id_plan_phases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plan_phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_tasks" ADD CONSTRAINT "internal_tasks_phase_id_plan_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."plan_phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_channel_cost_centres" ADD CONSTRAINT "agency_channel_cost_centres_channel_id_agency_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."agency_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_channel_cost_centres" ADD CONSTRAINT "agency_channel_cost_centres_billing_entity_id_billing_entities_id_fk" FOREIGN KEY ("billing_entity_id") REFERENCES "public"."billing_entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_operations" ADD CONSTRAINT "role_operations_role_role_settings_role_fk" FOREIGN KEY ("role") REFERENCES "public"."role_settings"("role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_operations" ADD CONSTRAINT "role_operations_operation_known_operations_name_fk" FOREIGN KEY ("operation") REFERENCES "public"."known_operations"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_work_log_id_work_logs_id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_badges" ADD CONSTRAINT "croudie_badges_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_qualifications" ADD CONSTRAINT "croudie_qualifications_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_soft_skills" ADD CONSTRAINT "croudie_soft_skills_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_verifications" ADD CONSTRAINT "croudie_verifications_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_experience" ADD CONSTRAINT "croudie_experience_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_id_documents" ADD CONSTRAINT "croudie_id_documents_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_id_documents" ADD CONSTRAINT "croudie_id_documents_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_languages" ADD CONSTRAINT "croudie_languages_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "croudie_profiles" ADD CONSTRAINT "croudie_profiles_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_agency_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."agency_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_qualifications" ADD CONSTRAINT "user_qualifications_user_id_agency_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."agency_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_templates" ADD CONSTRAINT "task_templates_base_template_id_task_templates_id_fk" FOREIGN KEY ("base_template_id") REFERENCES "public"."task_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_assessments" ADD CONSTRAINT "academy_assessments_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempt_answers" ADD CONSTRAINT "academy_attempt_answers_attempt_id_academy_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."academy_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempts" ADD CONSTRAINT "academy_attempts_enrolment_id_academy_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."academy_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempts" ADD CONSTRAINT "academy_attempts_assessment_id_academy_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."academy_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_modules" ADD CONSTRAINT "academy_modules_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_enrolments" ADD CONSTRAINT "academy_enrolments_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_enrolments" ADD CONSTRAINT "academy_enrolments_croudie_id_croudies_id_fk" FOREIGN KEY ("croudie_id") REFERENCES "public"."croudies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_module_reads" ADD CONSTRAINT "academy_module_reads_enrolment_id_academy_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."academy_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_module_reads" ADD CONSTRAINT "academy_module_reads_module_id_academy_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."academy_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_question_answers" ADD CONSTRAINT "academy_question_answers_question_id_academy_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."academy_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_questions" ADD CONSTRAINT "academy_questions_assessment_id_academy_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."academy_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_audit_actor_idx" ON "impersonation_audit" USING btree ("actor_principal_id","at");--> statement-breakpoint
CREATE INDEX "outbox_messages_sent_at_idx" ON "outbox_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "identity_account_tokens_principal_idx" ON "identity_account_tokens" USING btree ("principal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_accounts_email_lower_uq" ON "identity_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "identity_oidc_payloads_grant_idx" ON "identity_oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_oidc_payloads_uid_idx" ON "identity_oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "identity_oidc_payloads_user_code_idx" ON "identity_oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "identity_oidc_payloads_expires_idx" ON "identity_oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_password_reset_codes_principal_idx" ON "identity_password_reset_codes" USING btree ("principal_id");--> statement-breakpoint
CREATE INDEX "croudies_status_idx" ON "croudies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "croudies_name_idx" ON "croudies" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "channels_client_idx" ON "channels" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "task_files_task_idx" ON "task_files" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_files_file_idx" ON "task_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "task_messages_task_idx" ON "task_messages" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_ratings_task_idx" ON "task_ratings" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_ratings_croudie_idx" ON "task_ratings" USING btree ("croudie_id");--> statement-breakpoint
CREATE INDEX "task_timeline_task_idx" ON "task_timeline" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tasks_croudie_idx" ON "tasks" USING btree ("croudie_id");--> statement-breakpoint
CREATE INDEX "tasks_owner_idx" ON "tasks" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "tasks_reviewer_idx" ON "tasks" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "work_logs_croudie_idx" ON "work_logs" USING btree ("croudie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_tasks_task_uq" ON "job_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "job_tasks_job_idx" ON "job_tasks" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_owner_status_idx" ON "jobs" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "jobs_phase_idx" ON "jobs" USING btree ("phase_id");--> statement-breakpoint
CREATE INDEX "jobs_client_idx" ON "jobs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "jobs_status_scheduled_idx" ON "jobs" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "imported_project_links_uq" ON "imported_project_links" USING btree ("source","source_project");--> statement-breakpoint
CREATE UNIQUE INDEX "imported_tasks_source_uq" ON "imported_tasks" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "imported_tasks_croudie_idx" ON "imported_tasks" USING btree ("croudie_id","status","imported_at");--> statement-breakpoint
CREATE INDEX "recurring_work_owner_idx" ON "recurring_work" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recurring_work_occurrences_task_idx" ON "recurring_work_occurrences" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "recurring_work_ownership_audit_work_idx" ON "recurring_work_ownership_audit" USING btree ("recurring_work_id","at");--> statement-breakpoint
CREATE INDEX "metrics_index_type_idx" ON "metrics" USING btree ("index","type");--> statement-breakpoint
CREATE INDEX "journal_categories_parent_idx" ON "journal_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "journal_schedules_principal_idx" ON "journal_schedules" USING btree ("principal_id");--> statement-breakpoint
CREATE INDEX "journal_schedules_due_idx" ON "journal_schedules" USING btree ("is_paused","end_date");--> statement-breakpoint
CREATE INDEX "journals_principal_date_idx" ON "journals" USING btree ("principal_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "journals_schedule_date_idx" ON "journals" USING btree ("schedule_id","date");--> statement-breakpoint
CREATE INDEX "notifications_principal_idx" ON "notifications" USING btree ("principal_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "announcement_actions_announcement_idx" ON "announcement_actions" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "announcement_assignments_croudie_idx" ON "announcement_assignments" USING btree ("croudie_id","state");--> statement-breakpoint
CREATE INDEX "announcements_status_idx" ON "announcements" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "account_events_principal_at_idx" ON "account_events" USING btree ("principal_id","at");--> statement-breakpoint
CREATE INDEX "private_files_owner_idx" ON "private_files" USING btree ("owner_principal_id");--> statement-breakpoint
CREATE INDEX "backup_codes_client_idx" ON "backup_codes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credential_sessions_live_idx" ON "credential_sessions" USING btree ("credential_id") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "credential_sessions_principal_idx" ON "credential_sessions" USING btree ("principal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_username_uq" ON "platform_accounts" USING btree ("platform",lower("email_address"));--> statement-breakpoint
CREATE INDEX "task_credentials_client_idx" ON "task_credentials" USING btree ("client_id","engine_type");--> statement-breakpoint
CREATE UNIQUE INDEX "task_credentials_username_uq" ON "task_credentials" USING btree ("client_id","engine_type",lower("email_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "croudie_onboarding_linkedin_idx" ON "croudie_onboarding" USING btree ("linkedin_url");--> statement-breakpoint
CREATE INDEX "croudie_onboarding_live_idx" ON "croudie_onboarding" USING btree ("went_live_at");--> statement-breakpoint
CREATE INDEX "public_holiday_offices_office_idx" ON "public_holiday_offices" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_date_idx" ON "public_holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "public_holidays_name_idx" ON "public_holidays" USING btree ("name");--> statement-breakpoint
CREATE INDEX "plan_history_entity_idx" ON "plan_history" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "plan_key_dates_project_idx" ON "plan_key_dates" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "plan_phases_project_idx" ON "plan_phases" USING btree ("project_id","starts_at");--> statement-breakpoint
CREATE INDEX "plan_phases_dates_idx" ON "plan_phases" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "plan_projects_client_idx" ON "plan_projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "plan_projects_quarter_idx" ON "plan_projects" USING btree ("plan_year","plan_quarter","priority");--> statement-breakpoint
CREATE INDEX "internal_tasks_owner_status_idx" ON "internal_tasks" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "internal_tasks_client_idx" ON "internal_tasks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "internal_tasks_phase_idx" ON "internal_tasks" USING btree ("phase_id");--> statement-breakpoint
CREATE INDEX "agency_channel_cost_centres_entity_idx" ON "agency_channel_cost_centres" USING btree ("billing_entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_channels_name_unique" ON "agency_channels" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agency_channels_initials_unique" ON "agency_channels" USING btree ("initials");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_entities_name_unique" ON "billing_entities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "channel_types_name_unique" ON "channel_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "channel_types_slug_unique" ON "channel_types" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_types_entity_id_unique" ON "channel_types" USING btree ("entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_name_unique" ON "offices" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "qualifications_name_unique" ON "qualifications" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_unique" ON "teams" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "teams_office_idx" ON "teams" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_name_unique" ON "verifications" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "verticals_name_unique" ON "verticals" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "role_operations_operation_idx" ON "role_operations" USING btree ("operation");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_work_log_idx" ON "invoice_lines" USING btree ("work_log_id") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_croudie_reference_idx" ON "invoices" USING btree ("croudie_id","reference_key");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "provider_webhook_events_reference_idx" ON "provider_webhook_events" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "croudie_qualifications_qualification_idx" ON "croudie_qualifications" USING btree ("qualification_id","croudie_id");--> statement-breakpoint
CREATE INDEX "croudie_experience_vertical_idx" ON "croudie_experience" USING btree ("vertical_id","croudie_id");--> statement-breakpoint
CREATE INDEX "croudie_id_documents_croudie_idx" ON "croudie_id_documents" USING btree ("croudie_id","created_at");--> statement-breakpoint
CREATE INDEX "croudie_languages_code_idx" ON "croudie_languages" USING btree ("code","level");--> statement-breakpoint
CREATE INDEX "phone_verification_codes_croudie_idx" ON "phone_verification_codes" USING btree ("croudie_id","sent_at");--> statement-breakpoint
CREATE INDEX "leave_events_user_dates_idx" ON "leave_events" USING btree ("user_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "leave_events_dates_idx" ON "leave_events" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "task_templates_one_variant_idx" ON "task_templates" USING btree ("base_template_id","client_id") WHERE "task_templates"."deleted_at" is null and "task_templates"."base_template_id" is not null;--> statement-breakpoint
CREATE INDEX "task_templates_client_idx" ON "task_templates" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "task_templates_created_idx" ON "task_templates" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_offers_person_uq" ON "task_offers" USING btree ("task_id","croudie_id") WHERE "task_offers"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "task_offers_task_idx" ON "task_offers" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "task_offers_open_idx" ON "task_offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "task_offers_croudie_idx" ON "task_offers" USING btree ("croudie_id","status");--> statement-breakpoint
CREATE INDEX "academy_assessments_course_idx" ON "academy_assessments" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "academy_attempts_enrolment_idx" ON "academy_attempts" USING btree ("enrolment_id","assessment_id");--> statement-breakpoint
CREATE INDEX "academy_attempts_open_idx" ON "academy_attempts" USING btree ("status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_attempts_one_open" ON "academy_attempts" USING btree ("enrolment_id","assessment_id") WHERE "academy_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "academy_modules_course_idx" ON "academy_modules" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "academy_courses_status_idx" ON "academy_courses" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_courses_name_unique" ON "academy_courses" USING btree (lower("name")) WHERE "academy_courses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_enrolments_once" ON "academy_enrolments" USING btree ("course_id","croudie_id");--> statement-breakpoint
CREATE INDEX "academy_enrolments_croudie_idx" ON "academy_enrolments" USING btree ("croudie_id","status");--> statement-breakpoint
CREATE INDEX "academy_question_answers_question_idx" ON "academy_question_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "academy_questions_assessment_idx" ON "academy_questions" USING btree ("assessment_id","position");