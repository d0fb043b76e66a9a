-- AlterTable
ALTER TABLE "User" ADD COLUMN     "cancellationTiers" JSONB;

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "cancellationTiers" JSONB;
