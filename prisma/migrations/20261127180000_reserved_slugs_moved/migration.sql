-- `pay`, `share-image` and `site-elements.js` became addresses of the app's own (lib/users/slug.ts): an
-- owner whose site was at one of them would lose it to the app's page. Her site moves to `{slug}-site`
-- (`-site-2`, `-site-3`… when taken; never a reserved word, none ends in -site), and the old address is
-- recorded as a redirect to the new one, as recordSlugChange (lib/users/slug-redirect.ts) does when an
-- owner changes hers: a link to /pay already shared still leads to her site.
DO $$
DECLARE
  moving RECORD;
  base TEXT;
  candidate TEXT;
  n INT;
BEGIN
  FOR moving IN SELECT "id", "slug" FROM "User" WHERE "slug" IN ('pay', 'share-image', 'site-elements.js') ORDER BY "slug" LOOP
    -- Addresses are [a-z0-9-]: the dot of site-elements.js becomes a dash.
    base := regexp_replace(moving."slug", '[^a-z0-9-]+', '-', 'g') || '-site';
    n := 1;
    LOOP
      candidate := base || CASE WHEN n = 1 THEN '' ELSE '-' || n END;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "User" WHERE "slug" = candidate);
      n := n + 1;
    END LOOP;
    UPDATE "User" SET "slug" = candidate, "updatedAt" = now() WHERE "id" = moving."id";
    -- The new address is hers now, no longer someone's old one.
    DELETE FROM "SlugRedirect" WHERE "oldSlug" = candidate;
    INSERT INTO "SlugRedirect" ("oldSlug", "userId") VALUES (moving."slug", moving."id")
      ON CONFLICT ("oldSlug") DO UPDATE SET "userId" = EXCLUDED."userId", "createdAt" = now();
  END LOOP;
END $$;
