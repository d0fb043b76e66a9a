-- AlterTable
ALTER TABLE "User" ADD COLUMN     "siteVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "SiteRender" (
    "key" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "etag" TEXT NOT NULL,
    "headers" JSONB NOT NULL,
    "html" BYTEA NOT NULL,
    "gzip" BYTEA NOT NULL,
    "br" BYTEA NOT NULL,
    "validUntil" TIMESTAMPTZ(3),
    "renderedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SiteRender_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SiteRenderLease" (
    "key" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SiteRenderLease_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "SiteRender_userId_idx" ON "SiteRender"("userId");

-- AddForeignKey
ALTER TABLE "SiteRender" ADD CONSTRAINT "SiteRender_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The compressed bodies are stored as they are: Postgres would only try (and fail) to compress them again.
ALTER TABLE "SiteRender" ALTER COLUMN "gzip" SET STORAGE EXTERNAL, ALTER COLUMN "br" SET STORAGE EXTERNAL;
