/**
 * 视频课程 (/enjoyLife/videoLesson; domain.md §7 video_lesson): lessons retired cadres watch online. The video
 * is an address of the platform that hosts it, http or https only (the engine's url field).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { ownerOrgField } from './enjoyLifePublish.ts';

export const videoLesson: ResourceDef = {
  name: 'videoLesson',
  table: 'el_video_lesson',
  label: ['视频课程', 'Video lessons'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('videoLesson'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'title,asc',
  sections: [{ key: 'main', label: ['课程信息', 'Lesson'] }],
  fields: [
    { name: 'title', type: 'text', label: ['课程名称', 'Lesson'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'category', type: 'dict', dict: 'video_lesson_type', label: ['课程类别', 'Category'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'teacher', type: 'text', label: ['授课老师', 'Teacher'], required: true, maxLength: 30, list: 100, search: 'contains', form: 'main' },
    { name: 'duration', type: 'integer', label: ['时长（分钟）', 'Length (minutes)'], required: true, min: 1, max: 600, list: 100, sortable: true, form: 'main' },
    { name: 'videoUrl', type: 'url', label: ['视频地址', 'Video address'], required: true, list: 260, form: 'main',
      placeholder: ['https://', 'https://'] },
    ownerOrgField(['发布单位', 'Published by']),
    { name: 'intro', type: 'longText', label: ['课程简介', 'Description'], maxLength: 2000, form: 'main' },
  ],
};
