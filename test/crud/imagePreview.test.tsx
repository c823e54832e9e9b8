/**
 * A stored image shown small (ImagePreview) against the real server: busy until its link is known, then the
 * picture; a file that cannot be read says 图片无法显示 instead of loading for ever, and is not busy.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { render, screen } from '@testing-library/react';
import { ImagePreview } from '../../src/crud/files/ImagePreview.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { settled } from '../helpers/settled.ts';

describe('a stored image shown small', { timeout: 120_000 }, () => {
  let b: BrowserSession;
  before(async () => {
    b = await startBrowserSession('admin');
  });
  after(() => b.close());
  afterEach(async () => {
    await b.reset();
  });

  it('says it is busy until its link is known, then shows the picture', async () => {
    const records = (await b.api.json('/lgbsmp/api/v1/activity?status=finished&size=50')).body.data.records as { photo?: string; title: string }[];
    const withPhoto = records.find((r) => r.photo);
    assert.ok(withPhoto, 'a finished demo activity has a photo');
    render(<ImagePreview id={withPhoto.photo!} alt={withPhoto.title} />);
    const button = screen.getByRole('button', { name: `查看原图：${withPhoto.title}` });
    assert.equal(button.getAttribute('aria-busy'), 'true');
    assert.ok(screen.getByText('加载中…'));
    await settled();
    const img = screen.getByRole('img', { name: withPhoto.title });
    assert.match(img.getAttribute('src') ?? '', /^\/.+/);
    assert.equal(button.getAttribute('aria-busy'), null);
  });

  it('says 图片无法显示 for a file that cannot be read, and is no longer busy', async () => {
    render(<ImagePreview id="00000000-0000-4000-8000-000000000000" alt="不存在的照片" />);
    await settled();
    assert.ok(screen.getByText('图片无法显示'));
    assert.equal(screen.queryByRole('img'), null);
    assert.equal(screen.getByRole('button', { name: '查看原图：不存在的照片' }).getAttribute('aria-busy'), null);
  });
});
