-- Sessions booked before notifications existed have no reminder jobs. While this row is here,
-- each start enqueues the plan-session-reminders job, which plans the reminders of every
-- scheduled session still ahead (the seed's included) and deletes the row
-- (server/modules/notifications/plan-existing-reminders.ts).
INSERT INTO app_settings (key, value)
VALUES ('plan-session-reminders', 'pending')
ON CONFLICT (key) DO NOTHING;
