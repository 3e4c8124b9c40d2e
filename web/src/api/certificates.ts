import { certificateApi } from '@/config/certificate-paths';
import { api, buildUrl, type DownloadedFile } from './client';
import { downloadFrom } from './downloads';
import type { ListAnswer } from './paging';

/** A certificate as issued (docs/certificates.md "API"): what it says is frozen at issuance. */
export type Certificate = {
  number: string;
  code: string;
  /** 1 a course, 2 a training, 3 an offline result. */
  kind: 1 | 2 | 3;
  /** 结业证书, 培训证书 or 考核证书. */
  title: string;
  holderName: string;
  schoolName: string;
  courseName: string;
  courseId: string | null;
  training: boolean;
  hours: number;
  score: number;
  scoreText: string;
  remark: string;
  statement: string;
  issuedAt: string;
  issuedDate: string;
  /** The teacher who issued an offline one; '' for the platform's. */
  issuedBy: string;
  revoked: boolean;
  revokedAt: string | null;
  /** 2026年11月28日, '' while valid. */
  revokedDate: string;
  revokeReason: string;
  verifyPath: string;
  /** The holder's sign: in the owner's and the staff's lists only. */
  userId?: string;
};

export type ScoreParts = {
  watchVideo: number;
  interactiveQuestion: number;
  unitTesting: number;
  finalExam: number;
  logSig: number;
};

/** A student's standing in a course or training they joined, by its assessment standard. */
export type Standing = {
  courseId: string;
  courseName: string;
  training: boolean;
  score: number;
  passMark: number;
  passed: boolean;
  parts: ScoreParts;
  weights: ScoreParts;
  certificate: Certificate | null;
};

const QUIET = { silent: true, throttleKey: false } as const;

export const searchCertificate = (name: string, number: string): Promise<Certificate> =>
  api.post<Certificate>(certificateApi.search, { name, number }, { silent: true });
export const getCertificate = (number: string, code: string): Promise<Certificate> =>
  api.get<Certificate>(certificateApi.detail, { number, code }, QUIET);
export const getMyCertificates = (): Promise<Certificate[]> => api.get<Certificate[]>(certificateApi.mine, undefined, QUIET);
export const getStanding = (courseId: string): Promise<Standing> =>
  api.get<Standing>(certificateApi.standing, { courseId }, QUIET);
export const claimCertificate = (courseId: string): Promise<Certificate> =>
  api.post<Certificate>(certificateApi.claim, { courseId }, { silent: true });
export const getCourseCertificates = (courseId: string, keyword: string, page: number, size: number): Promise<ListAnswer<Certificate>> =>
  api.post<ListAnswer<Certificate>>(certificateApi.courseList, { courseId, keyword, page, size }, QUIET);
export const getSchoolCertificates = (keyword: string, page: number, size: number): Promise<ListAnswer<Certificate>> =>
  api.post<ListAnswer<Certificate>>(certificateApi.schoolList, { keyword, page, size }, QUIET);
export const issueOfflineCertificate = (input: { courseId: string; userId: string; score: number; remark: string }): Promise<Certificate> =>
  api.post<Certificate>(certificateApi.issueOffline, input, { silent: true });
export const revokeCertificate = (number: string, reason: string): Promise<Certificate> =>
  api.post<Certificate>(certificateApi.revoke, { number, reason }, { silent: true });

/** The certificate's PDF (A4 landscape, the seal and the QR code drawn in). */
export const downloadCertificatePdf = (number: string, code: string): Promise<DownloadedFile> =>
  downloadFrom(`${certificateApi.pdf}?${new URLSearchParams({ number, code }).toString()}`, '证书.pdf', 'application/pdf, application/json');
/** The QR code of its verification page (a public GET an image loads). */
export const certificateQrUrl = (number: string, code: string): string => buildUrl(certificateApi.qr, { number, code });
