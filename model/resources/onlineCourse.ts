/**
 * 在线学习 (/vanguard/onlineLearning; domain.md §5 online_course): a course of the online academy, a link to
 * where it is watched (http or https only) with its cover and an optional PDF. Published courses make
 * 网上学院 (/vanguard/classroom/netWorkAcademy), the learners' catalogue; a withdrawn one leaves it.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { publishLifecycle } from './publishLifecycle.ts';

export const onlineCourse: ResourceDef = {
  name: 'onlineCourse',
  table: 'vg_online_course',
  label: ['学习课程', 'Courses'],
  titleField: 'name',
  orgField: 'orgId',
  permissions: standardPermissions('onlineCourse'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'createTime,desc',
  sections: [{ key: 'main', label: ['课程信息', 'Course'] }],
  fields: [
    { name: 'name', type: 'text', label: ['课程名称', 'Course'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'courseType', type: 'dict', dict: 'course_type', label: ['课程类型', 'Type'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'orgId', type: 'org', label: ['发布单位', 'Published by'], required: true, createOnly: true, list: 160, search: 'subtree', form: 'main' },
    { name: 'url', type: 'url', label: ['课程地址', 'Address'], required: true, list: 260, form: 'main', help: ['以 http:// 或 https:// 开头的网址', 'A web address starting with http:// or https://'] },
    { name: 'thumbnail', type: 'image', label: ['课程封面', 'Cover'], required: true, list: 80, form: 'main', help: ['jpg 或 png', 'jpg or png'] },
    { name: 'attachments', type: 'files', label: ['课件（PDF）', 'Handout (PDF)'], form: 'main' },
    { name: 'intro', type: 'longText', label: ['课程简介', 'About'], maxLength: 500, form: 'main' },
    { name: 'status', type: 'dict', dict: 'push_status', label: ['发布状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: publishLifecycle(),
};
