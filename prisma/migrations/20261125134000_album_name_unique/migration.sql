-- Album names become unique per owner, ignoring case, among albums not dismissed. Albums saved twice
-- before (two requests at once) keep the name on the default album or the oldest; the others are
-- renamed "Bridal 2", "Bridal 3"… (the first number free), as the default album is named.
DO $$
DECLARE
  duplicate RECORD;
  candidate TEXT;
  n INT;
BEGIN
  FOR duplicate IN
    SELECT "id", "userId", "name" FROM (
      SELECT "id", "userId", "name",
             row_number() OVER (PARTITION BY "userId", lower("name") ORDER BY "default" DESC, "createdAt", "id") AS "rank"
      FROM "Album" WHERE "status" <> 'dismissed'
    ) AS ranked
    WHERE "rank" > 1
    ORDER BY "userId", lower("name"), "rank"
  LOOP
    n := 2;
    LOOP
      -- Album names are at most 60 characters (lib/albums/schema.ts).
      candidate := left(duplicate."name", 60 - length(' ' || n)) || ' ' || n;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM "Album" WHERE "userId" = duplicate."userId" AND "status" <> 'dismissed' AND lower("name") = lower(candidate)
      );
      n := n + 1;
    END LOOP;
    UPDATE "Album" SET "name" = candidate WHERE "id" = duplicate."id";
  END LOOP;
END $$;

-- CreateIndex
CREATE UNIQUE INDEX "Album_userId_name_key" ON "Album"("userId", lower("name")) WHERE "status" <> 'dismissed';
