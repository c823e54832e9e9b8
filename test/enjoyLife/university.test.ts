/**
 * 老年大学, 学科设置, 报名学员 and 智慧校园 (issue 22): a university with its http/https site, a course of a
 * discipline, students enrolled until the course is full (refused, nothing written), a cadre over the
 * course's age limit refused, a refund freeing a place, the limit never below the enrolled, names kept in
 * step, the campus summary; a Hangzhou user never sees a Ningbo university, its courses or students.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { createSub } from '../cadre/helpers/cadreData.ts';
import { API, countRows, partyCadre } from '../vanguard/helpers/branchData.ts';

const universityInput = (over: Record<string, unknown> = {}) => ({
  universityName: '测试老年大学', orgId: '330106', address: '杭州市西湖区文二路1号', phone: '0571-87000001', url: 'https://www.example.cn',
  synopsis: '面向离退休干部的老年大学', teachingActivities: '春秋两学期', ...over,
});
const courseInput = (universityId: string, over: Record<string, unknown> = {}) => ({
  universityId, discipline: '书画', courseName: '书法（楷书）', teacher: '王立群', years: 2, tuition: 300, courseStatus: '0',
  plannedEnrollment: 2, limitNum: 2, ageLimit: 90, ...over,
});
const enrol = (client: SignedClient, courseId: string, cadreId: string, over: Record<string, unknown> = {}) =>
  client.json(`${API}/universityStudent`, { method: 'POST', json: { courseId, cadreId, stuType: '2', enrolDate: '2026-03-01', tuitionFlag: true, ...over } });

for (const engine of ENGINES) {
  describe(`老年大学 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('keeps a university with an http/https site and a phone, and refuses other addresses', async () => {
      const bad = await hz.json(`${API}/elderlyUniversity`, { method: 'POST', json: universityInput({ url: 'ftp://www.example.cn', phone: '12345' }) });
      assert.equal(bad.status, 400);
      const fields = bad.body.data.errors.map((e: any) => e.field).sort();
      assert.deepEqual(fields, ['phone', 'url']);
      const made = await createSub(hz, 'elderlyUniversity', universityInput({ universityName: '测试网址大学' }));
      assert.equal(made.url, 'https://www.example.cn');
    });

    it('enrols students up to the course’s limit, then refuses (nothing written), and a refund frees a place', async () => {
      const university = await createSub(hz, 'elderlyUniversity', universityInput({ universityName: '测试满员大学' }));
      const course = await createSub(hz, 'universityCourse', courseInput(university.id, { courseName: '测试满员课程' }));
      assert.equal(course.universityName, '测试满员大学');
      assert.equal(course.actualEnrollment, 0);
      const [a, b, c] = [await partyCadre(hz, '学员甲'), await partyCadre(hz, '学员乙'), await partyCadre(hz, '学员丙')];
      const first = (await enrol(hz, course.id, a.id)).body.data;
      assert.equal(first.cadreName, '学员甲');
      assert.equal(first.courseName, '测试满员课程');
      assert.equal(first.universityName, '测试满员大学');
      assert.equal((await enrol(hz, course.id, b.id)).status, 200);
      assert.equal((await hz.json(`${API}/universityCourse/${course.id}`)).body.data.actualEnrollment, 2);
      const before = await countRows(server, 'el_student');
      const full = await enrol(hz, course.id, c.id);
      assert.equal(full.status, 400);
      assert.deepEqual(full.body.data.errors, [{ field: 'courseId', message: '该课程已报满（限报2人），不能再报名' }]);
      assert.equal(await countRows(server, 'el_student'), before, 'nothing written');
      const twice = await enrol(hz, course.id, a.id);
      assert.deepEqual(twice.body.data.errors, [{ field: 'cadreId', message: '该学员已报名本课程' }]);

      const unpaidRefund = await hz.json(`${API}/universityStudent/${first.id}`, { method: 'PUT', json: { version: first.version, tuitionFlag: false, refundFlag: true } });
      assert.deepEqual(unpaidRefund.body.data.errors, [{ field: 'refundFlag', message: '未缴费的学员不能退费' }]);
      const refunded = await hz.json(`${API}/universityStudent/${first.id}`, { method: 'PUT', json: { version: first.version, refundFlag: true } });
      assert.equal(refunded.body.data.refundFlag, true, JSON.stringify(refunded.body));
      assert.equal((await hz.json(`${API}/universityCourse/${course.id}`)).body.data.actualEnrollment, 1, 'a refunded student no longer counts');
      assert.equal((await enrol(hz, course.id, c.id)).status, 200, 'the freed place is taken');
      const back = await hz.json(`${API}/universityStudent/${first.id}`, { method: 'PUT', json: { version: refunded.body.data.version, refundFlag: false } });
      assert.deepEqual(back.body.data.errors, [{ field: 'courseId', message: '该课程已报满（限报2人），不能再报名' }], 'taking a refunded student back needs a place');

      const fresh = (await hz.json(`${API}/universityCourse/${course.id}`)).body.data;
      const lower = await hz.json(`${API}/universityCourse/${course.id}`, { method: 'PUT', json: { version: fresh.version, limitNum: 1, plannedEnrollment: 1 } });
      assert.deepEqual(lower.body.data.errors, [{ field: 'limitNum', message: '限报人数不能少于已报名的2人' }]);
      const planned = await hz.json(`${API}/universityCourse/${course.id}`, { method: 'PUT', json: { version: fresh.version, plannedEnrollment: 5 } });
      assert.deepEqual(planned.body.data.errors, [{ field: 'plannedEnrollment', message: '计划招生人数不能超过限报人数' }]);
    });

    it('refuses a cadre older than the course’s age limit on the day of enrolment', async () => {
      const university = await createSub(hz, 'elderlyUniversity', universityInput({ universityName: '测试年龄大学' }));
      const course = await createSub(hz, 'universityCourse', courseInput(university.id, { courseName: '测试年龄课程', ageLimit: 80, limitNum: 10 }));
      const old = await partyCadre(hz, '高龄学员'); // born in 1941: 84 or 85 in 2026
      const before = await countRows(server, 'el_student');
      const refused = await enrol(hz, course.id, old.id);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.data.errors[0].field, 'cadreId');
      assert.match(refused.body.data.errors[0].message, /^该学员报名时8[45]岁，超过本课程的年龄上限（80岁），不能报名$/);
      assert.equal(await countRows(server, 'el_student'), before, 'nothing written');
    });

    it('keeps the university’s name on its courses and students when renamed', async () => {
      const university = await createSub(hz, 'elderlyUniversity', universityInput({ universityName: '测试更名前大学' }));
      const course = await createSub(hz, 'universityCourse', courseInput(university.id, { courseName: '测试更名课程', limitNum: 5 }));
      const student = (await enrol(hz, course.id, (await partyCadre(hz, '更名学员')).id)).body.data;
      const renamed = await hz.json(`${API}/elderlyUniversity/${university.id}`, { method: 'PUT', json: { version: university.version, universityName: '测试更名后大学' } });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
      assert.equal((await hz.json(`${API}/universityCourse/${course.id}`)).body.data.universityName, '测试更名后大学');
      assert.equal((await hz.json(`${API}/universityStudent/${student.id}`)).body.data.universityName, '测试更名后大学');
    });

    it('sums each university’s courses and students in the campus summary, within the user’s scope', async () => {
      const university = await createSub(hz, 'elderlyUniversity', universityInput({ universityName: '测试汇总大学' }));
      const one = await createSub(hz, 'universityCourse', courseInput(university.id, { courseName: '测试汇总课程一', limitNum: 5, tuition: 200 }));
      await createSub(hz, 'universityCourse', courseInput(university.id, { discipline: '声乐', courseName: '测试汇总课程二', limitNum: 8, plannedEnrollment: 6, courseStatus: '1' }));
      await enrol(hz, one.id, (await partyCadre(hz, '汇总甲')).id, { stuType: '1' });
      await enrol(hz, one.id, (await partyCadre(hz, '汇总乙')).id, { tuitionFlag: false });
      const summary = (await hz.json(`${API}/enjoyLife/campusSummary`)).body.data;
      const row = summary.rows.find((r: any) => r.id === university.id);
      assert.deepEqual(
        { disciplines: row.disciplines, courses: row.courses, active: row.activeCourses, planned: row.plannedEnrollment, limit: row.limitNum, enrolled: row.enrolled, early: row.retiredEarly, retired: row.retired, paid: row.paid, fees: row.feesReceived },
        { disciplines: 2, courses: 2, active: 1, planned: 8, limit: 13, enrolled: 2, early: 1, retired: 1, paid: 1, fees: 200 },
      );
      assert.ok(summary.rows.some((r: any) => r.universityName === '杭州老年大学'), 'the demo’s Hangzhou university');
      assert.ok(!summary.rows.some((r: any) => r.universityName === '宁波老年大学'), 'no Ningbo university for a Hangzhou user');
      assert.equal(summary.total.enrolled, summary.rows.reduce((n: number, r: any) => n + r.enrolled, 0));
      const province = (await admin.json(`${API}/enjoyLife/campusSummary`)).body.data;
      assert.ok(province.rows.some((r: any) => r.universityName === '宁波老年大学'));
    });

    it('shows a Hangzhou user no Ningbo university, course or student, and refuses a course there', async () => {
      const nb = await createSub(admin, 'elderlyUniversity', universityInput({ universityName: '测试宁波大学', orgId: '330203' }));
      const nbCourse = await createSub(admin, 'universityCourse', courseInput(nb.id, { courseName: '测试宁波课程', limitNum: 5 }));
      assert.equal((await hz.json(`${API}/elderlyUniversity/${nb.id}`)).body.msg, '该Id查询结果为空');
      assert.equal((await hz.json(`${API}/universityCourse/${nbCourse.id}`)).body.msg, '该Id查询结果为空');
      const courses = (await hz.json(`${API}/universityCourse?size=500`)).body.data.records;
      assert.ok(courses.length > 0 && !courses.some((c: any) => c.universityId === nb.id));
      const students = (await hz.json(`${API}/universityStudent?size=500`)).body.data.records;
      assert.ok(students.length > 0, 'the demo’s Hangzhou students');
      const intoNingbo = await hz.json(`${API}/universityCourse`, { method: 'POST', json: courseInput(nb.id) });
      assert.equal(intoNingbo.status, 400);
      assert.ok(intoNingbo.body.data.errors.some((e: any) => e.field === 'universityId'), JSON.stringify(intoNingbo.body));
    });

    it('seeds universities in every city with courses, a full one each, and students under the limits', async () => {
      const [counts] = await server.db.query<{ universities: number; courses: number; students: number; full: number }>(
        `SELECT (SELECT count(*) FROM el_university)::int AS universities, (SELECT count(*) FROM el_course)::int AS courses,
           (SELECT count(*) FROM el_student)::int AS students,
           (SELECT count(*) FROM el_course WHERE actual_enrollment = limit_num)::int AS full`, []);
      assert.ok(counts!.universities >= 13 && counts!.courses >= 40 && counts!.students >= 100, JSON.stringify(counts));
      assert.ok(counts!.full >= 10, 'a full course at most universities');
      const [wrong] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM el_course c WHERE c.actual_enrollment <> (SELECT count(*) FROM el_student s WHERE s.course_id = c.id AND NOT s.refund_flag)
           OR c.actual_enrollment > c.limit_num`, []);
      assert.equal(wrong!.n, 0);
    });
  });
}
