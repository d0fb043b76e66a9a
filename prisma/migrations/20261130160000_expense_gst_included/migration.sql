-- AlterTable
ALTER TABLE "Expense" ADD COLUMN     "gstIncluded" BOOLEAN NOT NULL DEFAULT true;
