// The authorization matrix of every route (issue 13), read by security-matrix.test.mjs. One entry per
// `METHOD path` of `xuejing-server --routes`; a route missing here fails the suite.
//
// Each entry:
//   may(caller, own, side)  true when that caller may use the route on a resource of its own side (own) or of the other
//                     school (!own). Callers: visitor, normal, student (enrolled in the course of side A), teacher
//                     (teaches it), colleague (a teacher of the demo school who does not), schoolAdmin (of the demo
//                     school), otherSchoolAdmin (of 东海财经, side B), enterprise, admin. Every caller but
//                     otherSchoolAdmin is on side A; side is the target's side ('A' or 'B').
//   req(x)            the request: {method?, path?, query?, body?, form: {fields, file}, raw: {bytes, type}, token?};
//                     x = {t: the target side's fixture, c: the caller, own, allowed, fx, tb: TwoSchools}. May be
//                     async (a throwaway resource for a write that would destroy the shared one).
//   self: true        the route names no resource of a side (the caller's own data, a list scoped by the server):
//                     one cell per caller. Allowed then means "not refused by the access rule" (any answer but
//                     401 -1001 and 403 -6): such calls are sent with inputs the handler may refuse, so nothing changes.
//   write: true       changes state: its refused cells run after every read, then the database is compared; its
//                     allowed cells run last, one at a time.
//   fresh: true       the call gets a new session of the caller (it ends or replaces the session).
//   accept: [msg…]    business answers (-1000) that also count as allowed (the access check passed).
//   platformWide: true  the platform admin's view of every school (the audit log, every order): an allowed caller may
//                     see any side's private data in the answer; a refused one still may not.
//   leak: '…'         a known leak: the cell named fails until the server is fixed (see the report).
// Refused is 401 -1001, 403 -6, or -1000 with a not-found/not-a-member message (REFUSALS in the test).
import { makeXlsx } from './lib/identity.mjs';
import { PDF, newSign } from './lib/two-schools.mjs';

const TEACHERS = ['teacher', 'colleague', 'schoolAdmin', 'otherSchoolAdmin'];
const anyone = () => true;
const signedIn = (c) => c !== 'visitor';
const staffRole = (c) => TEACHERS.includes(c);
const schoolAdmins = (c) => c === 'schoolAdmin' || c === 'otherSchoolAdmin';
const admins = (c) => c === 'admin';
const demoOnly = anyone; // --demo serves them to everyone; without --demo they are 404
// The course's teacher or its school's admin.
const courseStaff = (c, own) => own && ['teacher', 'schoolAdmin', 'otherSchoolAdmin'].includes(c);
// A student enrolled in the course, or its teacher.
const member = (c, own) => own && (c === 'student' || c === 'teacher');
// Its teacher, its school's admin, or an enrolled student.
const memberOrStaff = (c, own) => member(c, own) || courseStaff(c, own);
// The record's student, the course's teacher or its school's admin.
const recordReaders = (c, own) => own && ['student', 'teacher', 'schoolAdmin', 'otherSchoolAdmin'].includes(c);
const uploader = (c, own) => own && (c === 'teacher' || c === 'otherSchoolAdmin');
const ownSchoolAdmin = (c, own) => own && schoolAdmins(c);
// The site serves the demo school (its host); a course of another school is 课程不存在 on its public pages.
const onSite = (c, own, side) => side === 'A';
const signedInOnSite = (c, own, side) => signedIn(c) && side === 'A';
// Only an enrolled student (studying, taking exams).
const enrolled = (c, own) => own && c === 'student';
// A trainee of the training of the site's school (its progress and watch record).
const trainee = (c, own, side) => onSite(c, own, side) && enrolled(c, own);
// The order's buyer: the side's student.
const buyer = (c, own) => own && c === 'student';
// The teacher who uploaded the video file (the fixture's media is the course teacher's).
const mediaOwner = (c, own) => own && c === 'teacher';

const XLSX_STUDENTS = () => makeXlsx([['姓名', '手机号', '学号'], ['矩阵', '13800000009', '']]);
const page = { page: 1, size: 10 };
const self = (may, req = () => ({}), extra = {}) => ({ may, req, self: true, ...extra });
const get = (path) => () => ({ method: 'GET', path });

// Throwaways for writes that remove or reshape what other cells read.
const throwCourse = async (x, status = 1) => x.tb.course(x.t.schoolId, x.t.people.teacher.id, '矩阵临时课', { status });
let practiceNumber = 100;
const throwTask = (x) => x.tb.practiceTask(x.t.training.id, x.t.training.chapter.id, (practiceNumber += 1), '矩阵临时任务');
// A throwaway unpaid order of the target side's student for an allowed cell of a write that pays, re-opens or deletes
// one (a refused cell sends the shared order).
const throwOrder = async (x) => {
  if (!x.allowed) return x.t.order;
  const course = await x.tb.course(x.t.schoolId, x.t.people.teacher.id, '矩阵临时付费课', { price: 9900 });
  return x.tb.order(x.t.schoolId, x.t.people.student.id, course);
};
// A throwaway paid order, pending application or approved marketer for an allowed cell of a refund or a review.
const throwPaidOrder = async (x) => {
  if (!x.allowed) return x.t.paidOrder;
  const course = await x.tb.course(x.t.schoolId, x.t.people.teacher.id, '矩阵退款课', { price: 9900 });
  return x.tb.paidOrder(x.t.schoolId, x.t.people.student.id, course);
};
const throwMarketer = (x, status) => (x.allowed ? x.tb.marketer(x.t.schoolId, status) : status === 0 ? x.t.pendingMarketer : x.t.marketer);
const throwExam = (x, over = {}) => import('./lib/exam-papers.mjs').then(({ makeExam, SAMPLE_QUESTIONS }) =>
  makeExam(x.tb.server, x.t.course.sign, { released: 0, questions: SAMPLE_QUESTIONS.slice(0, 1), ...over }));

export const TABLE = {
  // ops and demo
  'GET /healthz': self(anyone),
  'GET /metrics': self(anyone),
  'POST /api/v1/dev/clock': self(demoOnly, () => ({ body: { advanceSeconds: 0 } }), { write: true }),
  'GET /api/v1/dev/sms': self(demoOnly, (x) => ({ query: { mobile: x.c.mobile ?? '13800000001' } })),
  'GET /api/v1/dev/captcha': self(demoOnly),

  // site (public)
  'GET /api/v1/menu/getNavigationBar': self(anyone),
  'GET /api/v1/school/getSchoolBaseInfo': self(anyone),
  'POST /api/v1/school/getSchoolImages': self(anyone, () => ({ body: { sign: '1' } })),
  'POST /api/v1/school/getSchoolList': self(anyone, () => ({ body: { sign: '1' } })),
  'GET /api/v1/school/getSchoolSign': self(anyone),
  'GET /api/v1/school/getSchoolCrestList': self(anyone),
  'POST /api/v1/school/getSchoolCrestList': self(anyone, () => ({ body: { page: 0, size: 20 } })),
  'GET /api/v1/home/getWhaleTrainIndex': self(anyone),
  'GET /api/v1/adverting/getSchoolHomeBanner': self(anyone),
  'GET /api/v1/adverting/getAllAdvertisingList': self(anyone),

  // accounts: public forms are sent with inputs that are refused after the access rule (fresh numbers, wrong codes)
  'GET /api/v1/auth/publicKey': self(anyone),
  'GET /api/v1/captcha/image': self(anyone),
  'POST /api/v1/login': self(anyone, (x) => ({ body: { phone: x.fresh.mobile, password: 'x', isRemeber: false } }), { write: true }),
  'POST /api/v1/teacher/login': self(anyone, (x) => ({ body: { phone: x.fresh.mobile, password: 'x', isRemeber: false } }), { write: true }),
  'POST /api/v1/user/createTokenKey': self(signedIn, () => ({}), { write: true }),
  'PUT /api/v1/user/loginByTokenKey': self(anyone, () => ({ body: { tokenKey: 'no-such-key' } }), { write: true }),
  'GET /api/v1/user/getLoginInfo': self(signedIn),
  'PUT /api/v1/user/refreshLastLoginTime': self(signedIn, () => ({}), { write: true }),
  'GET /api/v1/user/findUserRoleInfo': self(signedIn),
  'POST /api/v1/logout': self(anyone, () => ({}), { write: true, fresh: true }),
  'GET /api/v1/checkUniqueByMobile': self(anyone, (x) => ({ query: { mobile: x.fresh.mobile } })),
  'POST /api/v1/baseVerify/sendCodeForMobile': self(anyone, (x) => ({ body: { mobile: x.fresh.mobile } }), { write: true }),
  'POST /api/v1/baseVerify/sendCode': self(anyone, (x) => ({ body: { mobile: x.fresh.mobile, type: 1 } }), { write: true }),
  'POST /api/v1/baseVerify/verifyCode': self(anyone, (x) => ({ body: { mobile: x.fresh.mobile, mobileCode: '000000', type: 1 } }), { write: true }),
  'POST /api/v1/forget/sendCode': self(anyone, (x) => ({ body: { mobile: x.fresh.mobile } }), { write: true }),
  'POST /api/v1/forget/verifyCode': self(anyone, (x) => ({ body: { mobile: x.fresh.mobile, mobileCode: '000000' } }), { write: true }),
  'POST /api/v1/forget/resetPassword': self(anyone, (x) => ({ body: { mobile: x.fresh.mobile, mobileCode: '000000', password: 'x' } }), { write: true }),
  'POST /api/v1/register': self(anyone, (x) => ({ body: { mobile: x.fresh.mobile, mobileCode: '000000', password: 'x', schoolCode: '' } }), { write: true }),
  'POST /api/v1/user/updatePassword': self(signedIn, () => ({ body: {} }), { write: true }),
  'POST /api/v1/user/updateName': self(signedIn, () => ({ body: { userName: '' } }), { write: true }),
  'POST /api/v1/user/updateSex': self(signedIn, () => ({ body: { sex: 9 } }), { write: true }),
  'POST /api/v1/user/updateMobile': self(signedIn, () => ({ body: {} }), { write: true }),
  'POST /api/v1/file/upload': self(signedIn, () => ({ body: { file: 'x' } }), { write: true }),
  'POST /api/v1/user/updatePhoto': self(signedIn, () => ({ body: { photoPath: 'x' } }), { write: true }),
  // Only an admin simulates, any user but an admin, of any school.
  'POST /api/v1/admin/simulateLogin': {
    may: admins, write: true, fresh: true,
    req: (x) => ({ body: { userId: x.t.people.student.sign } }),
  },
  'POST /api/v1/exitSimulation': self(signedIn, () => ({}), { write: true, fresh: true }),
  'GET /api/v1/wechat/config': self(anyone),
  'POST /api/v1/wechat/qrConnect': self(anyone, () => ({ body: { callBack: '/' } }), { write: true }),
  'POST /api/v1/wechat/login': self(anyone, () => ({ body: { code: 'c', state: 's' } }), { write: true }),
  'POST /api/v1/wechat/bind': self(signedIn, () => ({ body: { bindTicket: 't' } }), { write: true }),
  'POST /api/v1/wechat/unbind': self(signedIn, () => ({}), { write: true, fresh: true }),

  // identity
  'POST /api/v1/user/authentication': self(signedIn, () => ({ body: { code: 'ABCD' } }), { write: true }),
  'GET /api/v1/student/getAuditInfo': self(signedIn),
  'GET /api/v1/schoolAdmin/claims': self(schoolAdmins, get('/api/v1/schoolAdmin/claims?status=1&page=1&page_size=100')),
  'GET /api/v1/schoolAdmin/claimPhoto': self(schoolAdmins, () => ({ query: { claimId: '999999' } })),
  'POST /api/v1/user/recognitionPhoto/file': self(signedIn, () => ({ raw: { bytes: Buffer.from('x'), type: 'text/plain' } })),
  'POST /api/v1/user/uploadRecognitionPhoto': self(signedIn, () => ({ body: { photoPath: 'nope' } }), { write: true }),
  'GET /api/v1/user/recognitionPhoto': self(signedIn),
  'POST /api/v1/schoolAdmin/reviewClaim': {
    may: ownSchoolAdmin, write: true,
    req: async (x) => ({
      body: {
        claimId: x.allowed ? await x.tb.claim((await x.tb.member(x.t.schoolId, 'normal', '矩阵临时')).id, x.t.schoolId, '矩阵临时认证') : x.t.claim,
        approve: false, reason: '矩阵测试',
      },
    }),
  },
  'POST /api/v1/schoolAdmin/importRoster': self(schoolAdmins, () => ({ form: { fields: {}, file: { name: 'roster.csv', content: 'x' } } }), { write: true }),
  'GET /api/v1/schoolAdmin/roster': self(schoolAdmins, get('/api/v1/schoolAdmin/roster?kind=student&page=1&page_size=100')),

  // courses: the public catalogue
  'GET /api/v1/course/recommendList': self(anyone),
  'GET /api/v1/course/selfStudyList': self(anyone),
  'GET /api/v1/course/chosenList': self(anyone),
  'GET /api/v1/course/kinds': self(anyone),
  'GET /api/v1/course/listByKind': self(anyone, get('/api/v1/course/listByKind?kindId=4&page=1&page_size=8')),
  'GET /api/v1/course/typeTree': self(anyone),
  'GET /api/v1/course/thirdTypeList': self(anyone),
  'POST /api/v1/school/getSchoolCourseList': self(anyone, () => ({ body: { page: 1, size: 8 } })),
  'GET /api/v1/course/suggest': self(anyone, get(`/api/v1/course/suggest?keyword=${encodeURIComponent('矩阵')}`)),
  'GET /api/v1/course/slider': self(anyone),
  'GET /api/v1/school/districtList': self(anyone),
  // A published course's page, catalogue and standard are public on its school's site.
  'POST /api/v1/course/getCourseById': { may: onSite, req: (x) => ({ body: { sign: x.t.course.sign } }) },
  'POST /api/v1/course/catalogue': { may: onSite, req: (x) => ({ body: { sign: x.t.course.sign } }) },
  'POST /api/v1/course/standardList': { may: onSite, req: (x) => ({ body: { courseIdSign: x.t.course.sign } }) },
  'POST /api/v1/course/questionList': { may: onSite, req: (x) => ({ body: { courseIdSign: x.t.course.sign, ...page } }) },
  'POST /api/v1/course/answerList': { may: onSite, req: (x) => ({ body: { questionsIdSign: x.t.asked, ...page } }) },

  // courses: the learner
  'GET /api/v1/course/watch': { may: signedInOnSite, req: (x) => ({ query: { courseId: x.t.course.sign } }) },
  'POST /api/v1/course/chapterDownloadList': { may: member, req: (x) => ({ body: { sign: x.t.course.sign } }) },
  'GET /api/v1/course/downList': { may: member, req: (x) => ({ query: { courseId: x.t.course.sign } }) },
  'GET /api/v1/file/server/download': { may: member, req: (x) => ({ query: { fileUrl: x.t.file, fileName: 'f.pdf' } }) },
  'POST /api/v1/file/download': { may: member, req: (x) => ({ query: { fileUrl: x.t.file } }) },
  'GET /api/v1/file/server/fetch': self(anyone, () => ({ query: { ticket: 'nope' } })),
  // Joining a free published course of the site is open to every signed-in user.
  'POST /api/v1/course/joinStudy': { may: signedInOnSite, write: true, req: (x) => ({ body: { sign: x.t.joinable.sign } }) },
  'POST /api/v1/course/addStudyInfo': { may: signedInOnSite, write: true, req: (x) => ({ body: { sign: x.t.joinable.sign } }) },
  'POST /api/v1/course/getStudyInfo': { may: signedInOnSite, req: (x) => ({ body: { sign: x.t.course.sign } }) },
  'POST /api/v1/course/studyProgress': self(signedIn, () => ({ body: page })),
  'POST /api/v1/course/activate': self(signedIn, () => ({ body: { code: 'NOSUCHCODE', captcha: 'ABCD' } }), { write: true }),
  'POST /api/v1/course/collect': { may: signedInOnSite, write: true, req: (x) => ({ body: { sign: x.t.joinable.sign } }) },
  'POST /api/v1/course/cancelCollect': { may: signedInOnSite, write: true, req: (x) => ({ body: { sign: x.t.joinable.sign } }) },
  'GET /api/v1/course/collectionList': self(signedIn),
  'GET /api/v1/course/browseList': self(signedIn),
  'POST /api/v1/course/addQuestion': { may: member, write: true, req: (x) => ({ body: { courseIdSign: x.t.course.sign, questionsContent: '矩阵提问' } }) },
  'POST /api/v1/course/addAnswer': { may: member, write: true, req: (x) => ({ body: { questionsIdSign: x.t.asked, answersContent: '矩阵回答' } }) },
  'POST /api/v1/courseStudy/videoAuth': { may: member, req: (x) => ({ body: { videoSign: x.t.media.sign } }) },
  'POST /api/v1/courseStudy/heartbeat': {
    may: enrolled, write: true,
    req: (x) => ({ body: { courseIdSign: x.t.course.sign, videoIdSign: x.t.video.sign, position: 0, playing: true } }),
  },
  'POST /api/v1/courseStudy/saveProgress': {
    may: enrolled, write: true,
    req: (x) => ({ body: { courseIdSign: x.t.course.sign, videoIdSign: x.t.video.sign, studyTime: 0 } }),
  },
  'GET /api/v1/courseStudy/resume': { may: member, req: (x) => ({ query: { videoIdSign: x.t.video.sign } }) },
  'GET /api/v1/personal/getUserTrainProgress': self(signedIn),
  'GET /api/v1/personal/getTrainStudyProcess': self(signedIn),
  'GET /api/v1/personal/getUserWatchLocus': self(signedIn),
  'GET /api/v1/personal/getUserTask': self(signedIn),
  'GET /api/v1/personal/getUserSmallPlate': self(signedIn),

  // authoring: chapters and videos (the course's teacher or its school's admin)
  'POST /api/v1/course/chapterEditList': { may: courseStaff, req: (x) => ({ body: { courseIdSign: x.t.course.sign } }) },
  'POST /api/v1/course/addChapter': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { courseIdSign: x.t.course.sign, chapterLevel: 9, chapterName: '矩阵新章', chapterSynopsis: '' } }),
  },
  'POST /api/v1/course/updateChapter': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { idSign: x.t.chapter.sign, chapterLevel: 1, chapterName: x.t.chapter.name, chapterSynopsis: '' } }),
  },
  'POST /api/v1/course/deleteChapter': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { idSign: x.allowed ? (await x.tb.chapter(x.t.course.id, '矩阵临时章')).sign : x.t.chapter.sign } }),
  },
  'POST /api/v1/course/getChapterById': { may: courseStaff, req: (x) => ({ body: { idSign: x.t.chapter.sign } }) },
  'POST /api/v1/course/addChapterVideo': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { chapterIdSign: x.t.chapter.sign, videoTitle: '矩阵新视频', videoLevel: 9 } }),
  },
  'POST /api/v1/course/updateVideo': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { idSign: x.t.video.sign, videoTitle: x.t.video.title, videoLevel: 1 } }),
  },
  'POST /api/v1/course/deleteChapterVideo': {
    may: courseStaff, write: true,
    req: async (x) => ({
      body: { idSign: x.allowed ? (await x.tb.video(x.t.course.id, x.t.chapter.id, '矩阵临时视频', null)).sign : x.t.video.sign },
    }),
  },
  'POST /api/v1/course/getVideoById': { may: courseStaff, req: (x) => ({ body: { idSign: x.t.video.sign } }) },
  'POST /api/v1/course/attachVideo': {
    may: mediaOwner, write: true,
    req: (x) => ({ body: { idSign: x.t.video.sign, videoSign: x.t.media.sign } }),
  },
  'POST /api/v1/train/createUploadVideoList': {
    may: mediaOwner, write: true,
    req: (x) => ({ body: { data: [{ chapterIdSign: x.t.chapter.sign, videoTitle: '矩阵批量视频', videoLevel: 9, videoSign: x.t.media.sign }] } }),
  },
  'POST /api/v1/upload/video/init': self(staffRole, () => ({ body: {} }), { write: true }),
  // An upload belongs to whoever began it.
  'GET /api/v1/upload/video/{uploadId}': { may: uploader, req: (x) => ({ path: `/api/v1/upload/video/${x.t.upload}` }) },
  'PUT /api/v1/upload/video/{uploadId}': {
    may: uploader, write: true,
    req: (x) => ({ path: `/api/v1/upload/video/${x.t.upload}`, query: { offset: 0 }, raw: { bytes: Buffer.from('mtrx'), type: 'application/octet-stream' } }),
  },
  'POST /api/v1/upload/video/{uploadId}/finish': {
    may: uploader, write: true, accept: ['视频尚未上传完成'],
    req: async (x) => ({ path: `/api/v1/upload/video/${x.allowed ? await x.tb.uploadInit(x.c.token) : x.t.upload}/finish`, body: {} }),
  },
  'DELETE /api/v1/upload/video/{uploadId}': {
    may: uploader, write: true,
    req: async (x) => ({ path: `/api/v1/upload/video/${x.allowed ? await x.tb.uploadInit(x.c.token) : x.t.upload}` }),
  },

  // authoring: courses
  'POST /api/v1/course/myCourseList': self(staffRole, () => ({ body: { page: 1, page_size: 50 } })),
  // 课程推荐 and 教学学情 of the learning centre: the caller's own.
  'POST /api/v1/course/getCoursesForMe': self(signedIn, () => ({ body: page })),
  'POST /api/v1/statistics/teachingOverview': self((c) => c === 'teacher' || c === 'colleague', () => ({ body: {} })),
  'POST /api/v1/course/getCourseIdBySign': { may: courseStaff, req: (x) => ({ body: { sign: x.t.course.sign } }) },
  'POST /api/v1/course/addCourse': self(staffRole, () => ({ body: {} }), { write: true }),
  'POST /api/v1/course/updateCourse': {
    may: courseStaff, write: true,
    req: async (x) => {
      const t2 = x.fx.tree[0].children[0];
      const course = x.allowed ? await throwCourse(x, 0) : x.t.course;
      return {
        body: {
          idSign: course.sign, name: '矩阵改名课', introduction: '简介', courseDetails: '详情', coursePrice: '', courseScore: '1',
          courseTime: '8', type: 1, kind: 4, courseTypeIdSign: x.fx.tree[0].idSign, courseType2IdSign: t2.idSign,
          courseType3IdSign: t2.children[0].idSign,
        },
      };
    },
  },
  'POST /api/v1/course/deleteCourse': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { sign: x.allowed ? (await throwCourse(x, 0)).sign : x.t.course.sign } }),
  },
  'POST /api/v1/course/publish': {
    may: courseStaff, write: true, accept: ['请先添加章节'],
    req: async (x) => ({ body: { sign: x.allowed ? (await throwCourse(x, 0)).sign : x.t.course.sign } }),
  },
  'POST /api/v1/course/unpublish': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { sign: x.allowed ? (await throwCourse(x, 1)).sign : x.t.joinable.sign } }),
  },
  'POST /api/v1/course/uploadCover': self(staffRole, () => ({ body: {} }), { write: true }),
  'POST /api/v1/course/allTeachers': self(staffRole, () => ({ body: { page: 1, page_size: 50 } })),
  'POST /api/v1/course/listTeachers': { may: courseStaff, req: (x) => ({ body: { courseIdSign: x.t.course.sign } }) },
  'POST /api/v1/course/addTeacher': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { courseIdSign: x.allowed ? (await throwCourse(x)).sign : x.t.course.sign, teacherIdSign: x.t.spareTeacher.sign } }),
  },
  'POST /api/v1/course/deleteTeacher': {
    may: courseStaff, write: true,
    req: async (x) => {
      if (!x.allowed) return { body: { idSign: x.t.course.masterSign } };
      const c = await throwCourse(x);
      const sign = newSign();
      const { sql } = await import('./lib/two-schools.mjs');
      await sql(x.tb.server, `INSERT INTO course_teacher (sign, course_id, user_id, master, created_at) VALUES ('${sign}', ${c.id}, ${x.t.spareTeacher.id}, 0, 0)`);
      return { body: { idSign: sign } };
    },
  },
  'POST /api/v1/course/setMasterTeacher': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { courseIdSign: x.t.course.sign, bindMasterSign: x.t.course.masterSign } }),
  },
  'POST /api/v1/course/addStandard': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { courseIdSign: x.t.course.sign, watchVideo: 20, interactiveQuestion: 20, unitTesting: 20, theFinalExam: 20, logSig: 20 } }),
  },
  'POST /api/v1/courseStudy/updateStandard': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { courseIdSign: x.t.course.sign, watchVideo: 20, interactiveQuestion: 20, unitTesting: 20, theFinalExam: 20, logSig: 20 } }),
  },

  // messages
  'POST /api/v1/messageInfo/getAllSystemMsgList': self(signedIn, () => ({ body: { msgType: 3, page: 1, size: 5 } })),
  'POST /api/v1/messageInfo/getAllCourseMsgList': self(signedIn, () => ({ body: page })),
  'POST /api/v1/messageInfo/getCourseMsgList': { may: member, req: (x) => ({ body: { courseIdSign: x.t.course.sign, ...page } }) },
  'POST /api/v1/messageInfo/getCourseMsgList/export': { may: courseStaff, req: (x) => ({ body: { courseIdSign: x.t.course.sign } }) },
  'GET /api/v1/messageInfo/getMessageUnreadNum': self(signedIn),
  // A course message by its teacher (the other kinds: school bulletins by the school's admin, system notices by an admin).
  'POST /api/v1/messageInfo/addMessageInfo': {
    may: (c, own) => own && c === 'teacher', write: true,
    req: (x) => ({ body: { title: '矩阵消息', content: '矩阵内容', courseId: x.t.course.sign } }),
  },
  // The consoles' notices (docs/admin.md "Notices"): system notices of the platform admin, bulletins of a school's admin
  // (always their own school, so the call is their own).
  'GET /api/v1/admin/notices': self(admins),
  'POST /api/v1/admin/notice/save': self(admins, () => ({ body: { title: '' } }), { write: true }),
  'POST /api/v1/admin/notice/delete': self(admins, () => ({ body: { idSign: 'nope' } }), { write: true, accept: ['消息不存在'] }),
  // 师生管理: the school admin's own school's users (the list is scoped by the server); a role change names a user, who
  // is another school's for the other school's admin (用户不存在).
  'GET /api/v1/schoolAdmin/users': self(schoolAdmins),
  'POST /api/v1/schoolAdmin/user/roles': self(schoolAdmins, () => ({ body: { userId: 'nope', roles: ['teacher'] } }), { write: true, accept: ['用户不存在'] }),
  'GET /api/v1/schoolAdmin/notices': self(schoolAdmins),
  'POST /api/v1/schoolAdmin/notice/save': self(schoolAdmins, () => ({ body: { title: '' } }), { write: true }),
  'POST /api/v1/schoolAdmin/notice/delete': self(schoolAdmins, () => ({ body: { idSign: 'nope' } }), { write: true, accept: ['消息不存在'] }),
  // A course message can be read by the course's students and teachers.
  'POST /api/v1/messageInfo/readMessage': { may: member, write: true, req: (x) => ({ body: { idSign: x.t.message } }) },
  'POST /api/v1/messageInfo/readAllMessage': self(signedIn, () => ({ body: { msgType: 2 } }), { write: true }),

  // teaching: statistics of a course (its teacher or its school's admin)
  'POST /api/v1/statistics/schoolTeacherList': self(staffRole, () => ({ body: { page: 1, page_size: 50 } })),
  'POST /api/v1/statistics/schoolTeacherList/export': self(staffRole, () => ({ body: {} })),
  'POST /api/v1/statistics/courseScoreList': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, ...page } }) },
  'POST /api/v1/statistics/courseScoreList/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/statistics/scoreSum': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/statistics/scoreCount': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/statistics/studyProgressList': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, ...page } }) },
  'POST /api/v1/statistics/studyProgressList/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/statistics/chartData': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/statistics/studyAnalysis': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/statistics/studyAnalysis/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/statistics/recordList': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, ...page } }) },
  'POST /api/v1/statistics/recordList/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/course/myCourseList/export': self(staffRole, () => ({ body: {} })),
  'POST /api/v1/statistics/findStudentList': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, ...page } }) },
  'POST /api/v1/statistics/findStudentList/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  // Removing a user who is not enrolled changes nothing (removed: 0) once the access check passed.
  'POST /api/v1/statistics/deleteTeacher': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { courseId: x.t.course.sign, studentList: [x.allowed ? x.t.spareTeacher.sign : x.t.people.student.sign] } }),
  },
  'GET /api/v1/statistics/studentTemplate': self(staffRole),
  'POST /api/v1/statistics/importStudents': {
    may: courseStaff, write: true,
    req: (x) => ({ form: { fields: { courseId: x.t.course.sign }, file: { name: 's.xlsx', content: XLSX_STUDENTS() } } }),
  },
  'POST /api/v1/statistics/addStudyProgressList': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { courseId: x.t.course.sign, rows: [{ row: 2, name: x.t.spare.name, mobile: x.t.spare.mobile, studentCard: '' }] } }),
  },
  'POST /api/v1/statistics/importedStudentList': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, ...page } }) },
  'POST /api/v1/statistics/importedStudentList/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/statistics/courseActivatePageList': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.joinable.sign, ...page } }) },
  'POST /api/v1/statistics/courseActivatePageList/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.joinable.sign } }) },
  'POST /api/v1/statistics/addActivateCodes': { may: courseStaff, write: true, req: (x) => ({ body: { courseId: x.t.joinable.sign, count: 1 } }) },

  // teaching: course data files
  'POST /api/v1/courseStudy/addCourseData': {
    may: courseStaff, write: true,
    req: (x) => ({ form: { fields: { courseId: x.t.course.sign }, file: { name: '矩阵资料.pdf', content: PDF('矩阵') } } }),
  },
  'POST /api/v1/courseStudy/updateCourseData': {
    may: courseStaff, write: true, req: (x) => ({ body: { idSign: x.t.file, dataName: `${x.t.marker}讲义` } }),
  },
  'POST /api/v1/courseStudy/courseDataList/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/courseStudy/deleteCourseData': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { sign: x.allowed ? await x.tb.courseFile(x.t.course.id, x.t.people.teacher.id, '矩阵临时资料') : x.t.file } }),
  },

  // exams: the bank
  'POST /api/v1/qb/choiceList': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, page: 1, size: 50, status: '0' } }) },
  'POST /api/v1/qb/choiceList/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, status: '0' } }) },
  'POST /api/v1/qb/getChoice': { may: courseStaff, req: (x) => ({ body: { sign: x.t.bank.sign } }) },
  'POST /api/v1/qb/addChoice': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { courseId: x.t.course.sign, type: 3, subjectName: '矩阵判断题', score: 5, answer: '1' } }),
  },
  'POST /api/v1/qb/updateChoice': { may: courseStaff, write: true, req: (x) => ({ body: { idSign: x.t.bank.sign, score: 5 } }) },
  'POST /api/v1/qb/deleteChoice': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { sign: x.allowed ? (await x.tb.question(x.t.course.id, '矩阵临时题')).sign : x.t.bank.sign } }),
  },
  'POST /api/v1/qb/updateOption': {
    may: courseStaff, write: true, req: (x) => ({ body: { idSign: x.t.bank.options[0], optionContent: '选项0' } }),
  },
  'POST /api/v1/qb/addOption': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { subjectId: x.allowed ? (await x.tb.question(x.t.course.id, '矩阵临时题')).sign : x.t.bank.sign, optionContent: '矩阵' } }),
  },
  'POST /api/v1/qb/deleteOption': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { idSign: x.allowed ? (await x.tb.question(x.t.course.id, '矩阵临时题')).options[2] : x.t.bank.options[2] } }),
  },
  'GET /api/v1/qb/template': self(staffRole),
  'POST /api/v1/qb/importPreview': {
    may: courseStaff, write: true,
    req: (x) => ({ form: { fields: { courseId: x.t.course.sign }, file: { name: 'q.xlsx', content: x.fx.qbTemplate } } }),
  },
  'POST /api/v1/qb/importChoices': {
    may: courseStaff, write: true,
    req: (x) => ({ body: { courseId: x.t.course.sign, rows: [{ row: 2, type: 3, subjectName: '矩阵导入题', score: 5, answer: '1' }] } }),
  },

  // exams: exams of a course
  'POST /api/v1/exam/list': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, ...page } }) },
  'POST /api/v1/exam/list/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign } }) },
  'POST /api/v1/exam/courseListByName': self(staffRole, () => ({ body: {} })),
  'GET /api/v1/exam/mine': self(signedIn),
  'GET /api/v1/exam/managedList': self(staffRole),
  'GET /api/v1/exam/overview': { may: courseStaff, req: (x) => ({ query: { examinationId: x.t.exam.sign } }) },
  'GET /api/v1/exam/gradingQueue': { may: courseStaff, req: (x) => ({ query: { courseId: x.t.course.sign } }) },
  'POST /api/v1/exam/add': {
    may: courseStaff, write: true,
    req: (x) => ({
      body: { courseIdSign: x.t.course.sign, examinationName: '矩阵新考试', type: 2, startTime: '2030-03-01 08:00', endTime: '2030-03-01 10:00' },
    }),
  },
  'POST /api/v1/exam/update': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { idSign: x.allowed ? (await throwExam(x)).sign : x.t.draftExam.sign, examinationName: '矩阵改名' } }),
  },
  'POST /api/v1/exam/delete': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { sign: x.allowed ? (await throwExam(x)).sign : x.t.draftExam.sign } }),
  },
  'POST /api/v1/exam/get': { may: courseStaff, req: (x) => ({ body: { sign: x.t.exam.sign } }) },
  'POST /api/v1/exam/updateReleaseStatus': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { sign: x.allowed ? (await throwExam(x)).sign : x.t.draftExam.sign, status: 1 } }),
  },
  'POST /api/v1/exam/releaseChoices': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { sign: x.allowed ? (await throwExam(x, { released: 1 })).sign : x.t.exam.sign } }),
  },
  'POST /api/v1/exam/subjectList': { may: courseStaff, req: (x) => ({ body: { examinationId: x.t.exam.sign } }) },
  'POST /api/v1/exam/addSubjects': {
    may: courseStaff, write: true,
    req: async (x) => ({ body: { examinationId: x.allowed ? (await throwExam(x)).sign : x.t.draftExam.sign, subjectIdList: [x.t.bank.sign] } }),
  },
  'POST /api/v1/exam/deleteSubject': {
    may: courseStaff, write: true,
    req: async (x) => {
      const exam = x.allowed ? await throwExam(x) : x.t.draftExam;
      return { body: { examinationId: exam.sign, subjectId: exam.questions[0].sign } };
    },
  },
  'POST /api/v1/exam/twoList': { may: courseStaff, req: (x) => ({ body: { examinationId: x.t.exam.sign, recordId: x.t.record } }) },

  // exams: taking them (an enrolled student; the course's teacher may try a paper)
  'POST /api/v1/qb/getExaminationPaper': { may: enrolled, write: true, req: (x) => ({ body: { examinationId: x.t.openExam.sign } }) },
  'GET /api/v1/qb/getExaminationPaperRecord': { may: recordReaders, req: (x) => ({ query: { recordId: x.t.record } }) },
  'POST /api/v1/qb/saveExaminationPaper': {
    may: (c, own) => own && c === 'student', write: true, accept: ['试卷已提交', '作答已结束'],
    req: (x) => ({ body: { unitestingUserRecordId: x.t.record, subjectAnswerReqList: [], countDown: 0, saveSeq: 99 } }),
  },
  'POST /api/v1/exam/addRecord': { may: enrolled, write: true, req: (x) => ({ body: { examinationId: x.t.openExam.sign } }) },
  'POST /api/v1/exam/submit': {
    may: (c, own) => own && c === 'student', write: true, accept: ['试卷已提交', '作答已结束'],
    req: (x) => ({ body: { recordId: x.t.record, examinationId: x.t.exam.sign, answerList: [] } }),
  },
  'POST /api/v1/exam/getRecord': { may: recordReaders, req: (x) => ({ body: { sign: x.t.record } }) },
  // docs/exams.md: the students' calls are for students enrolled in the exam's course (listed to any signed-in user
  // until the matrix found it; issue 13).
  'GET /api/v1/course/homeworkList': {
    may: (c, own, side) => memberOrStaff(c, own) && side === 'A', req: (x) => ({ query: { courseId: x.t.course.sign } }),
  },
  'GET /api/v1/course/examList': {
    may: (c, own, side) => memberOrStaff(c, own) && side === 'A', req: (x) => ({ query: { courseId: x.t.course.sign } }),
  },
  'POST /api/v1/courseStudy/saveOfflineAnswer': {
    may: (c, own) => own && c === 'student', write: true,
    req: (x) => ({ form: { fields: { examinationId: x.t.offlineExam.sign }, file: { name: 'answer.pdf', content: PDF(x.t.marker) } } }),
  },
  // exams: records and grading (the course's teacher or its school's admin)
  'POST /api/v1/exam/findRecords': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, type: 0, ...page } }) },
  'POST /api/v1/exam/findRecords/export': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, type: 0 } }) },
  'POST /api/v1/exam/gradeAnswer': {
    may: courseStaff, write: true, req: (x) => ({ body: { recordId: x.t.record, subjectId: x.t.annotation, score: 5 } }),
  },
  'POST /api/v1/exam/gradeRecord': {
    may: courseStaff, write: true, req: (x) => ({ body: { recordId: x.t.offlineRecord, score: 50 } }),
  },
  'GET /api/v1/exam/answerFile': { may: recordReaders, req: (x) => ({ query: { recordId: x.t.offlineRecord } }) },

  // training (public catalogue and pages: a training of another school is 培训项目不存在 on this site)
  'POST /api/v1/train/getRecommendTrainList': self(anyone),
  'GET /api/v1/train/getQueryList': self(anyone),
  'POST /api/v1/train/getTrainList': self(anyone, () => ({ body: page })),
  'GET /api/v1/train/getTrainHeaderDetail/{id}': { may: onSite, req: (x) => ({ path: `/api/v1/train/getTrainHeaderDetail/${x.t.training.sign}` }) },
  'GET /api/v1/train/getTrainBodyDetail/{id}': { may: onSite, req: (x) => ({ path: `/api/v1/train/getTrainBodyDetail/${x.t.training.sign}` }) },
  'GET /api/v1/train/getTrainPlan/{id}': { may: onSite, req: (x) => ({ path: `/api/v1/train/getTrainPlan/${x.t.training.sign}` }) },
  'GET /api/v1/train/getTeacherList': { may: onSite, req: (x) => ({ query: { trainId: x.t.training.sign } }) },
  'GET /api/v1/enterprise/getEnterpriseInfoList': { may: onSite, req: (x) => ({ query: { trainId: x.t.training.sign } }) },
  'GET /api/v1/train/getTrainVideoList/{id}': { may: onSite, req: (x) => ({ path: `/api/v1/train/getTrainVideoList/${x.t.training.sign}` }) },
  'POST /api/v1/train/joinTrain': { may: signedInOnSite, write: true, req: (x) => ({ body: { trainId: x.t.training.sign } }) },
  'GET /api/v1/train/getTrainProgress/{id}': { may: trainee, req: (x) => ({ path: `/api/v1/train/getTrainProgress/${x.t.training.sign}` }) },
  'GET /api/v1/train/getWatchRecord': { may: trainee, req: (x) => ({ query: { trainId: x.t.training.sign } }) },
  'GET /api/v1/train/getTrainResources/{id}': {
    may: (c, own, side) => onSite(c, own, side) && memberOrStaff(c, own),
    req: (x) => ({ path: `/api/v1/train/getTrainResources/${x.t.training.sign}` }),
  },
  'GET /api/v1/train/getVideoAuthority/{videoId}': {
    may: (c, own, side) => onSite(c, own, side) && member(c, own),
    req: (x) => ({ path: `/api/v1/train/getVideoAuthority/${x.t.training.video.sign}`, query: { trainChapterId: x.t.training.chapter.sign } }),
  },
  'PUT /api/v1/train/videoHeartbeat': {
    may: enrolled, write: true,
    req: (x) => ({ body: { courseIdSign: x.t.training.sign, videoIdSign: x.t.training.video.sign, position: 0 } }),
  },
  'POST /api/v1/train/getMyTrainList': self(signedIn, () => ({ body: page })),
  'GET /api/v1/train/getTrainWorks/{id}': {
    may: (c, own, side) => onSite(c, own, side) && memberOrStaff(c, own),
    req: (x) => ({ path: `/api/v1/train/getTrainWorks/${x.t.training.sign}` }),
  },
  'GET /api/v1/train/getExamineList/{id}': {
    may: (c, own, side) => onSite(c, own, side) && memberOrStaff(c, own),
    req: (x) => ({ path: `/api/v1/train/getExamineList/${x.t.training.sign}` }),
  },
  'POST /api/v1/train/upAssignment': {
    may: enrolled, write: true,
    req: (x) => ({ form: { fields: { examinationId: x.t.training.work.sign }, file: { name: 'answer.pdf', content: PDF(x.t.marker) } } }),
  },
  'GET /api/v1/train/getPracticeTaskList/{id}': {
    may: (c, own, side) => onSite(c, own, side) && memberOrStaff(c, own),
    req: (x) => ({ path: `/api/v1/train/getPracticeTaskList/${x.t.training.sign}` }),
  },
  'POST /api/v1/train/startPracticeTask': { may: trainee, write: true, req: (x) => ({ body: { taskIdSign: x.t.training.task.sign } }) },
  'POST /api/v1/train/submitPracticeTask': {
    may: trainee, write: true,
    req: (x) => ({ form: { fields: { taskIdSign: x.t.training.task.sign }, file: { name: 'practice.pdf', content: PDF(x.t.marker) } } }),
  },
  'POST /api/v1/train/getPracticeRecords': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own),
    req: (x) => ({ body: { trainId: x.t.training.sign, ...page } }),
  },
  'POST /api/v1/train/getPracticeRecords/export': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own),
    req: (x) => ({ body: { trainId: x.t.training.sign } }),
  },
  'POST /api/v1/train/scorePractice': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own), write: true,
    req: (x) => ({ body: { recordId: x.t.training.practice, score: 80 } }),
  },
  'GET /api/v1/train/practiceFile': {
    may: (c, own, side) => onSite(c, own, side) && (courseStaff(c, own) || (own && c === 'student')),
    req: (x) => ({ query: { recordId: x.t.training.practice } }),
  },
  // training authoring (its teachers and its school's admins; a new training is made on the teacher's own school's site)
  'POST /api/v1/train/addTrain': self((c) => ['teacher', 'colleague', 'schoolAdmin'].includes(c), () => ({ body: { trainName: '矩阵新培训' } }), { write: true }),
  'POST /api/v1/train/getManageTrainList': self(staffRole, () => ({ body: page })),
  'POST /api/v1/train/getManageTrain': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own),
    req: (x) => ({ body: { trainId: x.t.training.sign } }),
  },
  'POST /api/v1/train/updateTrain': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own), write: true,
    req: (x) => ({ body: { trainId: x.t.training.sign, trainName: `矩阵培训${x.t.key}`, classHour: 16, plan: '矩阵培训计划', enterpriseIds: [x.t.training.enterprise] } }),
  },
  'POST /api/v1/train/publishTrain': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own), write: true,
    req: (x) => ({ body: { trainId: x.t.training.sign, status: 1 } }),
  },
  'POST /api/v1/train/addPracticeTask': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own), write: true,
    req: (x) => ({ body: { trainId: x.t.training.sign, taskId: (practiceNumber += 1), title: '矩阵新任务', passLine: 60 } }),
  },
  'POST /api/v1/train/updatePracticeTask': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own), write: true,
    req: (x) => ({ body: { idSign: x.t.training.gated.sign, taskId: 2, title: `矩阵后续任务${x.t.key}`, passLine: 60, requires: [x.t.training.task.sign] } }),
  },
  'POST /api/v1/train/deletePracticeTask': {
    may: (c, own, side) => onSite(c, own, side) && courseStaff(c, own), write: true,
    req: async (x) => ({ body: { idSign: x.allowed ? (await throwTask(x)).sign : x.t.training.gated.sign } }),
  },
  'POST /api/v1/train/upExamineFile': {
    may: enrolled, write: true,
    req: (x) => ({ form: { fields: { examinationId: x.t.training.exam.sign }, file: { name: 'answer.pdf', content: PDF(x.t.marker) } } }),
  },

  // commerce (docs/commerce.md): an order is its buyer's alone (订单不存在 for anyone else); a payment link pays for
  // whoever holds it, as a provider's own link does.
  'POST /api/v1/order/addOrder': {
    may: signedInOnSite, write: true, accept: ['您已加入该课程的学习'],
    req: (x) => ({ body: { courseId: x.t.pricedCourse.sign } }),
  },
  'POST /api/v1/order/checkDiscountCode': {
    may: signedInOnSite, accept: ['优惠码不存在', '您已加入该课程的学习'],
    req: (x) => ({ body: { courseId: x.t.pricedCourse.sign, discountCode: 'NOSUCH00' } }),
  },
  'POST /api/v1/order/updateOrderDetail': {
    may: buyer, write: true, req: async (x) => ({ body: { orderNo: (await throwOrder(x)).orderNo, discountCode: '' } }),
  },
  'POST /api/v1/discount/addBatch': {
    may: courseStaff, write: true,
    req: (x) => ({
      body: { courseId: x.t.pricedCourse.sign, name: '矩阵批次', kind: 1, value: 80, startTime: '2026-01-01', endTime: '2099-12-31', useLimit: 1, count: 1 },
    }),
  },
  'GET /api/v1/discount/getBatchList': { may: courseStaff, req: (x) => ({ query: { courseId: x.t.pricedCourse.sign } }) },
  'POST /api/v1/discount/getCodeList': { may: courseStaff, req: (x) => ({ body: { batchId: x.t.discountBatch, ...page } }) },
  'POST /api/v1/discount/getCodeList/export': { may: courseStaff, req: (x) => ({ body: { batchId: x.t.discountBatch } }) },
  'POST /api/v1/order/addTopUp': self(signedIn, () => ({ body: { amount: 100 } }), { write: true }),
  // Activation codes in bulk: anyone signed in on the course's site buys them; the codes are the buyer's alone.
  'POST /api/v1/order/addCodeOrder': {
    may: signedInOnSite, write: true, req: (x) => ({ body: { courseId: x.t.pricedCourse.sign, quantity: 1 } }),
  },
  'POST /api/v1/order/getOrderCodes': { may: buyer, req: (x) => ({ body: { orderNo: x.t.order.orderNo, ...page } }) },
  'POST /api/v1/order/getOrderCodes/export': { may: buyer, req: (x) => ({ body: { orderNo: x.t.order.orderNo } }) },
  'GET /api/v1/order/selectByCourse': { may: signedInOnSite, req: (x) => ({ query: { courseId: x.t.pricedCourse.sign } }) },
  'GET /api/v1/order/getOrderDetail': { may: buyer, req: (x) => ({ query: { orderNo: x.t.order.orderNo } }) },
  'POST /api/v1/order/getOrderList': self(signedIn, () => ({ body: page })),
  'POST /api/v1/order/deleteOrder': {
    may: buyer, write: true, req: async (x) => ({ body: { orderNo: (await throwOrder(x)).orderNo } }),
  },
  'POST /api/v1/order/toPay': { may: buyer, req: (x) => ({ body: { orderNo: x.t.order.orderNo } }) },
  'POST /api/v1/order/continuePayType/{sign}': {
    may: buyer, write: true,
    req: async (x) => ({ path: `/api/v1/order/continuePayType/${(await throwOrder(x)).orderNo}`, body: { payType: 2 } }),
  },
  'POST /api/v1/order/balancePay': {
    may: buyer, write: true, req: async (x) => ({ body: { orderNo: (await throwOrder(x)).orderNo } }),
  },
  'GET /api/v1/order/checkPayment': { may: buyer, req: (x) => ({ query: { orderNo: x.t.order.orderNo } }) },
  'GET /api/v1/order/orderSuccess/{orderNo}': {
    may: buyer, accept: ['订单未支付'], req: (x) => ({ path: `/api/v1/order/orderSuccess/${x.t.order.orderNo}` }),
  },
  'GET /api/v1/order/payQrCode': { may: buyer, req: (x) => ({ query: { orderNo: x.t.order.orderNo } }) },
  'GET /api/v1/balance/getVirtualBalance': self(signedIn),
  'POST /api/v1/balance/getVirtualRecord': self(signedIn, () => ({ body: page })),
  'GET /api/v1/pay/cashier/{token}': { may: anyone, req: (x) => ({ path: `/api/v1/pay/cashier/${x.t.order.token}` }) },
  // A provider's notification: public (Alipay's servers POST it), its signature is what is checked ("fail" otherwise).
  'POST /api/v1/pay/notify/alipay': self(anyone, () => ({ raw: { bytes: Buffer.from('out_trade_no=x&trade_status=TRADE_SUCCESS'), type: 'application/x-www-form-urlencoded' } }), { write: true }),
  'POST /api/v1/pay/cashier/{token}': {
    may: anyone, write: true, req: async (x) => ({ path: `/api/v1/pay/cashier/${(await throwOrder(x)).token}`, body: {} }),
  },
  // Refunds: an admin of the order's school (another school's order is 订单不存在).
  'POST /api/v1/order/getSchoolOrderList': self(schoolAdmins, () => ({ body: page })),
  'POST /api/v1/order/refund': {
    may: ownSchoolAdmin, write: true,
    req: async (x) => ({ body: { orderNo: (await throwPaidOrder(x)).orderNo, reason: '矩阵退款' } }),
  },
  // The platform admin's orders and balances (docs/admin.md "Orders and balances"): every school's.
  'GET /api/v1/admin/orders': self(admins, () => ({}), { platformWide: true }),
  'POST /api/v1/admin/order/refund': {
    may: admins, write: true,
    req: async (x) => ({ body: { orderNo: (await throwPaidOrder(x)).orderNo, reason: '矩阵退款' } }),
  },
  'GET /api/v1/admin/user/wallet': self(admins, () => ({ query: { userId: 'nope' } }), { accept: ['用户不存在'] }),
  // Marketers: anyone signed in applies and sees their own links; the landing page is public; an admin of the
  // marketer's school reviews (another school's marketer is 申请不存在).
  'POST /api/v1/marketer/apply': self(signedIn, () => ({ body: { realName: '' } }), { write: true }),
  'GET /api/v1/marketer/myApplication': self(signedIn),
  'POST /api/v1/marketer/getPromotion': self(signedIn, () => ({ body: page })),
  'POST /api/v1/marketer/getCommissionList': self(signedIn, () => ({ body: page })),
  'GET /api/v1/marketer/promoteQrCode': self(signedIn, (x) => ({ query: { courseId: x.t.pricedCourse.sign } })),
  'GET /api/v1/marketer/landing/{sign}': { may: anyone, req: (x) => ({ path: `/api/v1/marketer/landing/${x.t.marketer}` }) },
  'POST /api/v1/marketer/getMarketerList': self(schoolAdmins, () => ({ body: page })),
  'POST /api/v1/marketer/review': {
    may: ownSchoolAdmin, write: true,
    req: async (x) => ({ body: { marketerId: await throwMarketer(x, 0), approve: true, rate: 10 } }),
  },
  'POST /api/v1/marketer/stop': {
    may: ownSchoolAdmin, write: true,
    req: async (x) => ({ body: { marketerId: await throwMarketer(x, 1), note: '矩阵停用' } }),
  },
};

// Articles and news (docs/articles.md). Writers of articles: the author (the side's teacher) and the school's admin, on
// their own site; of news: the school's admin (its own) and the platform admin (the platform's only).
const articleWriters = (c) => ['teacher', 'colleague', 'schoolAdmin'].includes(c);
const articleManagers = (c, own, side) => onSite(c, own, side) && own && (c === 'teacher' || c === 'schoolAdmin');
const newsManagers = (c, own, side) => onSite(c, own, side) && own && c === 'schoolAdmin';
const articleBody = (x, sign) => ({ body: { sign, title: '矩阵改文章', typeId: x.t.articleType, content: '<p>正文</p>', publish: true } });
const newsBody = (sign) => ({ body: { sign, category: 1, title: '矩阵改资讯', content: '<p>正文</p>', publish: true } });
const throwArticle = (x) => x.tb.article(x.t.schoolId, x.t.people.teacher.id, '矩阵临时文章');
const throwNews = (x) => x.tb.news(x.t.schoolId, '矩阵临时资讯');
const ARTICLES = {
  'GET /api/v1/article/getArticleTypeList': self(anyone),
  'GET /api/v1/article/getAllArticleList': self(anyone, () => ({ query: page })),
  'POST /api/v1/article/getRecommendList': self(anyone, () => ({ body: {} })),
  'POST /api/v1/article/getArticleDetail': { may: onSite, req: (x) => ({ body: { sign: x.t.article } }) },
  'POST /api/v1/article/addLike': { may: signedInOnSite, write: true, accept: ['您已点过赞'], req: (x) => ({ body: { sign: x.t.article } }) },
  'POST /api/v1/article/addCollection': {
    may: signedInOnSite, write: true, accept: ['您已收藏过这篇文章'], req: (x) => ({ body: { sign: x.t.article } }),
  },
  'POST /api/v1/article/cancelCollection': {
    may: signedInOnSite, write: true, accept: ['您没有收藏这篇文章'], req: (x) => ({ body: { sign: x.t.article } }),
  },
  'POST /api/v1/article/getCollectionList': self(signedIn, () => ({ body: page })),
  'POST /api/v1/article/getBrowsingRecordList': self(signedIn, () => ({ body: page })),
  'POST /api/v1/article/getManageArticleList': self(articleWriters, () => ({ body: page })),
  'POST /api/v1/article/addArticle': self(articleWriters, (x) => ({ body: { title: '矩阵新文章', typeId: x.t.articleType, content: '<p>正文</p>' } }), { write: true }),
  'POST /api/v1/article/updateArticle': {
    may: articleManagers, write: true,
    req: async (x) => articleBody(x, x.allowed ? await throwArticle(x) : x.t.article),
  },
  'POST /api/v1/article/deleteArticle': {
    may: articleManagers, write: true, req: async (x) => ({ body: { sign: x.allowed ? await throwArticle(x) : x.t.article } }),
  },
  'POST /api/v1/article/unpublishArticle': {
    may: articleManagers, write: true, req: async (x) => ({ body: { sign: x.allowed ? await throwArticle(x) : x.t.article } }),
  },
  'POST /api/v1/article/getManageArticleDetail': { may: articleManagers, req: (x) => ({ body: { sign: x.t.draftArticle } }) },
  'GET /api/v1/article/getCourseTrainList': self((c) => TEACHERS.includes(c)),
  'POST /api/v1/article/uploadImage': self((c) => TEACHERS.includes(c) || c === 'admin', () => ({ body: {} }), { write: true }),
  'GET /api/v1/news/getNewsList': self(anyone),
  'GET /api/v1/news/getHotList': self(anyone),
  'POST /api/v1/news/getInformationList': self(anyone, () => ({ body: { page: 1, size: 9, category: 1 } })),
  'POST /api/v1/news/getNewsById': { may: onSite, req: (x) => ({ body: { sign: x.t.news } }) },
  'GET /api/v1/news/getTemplateUrl': self(anyone),
  'POST /api/v1/news/getManageNewsList': self((c) => c === 'schoolAdmin' || c === 'admin', () => ({ body: page })),
  'POST /api/v1/news/addNews': self((c) => c === 'schoolAdmin' || c === 'admin', () => ({ body: { category: 1, title: '矩阵新资讯', content: '<p>正文</p>' } }), { write: true }),
  'POST /api/v1/news/updateNews': {
    may: newsManagers, write: true, req: async (x) => newsBody(x.allowed ? await throwNews(x) : x.t.news),
  },
  'POST /api/v1/news/publishNews': {
    may: newsManagers, write: true,
    req: async (x) => ({ body: { sign: x.allowed ? await throwNews(x) : x.t.news, status: 0 } }),
  },
  'POST /api/v1/news/deleteNews': {
    may: newsManagers, write: true, req: async (x) => ({ body: { sign: x.allowed ? await throwNews(x) : x.t.news } }),
  },
  'POST /api/v1/news/getManageNewsDetail': { may: newsManagers, req: (x) => ({ body: { sign: x.t.draftNews } }) },
};
Object.assign(TABLE, ARTICLES);

// Resumes (docs/resume.md): every call works on the caller's own resume (made on first use), the tags are public, a
// share link is public. Writes are sent with inputs the forms refuse (-2), so nothing changes; the first read makes a
// resume, hence write. Another user's entry ids are tested in resume.test.mjs.
const RESUME = {
  'GET /api/v1/resume/tags/positions': self(anyone),
  'GET /api/v1/resume/tags/industries': self(anyone),
  'GET /api/v1/resume/tags/cities': self(anyone),
  'GET /api/v1/resume/tags/hotCities': self(anyone),
  'GET /api/v1/resume/tags/skills': self(anyone, () => ({ query: { code: '0101' } })),
  'GET /api/v1/resume/getResumeOptions': self(anyone),
  'GET /api/v1/resume/qualification/category': self(anyone),
  'GET /api/v1/resume/getResumeInfo': self(signedIn, () => ({}), { write: true }),
  'GET /api/v1/resume/getResumeDetail': self(signedIn, () => ({}), { write: true }),
  'PUT /api/v1/resume/updateResumeDetail': self(signedIn, () => ({ body: { name: '' } }), { write: true }),
  'PUT /api/v1/resume/updatePersonalAdvantage': self(signedIn, () => ({ query: { personalAdvantage: '优'.repeat(501) } }), { write: true }),
  'PUT /api/v1/resume/updateHeadPicture': self(signedIn, () => ({ body: {} }), { write: true }),
  'GET /api/v1/resume/headPicture': self(signedIn, () => ({}), { write: true, accept: ['文件不存在'] }),
  'POST /api/v1/resume/uploadVideo': self(signedIn, () => ({ body: {} }), { write: true }),
  'GET /api/v1/resume/getVideoDetail': self(signedIn, () => ({}), { write: true }),
  'GET /api/v1/resume/video': self(signedIn, () => ({}), { write: true, accept: ['文件不存在'] }),
  'PUT /api/v1/resume/updateTemplate': self(signedIn, () => ({ query: { templateId: 0 } }), { write: true }),
  'PUT /api/v1/resume/updateShare': self(signedIn, () => ({ body: { on: false } }), { write: true }),
  'GET /api/v1/resume/exportPdf': self(signedIn, () => ({ query: { templateId: 0 } }), { write: true }),
  'GET /api/v1/resume/share/{token}/pdf': self(anyone, () => ({ path: '/api/v1/resume/share/nosuchlink/pdf' }), { accept: ['简历不存在或未公开'] }),
  'GET /api/v1/resume/share/{token}': self(anyone, () => ({ path: '/api/v1/resume/share/nosuchlink' }), { accept: ['简历不存在或未公开'] }),
  'GET /api/v1/resume/share/{token}/headPicture': self(anyone, () => ({ path: '/api/v1/resume/share/nosuchlink/headPicture' }), { accept: ['文件不存在'] }),
  'GET /api/v1/resume/intention/list': self(signedIn, () => ({}), { write: true }),
  'POST /api/v1/resume/intention/add': self(signedIn, () => ({ body: {} }), { write: true }),
  'PUT /api/v1/resume/intention/update': self(signedIn, () => ({ body: {} }), { write: true }),
  'DELETE /api/v1/resume/intention/delete': self(signedIn, () => ({ query: { positionId: 'x' } }), { write: true }),
  'GET /api/v1/resume/qualification/list': self(signedIn, () => ({}), { write: true }),
  'POST /api/v1/resume/qualification/add': self(signedIn, () => ({ body: {} }), { write: true }),
  'PUT /api/v1/resume/qualification/update': self(signedIn, () => ({ body: {} }), { write: true }),
  'DELETE /api/v1/resume/qualification/delete': self(signedIn, () => ({ query: { qualificationId: 'x' } }), { write: true }),
  'GET /api/v1/resume/verified/candidates': self(signedIn, () => ({}), { write: true }),
  'POST /api/v1/resume/verified/add': self(signedIn, () => ({ body: {} }), { write: true }),
  'DELETE /api/v1/resume/verified/delete': self(signedIn, () => ({ query: { verifiedId: 'x' } }), { write: true }),
  'GET /api/v1/resume/practice/list': self(signedIn),
  'GET /api/v1/resume/courseLine': self(signedIn, () => ({ query: { pathCode: '0103' } })),
  'GET /api/v1/resume/processNorm/total': self(signedIn, () => ({ query: { pathCode: '0103' } })),
};
for (const [section, id] of [['education', 'educateId'], ['work', 'workId'], ['project', 'projectId'], ['train', 'trainId'],
  ['cultivate', 'cultivateId'], ['volunteer', 'volunteerId']]) {
  RESUME[`GET /api/v1/resume/${section}/list`] = self(signedIn, () => ({}), { write: true });
  RESUME[`POST /api/v1/resume/${section}/add`] = self(signedIn, () => ({ body: {} }), { write: true });
  RESUME[`PUT /api/v1/resume/${section}/update`] = self(signedIn, () => ({ body: {} }), { write: true });
  RESUME[`DELETE /api/v1/resume/${section}/delete`] = self(signedIn, () => ({ query: { [id]: 'x' } }), { write: true });
}
Object.assign(TABLE, RESUME);

// Employment (docs/employment.md): the board is public, the seeker's calls are the caller's own, the enterprise
// centre is the enterprise's own company (ownership of applications and jobs is tested in employment.test.mjs), the
// review is the platform admin's and the statistics the school admin's. Writes are sent with inputs that are refused
// (-2, or an unknown sign: -1000), so nothing changes.
const enterpriseOnly = (c) => c === 'enterprise';
const NO_JOB = { accept: ['职位不存在'] };
const EMPLOYMENT = {
  'GET /api/v1/employment/serachPost': self(anyone, () => ({ query: { searchContent: '数据', page: 1, size: 8 } })),
  'GET /api/v1/employment/getEmploymentBanner': self(anyone),
  'GET /api/v1/employment/getRightSideBanner': self(anyone),
  'GET /api/v1/employment/getEnterpriseRecommend': self(anyone),
  'GET /api/v1/employment/getOptions': self(anyone),
  'GET /api/v1/employment/getByEnterpriseRecruitmentList': self(anyone, () => ({ query: { signType: 2, page: 1, size: 8 } })),
  'GET /api/v1/employment/getJobDetails': self(anyone, () => ({ query: { positionId: 'nope' } }), NO_JOB),
  'GET /api/v1/employment/getPromoteCourse': self(anyone, () => ({ query: { positionId: 'nope' } }), NO_JOB),
  'POST /api/v1/employment/getCompanyDetails': self(anyone, () => ({ body: { companyId: 'nope' } }), { accept: ['公司不存在'] }),
  'GET /api/v1/employment/getCompanyPosts': self(anyone, () => ({ query: { sign: 'nope' } }), { accept: ['公司不存在'] }),
  'GET /api/v1/employment/getIntendedPositions': self(signedIn),
  'GET /api/v1/employment/getUserJobVo': self(signedIn),
  'GET /api/v1/employment/getSendEmail': self(signedIn, () => ({}), { write: true }),
  'GET /api/v1/employment/getUserCollectionPositions': self(signedIn),
  'GET /api/v1/employment/jobsFromChat': self(signedIn, () => ({ query: { positionIds: 'nope' } })),
  'POST /api/v1/employment/sendEmail': self(signedIn, () => ({ body: { positionId: 'nope' } }), { write: true, ...NO_JOB }),
  'POST /api/v1/employment/sendEmailAll': self(signedIn, () => ({ body: {} }), { write: true, accept: ['没有可投递的推荐职位'] }),
  'POST /api/v1/employment/addCollectionPost': self(signedIn, () => ({ body: { positionId: 'nope' } }), { write: true, ...NO_JOB }),
  'POST /api/v1/employment/removeCollectionPost': self(signedIn, () => ({ body: { positionId: 'nope' } }), { write: true, ...NO_JOB }),
  'GET /api/v1/employment/applicationResume': self(signedIn, () => ({ query: { applicationId: 'nope' } }), { accept: ['简历附件不存在'] }),
  'GET /api/v1/enterprise/company': self(enterpriseOnly),
  'PUT /api/v1/enterprise/company': self(enterpriseOnly, () => ({ body: { name: '' } }), { write: true }),
  'POST /api/v1/enterprise/logo': self(enterpriseOnly, () => ({ body: {} }), { write: true }),
  'GET /api/v1/enterprise/jobs': self(enterpriseOnly, () => ({}), { accept: ['请先完善企业信息'] }),
  'GET /api/v1/enterprise/job': self(enterpriseOnly, () => ({ query: { positionId: 'nope' } }), { accept: ['职位不存在', '请先完善企业信息'] }),
  'POST /api/v1/enterprise/job': self(enterpriseOnly, () => ({ body: { title: '' } }), { write: true }),
  'PUT /api/v1/enterprise/job': self(enterpriseOnly, () => ({ body: { positionId: 'nope', title: '' } }), { write: true }),
  'PUT /api/v1/enterprise/job/status': self(enterpriseOnly, () => ({ body: { positionId: 'nope', status: 9 } }), { write: true }),
  'GET /api/v1/enterprise/applications': self(enterpriseOnly, () => ({}), { accept: ['请先完善企业信息'] }),
  'GET /api/v1/enterprise/application': self(enterpriseOnly, () => ({ query: { applicationId: 'nope' } }),
    { write: true, accept: ['投递不存在', '请先完善企业信息'] }),
  'PUT /api/v1/enterprise/application/status': self(enterpriseOnly, () => ({ body: { applicationId: 'nope', status: 9 } }), { write: true }),
  'GET /api/v1/admin/companies': self(admins),
  'PUT /api/v1/admin/company/review': self(admins, () => ({ body: { companyId: 'nope', approve: true } }), { write: true, accept: ['公司不存在'] }),
  'PUT /api/v1/admin/job/promote': self(admins, () => ({ body: { positionId: 'nope', promoted: true } }), { write: true, ...NO_JOB }),
  'GET /api/v1/school/employmentStats': self(schoolAdmins),
  'GET /api/v1/school/employmentStats/export': self(schoolAdmins),
  'GET /api/v1/dev/mail': self(demoOnly),
};
Object.assign(TABLE, EMPLOYMENT);

// The learning assistant (docs/assistant.md): every call is the caller's own conversations (ownership is tested in
// assistant.test.mjs). Writes are sent with inputs that are refused (-2, or an unknown conversation: 404), so
// nothing changes.
const ASSISTANT = {
  // certificates: the public search and verification page, a student's own, the course's staff, the school's admins
  'POST /api/v1/certificate/search': self(anyone, () => ({ body: { name: '无此人', number: 'XJ2026999999' } })),
  'GET /api/v1/certificate/detail': self(anyone, () => ({ query: { number: 'XJ2026999999', code: 'ABCD2345' } })),
  'GET /api/v1/certificate/pdf': self(anyone, () => ({ query: { number: 'XJ2026999999', code: 'ABCD2345' } })),
  'GET /api/v1/certificate/qr': self(anyone, () => ({ query: { number: 'XJ2026999999', code: 'ABCD2345' } })),
  'GET /api/v1/certificate/myList': self(signedIn),
  'GET /api/v1/certificate/standing': { may: (c, own, side) => onSite(c, own, side) && enrolled(c, own), req: (x) => ({ query: { courseId: x.t.course.sign } }) },
  'POST /api/v1/certificate/claim': {
    may: (c, own, side) => onSite(c, own, side) && enrolled(c, own), write: true,
    accept: [/^综合成绩 [\d.]+ 分，未达到合格线 60 分，暂不能领取证书$/],
    req: (x) => ({ body: { courseId: x.t.course.sign } }),
  },
  'POST /api/v1/certificate/courseList': { may: courseStaff, req: (x) => ({ body: { courseId: x.t.course.sign, ...page } }) },
  'POST /api/v1/certificate/issueOffline': {
    may: courseStaff, write: true, accept: ['该学员已获得本课程证书'],
    req: (x) => ({ body: { courseId: x.t.course.sign, userId: x.t.people.student.sign, score: 80, remark: '矩阵' } }),
  },
  'POST /api/v1/certificate/schoolList': self(schoolAdmins, () => ({ body: page })),
  'POST /api/v1/certificate/revoke': self(schoolAdmins, () => ({ body: { number: 'XJ2026999999', reason: '矩阵' } }), { write: true }),

  'POST /api/v1/ai/sendContent': self(signedIn, () => ({ body: { content: '' } }), { write: true }),
  'POST /api/v1/ai/getUserConversationList': self(signedIn, () => ({ body: { page: 1, size: 15 } })),
  'POST /api/v1/ai/getConversationRecord': self(signedIn, () => ({ body: { conversationId: 'nope' } })),
  'POST /api/v1/ai/updateConversationName': self(signedIn, () => ({ body: { conversationId: 'nope', name: '改名' } }), { write: true }),
  'POST /api/v1/ai/deleteConversation': self(signedIn, () => ({ body: { conversationId: 'nope' } }), { write: true }),
  'GET /api/v1/ai/getSuggestedJobs': self(signedIn),
};
Object.assign(TABLE, ASSISTANT);

// simulation training (docs/simulation.md): every signed-in user plays the practices of the site's school (a sign of
// no practice answers 实训项目不存在, past the access rule); a course's staff assign them and see the trainees.
const noPractice = { sign: 'nope', day: 0 };
const practiceRead = () => ({ query: { sign: 'nope' } });
const runWrite = () => ({ body: noPractice });
const courseSimulation = (extra = {}) => ({
  may: courseStaff, accept: ['实训项目不存在'],
  req: (x) => ({ body: { courseId: x.t.course.sign, sign: 'nope', inAssessment: true, ...page } }), ...extra,
});
const SIMULATION = {
  'GET /api/v1/simulation/getPracticeCategory': self(signedIn),
  'GET /api/v1/simulation/getPracticeList': self(signedIn),
  'GET /api/v1/simulation/getPracticeBanner': self(signedIn),
  'GET /api/v1/simulation/getProcessData': self(signedIn, practiceRead),
  'POST /api/v1/simulation/getInformationList': self(signedIn, () => ({ body: page })),
  'GET /api/v1/simulation/getWhaleCreation': self(signedIn),
  'GET /api/v1/simulation/market': self(signedIn, practiceRead),
  'GET /api/v1/simulation/run/state': self(signedIn, practiceRead),
  'GET /api/v1/simulation/course/assignments': { may: courseStaff, req: (x) => ({ query: { courseId: x.t.course.sign } }) },
  'GET /api/v1/simulation/course/practices': { may: courseStaff, req: (x) => ({ query: { courseId: x.t.course.sign } }) },
  'POST /api/v1/simulation/course/trainees': courseSimulation(),
  'POST /api/v1/simulation/course/trainees/export': courseSimulation(),
  'POST /api/v1/simulation/course/assign': courseSimulation({ write: true }),
  'POST /api/v1/simulation/course/setAssessment': courseSimulation({ write: true }),
  'POST /api/v1/simulation/course/unassign': courseSimulation({ write: true }),
};
for (const decision of ['start', 'restart', 'company', 'shop', 'listing', 'unlist', 'open', 'price', 'restock', 'advertising', 'reply', 'advance'])
  SIMULATION[`POST /api/v1/simulation/run/${decision}`] = self(signedIn, runWrite, { write: true });
Object.assign(TABLE, SIMULATION);

// the industrial belt map (docs/industrial-belt.md): public figures; the platform admin edits the belts.
Object.assign(TABLE, {
  'GET /api/v1/industrialBelt/map': self(anyone),
  'GET /api/v1/industrialBelt/region': self(anyone, () => ({ query: { code: '33' } })),
  'GET /api/v1/industrialBelt/admin/list': self(admins),
  'POST /api/v1/industrialBelt/admin/save': self(admins, () => ({ body: { sign: 'nope', province: '33', name: '矩阵产业带', industries: ['矩阵'] } }), { write: true }),
  'POST /api/v1/industrialBelt/admin/delete': self(admins, () => ({ body: { sign: 'nope' } }), { write: true }),
  'GET /api/v1/upload/mine': self(signedIn),
  'GET /api/v1/external/systems': self(anyone),
  'POST /api/v1/external/launch': self(signedIn, () => ({ body: { system: 'crm' } })),
  'POST /api/v1/external/verify': self(anyone, () => ({ body: { token: 'x.y' } })),
  // The admin console (docs/admin.md): the platform admin alone; the audit rows of a school admin's own school.
  'GET /api/v1/admin/schools': self(admins),
  'GET /api/v1/admin/school': self(admins, () => ({ query: { sign: 'nope' } })),
  'POST /api/v1/admin/school/save': self(admins, () => ({ body: { sign: '', name: '' } }), { write: true }),
  'POST /api/v1/admin/school/status': self(admins, () => ({ body: { sign: 'nope', disabled: true } }), { write: true }),
  'POST /api/v1/admin/school/image': self(admins, () => ({ body: { file: 'x' } }), { write: true }),
  'GET /api/v1/admin/users': self(admins),
  'GET /api/v1/admin/user': self(admins, () => ({ query: { userId: 'nope' } })),
  'POST /api/v1/admin/user/roles': self(admins, () => ({ body: { userId: 'nope', roles: ['normal'] } }), { write: true }),
  'POST /api/v1/admin/user/status': self(admins, () => ({ body: { userId: 'nope', disabled: true } }), { write: true }),
  'POST /api/v1/admin/user/resetPassword': self(admins, () => ({ body: { userId: 'nope' } }), { write: true }),
  'GET /api/v1/admin/audit': self(admins, () => ({}), { platformWide: true }),
  'GET /api/v1/admin/audit/export': self(admins),
  'GET /api/v1/admin/audit/actions': self(admins),
  'GET /api/v1/schoolAdmin/audit': self(schoolAdmins),
  'GET /api/v1/schoolAdmin/audit/actions': self(schoolAdmins),
  'GET /api/v1/schoolAdmin/courses': self(schoolAdmins),
  // 站点内容 (docs/admin.md "Site content"): scoped by the server to the named school or the caller's own.
  'GET /api/v1/admin/site/menus': self(admins, () => ({ query: { school: '1' } })),
  'POST /api/v1/admin/site/menu/save': self(admins, () => ({ body: { school: '1', name: '' } }), { write: true }),
  'POST /api/v1/admin/site/menu/delete': self(admins, () => ({ body: { school: '1', id: 987654 } }), { write: true }),
  'POST /api/v1/admin/site/menu/order': self(admins, () => ({ body: { school: '1', ids: [987654] } }), { write: true }),
  'GET /api/v1/admin/site/adverts': self(admins, () => ({ query: { ...{ school: '1' }, position: 'banner' } })),
  'POST /api/v1/admin/site/advert/save': self(admins, () => ({ body: { school: '1', position: 'banner', title: '' } }), { write: true }),
  'POST /api/v1/admin/site/advert/delete': self(admins, () => ({ body: { school: '1', sign: 'nope' } }), { write: true }),
  'POST /api/v1/admin/site/advert/order': self(admins, () => ({ body: { school: '1', position: 'banner', signs: ['nope'] } }), { write: true }),
  'POST /api/v1/admin/site/image': self(admins, () => ({ body: { file: 'x' } }), { write: true }),
  // 站点内容 (docs/admin.md "Site content"): scoped by the server to the named school or the caller's own.
  'GET /api/v1/schoolAdmin/site/menus': self(schoolAdmins, () => ({ query: {} })),
  'POST /api/v1/schoolAdmin/site/menu/save': self(schoolAdmins, () => ({ body: { name: '' } }), { write: true }),
  'POST /api/v1/schoolAdmin/site/menu/delete': self(schoolAdmins, () => ({ body: { id: 987654 } }), { write: true }),
  'POST /api/v1/schoolAdmin/site/menu/order': self(schoolAdmins, () => ({ body: { ids: [987654] } }), { write: true }),
  'GET /api/v1/schoolAdmin/site/adverts': self(schoolAdmins, () => ({ query: { ...{}, position: 'banner' } })),
  'POST /api/v1/schoolAdmin/site/advert/save': self(schoolAdmins, () => ({ body: { position: 'banner', title: '' } }), { write: true }),
  'POST /api/v1/schoolAdmin/site/advert/delete': self(schoolAdmins, () => ({ body: { sign: 'nope' } }), { write: true }),
  'POST /api/v1/schoolAdmin/site/advert/order': self(schoolAdmins, () => ({ body: { position: 'banner', signs: ['nope'] } }), { write: true }),
  'POST /api/v1/schoolAdmin/site/image': self(schoolAdmins, () => ({ body: { file: 'x' } }), { write: true }),
  'POST /api/v1/schoolAdmin/course/status': self(schoolAdmins, () => ({ body: { sign: 'nope', status: 1 } }), { write: true }),
  'POST /api/v1/user/resetByLink': self(anyone, () => ({ body: { token: 'nope' } }), { write: true }),
  'GET /api/v1/schoolAdmin/externalSystems': self(schoolAdmins),
  'POST /api/v1/schoolAdmin/externalSystems/save': self(schoolAdmins, () => ({ body: { system: 'gyl', name: '矩阵系统', url: 'ftp://x' } }), { write: true }),
  'POST /api/v1/schoolAdmin/externalSystems/resetSecret': self(schoolAdmins, () => ({ body: { system: 'crm' } }), { write: true }),
  'POST /api/v1/schoolAdmin/externalSystems/delete': self(schoolAdmins, () => ({ body: { system: 'crm' } }), { write: true }),
  // The platform admin names the school (an unknown one is 学校不存在).
  'GET /api/v1/admin/externalSystems': self(admins, () => ({ query: { school: 'nope' } }), { accept: ['学校不存在'] }),
  'POST /api/v1/admin/externalSystems/save': self(admins, () => ({ body: { school: 'nope', system: 'gyl', name: '矩阵系统', url: 'ftp://x' } }), { write: true, accept: ['学校不存在'] }),
  'POST /api/v1/admin/externalSystems/resetSecret': self(admins, () => ({ body: { school: 'nope', system: 'crm' } }), { write: true, accept: ['学校不存在'] }),
  'POST /api/v1/admin/externalSystems/delete': self(admins, () => ({ body: { school: 'nope', system: 'crm' } }), { write: true, accept: ['学校不存在'] }),
});

export const CALLERS = ['visitor', 'normal', 'student', 'teacher', 'colleague', 'schoolAdmin', 'otherSchoolAdmin', 'enterprise', 'admin'];

// Which callers may see the private data (markers) of a side at all: its school's members.
export const INSIDERS = Object.freeze({
  A: ['student', 'teacher', 'colleague', 'schoolAdmin'],
  B: ['otherSchoolAdmin'],
});
