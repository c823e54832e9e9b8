/**
 * A trainee of a core-member training course: a retired cadre from the archive, once per course, added while
 * the course has not finished. Seen where the course is, kept on its permissions.
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreNameField } from './cadreSubRecord.ts';

export const backboneTrainee: ResourceDef = {
  name: 'backboneTrainee',
  table: 'vg_backbone_trainee',
  label: ['参训学员', 'Trainees'],
  titleField: 'cadreName',
  scopeVia: { field: 'trainingId', resource: 'backboneTraining' },
  permissions: { view: 'backboneTraining_view', add: 'backboneTraining_edit', edit: 'backboneTraining_edit', delete: 'backboneTraining_edit', export: 'backboneTraining_export' },
  defaultSort: 'cadreName,asc',
  sections: [{ key: 'main', label: ['学员', 'Trainee'] }],
  fields: [
    { name: 'trainingId', type: 'ref', ref: 'backboneTraining', label: ['骨干培训', 'Training'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部', 'Cadre'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { ...cadreNameField, label: ['学员姓名', 'Trainee'] },
    { name: 'result', type: 'text', label: ['培训情况', 'Result'], maxLength: 120, list: 200, form: 'main' },
  ],
};
