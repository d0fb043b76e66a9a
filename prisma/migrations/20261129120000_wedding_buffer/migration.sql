-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "bufferMinutes" INTEGER NOT NULL DEFAULT 0;
