-- Study (issue 4): secrets every instance must share, by name. 'media-hmac' signs the /files/videos URLs; it is
-- also written to <data-dir>/keys/media.key (0600). A URL signed by one instance plays on every other.
CREATE TABLE study_secret (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
