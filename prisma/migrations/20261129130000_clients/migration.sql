-- Clients (issue 37): one record per person per owner, linked from her gigs, shares and reviews.

-- CreateTable
CREATE TABLE "Client" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "skinType" TEXT,
    "skinConcerns" TEXT,
    "allergies" TEXT,
    "sensitivities" TEXT,
    "contactLenses" BOOLEAN NOT NULL DEFAULT false,
    "lashNotes" TEXT,
    "browNotes" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientNote" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientShade" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "product" TEXT NOT NULL,
    "shade" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "ClientShade_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN "clientId" TEXT;
ALTER TABLE "PaymentShare" ADD COLUMN "clientId" TEXT;
ALTER TABLE "Review" ADD COLUMN "clientId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Client_userId_email_key" ON "Client"("userId", "email");
CREATE UNIQUE INDEX "Client_userId_phone_key" ON "Client"("userId", "phone");
-- Search as she types is a prefix match on each of these (LIKE 'q%'): text_pattern_ops serves it in any collation.
CREATE INDEX "Client_userId_name_prefix_idx" ON "Client"("userId", lower("name") text_pattern_ops);
CREATE INDEX "Client_userId_email_prefix_idx" ON "Client"("userId", "email" text_pattern_ops);
CREATE INDEX "Client_userId_phone_prefix_idx" ON "Client"("userId", "phone" text_pattern_ops);
CREATE INDEX "ClientNote_clientId_createdAt_idx" ON "ClientNote"("clientId", "createdAt");
CREATE INDEX "ClientShade_clientId_position_idx" ON "ClientShade"("clientId", "position");
CREATE INDEX "Appointment_clientId_date_idx" ON "Appointment"("clientId", "date");
CREATE INDEX "PaymentShare_clientId_idx" ON "PaymentShare"("clientId");
CREATE INDEX "Review_clientId_idx" ON "Review"("clientId");

-- AddForeignKey
ALTER TABLE "Client" ADD CONSTRAINT "Client_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ClientNote" ADD CONSTRAINT "ClientNote_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ClientShade" ADD CONSTRAINT "ClientShade_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "PaymentShare" ADD CONSTRAINT "PaymentShare_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Review" ADD CONSTRAINT "Review_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Back-fill, by the rules of lib/clients/match-client.ts: an e-mail is one client, then a mobile is one
-- client, and a name alone is one client among those with neither. Every person the owner already has:
-- gigs' clients, share payers (through their gig's owner) and reviewers (placeholders aside).
CREATE TEMP TABLE "known_person" ON COMMIT DROP AS
SELECT a."userId", a."customerName" AS name, lower(trim(a."customerEmail")) AS email, a."customerMobile" AS phone, a."createdAt"
FROM "Appointment" a
UNION ALL
SELECT a."userId", s."name", lower(trim(s."email")), NULL, s."createdAt"
FROM "PaymentShare" s JOIN "Appointment" a ON a."id" = s."appointmentId"
UNION ALL
SELECT r."userId", r."customerName", NULL, NULL, r."createdAt"
FROM "Review" r WHERE NOT r."placeholder";

UPDATE "known_person" SET email = NULL WHERE email = '';
UPDATE "known_person" SET phone = NULL WHERE phone = '';

-- One client per e-mail, named as she was last.
INSERT INTO "Client" ("id", "userId", "name", "email", "createdAt", "updatedAt")
SELECT gen_random_uuid()::text, p."userId", p.name, p.email, p.first, CURRENT_TIMESTAMP
FROM (
  SELECT DISTINCT ON ("userId", email) "userId", email, name, min("createdAt") OVER (PARTITION BY "userId", email) AS first
  FROM "known_person" WHERE email IS NOT NULL
  ORDER BY "userId", email, "createdAt" DESC
) p;

-- Her last mobile, unless an earlier client of the owner has it already.
UPDATE "Client" c SET "phone" = pick.phone
FROM (
  SELECT DISTINCT ON (latest."userId", latest.phone) latest.id, latest.phone
  FROM (
    SELECT DISTINCT ON (c."id") c."id", c."userId", c."createdAt", p.phone
    FROM "Client" c JOIN "known_person" p ON p."userId" = c."userId" AND p.email = c."email"
    WHERE p.phone IS NOT NULL
    ORDER BY c."id", p."createdAt" DESC
  ) latest
  ORDER BY latest."userId", latest.phone, latest."createdAt", latest.id
) pick
WHERE c."id" = pick.id;

-- One client per mobile that no e-mail client has.
INSERT INTO "Client" ("id", "userId", "name", "phone", "createdAt", "updatedAt")
SELECT gen_random_uuid()::text, p."userId", p.name, p.phone, p.first, CURRENT_TIMESTAMP
FROM (
  SELECT DISTINCT ON ("userId", phone) "userId", phone, name, min("createdAt") OVER (PARTITION BY "userId", phone) AS first
  FROM "known_person" WHERE email IS NULL AND phone IS NOT NULL
  ORDER BY "userId", phone, "createdAt" DESC
) p
WHERE NOT EXISTS (SELECT 1 FROM "Client" c WHERE c."userId" = p."userId" AND c."phone" = p.phone);

-- One client per name among the people with neither.
INSERT INTO "Client" ("id", "userId", "name", "createdAt", "updatedAt")
SELECT gen_random_uuid()::text, p."userId", p.name, p.first, CURRENT_TIMESTAMP
FROM (
  SELECT DISTINCT ON ("userId", lower(regexp_replace(trim(name), '\s+', ' ', 'g'))) "userId", trim(name) AS name, "createdAt" AS first
  FROM "known_person" WHERE email IS NULL AND phone IS NULL
  ORDER BY "userId", lower(regexp_replace(trim(name), '\s+', ' ', 'g')), "createdAt"
) p;

UPDATE "Appointment" a SET "clientId" = c."id"
FROM "Client" c WHERE c."userId" = a."userId" AND c."email" = lower(trim(a."customerEmail"));

UPDATE "Appointment" a SET "clientId" = c."id"
FROM "Client" c WHERE a."clientId" IS NULL AND c."userId" = a."userId" AND c."phone" = a."customerMobile";

UPDATE "Appointment" a SET "clientId" = c."id"
FROM "Client" c
WHERE a."clientId" IS NULL AND nullif(a."customerEmail", '') IS NULL AND nullif(a."customerMobile", '') IS NULL
  AND c."userId" = a."userId" AND c."email" IS NULL AND c."phone" IS NULL
  AND lower(regexp_replace(trim(c."name"), '\s+', ' ', 'g')) = lower(regexp_replace(trim(a."customerName"), '\s+', ' ', 'g'));

UPDATE "PaymentShare" s SET "clientId" = c."id"
FROM "Appointment" a, "Client" c
WHERE a."id" = s."appointmentId" AND c."userId" = a."userId" AND c."email" = lower(trim(s."email"));

UPDATE "PaymentShare" s SET "clientId" = c."id"
FROM "Appointment" a, "Client" c
WHERE s."clientId" IS NULL AND nullif(s."email", '') IS NULL AND a."id" = s."appointmentId"
  AND c."userId" = a."userId" AND c."email" IS NULL AND c."phone" IS NULL
  AND lower(regexp_replace(trim(c."name"), '\s+', ' ', 'g')) = lower(regexp_replace(trim(s."name"), '\s+', ' ', 'g'));

UPDATE "Review" r SET "clientId" = c."id"
FROM "Client" c
WHERE NOT r."placeholder" AND c."userId" = r."userId" AND c."email" IS NULL AND c."phone" IS NULL
  AND lower(regexp_replace(trim(c."name"), '\s+', ' ', 'g')) = lower(regexp_replace(trim(r."customerName"), '\s+', ' ', 'g'));
