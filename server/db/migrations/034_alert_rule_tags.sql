-- An alert rule can watch only the queries tracked with one tag (a client's keywords, the priority ones).
alter table alert_rules add column tag text check (tag is null or char_length(tag) between 1 and 40);
