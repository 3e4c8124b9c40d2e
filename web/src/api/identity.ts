import { apiPaths } from '@/config/paths';
import { api, buildUrl, requestEnvelope } from './client';

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

export type AuditInfo = { auditStatus: number; claim: Claim | null };

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
