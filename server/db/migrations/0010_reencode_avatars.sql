-- Avatars stored before this release are the uploaded bytes as sent: a phone photo keeps its
-- Exif block (GPS position, camera serial) and anything appended after the image. New uploads
-- are re-encoded (server/modules/files/reencode-image.ts); the reencode-avatars job does the same
-- for every avatar stored before this instant, then deletes this row. Each start enqueues the
-- job while the row is here (server/modules/profiles/reencode-avatars.ts).
INSERT INTO app_settings (key, value)
VALUES ('reencode-avatars-before', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
ON CONFLICT (key) DO NOTHING;
