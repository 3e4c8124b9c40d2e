-- 站点内容 of both consoles (issue 21, docs/admin.md "Site content"): a banner or advert may be scheduled, shown
-- from starts_at (inclusive) until ends_at (exclusive), either open (NULL). The public lists keep to the rows in
-- force now, and the answer kept in memory ends at the next of these instants.
ALTER TABLE advert ADD COLUMN starts_at BIGINT;
ALTER TABLE advert ADD COLUMN ends_at BIGINT;
