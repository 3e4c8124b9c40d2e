/** Certificates' screens and calls (docs/certificates.md): the public search and verification page, the user's own. */

import { withQuery } from './query-string';

export const certificatePaths = {
  /** Spec 02 §2 /certificate-search (public): by the holder's name and the number. */
  search: {
    path: '/certificate-search',
    getHref: (name?: string, number?: string): string => withQuery('/certificate-search', { name, number }),
  },
  /** Spec 02 §2 /certificate-details (public): one certificate by number and verification code (its QR code's link). */
  details: {
    path: '/certificate-details',
    getHref: (number: string, code: string): string => withQuery('/certificate-details', { number, code }),
  },
  /** The learning centre's 我的证书: the user's certificates and the courses they can claim one for. */
  mine: { path: '/home/learning/certificates', getHref: (): string => '/home/learning/certificates' },
  /** A school admin's 证书管理: every certificate of the school, revocation. */
  school: { path: '/school-admin/certificates', getHref: (): string => '/school-admin/certificates' },
};

export const certificateApi = {
  search: '/certificate/search',
  detail: '/certificate/detail',
  pdf: '/certificate/pdf',
  qr: '/certificate/qr',
  mine: '/certificate/myList',
  standing: '/certificate/standing',
  claim: '/certificate/claim',
  courseList: '/certificate/courseList',
  issueOffline: '/certificate/issueOffline',
  schoolList: '/certificate/schoolList',
  revoke: '/certificate/revoke',
};
