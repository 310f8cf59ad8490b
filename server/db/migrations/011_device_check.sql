-- A saved check's device is one the app knows, so every reader (history, CSV export, reports) can rely on it
-- instead of each deciding what an unknown value means. Only the app writes these rows, always with one of
-- the two, so existing rows pass.
alter table search_history add constraint search_history_device_known check (device in ('desktop', 'mobile'));
