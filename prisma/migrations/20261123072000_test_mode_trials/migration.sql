-- Test-mode checkout recorded free trials as active with a trialEndsAt, so they never ended. With no
-- card there is nothing to charge when a test-mode trial ends: it is a trial (lib/payments/test-payments.ts),
-- and the access rule ends it at trialEndsAt.
UPDATE "Subscription" SET "status" = 'trialing' WHERE "provider" = 'test' AND "status" = 'active' AND "trialEndsAt" IS NOT NULL;
