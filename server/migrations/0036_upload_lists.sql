-- /home/uploading (issue 20, docs/uploads.md): a user's uploaded videos and answer files, newest first, by index.
CREATE INDEX media_created_by ON media (created_by, id);
CREATE INDEX exam_attempt_user_file ON exam_attempt (user_id, file_uploaded_at) WHERE file_path IS NOT NULL;
