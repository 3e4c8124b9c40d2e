import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, weightParts, weightsError, weightsFrom, weightSum } from './standard-rules';

describe('standard rules', () => {
  it('accepts five integers 0–100 that sum to 100', () => {
    expect(weightSum(DEFAULT_WEIGHTS)).toBe(100);
    expect(weightsError(DEFAULT_WEIGHTS)).toBeNull();
    expect(weightsError({ watchVideo: 100, interactiveQuestion: 0, unitTesting: 0, theFinalExam: 0, logSig: 0 })).toBeNull();
  });

  it('names the first bad field with the server wording, then the sum', () => {
    expect(weightsError({ ...DEFAULT_WEIGHTS, interactiveQuestion: 1.5 })).toBe('互动问答必须是0到100之间的整数');
    expect(weightsError({ ...DEFAULT_WEIGHTS, logSig: 101 })).toBe('登录签到必须是0到100之间的整数');
    expect(weightsError({ ...DEFAULT_WEIGHTS, watchVideo: undefined })).toBe('观看视频必须是0到100之间的整数');
    expect(weightsError({ ...DEFAULT_WEIGHTS, logSig: 11 })).toBe('各项权重之和必须等于100');
  });

  it('pies the four parts the spec names, in its order', () => {
    expect(weightParts({ watchVideo: 40, interactiveQuestion: 10, unitTesting: 20, theFinalExam: 30, logSig: 0 })).toEqual([
      { name: '单元测试', value: 20 },
      { name: '期末考试', value: 30 },
      { name: '观看视频', value: 40 },
      { name: '登录打卡', value: 0 },
    ]);
  });

  it('reads the server strings and falls back to the defaults', () => {
    expect(weightsFrom({ watchVideo: '30', interactiveQuestion: '10', unitTesting: '20', theFinalExam: '30', logSig: '10' }).theFinalExam).toBe(30);
    expect(weightsFrom(null)).toEqual(DEFAULT_WEIGHTS);
  });
});
