-- CreateTable
CREATE TABLE "IdempotentRequest" (
    "scope" VARCHAR(80) NOT NULL,
    "route" VARCHAR(120) NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "requestHash" CHAR(64) NOT NULL,
    "status" INTEGER,
    "body" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotentRequest_pkey" PRIMARY KEY ("scope","route","key")
);

-- CreateIndex
CREATE INDEX "IdempotentRequest_createdAt_idx" ON "IdempotentRequest"("createdAt");
