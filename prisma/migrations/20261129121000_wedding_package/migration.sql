-- CreateTable
CREATE TABLE "WeddingPackage" (
    "userId" TEXT NOT NULL,
    "party" JSONB NOT NULL,
    "trial" JSONB,
    "retainer" JSONB NOT NULL,
    "retainerRefundable" BOOLEAN NOT NULL DEFAULT false,
    "terms" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "WeddingPackage_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "WeddingPackage" ADD CONSTRAINT "WeddingPackage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
