import { NetworkError, uploadInChunks, storageKey, type UploadTransport } from '@/features/authoring/content/chunked-upload';
import { httpTransport } from '@/features/authoring/content/upload-transport';
import { useCurrentUser } from '@/features/accounts/queries';
import { MyUploadsPage } from '@/features/uploads/my-uploads-page';
import type { UploadFailure, VideoUploader } from '@/features/uploads/running-uploads';
import { setsExams } from '../area-routes';

/**
 * 我的上传's uploader: authoring's chunked, resumable upload (docs/authoring.md "Video upload"). Continuing a session
 * writes its uploadId under the file's key (xj.videoUpload.<name>|<size>|<lastModified>), so the upload asks the
 * server where it is and goes on from `received`; the transport tells the page the session it uses.
 */
export const videoUploader: VideoUploader = async (file, { uploadId, onSession, onProgress, signal }) => {
  const store = window.localStorage;
  if (uploadId) store.setItem(storageKey(file), uploadId);
  const transport: UploadTransport = {
    ...httpTransport,
    async init(fileName, size) {
      const session = await httpTransport.init(fileName, size);
      onSession(session.uploadId);
      return session;
    },
    async state(id) {
      const session = await httpTransport.state(id);
      if (session) onSession(id);
      return session;
    },
  };
  try {
    return await uploadInChunks({ file, transport, store, onProgress, signal });
  } catch (error) {
    if (error instanceof NetworkError) (error as UploadFailure).resumable = true;
    throw error;
  }
};

/** /home/uploading with the session: teachers (and school admins, who may build courses) upload videos here too. */
export function MyUploadsRoute() {
  const { user } = useCurrentUser();
  return <MyUploadsPage canUploadVideo={!!user && setsExams(user)} uploader={videoUploader} />;
}
