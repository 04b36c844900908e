import { Button } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { useExportMyData } from '../api/export-my-data';
import { SettingsSection } from './settings-section';

/** "Your data": downloads everything the account owns as one JSON file (files as links). */
export function DataExportSettings() {
  const { t } = useTranslation();
  const exportData = useExportMyData();
  return (
    <SettingsSection title={t('auth.account.dataExport.title')} description={t('auth.account.dataExport.description')}>
      <Button variant="default" onClick={() => exportData.mutate()} loading={exportData.isPending}>
        {t('auth.account.dataExport.download')}
      </Button>
    </SettingsSection>
  );
}
