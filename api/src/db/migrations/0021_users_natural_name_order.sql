-- Names in natural order ('Demo Buyer 2' before 'Demo Buyer 19'): ICU's root locale with numeric ordering.
CREATE COLLATION IF NOT EXISTS "natural_sort" (provider = icu, locale = 'und-u-kn-true');--> statement-breakpoint
CREATE INDEX "users_name_natural_idx" ON "users" USING btree ("name" collate natural_sort,"id");
