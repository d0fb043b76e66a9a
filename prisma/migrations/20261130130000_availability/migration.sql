-- Availability and instant booking (issue 39).
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TYPE "AppointmentOrigin" ADD VALUE 'instantBook';

CREATE TYPE "BookingMode" AS ENUM ('request', 'instant');

ALTER TABLE "Service" ADD COLUMN "bookingMode" "BookingMode" NOT NULL DEFAULT 'request',
  ADD COLUMN "bufferBeforeMinutes" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "bufferAfterMinutes" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "onLocation" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "Availability" (
    "userId" TEXT NOT NULL,
    "hours" JSONB NOT NULL,
    "minNoticeMinutes" INTEGER NOT NULL DEFAULT 1440,
    "bookAheadMonths" INTEGER NOT NULL DEFAULT 18,
    "depositPercent" INTEGER NOT NULL DEFAULT 25,
    "externalCalendarUrl" TEXT,
    "externalSyncedAt" TIMESTAMPTZ(3),
    "externalError" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Availability_pkey" PRIMARY KEY ("userId")
);
ALTER TABLE "Availability" ADD CONSTRAINT "Availability_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "AvailabilityBlock" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "label" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AvailabilityBlock_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AvailabilityBlock_userId_startsAt_idx" ON "AvailabilityBlock"("userId", "startsAt");
ALTER TABLE "AvailabilityBlock" ADD CONSTRAINT "AvailabilityBlock_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "OccupiedTime" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "appointmentId" TEXT,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OccupiedTime_pkey" PRIMARY KEY ("id"),
    -- No two of one owner's times overlap: two clients racing for one slot get one booking. An expired
    -- hold is deleted before a new time is taken (lib/availability/occupy.ts).
    CONSTRAINT "OccupiedTime_no_overlap" EXCLUDE USING gist ("userId" WITH =, tstzrange("startsAt", "endsAt") WITH &&)
);
CREATE UNIQUE INDEX "OccupiedTime_appointmentId_key" ON "OccupiedTime"("appointmentId");
CREATE INDEX "OccupiedTime_userId_startsAt_idx" ON "OccupiedTime"("userId", "startsAt");
ALTER TABLE "OccupiedTime" ADD CONSTRAINT "OccupiedTime_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OccupiedTime" ADD CONSTRAINT "OccupiedTime_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ExternalBusyTime" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "ExternalBusyTime_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ExternalBusyTime_userId_startsAt_idx" ON "ExternalBusyTime"("userId", "startsAt");
ALTER TABLE "ExternalBusyTime" ADD CONSTRAINT "ExternalBusyTime_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
