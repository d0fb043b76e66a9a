-- DropIndex
DROP INDEX "Subscription_providerSubscriptionId_key";

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "providerItemId" TEXT;

-- CreateTable
CREATE TABLE "ProTrial" (
    "userId" TEXT NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProTrial_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "SubscriptionCheckout" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "item" TEXT NOT NULL,
    "providerSessionId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "status" "CheckoutStatus" NOT NULL DEFAULT 'open',
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SubscriptionCheckout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionCheckout_providerSessionId_key" ON "SubscriptionCheckout"("providerSessionId");

-- CreateIndex
CREATE INDEX "SubscriptionCheckout_userId_idx" ON "SubscriptionCheckout"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_providerItemId_key" ON "Subscription"("providerItemId");

-- CreateIndex
CREATE INDEX "Subscription_providerSubscriptionId_idx" ON "Subscription"("providerSubscriptionId");

-- AddForeignKey
ALTER TABLE "ProTrial" ADD CONSTRAINT "ProTrial_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionCheckout" ADD CONSTRAINT "SubscriptionCheckout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open Checkout page per owner (schema.prisma: sql-index).
CREATE UNIQUE INDEX "SubscriptionCheckout_one_open" ON "SubscriptionCheckout"("userId") WHERE "status" = 'open';

-- Owners who had their Pro trial before keep having had it.
INSERT INTO "ProTrial" ("userId") SELECT "id" FROM "User" WHERE "hadTrial";
