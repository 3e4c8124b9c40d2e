import { describe, expect, it } from 'vitest';
import { standardParts } from './standard-parts';

describe('standardParts', () => {
  it('falls back to 1 for every part when the course has no standard', () => {
    expect(standardParts([])).toEqual([
      { name: '单元测试', value: 1 },
      { name: '期末考试', value: 1 },
      { name: '观看视频', value: 1 },
      { name: '登录打卡', value: 1 },
    ]);
    expect(standardParts(undefined).map((part) => part.value)).toEqual([1, 1, 1, 1]);
  });

  it('uses the standard percentages (strings) when there is one', () => {
    const parts = standardParts([
      { id: '1', courseId: 'c', watchVideo: '40', interactiveQuestion: '0', unitTesting: '20', theFinalExam: '30', logSig: '10' },
    ]);
    expect(parts).toEqual([
      { name: '单元测试', value: 20 },
      { name: '期末考试', value: 30 },
      { name: '观看视频', value: 40 },
      { name: '登录打卡', value: 10 },
    ]);
  });
});
