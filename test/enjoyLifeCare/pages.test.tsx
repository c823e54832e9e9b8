/**
 * 银龄乐享's services and content in the browser (docs/enjoyLife.md, "养老服务与学习内容"): every page of the
 * part is built (crud views, or hand-written); 一人一策's list says how many plans are due for review and links to
 * them, its Add/{id} starts with the cadre, its export records list the plans' exports; a topic's page lists it.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { render, screen, waitFor } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { todayCst } from '../../model/resources/cadreDates.ts';
import CarePlanAddPage from '../../src/pages/enjoyLife/CarePlanAddPage.tsx';
import CarePlanExportsPage from '../../src/pages/enjoyLife/CarePlanExportsPage.tsx';
import CarePlanListPage from '../../src/pages/enjoyLife/CarePlanListPage.tsx';
import TopicStudyPage from '../../src/pages/enjoyLife/TopicStudyPage.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { settled } from '../helpers/settled.ts';

const API = '/lgbsmp/api/v1';
const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

describe('银龄乐享’s services and content pages', { timeout: 180_000 }, () => {
  it('are built, crud views or hand-written', () => {
    const routes = [
      '/enjoyLife/projectLearning', '/enjoyLife/projectLearning/{type}', '/enjoyLife/projectLearning/Add', '/enjoyLife/briefing', '/enjoyLife/importantThought',
      '/enjoyLife/OnePersonOneStrategy', '/enjoyLife/OnePersonOneStrategy/Add/{id}', '/enjoyLife/OnePersonOneStrategy/Edit/{id}',
      '/enjoyLife/OnePersonOneStrategy/exportRecord', '/enjoyLife/OnePersonOneStrategy/Details/{id}',
      '/enjoyLife/silverTalentPerson', '/enjoyLife/silverTalent', '/enjoyLife/fourNearby',
      '/enjoyLife/elderlyCare/doctor', '/enjoyLife/elderlyCare/community', '/enjoyLife/elderlyCare/nursingInstitution',
      '/enjoyLife/elderlyCare/medicalGuideline', '/enjoyLife/elderlyCare/medicalGuideline/Add', '/enjoyLife/elderlyCare/medicalGuideline/Edit/{id}',
      '/enjoyLife/favorableAgedProject', '/enjoyLife/videoLesson',
    ];
    for (const route of routes) assert.notEqual(pageFor(route, resources), pending, route);
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('says how many plans in force are due for review and links to them', async () => {
      const today = todayCst();
      const due = (await b.api.json(`${API}/onePersonOneStrategy?status=active&reviewDate_to=${today}&size=1`)).body.data.total;
      assert.ok(due > 0, 'the demo has plans due');
      render(<CarePlanListPage params={{}} query={{}} />);
      await screen.findByText(`${due} 份实施中的计划已到复查日期`);
      const link = screen.getByRole('link', { name: '查看待复查计划' });
      assert.equal(link.getAttribute('href'), `/enjoyLife/OnePersonOneStrategy?status=active&reviewDate_to=${today}`);
      assert.equal(screen.getByRole('link', { name: '导出记录' }).getAttribute('href'), '/enjoyLife/OnePersonOneStrategy/exportRecord');
      await settled();
    });

    it('starts a new plan with the cadre of its address', async () => {
      const [cadre] = (await b.api.json(`${API}/cadre?size=1&status=normal`)).body.data.records;
      render(<CarePlanAddPage params={{ id: cadre.id }} query={{}} />);
      await screen.findByText(cadre.realName);
      await screen.findByRole('button', { name: '保存' });
      await settled();
    });

    it('lists the care plans’ exports', async () => {
      const started = await b.api.json(`${API}/onePersonOneStrategy/export`);
      assert.equal(started.status, 200, JSON.stringify(started.body));
      render(<CarePlanExportsPage params={{}} query={{}} />);
      await screen.findByRole('heading', { name: '一人一策导出记录' });
      await waitFor(() => assert.ok(screen.getAllByText(/一人一策/).length > 1));
      await settled();
    });

    it('lists one topic of 专题学习', async () => {
      const topic = (await b.api.json(`${API}/projectLearning?studyType=4&size=50`)).body.data;
      render(<TopicStudyPage params={{ type: '4' }} query={{}} />);
      for (const record of topic.records) await screen.findByText(record.title);
      const other = (await b.api.json(`${API}/projectLearning?studyType=5&size=1`)).body.data.records[0];
      if (other) assert.equal(screen.queryByText(other.title), null);
      await settled();
    });
  });
});
