-- A report can be limited to the site's queries tracked with one tag (a client, a product line); a shared link
-- keeps the tag it was made with, so the page it opens is that report.
alter table report_shares add column tag text check (tag is null or char_length(tag) between 1 and 40);
