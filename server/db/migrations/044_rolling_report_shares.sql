-- A share link can follow the calendar: "the last 7, 30 or 90 days" always shows the current period, in the
-- owner's time zone, so a client's link stays current (issue: teams and client access). Null: fixed dates.
alter table report_shares add column rolling_days integer check (rolling_days is null or rolling_days in (7, 30, 90));
