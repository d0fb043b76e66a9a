-- AlterTable
ALTER TABLE "UserChecklistItem" ADD COLUMN     "autoCheckedAt" TIMESTAMPTZ(3);

-- Items already ticked count as ticked by the app once: an owner's untick from now on stays.
UPDATE "UserChecklistItem" SET "autoCheckedAt" = "updatedAt" WHERE "checked" = true;
