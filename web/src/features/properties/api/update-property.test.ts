import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { makeProperty } from '@web/test/property-fixtures';
import { updateProperty } from './update-property';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

const property = makeProperty();
const update = {
  propertyId: property.propertyId,
  modifyDate: property.modifyDate,
  name: 'Casa',
  emergencyInfos: [],
  guide: {},
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

describe('PUT /property/user from the web', () => {
  it('sends the whole property in the page language and answers the saved copy', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { result: property, errors: [] }));
    const outcome = await updateProperty(update, 'es');
    expect(outcome).toEqual({ status: 'saved', property });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/property/user?locale=es');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual(update);
  });

  it('on 409 shows the warning toast titled "Update Property" with the first error, and reports a conflict', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { result: null, errors: [{ code: 'conflict', description: 'errors.conflict' }] }),
    );
    const outcome = await updateProperty(update, 'en');
    expect(outcome).toEqual({ status: 'conflict', errors: [{ code: 'conflict', description: 'errors.conflict' }] });
    expect(toasts.warn).toHaveBeenCalledWith({
      summary: 'host.property.updateTitle',
      detailText: 'This conflicts with the current state. Reload and try again.',
    });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('titles that toast "Update Property" in English and "Actualizar alojamiento" in Spanish', () => {
    const i18n = initI18n('en');
    expect(i18n.t('host.property.updateTitle')).toBe('Update Property');
    expect(i18n.t('host.property.updateTitle', { lng: 'es' })).toBe('Actualizar alojamiento');
  });

  it('on 400 hands the field errors back for the form', async () => {
    const errors = [{ code: 'validation', description: 'errors.tooLong', field: 'guide.sections.0.title.en' }];
    fetchMock.mockResolvedValueOnce(json(400, { result: null, errors }));
    expect(await updateProperty(update, 'en')).toEqual({ status: 'invalid', errors });
  });

  it('on any other failure reports it as failed (the error toast has been shown)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { result: null, errors: [{ code: 'not_found', description: 'errors.notFound' }] }),
    );
    expect((await updateProperty(update, 'en')).status).toBe('failed');
    expect(toasts.error).toHaveBeenCalled();
  });
});
