-- A scheduled report can be limited to the site's queries tracked with one tag, as a report and a share link can:
-- an agency e-mails each client's team their own report. One schedule per user, site and tag (none: every query).
alter table report_schedules add column tag text check (tag is null or char_length(tag) between 1 and 40);
alter table report_schedules drop constraint report_schedules_user_id_site_key;
create unique index report_schedules_user_site_tag on report_schedules (user_id, site, coalesce(tag, ''));
