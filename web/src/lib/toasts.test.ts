import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPublicConfig } from '@web/test/fixtures';
import { initI18n } from './i18n/i18n';
import { setPublicConfig } from './public-config';
import { toasts } from './toasts';

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
  vi.spyOn(notifications, 'show').mockReturnValue('id');
});
afterEach(() => vi.restoreAllMocks());

describe('toasts', () => {
  it('translate summary and detail and live for the configured toastLife when successful', () => {
    toasts.success({ summary: 'errors.title', detail: 'message_404', params: { path: '/x' } });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Error',
        message: 'Page not found: /x',
        autoClose: testPublicConfig.toastLife,
        color: 'teal',
      }),
    );
  });

  it('use toastErrorLife for errors and 3000 ms for warnings', () => {
    toasts.error({ summary: 'errors.title', detailText: '500: boom' });
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: '500: boom', autoClose: testPublicConfig.toastErrorLife, role: 'alert' }),
    );
    toasts.warn({ summary: 'errors.title', detail: 'errors.conflict' });
    expect(notifications.show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: 3000 }));
  });

  it('accept a lifetime per toast (e.g. 3000 ms for "indexing started")', () => {
    toasts.success({ summary: 'errors.title', life: 3000 });
    expect(notifications.show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: 3000 }));
  });
});
