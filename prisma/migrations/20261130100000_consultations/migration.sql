-- Consultation and consent forms (issue 37): the owner's questions, one signed form per party member,
-- the answers' dates and consents on the client, and each client's private photo album.

-- AlterTable
ALTER TABLE "Client" ADD COLUMN "recentTreatments" TEXT,
ADD COLUMN "profileGivenAt" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN "healthConsentAt" TIMESTAMPTZ(3),
ADD COLUMN "photoConsentAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "ConsultationSettings" (
    "userId" TEXT NOT NULL,
    "questions" TEXT[],
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ConsultationSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "ConsultationForm" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "appointmentId" TEXT NOT NULL,
    "person" TEXT NOT NULL,
    "clientId" TEXT,
    "questions" TEXT[],
    "answeredAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConsultationForm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientPhoto" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ConsultationForm_appointmentId_person_key" ON "ConsultationForm"("appointmentId", "person");
CREATE INDEX "ConsultationForm_userId_idx" ON "ConsultationForm"("userId");
CREATE INDEX "ConsultationForm_clientId_idx" ON "ConsultationForm"("clientId");
CREATE INDEX "ClientPhoto_clientId_createdAt_idx" ON "ClientPhoto"("clientId", "createdAt");
CREATE INDEX "ClientPhoto_userId_idx" ON "ClientPhoto"("userId");

-- AddForeignKey
ALTER TABLE "ConsultationSettings" ADD CONSTRAINT "ConsultationSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ConsultationForm" ADD CONSTRAINT "ConsultationForm_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ConsultationForm" ADD CONSTRAINT "ConsultationForm_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ConsultationForm" ADD CONSTRAINT "ConsultationForm_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "ClientPhoto" ADD CONSTRAINT "ClientPhoto_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ClientPhoto" ADD CONSTRAINT "ClientPhoto_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
