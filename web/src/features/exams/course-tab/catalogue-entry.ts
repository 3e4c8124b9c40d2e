import { formatServerTime } from '@/lib/time';
import type { ExamItem } from '@/api/exams';
import { EXAM_TEXT } from '../paper/texts';
import { examActions } from './exam-list';

const T = EXAM_TEXT.catalogue;

/** Where a catalogue child leads: a link (the paper or the result), or why it cannot be opened. */
export type CatalogueEntry = { kind: 'link'; href: string; label: string } | { kind: 'blocked'; reason: string };

/**
 * A homework or exam in the catalogue, from the same row 作业与考试 shows (`item`; undefined when the lists do not
 * have it: not released, or the lists could not load). The actions are the tab's (`examActions`): an attempt in
 * progress continues on the paper, a submitted one opens its result, an open one starts; otherwise the reason.
 */
export function catalogueEntry(item: ExamItem | undefined, enrolled: boolean, now: number = Date.now()): CatalogueEntry {
  if (!enrolled) return { kind: 'blocked', reason: T.joinFirst };
  if (!item) return { kind: 'blocked', reason: T.unavailable };
  const actions = examActions(item);
  const resume = actions.find((a) => a.kind === 'resume');
  if (resume) return { kind: 'link', href: resume.href, label: resume.label };
  const result = actions.find((a) => a.kind === 'result');
  if (result) return { kind: 'link', href: result.href, label: result.label };
  const start = actions.find((a) => a.kind === 'start');
  if (start) return { kind: 'link', href: start.href, label: start.label };
  if (item.expired) return { kind: 'blocked', reason: T.expired };
  const startsAt = item.startTime ? Date.parse(item.startTime) : Number.NaN;
  if (Number.isFinite(startsAt) && startsAt > now) return { kind: 'blocked', reason: T.notStarted(formatServerTime(item.startTime)) };
  if (item.answerMode === 2) return { kind: 'blocked', reason: T.offline };
  return { kind: 'blocked', reason: T.unavailable };
}

