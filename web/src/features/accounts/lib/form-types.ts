import { ACCOUNT_TEXT } from '../texts';

/** The login panel's form types (spec 01 §2.6, §4). */
export type FormType =
  | 'login'
  | 'regist'
  | 'forget'
  | 'setPassword'
  | 'registered'
  | 'reseted'
  | 'authentication_student'
  | 'authentication_teacher';

export type Heading = { title: string; link?: { text: string; to: FormType } };

const T = ACCOUNT_TEXT.titles;
const L = ACCOUNT_TEXT.links;

/** Title and the link beside it, per mode (the table of spec 01 §2.6). */
export const HEADINGS: Record<FormType, Heading> = {
  login: { title: T.login, link: { text: L.toRegister, to: 'regist' } },
  regist: { title: T.regist, link: { text: L.toLoginFromRegister, to: 'login' } },
  forget: { title: T.forget, link: { text: L.toLogin, to: 'login' } },
  setPassword: { title: T.forget, link: { text: L.toLogin, to: 'login' } },
  registered: { title: T.regist },
  reseted: { title: T.forget },
  authentication_student: { title: T.authenticationStudent, link: { text: L.toTeacherAuthentication, to: 'authentication_teacher' } },
  authentication_teacher: { title: T.authenticationTeacher, link: { text: L.toStudentAuthentication, to: 'authentication_student' } },
};
