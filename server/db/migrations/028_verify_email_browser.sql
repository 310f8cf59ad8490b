-- The browser that signed up (or signed in with the right password) is the one that knows the account's password:
-- its confirmation link is bound to it by the sha256 of a random value held in a cookie of that browser. A link
-- opened anywhere else confirms only with the password, or with a new one that replaces it, so whoever signed up
-- first with someone else's address is not left holding a password to the account its owner confirms.
alter table auth_tokens add column browser_hash bytea;
