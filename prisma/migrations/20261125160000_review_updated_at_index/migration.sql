-- CreateIndex
CREATE INDEX "Review_updatedAt_idx" ON "Review"("updatedAt");
