/**
 * 银耀之江's volunteers, lecturers and other pages (issue 21, docs/zhijiang.md): their records run on the
 * engine with the hooks installed here.
 */
import { registerHooks } from '../../engine/hooks.ts';
import { lectureHooks, lecturerGroupHooks, lecturerHooks } from './lecturerHooks.ts';
import { studioHooks } from './studioHooks.ts';
import { activityHooks, personHooks, registrationHooks, teamHooks } from './volunteerHooks.ts';

export function zhijiangVolunteerRoutes(): void {
  registerHooks('volunteerTeam', teamHooks);
  registerHooks('volunteerPerson', personHooks);
  registerHooks('voluntaryremittance', activityHooks);
  registerHooks('volunteerRegistration', registrationHooks);
  registerHooks('redLecturerOrganization', lecturerGroupHooks);
  registerHooks('redLecturer', lecturerHooks);
  registerHooks('redLecture', lectureHooks);
  registerHooks('studio', studioHooks);
}
