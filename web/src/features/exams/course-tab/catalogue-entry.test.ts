import { describe, expect, it } from 'vitest';
import { examItem } from '@/testing/exam-fixtures';
import { catalogueEntry } from './catalogue-entry';

const NOW = Date.parse('2026-11-22T10:00:00+08:00');

describe('a homework or exam in the catalogue', () => {
  it('an open one without an attempt starts on the paper', () => {
    expect(catalogueEntry(examItem({ idSign: 'e1' }), true, NOW)).toEqual({ kind: 'link', href: '/testPaper/e1', label: '开始作答' });
  });

  it('an attempt in progress continues on the paper', () => {
    expect(catalogueEntry(examItem({ idSign: 'e1', submitStatus: 0, recordId: 'r1' }), true, NOW)).toEqual({
      kind: 'link',
      href: '/testPaper/e1',
      label: '继续作答',
    });
  });

  it('a submitted one opens its result, even when another attempt is allowed', () => {
    const submitted = examItem({ idSign: 'e1', commitStatus: 1, submitStatus: 2, studentScore: 80, recordId: 'r9' });
    expect(catalogueEntry(submitted, true, NOW)).toEqual({ kind: 'link', href: '/look-answer?recordId=r9', label: '查看结果' });
    expect(catalogueEntry({ ...submitted, canStart: false, expired: true }, true, NOW)).toMatchObject({ href: '/look-answer?recordId=r9' });
  });

  it('is not clickable, with the reason: not joined, not started, ended, offline, not released', () => {
    expect(catalogueEntry(examItem(), false, NOW)).toEqual({ kind: 'blocked', reason: '请先加入学习' });
    expect(catalogueEntry(examItem({ canStart: false, startTime: '2026-11-30T09:00:00+08:00' }), true, NOW)).toEqual({
      kind: 'blocked',
      reason: '2026-11-30 09:00 开始',
    });
    expect(catalogueEntry(examItem({ canStart: false, expired: true }), true, NOW)).toEqual({ kind: 'blocked', reason: '已结束' });
    expect(catalogueEntry(examItem({ answerMode: 2 }), true, NOW)).toEqual({ kind: 'blocked', reason: '线下作答，请在“作业与考试”中上传答案' });
    expect(catalogueEntry(undefined, true, NOW)).toEqual({ kind: 'blocked', reason: '暂未开放' });
  });
});
