import { apiPaths } from '@/config/paths';
import { api, buildUrl, requestEnvelope, requestFile } from './client';
import { postMultipart } from './upload';

/** Typed calls of identity authentication (docs/accounts.md, "Identity authentication"). */

/** 1 student, 2 teacher. */
export type ClaimType = 1 | 2;

export type AuthenticationPayload = { school: string; realName: string; studentId: string; code: string; type: ClaimType };

export type Claim = {
  type: ClaimType;
  schoolName: string;
  schoolSign: string;
  realName: string;
  studentId: string;
  status: number;
  reason: string | null;
  createdAt: string;
};

/** `photoUploaded`: the user has a kept recognition photo (docs/uploads.md "Recognition photo"). */
export type AuditInfo = { auditStatus: number; claim: Claim | null; photoUploaded?: boolean };

/** Resolves with the server's message: 认证成功 (approved at once) or 已提交认证，请等待学校审核. */
export async function submitAuthentication(payload: AuthenticationPayload): Promise<{ msg: string; auditStatus: number }> {
  const envelope = await requestEnvelope<{ auditStatus: number }>('POST', apiPaths.authentication, {
    body: payload,
    throttleKey: false,
  });
  return { msg: envelope.msg, auditStatus: envelope.data?.auditStatus ?? 0 };
}

export const getAuditInfo = (): Promise<AuditInfo> => api.get<AuditInfo>(apiPaths.auditInfo);

/** 1 pending, 2 approved, 3 rejected. */
export type ClaimStatus = 1 | 2 | 3;

export type AdminClaim = {
  claimId: string | number;
  type: ClaimType;
  userName: string | null;
  mobile: string;
  realName: string;
  studentId: string;
  createdAt: string;
  status: ClaimStatus;
  reason: string | null;
  /** The claim has a recognition photo (GET /schoolAdmin/claimPhoto?claimId=). */
  hasPhoto?: boolean;
};

export type Paged<T> = { list: T[]; total: number };

export const getClaims = (status: ClaimStatus, page: number, pageSize: number): Promise<Paged<AdminClaim>> =>
  api.get<Paged<AdminClaim>>(apiPaths.schoolAdminClaims, { status, page, page_size: pageSize });

export async function reviewClaim(claimId: AdminClaim['claimId'], approve: boolean, reason: string): Promise<string> {
  const envelope = await requestEnvelope<null>('POST', apiPaths.schoolAdminReview, {
    body: { claimId, approve, reason },
    throttleKey: false,
  });
  return envelope.msg;
}

export type RosterKind = 'student' | 'teacher';
export type RosterRow = { kind: RosterKind; number: string; name: string };

export const getRoster = (kind: RosterKind, page: number, pageSize: number): Promise<Paged<RosterRow>> =>
  api.get<Paged<RosterRow>>(apiPaths.schoolAdminRoster, { kind, page, page_size: pageSize });

export type ImportResult = { imported: number; updated: number; errors: { row: number; msg: string }[] };

/** Multipart upload target of the roster import (antd Upload posts `file` here). */
export const importRosterUrl = (): string => buildUrl(apiPaths.schoolAdminImport);

/** The recognition photo's calls (docs/uploads.md "Recognition photo"), relative to the API base. */
export const recognitionApi = {
  file: '/user/recognitionPhoto/file',
  keep: '/user/uploadRecognitionPhoto',
  mine: '/user/recognitionPhoto',
  claimPhoto: '/schoolAdmin/claimPhoto',
} as const;

/** What the server takes (by content): JPEG, PNG or WebP, at most 5 MB. */
export const RECOGNITION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RECOGNITION_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Uploads a photo (multipart `file`) with its progress in percent; resolves the upload's opaque sign. A bad file
 * rejects with -2 上传失败，请选择 JPG、PNG 或 WebP 格式且不超过 5MB 的照片 (no toast: the caller tells it).
 */
export function uploadRecognitionFile(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<{ photoPath: string }> {
  const form = new FormData();
  form.append('file', file);
  return postMultipart<{ photoPath: string }>(recognitionApi.file, form, onProgress, signal);
}

/**
 * Keeps an upload as the user's recognition photo (and attaches it to a pending claim); resolves the server's message
 * (上传成功). Silent: a refusal (-2 上传失败，请重新上传照片) rejects with the server's words for the caller to tell.
 */
export async function keepRecognitionPhoto(photoPath: string): Promise<string> {
  const envelope = await requestEnvelope<null>('POST', recognitionApi.keep, { body: { photoPath }, silent: true, throttleKey: false });
  return envelope.msg;
}

/** The user's kept photo, fetched with the session (it has no public address). */
export async function getRecognitionPhoto(): Promise<Blob> {
  const file = await requestFile('GET', { path: recognitionApi.mine }, { accept: 'image/*', throttleKey: false, progress: false, silent: true });
  return file.blob;
}

/** A claim's photo, for its school's admin, fetched with the session. Silent: the page shows a failure in place. */
export async function getClaimPhoto(claimId: AdminClaim['claimId']): Promise<Blob> {
  const file = await requestFile('GET', { path: recognitionApi.claimPhoto }, {
    params: { claimId },
    accept: 'image/*',
    throttleKey: false,
    progress: false,
    silent: true,
  });
  return file.blob;
}
