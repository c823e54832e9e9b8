/**
 * The archive page (allInfoDetail, fullDetail) against the real server: the header with photo, key facts
 * and summary; a tab per kind of record with the seeded records and the links to their own pages; the
 * spec's empty texts; the fullDetail variants; the dossier on paper; and a Hangzhou user kept out of a
 * Ningbo archive.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Window } from 'happy-dom';
import { cadreFamilyMember } from '../../model/resources/cadreFamilyMember.ts';
import { cadreOther } from '../../model/resources/cadreOther.ts';
import { CrudForm } from '../../src/crud/index.ts';
import ArchivePage from '../../src/pages/cadre/archive/ArchivePage.tsx';
import { DOSSIER_CSS } from '../../src/pages/cadre/archive/DossierPrint.tsx';
import { PageContext } from '../../src/router/pageContext.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { API, createCadre, createSub, idCard } from '../cadre/helpers/cadreData.ts';
import { fileForm, postMultipart } from '../engineFiles/helpers/filesServer.ts';
import { png } from '../engineFiles/helpers/sampleFiles.ts';

const TABS = ['基本信息', '家庭信息', '工作简历', '照片信息', '银龄人才', '健康档案', '去世信息', '遗属信息', '遗嘱信息', '其他信息', '结对农村党员', '工作记录'];

for (const engine of ENGINES) {
  describe(`the cadre archive page (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    const ids: Record<string, string> = {};
    before(async () => {
      b = await startBrowserSession('admin', engine);
      const admin = b.api;
      const photo = (await postMultipart(b.server, admin, `${API}/file`, fileForm(png(4, 6), '近照.png'))).body.data.id as string;
      const full = await createCadre(admin, { realName: '档案全', idCard: idCard('330106', '1946-05-04'), photo });
      ids.full = full.id;
      await createSub(admin, 'cadreFamily', { cadreId: full.id, spouseName: '王桂英', maritalStatus: '20' });
      await createSub(admin, 'cadreFamilyMember', { cadreId: full.id, name: '档小明', relation: '22' });
      ids.resume = (await createSub(admin, 'cadreResume', { cadreId: full.id, startDate: '1968-09', endDate: '1980-12', unitName: '西湖区文教局', post: '干事' })).id;
      await createSub(admin, 'cadrePhoto', { cadreId: full.id, file: photo, photoType: '2', shootDate: '2023-10-01' });
      await createSub(admin, 'cadreTalent', { cadreId: full.id, specialty: '书法篆刻' });
      const health = await createSub(admin, 'cadreHealthRecord', { cadreId: full.id, healthStatus: '10', nearHospital: '浙江医院' });
      ids.health = health.id;
      await createSub(admin, 'cadreHealthFollowup', { healthRecordId: health.id, visitDate: '2024-03-01', sbp: 140, dbp: 85, suggest: '低盐饮食' });
      await createSub(admin, 'cadreWill', { cadreId: full.id, hasWill: true, willDate: '2020-01-01', keeper: '档小明', isConfidential: false });
      await createSub(admin, 'cadreOther', { cadreId: full.id, category: '1', socialGroup: '杭州市老年书法协会', post: '理事' });
      await createSub(admin, 'cadreRuralPairing', { cadreId: full.id, ruralBranchName: '龙井村党支部', ruralMemberName: '陈阿毛', pairDate: '2023-05-01' });
      await createSub(admin, 'cadreDeath', { cadreId: full.id, dieDate: '2024-06-10', unConsolationReason: '家属暂未办理' });
      await createSub(admin, 'cadreSurvivor', { cadreId: full.id, name: '王桂英', relation: '12' });
      await createSub(admin, 'birthdayVisit', { cadreId: full.id, visitDate: '2023-05-04', consolationGoods: '寿桃蛋糕' });
      ids.stay = (await createSub(admin, 'inpatient', { cadreId: full.id, hospitalName: '浙江医院', department: '心内科', bed: '12', admissionDate: '2024-05-20', condition: '冠心病' })).id;
      ids.empty = (await createCadre(admin, { realName: '档案空', idCard: idCard('330106', '1951-02-03') })).id;
      ids.lixiu = (await createCadre(admin, {
        realName: '档案离休', idCard: idCard('330106', '1928-03-03'), retirementType: '1', workStartDate: '1945-03', partyJoinDate: '1947-01', retirementDate: '1988-03',
      })).id;
      ids.serving = (await createCadre(admin, { realName: '档案在职', idCard: idCard('330106', '1966-04-04'), retirementType: '9', retirementDate: null, workStartDate: '1985-09', partyJoinDate: '1990-07' })).id;
      ids.ningbo = (await createCadre(admin, { realName: '档案甬人', idCard: idCard('330203', '1950-01-01'), manageOrgId: '330203-01' })).id;
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = (id: string, address = '') =>
      render(
        <PageContext value={{ key: address, active: true }}>
          <ArchivePage params={{ id }} query={{}} />
        </PageContext>,
      );
    const panel = (name: RegExp | string) => {
      const tab = screen.getByRole('tab', { name });
      return document.getElementById(tab.getAttribute('aria-controls')!)!;
    };
    const facts = () => screen.getByLabelText('主要信息').textContent ?? '';

    it('shows the photo, the name, key facts and the summary, and a tab per kind with the seeded records', async () => {
      show(ids.full!);
      await screen.findByRole('heading', { level: 1, name: '档案全' });
      assert.ok(screen.getByRole('article', { name: '档案全的档案' }));
      assert.ok(screen.getByRole('button', { name: '查看原图：档案全的照片' }), 'the recent photo');
      assert.match(facts(), /出生日期1946-05-04/);
      assert.match(facts(), /现管单位西湖区教育局/);
      assert.doesNotMatch(facts(), /参加革命工作时期/, 'a retired cadre has no revolution period');
      assert.match(screen.getByLabelText('概况').textContent ?? '', /享年78岁.*党龄\d+年.*工龄\d+年/);
      assert.deepEqual(screen.getAllByRole('tab').map((tab) => tab.textContent!.replace(/（\d+）$/, '')), TABS);
      assert.equal(screen.getByRole('tab', { name: '家庭信息（2）' }).getAttribute('aria-selected'), 'false');
      assert.match(panel('基本信息').textContent ?? '', /原工作单位及职务西湖区教育局 副局长/);
      assert.match(panel(/家庭信息/).textContent ?? '', /王桂英.*档小明/);
      assert.match(panel(/工作简历/).textContent ?? '', /1968-09 – 1980-12.*西湖区文教局/);
      assert.ok(within(panel(/照片信息/)).getByRole('button', { name: /查看原图/ }));
      assert.match(panel(/银龄人才/).textContent ?? '', /书法篆刻/);
      assert.match(panel(/健康档案/).textContent ?? '', /浙江医院.*2024-03-01 随访.*低盐饮食/);
      assert.match(panel(/去世信息/).textContent ?? '', /2024-06-10/);
      assert.match(panel(/遗属信息/).textContent ?? '', /王桂英/);
      assert.match(panel(/遗嘱信息/).textContent ?? '', /档小明/);
      assert.match(panel(/其他信息/).textContent ?? '', /杭州市老年书法协会/);
      assert.match(panel(/结对农村党员/).textContent ?? '', /陈阿毛.*龙井村党支部/);
      const work = within(panel('工作记录（2）'));
      assert.ok(work.getByRole('heading', { name: '生日看望' }));
      assert.match(work.getByRole('article', { name: '2023-05-04' }).textContent ?? '', /寿桃蛋糕/);
      assert.match(work.getByRole('article', { name: '2024-05-20' }).textContent ?? '', /浙江医院.*心内科/);
    });

    it('links each record to its own edit and detail pages, and adds records with the cadre chosen, coming back to the archive', async () => {
      const here = `/retiredCadres/allInfoDetail/${ids.full}`;
      b.location.navigate(here);
      const back = `back=${encodeURIComponent(here)}`;
      show(ids.full!);
      await screen.findByRole('heading', { level: 1, name: '档案全' });
      const resume = within(panel(/工作简历/));
      assert.equal(resume.getByRole('link', { name: '编辑“1968-09 – 1980-12”' }).getAttribute('href'), `/retiredCadres/workInfo/Edit/${ids.resume}?${back}`);
      assert.equal(resume.getByRole('link', { name: '新增工作简历' }).getAttribute('href'), `/retiredCadres/workInfo/Add?cadreId=${ids.full}&${back}`);
      const family = within(panel(/家庭信息/));
      assert.equal(family.queryByRole('link', { name: '新增家庭信息' }) === null, true, 'a cadre has one family record');
      assert.equal(family.getByRole('link', { name: '新增家庭成员' }).getAttribute('href'), `/retiredVeteranCadres/familyInformation/Add?cadreId=${ids.full}&${back}`);
      const health = within(panel(/健康档案/));
      assert.equal(health.getByRole('link', { name: '新增健康随访' }).getAttribute('href'), `/retiredVeteranCadres/healthFollowUp/Add?healthRecordId=${ids.health}&${back}`);
      assert.equal(screen.getByRole('link', { name: '编辑基本信息' }).getAttribute('href'), `/retiredCadres/baseInfo/Edit/${ids.full}?${back}`);
      // The work done for the cadre: each kind's own pages, a condolence to the survivors once the cadre has died.
      const work = within(panel(/工作记录/));
      assert.equal(work.getByRole('link', { name: '编辑“2024-05-20”' }).getAttribute('href'), `/workRecord/inpatient/Edit/${ids.stay}?${back}`);
      assert.equal(work.getByRole('link', { name: '新增遗属慰问' }).getAttribute('href'), `/workRecord/VisitCondolences/testament/Add?cadreId=${ids.full}&${back}`);
      assert.equal(work.getByRole('link', { name: '新增生日看望' }).getAttribute('href'), `/workRecord/VisitCondolences/birthday/Add?cadreId=${ids.full}&${back}`);
      assert.equal(screen.getByRole('link', { name: '返回列表' }).getAttribute('href'), '/retiredCadres/allInfo');
    });

    it('opens an Add form from the archive with the cadre already chosen', async () => {
      render(<CrudForm resource={cadreFamilyMember} basePath="/retiredVeteranCadres/familyInformation" params={{}} query={{ cadreId: ids.full! }} />);
      const picker = await screen.findByLabelText(/离退休干部/);
      await waitFor(() => assert.match(picker.textContent ?? '', /档案全/));
    });

    it('returns to the archive after saving a record added from it, which shows the record, and only to an address of this app', async () => {
      const archive = `/retiredCadres/allInfoDetail/${ids.empty}`;
      // The archive, kept alive in its tab while the form is open.
      const shown = show(ids.empty!, archive);
      await screen.findByRole('heading', { level: 1, name: '档案空' });
      assert.match(panel(/其他信息/).textContent ?? '', /查询结果为空/);
      // The archive hears the address change: React's act() as for any event.
      act(() => b.location.navigate('/retiredVeteranCadres/otherInformation/Add'));
      const form = render(<CrudForm resource={cadreOther} basePath="/retiredVeteranCadres/otherInformation" params={{}} query={{ cadreId: ids.empty!, back: archive }} />);
      const category = (await screen.findByLabelText(/^\*?类别$/)) as HTMLSelectElement;
      fireEvent.change(category, { target: { value: (within(category).getByRole('option', { name: '兼职' }) as HTMLOptionElement).value } });
      // A part-time post names its organisation and post (the declaration's record checks).
      fireEvent.change(screen.getByLabelText(/^\*?兼职单位名称$/), { target: { value: '杭州市老年大学' } });
      fireEvent.change(screen.getByLabelText(/^\*?兼职职务$/), { target: { value: '讲师' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
      await waitFor(() => assert.equal(b.location.get().path, archive));
      await waitFor(() => assert.match(panel(/其他信息/).textContent ?? '', /兼职.*杭州市老年大学/, 'the archive read again'));
      form.unmount();
      shown.unmount();

      b.location.navigate('/retiredVeteranCadres/otherInformation/Add');
      render(<CrudForm resource={cadreOther} basePath="/retiredVeteranCadres/otherInformation" params={{}} query={{ cadreId: ids.empty!, back: '//evil.example/x' }} />);
      fireEvent.click(await screen.findByRole('button', { name: '取消' }));
      assert.equal(b.location.get().path, '/', 'a foreign address is not followed');
    });

    it('says so in the spec’s words where a cadre has no records', async () => {
      show(ids.empty!);
      await screen.findByRole('heading', { level: 1, name: '档案空' });
      assert.match(panel(/家庭信息/).textContent ?? '', /暂无家庭信息/);
      assert.match(panel(/工作简历/).textContent ?? '', /工作信息不存在!/);
      assert.match(panel(/健康档案/).textContent ?? '', /无健康档案信息/);
      assert.match(panel(/照片信息/).textContent ?? '', /查询结果为空/);
      assert.equal(screen.queryByRole('tab', { name: /遗属信息/ }) === null, true, 'a living cadre has no survivors');
      assert.match(screen.getByLabelText('概况').textContent ?? '', /年龄\d+岁/);
      assert.ok(within(panel(/家庭信息/)).getByRole('link', { name: '新增家庭信息' }));
      assert.match(panel(/工作记录/).textContent ?? '', /查询结果为空/);
      assert.ok(within(panel(/工作记录/)).getByRole('link', { name: '新增日常走访' }));
      assert.equal(within(panel(/工作记录/)).queryByRole('link', { name: '新增遗属慰问' }) === null, true, 'no condolence while the cadre lives');
    });

    it('shows 离休 with its revolution period, 未退休 without retirement date or talents, and names the right variant', async () => {
      const lixiu = show(ids.lixiu!, `/retiredVeteranCadres/fullDetail/leaveRetired/${ids.lixiu}`);
      await screen.findByRole('heading', { level: 1, name: '档案离休' });
      assert.match(facts(), /参加革命工作时期解放战争时期|参加革命工作时期抗日战争后期/);
      assert.equal(screen.queryByRole('note') === null, true);
      assert.equal(screen.getByRole('link', { name: '返回列表' }).getAttribute('href'), '/retiredVeteranCadres/essentialInformation');
      lixiu.unmount();

      const wrong = show(ids.lixiu!, `/retiredVeteranCadres/fullDetail/retired/${ids.lixiu}`);
      await screen.findByRole('heading', { level: 1, name: '档案离休' });
      assert.match(screen.getByRole('note').textContent ?? '', /离退休类型为“离休”/);
      assert.equal(screen.getByRole('link', { name: '查看离休干部档案' }).getAttribute('href'), `/retiredVeteranCadres/fullDetail/leaveRetired/${ids.lixiu}`);
      assert.doesNotMatch(facts(), /参加革命工作时期/);
      wrong.unmount();

      show(ids.serving!, `/retiredVeteranCadres/fullDetail/nonRetired/${ids.serving}`);
      await screen.findByRole('heading', { level: 1, name: '档案在职' });
      assert.doesNotMatch(facts(), /离退休时间/);
      assert.match(facts(), /离退休类型未退休/);
      assert.equal(screen.queryByRole('tab', { name: /银龄人才/ }) === null, true);
      assert.match(within(panel(/健康档案/)).getByRole('link', { name: '新增健康档案' }).getAttribute('href') ?? '', /^\/retiredVeteranCadres\/healthRecords\/Add\?/);
    });

    it('prints the dossier without the shell: every section on the page, tabs and links left off', async () => {
      render(
        <div>
          <header>欢迎您，浙江省委老干部局</header>
          <nav aria-label="侧边菜单">离退休干部信息</nav>
          <main>
            <ArchivePage params={{ id: ids.full! }} query={{}} />
          </main>
        </div>,
      );
      const article = await screen.findByRole('article', { name: '档案全的档案' });
      // The listener is attached by an effect, which may run after the article is found (a busy machine).
      await waitFor(() => {
        window.dispatchEvent(new Event('beforeprint'));
        assert.ok(article.hasAttribute('data-crud-print-root'), 'the archive marks itself for the print stylesheet');
      });
      // What paper shows, read by a window that applies print media rules to the same document.
      const paper = new Window({ settings: { device: { mediaType: 'print' } } });
      paper.document.write(`<!doctype html><html data-crud-print>${document.documentElement.innerHTML}</html>`);
      const shown = (el: unknown) => paper.getComputedStyle(el as never).display !== 'none';
      const printed = paper.document.querySelector('[data-crud-print-root]')!;
      assert.ok(shown(printed));
      for (const outside of [...paper.document.querySelectorAll('header, nav')].filter((el) => !printed.contains(el as never))) assert.equal(shown(outside), false, outside.textContent!);
      window.dispatchEvent(new Event('afterprint'));
      assert.equal(article.hasAttribute('data-crud-print-root'), false);

      // The dossier's own rules (plain selectors, which happy-dom evaluates exactly): every tab's panel and
      // heading on paper, no tab list, no link or button of the screen.
      const dossier = new Window({ settings: { device: { mediaType: 'print' } } });
      dossier.document.write(`<!doctype html><html><head><style>${DOSSIER_CSS}</style></head><body>${article.outerHTML}</body></html>`);
      const d = dossier.document;
      const visible = (el: unknown) => dossier.getComputedStyle(el as never).display !== 'none';
      const panels = [...d.querySelectorAll('[role=tabpanel]')];
      assert.equal(panels.length, TABS.length);
      assert.ok(panels.every(visible), 'every section is printed, the inactive tabs too');
      assert.deepEqual([...d.querySelectorAll('h2[data-print-only]')].filter(visible).map((h) => h.textContent), TABS);
      assert.equal(visible(d.querySelector('[role=tablist]')!), false);
      assert.ok([...d.querySelectorAll('[data-screen-only]')].length > 5);
      assert.ok([...d.querySelectorAll('[data-screen-only]')].every((el) => !visible(el)), 'links and buttons stay off the paper');
      assert.ok(visible(d.querySelector('[data-print-only]')!), 'the dossier title');
      assert.match(DOSSIER_CSS, /@page \{ size: A4/);
      const screenView = new Window();
      screenView.document.write(`<!doctype html><html><head><style>${DOSSIER_CSS}</style></head><body>${article.outerHTML}</body></html>`);
      assert.equal(screenView.getComputedStyle(screenView.document.querySelector('[data-print-only]') as never).display, 'none', 'the title is for paper only');
    });

    it('keeps a Hangzhou user out of a Ningbo cadre’s archive with 该Id查询结果为空 and no message', async () => {
      await b.signInAs('hz_admin');
      try {
        show(ids.ningbo!);
        await screen.findByText('该Id查询结果为空');
        assert.equal(screen.queryByRole('heading', { level: 1 }) === null, true);
        assert.deepEqual(b.toasts(), []);
      } finally {
        await b.reset();
        await b.signInAs('admin');
      }
    });
  });
}
