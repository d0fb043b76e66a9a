-- CreateTable
CREATE TABLE "ShareReminder" (
    "id" TEXT NOT NULL,
    "shareId" TEXT NOT NULL,
    "kind" "BalanceReminderKind" NOT NULL,
    "dueDate" DATE NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShareReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ShareReminder_shareId_kind_dueDate_key" ON "ShareReminder"("shareId", "kind", "dueDate");

-- AddForeignKey
ALTER TABLE "ShareReminder" ADD CONSTRAINT "ShareReminder_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "PaymentShare"("id") ON DELETE CASCADE ON UPDATE CASCADE;
