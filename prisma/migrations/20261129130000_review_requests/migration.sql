-- AlterTable
ALTER TABLE "User" ADD COLUMN     "reviewRequestDaysAfter" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "reviewRequestHour" INTEGER NOT NULL DEFAULT 10,
ADD COLUMN     "reviewRequestMessage" TEXT,
ADD COLUMN     "reviewRequestParty" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reviewRequestsEnabled" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "appointmentId" TEXT,
ADD COLUMN     "customerEmail" TEXT,
ADD COLUMN     "verifiedGigDate" DATE;

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "headers" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "ReviewRequest" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "appointmentId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "queued" BOOLEAN NOT NULL DEFAULT true,
    "sentAt" TIMESTAMPTZ(3) NOT NULL,
    "reminderSentAt" TIMESTAMPTZ(3),
    "openedAt" TIMESTAMPTZ(3),
    "reviewedAt" TIMESTAMPTZ(3),
    "reviewId" TEXT,

    CONSTRAINT "ReviewRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewOptOut" (
    "userId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewOptOut_pkey" PRIMARY KEY ("userId","email")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReviewRequest_reviewId_key" ON "ReviewRequest"("reviewId");

-- CreateIndex
CREATE INDEX "ReviewRequest_userId_sentAt_idx" ON "ReviewRequest"("userId", "sentAt");

-- CreateIndex
CREATE INDEX "ReviewRequest_sentAt_idx" ON "ReviewRequest"("sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewRequest_appointmentId_email_key" ON "ReviewRequest"("appointmentId", "email");

-- CreateIndex
CREATE INDEX "Review_appointmentId_idx" ON "Review"("appointmentId");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewRequest" ADD CONSTRAINT "ReviewRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewRequest" ADD CONSTRAINT "ReviewRequest_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewOptOut" ADD CONSTRAINT "ReviewOptOut_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
