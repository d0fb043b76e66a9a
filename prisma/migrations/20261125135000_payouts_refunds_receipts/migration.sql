-- CreateEnum
CREATE TYPE "PayoutsStatus" AS ENUM ('detailsNeeded', 'pending', 'payoutsOn');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastReceiptNumber" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "payBankDetails" TEXT,
ADD COLUMN     "payCash" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "payOther" TEXT,
ADD COLUMN     "payoutsAccountId" TEXT,
ADD COLUMN     "payoutsStatus" "PayoutsStatus";

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "providerAccountId" TEXT,
ADD COLUMN     "receiptNumber" INTEGER,
ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "provider" "PaymentProvider",
    "providerRefundId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Refund_providerRefundId_key" ON "Refund"("providerRefundId");

-- CreateIndex
CREATE INDEX "Refund_paymentId_idx" ON "Refund"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "User_payoutsAccountId_key" ON "User"("payoutsAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_userId_receiptNumber_key" ON "Payment"("userId", "receiptNumber");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
