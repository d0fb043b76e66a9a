-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "cardFeeCents" INTEGER;
