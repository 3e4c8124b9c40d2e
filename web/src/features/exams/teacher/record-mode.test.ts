import { describe, expect, it } from 'vitest';
import { answerModeOf, recordAnswerMode } from './record-mode';

describe('the answer mode of a record', () => {
  it('reads the record field in both encodings: "0"/"1" strings and the exam numbers 1/2', () => {
    expect(recordAnswerMode('0')).toBe(1);
    expect(recordAnswerMode('1')).toBe(2);
    expect(recordAnswerMode(1)).toBe(1);
    expect(recordAnswerMode(2)).toBe(2);
    expect(recordAnswerMode(undefined)).toBeNull();
    expect(recordAnswerMode(null)).toBeNull();
    expect(recordAnswerMode('x')).toBeNull();
  });

  it('the record field wins over the exam list', () => {
    expect(answerModeOf({ answerMode: '1', hasFile: false }, { answerMode: 1 })).toBe(2);
    expect(answerModeOf({ answerMode: '0', hasFile: true }, { answerMode: 2 })).toBe(1);
    expect(answerModeOf({ answerMode: 2, hasFile: false }, null)).toBe(2);
  });

  it('without the field: the exam, then the uploaded file', () => {
    expect(answerModeOf({ hasFile: false }, { answerMode: 2 })).toBe(2);
    expect(answerModeOf({ hasFile: true }, { answerMode: 1 })).toBe(1);
    expect(answerModeOf({ hasFile: true }, undefined)).toBe(2);
    expect(answerModeOf({ hasFile: false }, undefined)).toBe(1);
  });
});
