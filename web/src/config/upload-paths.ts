/** 我的上传 (docs/uploads.md "/home/uploading"): a user's uploads in progress and done. */

export const uploadPaths = {
  mine: { path: '/home/uploading', getHref: (): string => '/home/uploading' },
} as const;
