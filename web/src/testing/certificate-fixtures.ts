import type { Certificate, Standing } from '@/api/certificates';

/** A certificate as the server answers it (server/src/certificates/json.cpp). */
export function certificate(change: Partial<Certificate> = {}): Certificate {
  return {
    number: 'XJ2026000042',
    code: 'ABCD2345',
    kind: 1,
    title: '结业证书',
    holderName: '张晓明',
    schoolName: '学鲸职业技术学院',
    courseName: 'Python 程序设计',
    courseId: 'course-py',
    training: false,
    hours: 32,
    score: 72.5,
    scoreText: '72.5',
    remark: '',
    statement: '张晓明 同学于 2026年11月18日 完成《Python 程序设计》课程（32 学时）的学习，经考核成绩合格（综合成绩 72.5 分），特发此证。',
    issuedAt: '2026-11-18T19:06:40+08:00',
    issuedDate: '2026年11月18日',
    issuedBy: '',
    revoked: false,
    revokedAt: null,
    revokedDate: '',
    revokeReason: '',
    verifyPath: '/certificate-details?number=XJ2026000042&code=ABCD2345',
    userId: 'u-zhang',
    ...change,
  };
}

export function standing(change: Partial<Standing> = {}): Standing {
  return {
    courseId: 'course-py',
    courseName: 'Python 程序设计',
    training: false,
    score: 72.5,
    passMark: 60,
    passed: true,
    parts: { watchVideo: 100, interactiveQuestion: 50, unitTesting: 80, finalExam: 40, logSig: 30 },
    weights: { watchVideo: 40, interactiveQuestion: 10, unitTesting: 20, finalExam: 20, logSig: 10 },
    certificate: null,
    ...change,
  };
}
