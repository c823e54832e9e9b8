import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { fileForm, filesServerFactory, postMultipart } from '../engineFiles/helpers/filesServer.ts';
import { pdf, png } from '../engineFiles/helpers/sampleFiles.ts';

const PERSONAL = '/lgbsmp/api/v1/personal';
const MB = 1024 * 1024;

for (const engine of ENGINES) {
  describe(`personal information: avatar, sign-in history, sessions (${engine})`, () => {
    const start = filesServerFactory();
    let server: TestServer;
    let hz: SignedClient;
    let admin: SignedClient;
    const uploadAvatar = (client: SignedClient, bytes: Buffer | string, name: string) =>
      postMultipart(server, client, `${PERSONAL}/avatar`, fileForm(bytes, name));

    before(async () => {
      server = await start(engine);
      hz = await signIn(server, 'hz_admin');
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    it('takes an image as the avatar, shows it in the user data and serves it to an <img> without credentials', async () => {
      const image = png(48, 48);
      const { status, body } = await uploadAvatar(hz, image, '头像.png');
      assert.equal(status, 200, JSON.stringify(body));
      assert.match(body.data.avatar, /^\/lgbsmp\/api\/v1\/avatar\/[0-9a-f]{32}$/);
      const me = await hz.json('/admin/user');
      assert.equal(me.body.data.avatar, body.data.avatar);
      const served = await server.fetch(body.data.avatar);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/png');
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), image);
      // Only avatars are served there: another attachment's id answers 404.
      const other = await postMultipart(server, hz, '/lgbsmp/api/v1/file', fileForm(png(), 'other.png'));
      const notAvatar = await server.fetch(`/lgbsmp/api/v1/avatar/${other.body.data.id}`);
      assert.equal(notAvatar.status, 404);
      await notAvatar.arrayBuffer();
    });

    it('refuses a file that is not an image, and one too big, in Chinese, and keeps the avatar it had', async () => {
      const before = (await hz.json('/admin/user')).body.data.avatar;
      const wrongType = await uploadAvatar(hz, pdf(), '简历.pdf');
      assert.equal(wrongType.status, 400);
      assert.equal(wrongType.body.msg, '“简历.pdf”不是图片，头像只能上传 JPG、PNG、GIF 或 WebP 格式的图片');
      const tooBig = await uploadAvatar(hz, Buffer.concat([png(), Buffer.alloc(2 * MB)]), '大图.png');
      assert.equal(tooBig.status, 413);
      assert.equal(tooBig.body.msg, '文件过大，不能超过 2 MB');
      assert.equal((await hz.json('/admin/user')).body.data.avatar, before);
    });

    it('lists only the user\'s own sign-ins, newest first, with time, IP, client and result', async () => {
      const mine = await hz.json(`${PERSONAL}/loginLog?currentPage=1&pageSize=50`);
      assert.equal(mine.status, 200);
      assert.ok(mine.body.data.total >= 1);
      const rows = mine.body.data.records as { loginTime: string; ip: string; client: string; result: string }[];
      assert.ok(rows.every((r) => r.result && r.loginTime && r.client));
      assert.ok(rows.some((r) => r.result === 'success'));
      const times = rows.map((r) => Date.parse(r.loginTime));
      assert.deepEqual(times, [...times].sort((a, b) => b - a));
      const theirs = await admin.json(`${PERSONAL}/loginLog?pageSize=500`);
      const [hzId, adminId] = [(await hz.json('/admin/user')).body.data.userId, (await admin.json('/admin/user')).body.data.userId];
      assert.notEqual(hzId, adminId);
      const count = async (userId: string) =>
        (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_login_log WHERE user_id = $1', [userId]))[0]!.n;
      assert.equal(mine.body.data.total, await count(hzId));
      assert.equal(theirs.body.data.total, await count(adminId));
    });

    it('lists the user\'s own live sessions, and ends another of them but not the current one', async () => {
      const second = await signIn(server, 'hz_admin');
      const list = await hz.json(`${PERSONAL}/sessions`);
      assert.equal(list.status, 200);
      const sessions = list.body.data as { id: string; current: boolean; ip: string; lastSeenAt: string }[];
      assert.ok(sessions.length >= 2);
      assert.equal(sessions.filter((s) => s.current).length, 1);
      assert.equal(sessions[0]!.current, true);
      const adminSessions = (await admin.json(`${PERSONAL}/sessions`)).body.data as { id: string }[];
      assert.ok(adminSessions.every((s) => !sessions.some((mine) => mine.id === s.id)), 'no one sees another user\'s sessions');

      const current = sessions[0]!.id;
      const refusedCurrent = await hz.json(`${PERSONAL}/sessions/${current}`, { method: 'DELETE' });
      assert.deepEqual([refusedCurrent.status, refusedCurrent.body.msg], [400, '不能在此结束当前会话，请使用“退出登录”']);

      const secondId = ((await second.json(`${PERSONAL}/sessions`)).body.data as { id: string; current: boolean }[]).find((s) => s.current)!.id;
      const byAdmin = await admin.json(`${PERSONAL}/sessions/${secondId}`, { method: 'DELETE' });
      assert.deepEqual([byAdmin.status, byAdmin.body.msg], [404, '该会话不存在或已结束']);
      assert.equal((await second.json('/admin/user')).status, 200, 'someone else cannot end it');

      const ended = await hz.json(`${PERSONAL}/sessions/${secondId}`, { method: 'DELETE' });
      assert.equal(ended.status, 200);
      assert.equal((await second.json('/admin/user')).status, 401);
      assert.equal((await hz.json('/admin/user')).status, 200);
      const after = (await hz.json(`${PERSONAL}/sessions`)).body.data as { id: string }[];
      assert.ok(!after.some((s) => s.id === secondId));
      const again = await hz.json(`${PERSONAL}/sessions/${secondId}`, { method: 'DELETE' });
      assert.equal(again.status, 404);
    });
  });
}
