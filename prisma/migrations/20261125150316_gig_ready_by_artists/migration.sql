-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "artistCount" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "readyBy" TEXT;
