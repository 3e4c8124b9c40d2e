import { describe, expect, it } from 'vitest';
import { answerText, draftOf, emptyDraft, removeOption, validateDraft, type QuestionDraft } from './question-rules';
import { question } from './test-fixtures';

const draft = (over: Partial<QuestionDraft>): QuestionDraft => ({ ...emptyDraft(), subjectName: '题目', options: ['甲', '乙', '丙'], single: 'B', ...over });

describe('question rules (docs/exams.md, messages verbatim)', () => {
  it('accepts a single choice and sends lettered options', () => {
    const { errors, input } = validateDraft(draft({}));
    expect(errors).toEqual({});
    expect(input).toEqual({
      type: 1, subjectName: '题目', level: 1, score: 5, answer: 'B', analysis: '',
      optionList: [{ optionName: 'A', optionContent: '甲' }, { optionName: 'B', optionContent: '乙' }, { optionName: 'C', optionContent: '丙' }],
    });
  });

  it('names every bad field with the contract message', () => {
    const { errors, input } = validateDraft(draft({ subjectName: '  ', single: null, options: ['甲', ' '], score: 0, serialNumber: 0, level: 4, analysis: 'x'.repeat(5001) }));
    expect(input).toBeNull();
    expect(errors).toEqual({
      subjectName: '请输入题目',
      answer: '请设置正确答案',
      optionAt: { 1: '请输入选项内容' },
      score: '分值必须是1到100之间的整数',
      serialNumber: '题号必须是正整数',
      level: '难度只能是易、中、难',
      analysis: '解析不能超过5000个字',
    });
    expect(validateDraft(draft({ subjectName: '题'.repeat(2001) })).errors.subjectName).toBe('题目不能超过2000个字');
    expect(validateDraft(draft({ score: 101 })).errors.score).toBe('分值必须是1到100之间的整数');
    expect(validateDraft(draft({ type: null })).errors.type).toBe('请选择题型');
  });

  it('needs 2–8 options and an answer that is one of them', () => {
    expect(validateDraft(draft({ options: ['甲'], single: 'A' })).errors.options).toBe('选项至少两个、至多八个');
    expect(validateDraft(draft({ options: Array(9).fill('x'), single: 'A' })).errors.options).toBe('选项至少两个、至多八个');
    expect(validateDraft(draft({ single: 'D' })).errors.answer).toBe('正确答案必须是选项之一');
  });

  it('multiple choice: two or more letters, sorted and joined by commas', () => {
    expect(validateDraft(draft({ type: 2, multiple: ['C'] })).errors.answer).toBe('请设置正确答案');
    expect(validateDraft(draft({ type: 2, multiple: ['C', 'A'] })).input?.answer).toBe('A,C');
  });

  it('judgment 1/0, fill-in accepted answers joined by |, annotation reference optional', () => {
    expect(validateDraft(draft({ type: 3 })).errors.answer).toBe('请设置正确答案');
    expect(validateDraft(draft({ type: 3, judgment: '0' })).input).toMatchObject({ answer: '0', optionList: [] });
    expect(validateDraft(draft({ type: 4 })).errors.answer).toBe('请设置正确答案');
    expect(validateDraft(draft({ type: 4, fills: ['北京', ' 北京市 '] })).input?.answer).toBe('北京|北京市');
    expect(validateDraft(draft({ type: 4, fills: ['x'.repeat(201)] })).errors.answer).toBe('每个答案不能超过200个字');
    expect(validateDraft(draft({ type: 5 })).input).toMatchObject({ answer: '', optionList: [] });
  });

  it('removing an option re-letters the rest and moves the answers with them', () => {
    const next = removeOption(draft({ options: ['甲', '乙', '丙', '丁'], single: 'C', multiple: ['B', 'D'] }), 1);
    expect(next.options).toEqual(['甲', '丙', '丁']);
    expect(next.single).toBe('B');
    expect(next.multiple).toEqual(['C']);
    expect(removeOption(draft({ single: 'B' }), 1).single).toBeNull();
  });

  it('reads a stored question back into the drawer', () => {
    expect(draftOf(question(1, { type: 2, answer: 'A,B' })).multiple).toEqual(['A', 'B']);
    expect(draftOf(question(1, { type: 4, answer: '北京|北京市', optionList: [] })).fills).toEqual(['北京', '北京市']);
    expect(answerText(3, '1')).toBe('正确');
    expect(answerText(4, '北京|北京市')).toBe('北京 / 北京市');
  });
});
