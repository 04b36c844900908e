import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { startIndexing } from './start-indexing';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const status = {
  propertyId: 7,
  name: 'Casa',
  isCoHost: false,
  published: true,
  isIndexing: true,
  lastIndexDate: null,
  outOfDate: true,
  passageCount: 0,
  lastRun: null,
  mode: 'extractive',
  embeddings: false,
  fillerSectionIds: [],
};

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /property/index/{propertyId}/{scope} from the web', () => {
  it('starts indexing and answers the new state', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { result: status, errors: [] }));
    expect(await startIndexing(7, 'es')).toEqual(status);
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/property/index/7/es');
  });

  it('on 409 shows the warning toast "Already Indexing" with the translated first error', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { result: status, errors: [{ code: 'conflict', description: 'host.ai.errors.alreadyIndexing' }] }),
    );
    expect(await startIndexing(7, 'all')).toBeNull();
    expect(toasts.warn).toHaveBeenCalledWith({
      summary: 'host.ai.alreadyIndexing',
      detailText: 'This guide is already being indexed. Wait until it finishes.',
    });
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
