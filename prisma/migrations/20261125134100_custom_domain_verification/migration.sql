-- CreateEnum
CREATE TYPE "DomainStatus" AS ENUM ('pending', 'verified', 'failed');

-- DropIndex
DROP INDEX "User_customDomain_key";

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "customDomainCheckUntil" TIMESTAMPTZ(3),
ADD COLUMN     "customDomainCheckedAt" TIMESTAMPTZ(3),
ADD COLUMN     "customDomainProblem" TEXT,
ADD COLUMN     "customDomainStatus" "DomainStatus",
ADD COLUMN     "customDomainToken" TEXT,
ADD COLUMN     "verifiedDomain" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "User_verifiedDomain_key" ON "User"("verifiedDomain");

-- Domains set before proof was asked for were never proven: they stop serving until their TXT record
-- is found, each with a token of its own and the same 7 days of checks as a newly set domain.
UPDATE "User"
SET "customDomainStatus" = 'pending',
    "customDomainToken" = replace(gen_random_uuid()::text, '-', ''),
    "customDomainCheckUntil" = now() + interval '7 days'
WHERE "customDomain" IS NOT NULL;
