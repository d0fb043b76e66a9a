-- Quotes made before keep the contract heading their signatures were given on (wording 1, with the
-- request number); quotes made from now on are written in wording 2.
ALTER TABLE "Quote" ADD COLUMN "contractWording" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Quote" ALTER COLUMN "contractWording" SET DEFAULT 2;
