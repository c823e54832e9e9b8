/** The resources of 工作记录 (issue 19, docs/workRecord.md), in the order their pages appear. */
import type { ResourceDef } from '../resource/types.ts';
import { abroad } from './abroad.ts';
import { abroadCertificate } from './abroadCertificate.ts';
import { abroadOverdue } from './abroadOverdue.ts';
import { allopatryVisit } from './allopatryVisit.ts';
import { birthdayVisit } from './birthdayVisit.ts';
import { dailyVisit } from './dailyVisit.ts';
import { difficulty } from './difficulty.ts';
import { holidayVisit } from './holidayVisit.ts';
import { hospitalizationVisit } from './hospitalizationVisit.ts';
import { inpatient } from './inpatient.ts';
import { parttime } from './parttime.ts';
import { rest } from './rest.ts';
import { testamentVisit } from './testamentVisit.ts';

/** 走访慰问, one resource per kind over one table. */
export const VISIT_RESOURCES: readonly ResourceDef[] = [birthdayVisit, hospitalizationVisit, holidayVisit, allopatryVisit, dailyVisit, testamentVisit];

export const WORK_RECORD_RESOURCES: readonly ResourceDef[] = [
  ...VISIT_RESOURCES, inpatient, rest, difficulty, abroad, abroadOverdue, abroadCertificate, parttime,
];

/** What a cadre's archive shows of the work done for them: every kind, less the overdue trips (a view of the trips). */
export const CADRE_WORK_RECORDS: readonly ResourceDef[] = WORK_RECORD_RESOURCES.filter((def) => def !== abroadOverdue);
