/**
 * 题库管理 (/enjoyLife/questionBank, approval/{id}; domain.md §7): quiz questions for retired cadres, single
 * choice, multiple choice or true/false, their options one per line (A, B, C … in order) and the answer by
 * letters (正确 or 错误 for true/false), checked against the options (questionBankChecks.ts). Reviewed on
 * the engine's review workflow before a question is used. Scope: the question's organisation.
 */
import { reviewFields, reviewLifecycle } from '../resource/reviewLifecycle.ts';
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const questionBank: ResourceDef = {
  name: 'questionBank',
  table: 'el_question',
  label: ['题库管理', 'Question bank'],
  titleField: 'question',
  orgField: 'orgId',
  permissions: standardPermissions('questionBank'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'updateTime,desc',
  sections: [
    { key: 'main', label: ['题目', 'Question'] },
    { key: 'review', label: ['审核信息', 'Review'] },
  ],
  fields: [
    { name: 'question', type: 'longText', label: ['题干', 'Question'], required: true, maxLength: 500, list: 300, search: 'contains', form: 'main' },
    { name: 'questionType', type: 'dict', dict: 'question_type', label: ['题型', 'Type'], required: true, list: 80, search: 'in', form: 'main' },
    { name: 'options', type: 'longText', label: ['选项', 'Options'], maxLength: 1000, form: 'main',
      help: ['每行一个选项，依次为A、B、C…；判断题不填', 'One option a line, A, B, C … in order; none for true/false'] },
    { name: 'answer', type: 'text', label: ['正确答案', 'Answer'], required: true, maxLength: 10, list: 80, form: 'main',
      help: ['填选项字母，如 B 或 ACD；判断题填“正确”或“错误”', 'The options’ letters, as B or ACD; 正确 or 错误 for true/false'] },
    { name: 'category', type: 'text', label: ['题目分类', 'Category'], maxLength: 32, list: 100, search: 'contains', form: 'main' },
    { name: 'analysis', type: 'longText', label: ['答案解析', 'Explanation'], maxLength: 1000, form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, createOnly: true, list: 170, search: 'subtree', form: 'main' },
    ...reviewFields('review'),
  ],
  lifecycle: reviewLifecycle('questionBank'),
};
