-- A bounce the mail service reports later names the address (email-delivery.ts recordLateBounces): its deliveries
-- are found by address, not by scanning them all.
CREATE INDEX "email_deliveries_to_idx" ON "email_deliveries" ("to", "id");
