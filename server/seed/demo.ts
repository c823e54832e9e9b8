/**
 * The deterministic demo data set: the same rows for the same options, every time. Each area adds its
 * own records here as it arrives (see docs/seed.md).
 */
import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import { hashPassword } from '../areas/auth/password.ts';
import type { FileStore } from '../engine/fileStore.ts';
import { abroadRows } from './abroadRows.ts';
import { activityCentreRows } from './activityCentreRows.ts';
import { seedActivityPhotos } from './activityPhotos.ts';
import { cadreGenerator, DEMO_CADRES, insertCadreRows } from './cadres.ts';
import { careMemberRows, careOrganizationRows, seedCareContent } from './careChildRows.ts';
import { difficultyRows } from './difficultyRows.ts';
import { enjoyLifeCareRows, talentAchievements } from './enjoyLifeCareRows.ts';
import { seedDownloads } from './downloads.ts';
import { enjoyLifeUniversityRows } from './enjoyLifeUniversityRows.ts';
import { grantDemoRoles } from './grants.ts';
import { homeShowcaseRows, SELF_ENTRY_UNITS, seedHomeReminders, selfEntryRows } from './homeRows.ts';
import { inpatientRows } from './inpatientRows.ts';
import { officerTeamRows, seedAnnualReports } from './liaisonRows.ts';
import { meetingRows } from './meetingRows.ts';
import { organisations } from './organisations.ts';
import { parttimeRows } from './parttimeRows.ts';
import { seedNewsTrends } from './newsTrends.ts';
import { noticeRows } from './notices.ts';
import { informationPublishRows } from './informationPublishRows.ts';
import { seedOnlineCourses } from './onlineCourseRows.ts';
import { partyBranchRows } from './partyBranchRows.ts';
import { partyDuesRows } from './partyDuesRows.ts';
import { phoneBookRows } from './phoneBook.ts';
import { seedPhotos } from './photos.ts';
import { policyDocumentRows, policyReceiptRows } from './policyDocuments.ts';
import { createRandom } from './random.ts';
import { restRows } from './restRows.ts';
import { DEMO_PASSWORD, ROLES, staffUsers } from './staff.ts';
import { vanguardContentRows } from './vanguardContentRows.ts';
import { vanguardRestRows } from './vanguardRestRows.ts';
import { stayVisitRows } from './stayVisitRows.ts';
import { seedSyncFailures } from './syncFailures.ts';
import { talentDeclareRows } from './talentDeclareRows.ts';
import { workVisitRows } from './workVisits.ts';
import { zhijiangVolunteerRows } from './zhijiangVolunteerRows.ts';

export interface SeedOptions {
  seed?: number;
  /** Cadres with their archives (default DEMO_CADRES); `npm run seed -- --cadres N` writes large ones apart. */
  cadres?: number;
}

export interface SeedResult {
  organisations: number;
  users: number;
  cadres: number;
  accounts: { username: string; name: string; org: string }[];
}

/** The accounts README's table lists, in its order: the start-up log and `npm run seed` name each. */
export const DEMO_ACCOUNTS = ['admin', 'hz_admin', 'sx_admin', 'unit_user', 'sys_admin', 'sec_admin', 'audit_admin'];

/** unit_user's unit, 西湖区教育局: its own cadres, beside those the random draw files there. */
export const CLERK_UNIT = '330106-01';
const CLERK_UNIT_CADRES = 12;
/** Cadres of the main draw given an ID photo, besides every cadre of the clerk's unit. */
const PHOTOGRAPHED = 40;

/**
 * Writes the demo data into an empty, migrated database, inside the caller's transaction: the caller
 * checks for emptiness under lockSchema in that same transaction, so two starters never both seed.
 * Photos go to `files` before the commit: a failed seed leaves a few small unreferenced files there.
 */
export async function seedDemo(tx: Queryable, files: FileStore, options: SeedOptions = {}): Promise<SeedResult> {
  const seed = options.seed ?? 20181;
  const random = createRandom(seed);
  const orgs = organisations();
  const users = staffUsers(random);
  // One hash for every demo account: they share the published demo password anyway, and hashing each
  // separately would make a first start wait for a hundred scrypt runs.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insertRows(tx, 'sys_org', orgs);
  await insertRows(tx, 'sys_role', ROLES as never);
  await insertRows(
    tx,
    'sys_user',
    users.map(({ role: _role, ...user }) => ({ ...user, password_hash: passwordHash })),
  );
  await insertRows(tx, 'sys_user_role', users.map((u) => ({ user_id: u.id, role_id: u.role })));
  await insertRows(tx, 'sys_user_dept', users.map((u) => ({ user_id: u.id, org_id: u.org_id })));
  await grantDemoRoles(tx);
  const cadres = options.cadres ?? DEMO_CADRES;
  // With no cadres asked for (`--cadres 0`, or a large archive written apart afterwards) the unit gets none
  // either: a second generator would repeat the first one's ID numbers.
  const generator = cadreGenerator(orgs, seed);
  const drawn = generator.next(cadres);
  const ownUnit = cadres ? generator.next(CLERK_UNIT_CADRES, orgs.find((o) => o.id === CLERK_UNIT)!) : undefined;
  await insertCadreRows(tx, drawn);
  if (ownUnit) await insertCadreRows(tx, ownUnit);
  // Drawn after the others, so that their rows stay those of every earlier demo.
  if (cadres) for (const unit of SELF_ENTRY_UNITS) await insertCadreRows(tx, selfEntryRows(generator.next(1, orgs.find((o) => o.id === unit)!)));
  if (ownUnit) await seedHomeReminders(tx, ownUnit.cadre ?? []);
  await insertRows(tx, 'phone_book', phoneBookRows(seed));
  await insertRows(tx, 'policy_document', policyDocumentRows());
  await insertRows(tx, 'policy_document_receipt', policyReceiptRows(users, seed));
  await insertRows(tx, 'vg_content', vanguardContentRows(seed));
  await seedNewsTrends(tx, files, seed);
  const { notices, receipts } = noticeRows(users, seed);
  await insertRows(tx, 'notice', notices);
  await insertRows(tx, 'notice_receipt', receipts);
  const published = informationPublishRows(seed);
  for (const table of ['news_trend', 'work_report', 'important_meeting', 'spoon_campaign', 'daily_broadcast'] as const) await insertRows(tx, table, published[table]);
  if (cadres) {
    const all = [drawn, ...(ownUnit ? [ownUnit] : [])];
    const people = all.flatMap((r) => r.cadre ?? []);
    await insertRows(tx, 'wr_visit', workVisitRows(people, all.flatMap((r) => r.cadre_survivor ?? []), seed));
    const stays = inpatientRows(people, seed);
    await insertRows(tx, 'wr_inpatient', stays);
    await insertRows(tx, 'wr_visit', stayVisitRows(stays, seed));
    await insertRows(tx, 'wr_rest', restRows(people, seed));
    await insertRows(tx, 'wr_difficulty', difficultyRows(people, seed));
    const abroad = abroadRows(people, seed);
    await insertRows(tx, 'wr_certificate', abroad.wr_certificate);
    await insertRows(tx, 'wr_abroad', abroad.wr_abroad);
    await insertRows(tx, 'wr_parttime', parttimeRows(people, seed));
    const party = partyBranchRows(orgs, people, seed);
    const meetings = meetingRows(party.branches, party.members, seed);
    await insertRows(tx, 'vg_party_branch', party.branches);
    await insertRows(tx, 'vg_party_member', party.members);
    await insertRows(tx, 'vg_meeting', meetings.meetings);
    await insertRows(tx, 'vg_meeting_attendance', meetings.attendance);
    await insertRows(tx, 'vg_party_dues', partyDuesRows(party.members, seed));
    for (const [table, rows] of Object.entries(enjoyLifeCareRows(people, seed))) await insertRows(tx, table, rows);
    const shown = talentAchievements(all.flatMap((r) => r.cadre_talent ?? []), seed);
    await tx.query('UPDATE cadre_talent t SET achievements = v.a FROM (SELECT unnest($1::text[]) AS id, unnest($2::text[]) AS a) v WHERE t.id = v.id', [shown.ids, shown.texts]);
    for (const [table, rows] of Object.entries(zhijiangVolunteerRows(orgs, people, seed))) await insertRows(tx, table, rows);
    for (const [table, rows] of Object.entries(homeShowcaseRows(ownUnit?.cadre ?? []))) await insertRows(tx, table, rows);
    const talent = talentDeclareRows(orgs, people, CLERK_UNIT, seed);
    await insertRows(tx, 'zj_talent_config', talent.config);
    await insertRows(tx, 'zj_talent_quota', talent.quotas);
    await insertRows(tx, 'zj_talent_declare', talent.declarations);
    await insertRows(tx, 'zj_talent_approval', talent.approvals);
    await insertRows(tx, 'cadre_talent', talent.talents);
    const enjoyLife = enjoyLifeUniversityRows(people, seed);
    for (const table of ['el_university', 'el_course', 'el_student', 'el_work', 'el_question', 'el_integral'] as const) await insertRows(tx, table, enjoyLife[table]);
    const centres = activityCentreRows(orgs, people, seed);
    const photoLinks = await seedActivityPhotos(tx, files, centres.activities);
    for (const [table, rows] of [
      ['el_activity_center', centres.centres], ['el_activity_room', centres.rooms], ['el_activity_team', centres.teams],
      ['el_activity_team_member', centres.members], ['el_activity_announcement', centres.announcements], ['el_activity_appointment', centres.bookings],
      ['el_activity', centres.activities], ['el_activity_enrolment', centres.enrolments],
    ] as const) await insertRows(tx, table, rows);
    await insertRows(tx, 'sys_file_link', photoLinks);
    // Parents before the rows that name them (the seed's keys are in that order).
    for (const [table, rows] of Object.entries(vanguardRestRows(orgs, party, seed))) await insertRows(tx, table, rows);
  }
  // 关心下一代 and 工作联络 (docs/careChild.md, docs/liaison.md): reports count the archive and work records above.
  const care = careOrganizationRows(seed);
  await insertRows(tx, 'care_org', care.orgs);
  await insertRows(tx, 'care_member', careMemberRows(care.orgs, [drawn, ...(ownUnit ? [ownUnit] : [])].flatMap((r) => r.cadre ?? []), seed));
  await seedCareContent(tx, files, seed);
  await seedAnnualReports(tx, orgs);
  await insertRows(tx, 'officer_team', officerTeamRows(orgs, seed));
  await seedOnlineCourses(tx, files, seed);
  const clerkUnitCadres = ownUnit?.cadre ?? [];
  await seedPhotos(tx, files, [...drawn.cadre!.slice(0, PHOTOGRAPHED), ...clerkUnitCadres], (cadre) =>
    clerkUnitCadres.includes(cadre) ? { userId: 'user-unit', orgId: CLERK_UNIT } : { userId: 'user-admin', orgId: '330000' }, seed);
  const now = Date.now();
  if (cadres) await seedSyncFailures(tx, drawn.cadre!, now);
  await seedDownloads(tx, now);
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  return {
    organisations: orgs.length,
    users: users.length,
    cadres: cadres + clerkUnitCadres.length,
    accounts: users
      .filter((u) => DEMO_ACCOUNTS.includes(u.username))
      .map((u) => ({ username: u.username, name: u.name, org: orgName.get(u.org_id) ?? u.org_id })),
  };
}
