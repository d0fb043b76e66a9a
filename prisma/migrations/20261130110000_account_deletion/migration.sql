-- "Delete my account" (issue 37): the account goes 7 days after she asked, unless she keeps it.
ALTER TABLE "User" ADD COLUMN "deleteAfter" TIMESTAMPTZ(3);
CREATE INDEX "User_deleteAfter_idx" ON "User"("deleteAfter");
