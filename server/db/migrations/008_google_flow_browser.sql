-- A Google sign-in belongs to the browser that started it: the hash of a random id kept in that browser's
-- short-lived cookie (rc_oauth). A callback opened in any other browser (a link an attacker sends) is refused.
-- Flows in progress when this was added have none and simply expire.
alter table oauth_flows add column browser_hash bytea;
