-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "method" "PaymentMethod",
ADD COLUMN     "lowersPrice" BOOLEAN NOT NULL DEFAULT false;
