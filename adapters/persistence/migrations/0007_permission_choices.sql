-- users.permissions now keeps only an admin's per-person choices that differ from the role's
-- defaults (core/access/permissions.ts). Before, every flag was stored and false meant "not
-- granted", which is no choice at all: drop the false ones so the role's defaults apply again.
UPDATE "users" SET "permissions" = COALESCE(
  (SELECT jsonb_object_agg("key", "value") FROM jsonb_each("permissions") WHERE "value" = 'true'::jsonb),
  '{}'::jsonb
) WHERE "permissions" <> '{}'::jsonb;
