-- The books (lib/books): tax details, invoice and adjustment note numbering, expenses and mileage.
-- CreateEnum
CREATE TYPE "ExpenseCategory" AS ENUM ('kit', 'travel', 'parking', 'education', 'fees', 'other');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastInvoiceNumber" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastAdjustmentNumber" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxLegalName" TEXT,
ADD COLUMN     "abn" TEXT,
ADD COLUMN     "gstRegistered" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "gstRegisteredFrom" DATE,
ADD COLUMN     "offlineReceipts" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "mileageRateCents" INTEGER NOT NULL DEFAULT 88;

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "invoiceNumber" INTEGER;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "adjustmentNumber" INTEGER;

-- CreateTable
CREATE TABLE "Expense" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "spentOn" DATE NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "gstCents" INTEGER NOT NULL DEFAULT 0,
    "category" "ExpenseCategory" NOT NULL,
    "note" TEXT,
    "photo" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Expense_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Mileage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "appointmentId" TEXT NOT NULL,
    "drivenOn" DATE NOT NULL,
    "km" INTEGER NOT NULL,
    "rateCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Mileage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Appointment_userId_invoiceNumber_key" ON "Appointment"("userId", "invoiceNumber");

-- CreateIndex
CREATE INDEX "Expense_userId_spentOn_idx" ON "Expense"("userId", "spentOn");

-- CreateIndex
CREATE UNIQUE INDEX "Mileage_appointmentId_key" ON "Mileage"("appointmentId");

-- CreateIndex
CREATE INDEX "Mileage_userId_drivenOn_idx" ON "Mileage"("userId", "drivenOn");

-- AddForeignKey
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Mileage" ADD CONSTRAINT "Mileage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Mileage" ADD CONSTRAINT "Mileage_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
