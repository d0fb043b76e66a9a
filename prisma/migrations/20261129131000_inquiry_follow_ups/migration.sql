-- CreateEnum
CREATE TYPE "InquiryFollowUpKind" AS ENUM ('autoReply', 'nudge2h', 'nudge24h');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "autoReplyEnabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "autoReplyMessage" TEXT,
ADD COLUMN     "responseHours" INTEGER NOT NULL DEFAULT 24;

-- CreateTable
CREATE TABLE "InquiryFollowUp" (
    "appointmentId" TEXT NOT NULL,
    "kind" "InquiryFollowUpKind" NOT NULL,
    "userId" TEXT NOT NULL,
    "sent" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InquiryFollowUp_pkey" PRIMARY KEY ("appointmentId","kind")
);

-- CreateIndex
CREATE INDEX "InquiryFollowUp_userId_idx" ON "InquiryFollowUp"("userId");

-- AddForeignKey
ALTER TABLE "InquiryFollowUp" ADD CONSTRAINT "InquiryFollowUp_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InquiryFollowUp" ADD CONSTRAINT "InquiryFollowUp_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
