-- CreateTable
CREATE TABLE "FeeRules" (
    "userId" TEXT NOT NULL,
    "freeWithinKm" INTEGER NOT NULL DEFAULT 0,
    "perKmCents" INTEGER NOT NULL DEFAULT 0,
    "freeSuburbs" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "travelZones" JSONB NOT NULL DEFAULT '[]',
    "earlyStartFees" JSONB NOT NULL DEFAULT '[]',
    "minimumTotalCents" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "FeeRules_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Quote" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "appointmentId" TEXT NOT NULL,
    "party" JSONB NOT NULL,
    "trial" JSONB,
    "trialAppointmentId" TEXT,
    "travel" JSONB NOT NULL,
    "parkingCents" INTEGER NOT NULL DEFAULT 0,
    "feeRules" JSONB NOT NULL,
    "retainer" JSONB NOT NULL,
    "retainerRefundable" BOOLEAN NOT NULL DEFAULT false,
    "balanceDue" JSONB NOT NULL,
    "cancellationTiers" JSONB NOT NULL,
    "notes" TEXT,
    "terms" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "sentAt" TIMESTAMPTZ(3),
    "retainerCheckoutUrl" TEXT,
    "retainerCheckoutAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Quote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractSignature" (
    "id" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "quoteVersion" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "signedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" TEXT NOT NULL,
    "userAgent" TEXT NOT NULL,
    "termsText" TEXT NOT NULL,
    "termsHash" CHAR(64) NOT NULL,
    "supersededAt" TIMESTAMPTZ(3),

    CONSTRAINT "ContractSignature_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Quote_appointmentId_key" ON "Quote"("appointmentId");

-- CreateIndex
CREATE UNIQUE INDEX "Quote_trialAppointmentId_key" ON "Quote"("trialAppointmentId");

-- CreateIndex
CREATE INDEX "Quote_userId_idx" ON "Quote"("userId");

-- CreateIndex
CREATE INDEX "ContractSignature_quoteId_idx" ON "ContractSignature"("quoteId");

-- AddForeignKey
ALTER TABLE "FeeRules" ADD CONSTRAINT "FeeRules_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_trialAppointmentId_fkey" FOREIGN KEY ("trialAppointmentId") REFERENCES "Appointment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractSignature" ADD CONSTRAINT "ContractSignature_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A signed contract never changes: only "supersededAt" may be set, once, when the quote changes after it.
CREATE FUNCTION "contract_signature_unchanged"() RETURNS trigger AS $$
BEGIN
  IF OLD."supersededAt" IS NOT NULL OR (to_jsonb(NEW) - 'supersededAt') IS DISTINCT FROM (to_jsonb(OLD) - 'supersededAt') THEN
    RAISE EXCEPTION 'A signed contract cannot be changed';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "ContractSignature_unchanged" BEFORE UPDATE ON "ContractSignature" FOR EACH ROW EXECUTE FUNCTION "contract_signature_unchanged"();
