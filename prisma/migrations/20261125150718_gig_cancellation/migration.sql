-- CreateEnum
CREATE TYPE "CancelledBy" AS ENUM ('client', 'artist');

-- AlterEnum
ALTER TYPE "AppointmentStatus" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "cancellationReason" TEXT,
ADD COLUMN     "cancelledAt" TIMESTAMPTZ(3),
ADD COLUMN     "cancelledBy" "CancelledBy";
