-- CreateTable
CREATE TABLE "ClientMessage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "channel" VARCHAR(8) NOT NULL,
    "recipient" TEXT NOT NULL,
    "contentHash" CHAR(64) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClientMessage_userId_createdAt_idx" ON "ClientMessage"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ClientMessage_recipient_createdAt_idx" ON "ClientMessage"("recipient", "createdAt");
