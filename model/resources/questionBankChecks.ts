/**
 * Record checks of 题库管理 (questionBank.ts): a choice question has at least two options and an answer among
 * them (one letter for single choice, two or more for multiple choice); a true/false question has no options
 * and answers 正确 or 错误.
 */
import type { RecordCheck } from '../resource/types.ts';

const SINGLE = '1';
const MULTIPLE = '2';
const JUDGE = '3';

/** The options as entered, one a line, blank lines left out. */
export function optionLines(options: unknown): string[] {
  return typeof options === 'string' ? options.split('\n').map((line) => line.trim()).filter(Boolean) : [];
}

const letters = (answer: unknown) => (typeof answer === 'string' ? answer.trim().toUpperCase().split('') : []);

function answerFits(r: Readonly<Record<string, unknown>>): boolean {
  if (typeof r.answer !== 'string' || r.answer === '') return true;
  if (r.questionType === JUDGE) return r.answer === '正确' || r.answer === '错误';
  const chosen = letters(r.answer);
  const count = optionLines(r.options).length;
  const valid = chosen.every((c) => c >= 'A' && c.charCodeAt(0) - 65 < count) && new Set(chosen).size === chosen.length;
  if (r.questionType === SINGLE) return valid && chosen.length === 1;
  if (r.questionType === MULTIPLE) return valid && chosen.length >= 2;
  return true;
}

export const questionBankChecks: readonly RecordCheck[] = [
  {
    field: 'options',
    message: ['选择题至少需要两个选项（每行一个）', 'A choice question needs two options or more, one a line'],
    test: (r) => (r.questionType !== SINGLE && r.questionType !== MULTIPLE) || optionLines(r.options).length >= 2,
  },
  {
    field: 'options',
    message: ['选择题最多六个选项', 'A choice question has six options at most'],
    test: (r) => optionLines(r.options).length <= 6,
  },
  {
    field: 'options',
    message: ['判断题不填选项', 'A true/false question has no options'],
    test: (r) => r.questionType !== JUDGE || optionLines(r.options).length === 0,
  },
  {
    field: 'answer',
    message: ['正确答案须为选项中的字母：单选题一个，多选题两个及以上；判断题填“正确”或“错误”',
      'The answer must be among the options’ letters: one for single choice, two or more for multiple choice; 正确 or 错误 for true/false'],
    test: answerFits,
  },
];
