-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");
