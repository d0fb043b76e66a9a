-- AlterTable
ALTER TABLE "Image" ADD COLUMN     "unattachedSince" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "Image_unattachedSince_idx" ON "Image"("unattachedSince");
