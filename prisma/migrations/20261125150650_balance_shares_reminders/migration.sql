-- CreateEnum
CREATE TYPE "BalanceReminderKind" AS ENUM ('beforeDue', 'overdue');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "balanceReminderDaysBefore" INTEGER NOT NULL DEFAULT 7,
ADD COLUMN     "balanceRemindersEnabled" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "PaymentShare" (
    "id" TEXT NOT NULL,
    "appointmentId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "amountCents" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "paymentId" TEXT,
    "paidAt" TIMESTAMPTZ(3),
    "emailedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PaymentShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BalanceReminder" (
    "id" TEXT NOT NULL,
    "appointmentId" TEXT NOT NULL,
    "kind" "BalanceReminderKind" NOT NULL,
    "dueDate" DATE NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BalanceReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PaymentShare_token_key" ON "PaymentShare"("token");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentShare_paymentId_key" ON "PaymentShare"("paymentId");

-- CreateIndex
CREATE INDEX "PaymentShare_appointmentId_idx" ON "PaymentShare"("appointmentId");

-- CreateIndex
CREATE UNIQUE INDEX "BalanceReminder_appointmentId_kind_dueDate_key" ON "BalanceReminder"("appointmentId", "kind", "dueDate");

-- AddForeignKey
ALTER TABLE "PaymentShare" ADD CONSTRAINT "PaymentShare_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentShare" ADD CONSTRAINT "PaymentShare_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceReminder" ADD CONSTRAINT "BalanceReminder_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
