import type { CourseInfo } from '@/api/courses';
import type { CourseBody } from '@/api/authoring';
import { AUTHORING_TEXT } from '../texts';

const T = AUTHORING_TEXT.info;

/** The step 1 form's values (antd Form). */
export type CourseFormValues = {
  name: string;
  coursePicture: string;
  coursePrice: string;
  courseScore: string;
  courseTime: string;
  types: string[];
  type: 1 | 2;
  kind: 4 | 5 | 6;
  introduction: string;
  courseDetails: string;
};

export const EMPTY_COURSE: CourseFormValues = {
  name: '',
  coursePicture: '',
  coursePrice: '',
  courseScore: '',
  courseTime: '',
  types: [],
  type: 1,
  kind: 4,
  introduction: '',
  courseDetails: '',
};

const chars = (s: string): number => Array.from(s).length;

/** The rules of docs/authoring.md, field by field: the message, or null when valid. */
export const courseRules = {
  name: (v: string): string | null => (!v.trim() ? T.nameRequired : chars(v.trim()) > 50 ? T.nameLong : null),
  coursePrice: (v: string): string | null =>
    !v.trim() ? null : /^\d+$/.test(v.trim()) && Number(v) <= 100000 ? null : T.priceInvalid,
  courseScore: (v: string): string | null => {
    if (!v.trim()) return null;
    const n = Number(v);
    return /^\d+(\.\d+)?$/.test(v.trim()) && n <= 100 ? null : T.creditInvalid;
  },
  courseTime: (v: string): string | null =>
    !v.trim() ? null : /^\d+$/.test(v.trim()) && Number(v) <= 10000 ? null : T.periodInvalid,
  types: (v: string[]): string | null => (v?.length === 3 ? null : T.courseTypeRequired),
  introduction: (v: string): string | null => (chars(v ?? '') > 500 ? T.introductionLong : null),
  courseDetails: (v: string): string | null => (chars(v ?? '') > 20000 ? T.detailsLong : null),
};

export function toCourseBody(v: CourseFormValues): CourseBody {
  return {
    name: v.name.trim(),
    introduction: v.introduction ?? '',
    courseDetails: v.courseDetails ?? '',
    coursePicture: v.coursePicture ?? '',
    coursePrice: (v.coursePrice ?? '').trim(),
    courseScore: (v.courseScore ?? '').trim(),
    courseTime: (v.courseTime ?? '').trim(),
    courseTypeIdSign: v.types[0] ?? '',
    courseType2IdSign: v.types[1] ?? '',
    courseType3IdSign: v.types[2] ?? '',
    type: v.type === 2 ? 2 : 1,
    kind: v.kind,
  };
}

/** A stored course back into the form (fen → yuan). */
export function fromCourseInfo(info: CourseInfo): CourseFormValues {
  return {
    name: info.name,
    coursePicture: info.coursePicture,
    coursePrice: info.coursePrice ? String(Math.round(info.coursePrice / 100)) : '',
    courseScore: info.courseScore ? String(info.courseScore) : '',
    courseTime: info.courseTime ? String(info.courseTime) : '',
    types: [info.courseTypeIdSign, info.courseType2IdSign, info.courseType3IdSign].filter(Boolean),
    type: info.type === 2 ? 2 : 1,
    kind: info.kind,
    introduction: info.introduction,
    courseDetails: info.courseDetails,
  };
}
