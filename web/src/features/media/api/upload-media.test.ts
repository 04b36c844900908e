import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPublicConfig } from '@web/lib/public-config';
import { getUser, setUser } from '@web/lib/session';
import { fakeJwt, testPublicConfig } from '@web/test/fixtures';
import { FakeXhr } from '../testing/fake-xhr';
import { uploadMediaFile } from './upload-media';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const item = { mediaId: 5, mediaSourceId: 1, propertyId: 10, smallImagePath: 'a-s.webp', largeImagePath: 'a-l.webp' };

beforeEach(() => {
  setPublicConfig({ ...testPublicConfig, apiBase: '/api' });
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadMediaFile', () => {
  it('posts one file part with the bearer token and reports the bytes sent', async () => {
    const token = fakeJwt();
    setUser({ token, refreshToken: 'r' });
    const progress = vi.fn();
    const done = uploadMediaFile(
      new File(['x'], 'beach.jpg', { type: 'image/jpeg' }),
      { mediaSourceId: 1, propertyId: 10 },
      { onProgress: progress },
    );

    const [xhr] = FakeXhr.instances;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/media/library/1/10');
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    expect(xhr.fileName).toBe('beach.jpg');
    xhr.progress(50, 100);
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
    xhr.respond(200, { result: { items: [item] }, errors: [] });

    expect(await done).toEqual({ ok: true, result: { items: [item] } });
  });

  it('answers the server errors of a refused file', async () => {
    const errors = [
      {
        code: 'unsupported_media',
        description: 'host.photos.errors.unsupportedType',
        field: 'file[0]',
        params: { fileName: 'notes.jpg' },
      },
    ];
    const done = uploadMediaFile(new File(['text'], 'notes.jpg'), { mediaSourceId: 1, propertyId: 10 });
    FakeXhr.instances[0].respond(400, { result: null, errors });
    expect(await done).toEqual({ ok: false, status: 400, errors, aborted: false });
  });

  it('answers a network failure with no status', async () => {
    const done = uploadMediaFile(new File(['x'], 'a.jpg'), { mediaSourceId: 1, propertyId: 10 });
    FakeXhr.instances[0].fail();
    expect(await done).toEqual({ ok: false, status: null, errors: [], aborted: false });
  });

  it('on 401 refreshes the token pair and sends the file once more with the new token', async () => {
    const oldToken = fakeJwt();
    const newToken = fakeJwt(['Admin']);
    setUser({ token: oldToken, refreshToken: 'r1' });
    vi.mocked(fetch).mockResolvedValueOnce(json(200, { result: { token: newToken, refreshToken: 'r2' }, errors: [] }));

    const done = uploadMediaFile(new File(['x'], 'a.jpg'), { mediaSourceId: 1, propertyId: 10 });
    FakeXhr.instances[0].respond(401, { result: null, errors: [] });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const retry = FakeXhr.instances[1];
    expect(retry.headers.Authorization).toBe(`Bearer ${newToken}`);
    retry.respond(200, { result: { items: [item] }, errors: [] });

    expect(await done).toMatchObject({ ok: true });
    expect(getUser().refreshToken).toBe('r2');
  });

  it('gives up after a refused refresh', async () => {
    setUser({ token: fakeJwt(), refreshToken: 'spent' });
    vi.mocked(fetch).mockResolvedValueOnce(json(401, { result: null, errors: [] }));
    const done = uploadMediaFile(new File(['x'], 'a.jpg'), { mediaSourceId: 1, propertyId: 10 });
    FakeXhr.instances[0].respond(401, {
      result: null,
      errors: [{ code: 'unauthorized', description: 'errors.unauthorized' }],
    });
    expect(await done).toMatchObject({ ok: false, status: 401 });
    await flush();
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const done = uploadMediaFile(
      new File(['x'], 'a.jpg'),
      { mediaSourceId: 1, propertyId: 10 },
      { signal: controller.signal },
    );
    controller.abort();
    expect(await done).toMatchObject({ ok: false, aborted: true });
    expect(FakeXhr.instances[0].aborted).toBe(true);
  });
});
