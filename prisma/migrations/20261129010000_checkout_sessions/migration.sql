-- CreateEnum
CREATE TYPE "PayoutsDashboard" AS ENUM ('full', 'express', 'none');

-- CreateEnum
CREATE TYPE "RefundKind" AS ENUM ('refund', 'disputeLost');

-- CreateEnum
CREATE TYPE "CheckoutPurpose" AS ENUM ('deposit', 'retainer', 'balance', 'share');

-- CreateEnum
CREATE TYPE "CheckoutStatus" AS ENUM ('open', 'processing', 'failed', 'paid', 'expired');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "payoutsDashboard" "PayoutsDashboard";

-- Every Stripe account made before this was an Express account.
UPDATE "User" SET "payoutsDashboard" = 'express' WHERE "payoutsAccountId" LIKE 'acct\_%';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN "overpaidCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN "kind" "RefundKind" NOT NULL DEFAULT 'refund';

-- AlterTable: the retainer's Checkout page is a CheckoutSession now.
ALTER TABLE "Quote" DROP COLUMN "retainerCheckoutUrl",
DROP COLUMN "retainerCheckoutAt";

-- CreateTable
CREATE TABLE "HeldPaymentEvent" (
    "id" TEXT NOT NULL,
    "providerPaymentId" TEXT NOT NULL,
    "accountId" TEXT,
    "type" TEXT NOT NULL,
    "object" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HeldPaymentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckoutSession" (
    "id" TEXT NOT NULL,
    "appointmentId" TEXT NOT NULL,
    "purpose" "CheckoutPurpose" NOT NULL,
    "shareId" TEXT,
    "amountCents" INTEGER NOT NULL,
    "accountId" TEXT NOT NULL,
    "providerSessionId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "status" "CheckoutStatus" NOT NULL DEFAULT 'open',
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CheckoutSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HeldPaymentEvent_providerPaymentId_idx" ON "HeldPaymentEvent"("providerPaymentId");

-- CreateIndex
CREATE UNIQUE INDEX "CheckoutSession_providerSessionId_key" ON "CheckoutSession"("providerSessionId");

-- CreateIndex
CREATE INDEX "CheckoutSession_appointmentId_idx" ON "CheckoutSession"("appointmentId");

-- CreateIndex
CREATE INDEX "CheckoutSession_shareId_idx" ON "CheckoutSession"("shareId");

-- One open page per amount due (schema.prisma: sql-index).
CREATE UNIQUE INDEX "CheckoutSession_one_open" ON "CheckoutSession"("appointmentId", "purpose", COALESCE("shareId", '')) WHERE "status" = 'open';

-- AddForeignKey
ALTER TABLE "CheckoutSession" ADD CONSTRAINT "CheckoutSession_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckoutSession" ADD CONSTRAINT "CheckoutSession_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "PaymentShare"("id") ON DELETE CASCADE ON UPDATE CASCADE;
