/** The resources of 银龄乐享's universities, works, questions and points (issue 22, docs/enjoyLife.md), in menu order. */
import type { ResourceDef } from '../resource/types.ts';
import { collectionOfWorks } from './collectionOfWorks.ts';
import { elderlyUniversity } from './elderlyUniversity.ts';
import { integral } from './integral.ts';
import { masterPiece } from './masterPiece.ts';
import { myWorks } from './myWorks.ts';
import { questionBank } from './questionBank.ts';
import { universityCourse } from './universityCourse.ts';
import { universityStudent } from './universityStudent.ts';

export const ENJOY_LIFE_UNIVERSITY_RESOURCES: readonly ResourceDef[] = [
  universityCourse, universityStudent, elderlyUniversity, masterPiece, collectionOfWorks, myWorks, questionBank, integral,
];
