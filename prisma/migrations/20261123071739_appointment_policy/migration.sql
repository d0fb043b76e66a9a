-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "cancellationPolicy" TEXT;
