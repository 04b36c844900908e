import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { usePurgeProperties } from '../api/purge-properties';
import { adminErrorMessage } from '../lib/staff-role';

/** Removes for good the properties deleted more than N days ago, after confirming (Admin). */
export function PurgeCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const [confirming, setConfirming] = useState(false);
  const purge = usePurgeProperties();
  const error = adminErrorMessage(purge.error, t);
  const valid = Number.isInteger(days) && days >= 1 && days <= 3650;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.tools.purge.description')}</Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('admin.tools.purge.days')}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : Number(value))}
          min={1}
          max={3650}
          allowDecimal={false}
          w={200}
          disabled={!isAdmin}
        />
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrashX size={16} aria-hidden />}
          disabled={!isAdmin || !valid}
          onClick={() => setConfirming(true)}
        >
          {t('admin.tools.purge.open')}
        </Button>
      </Group>
      {!isAdmin ? (
        <Text size="sm" c="dimmed">
          {t('admin.adminOnly')}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('admin.tools.purge.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('admin.tools.purge.confirm', { count: days })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('admin.cancel')}
            </Button>
            <Button
              color="red"
              loading={purge.isPending}
              onClick={() => purge.mutate(days, { onSettled: () => setConfirming(false) })}
            >
              {t('admin.tools.purge.run')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
