import {
  Badge,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { focusFirstInvalid } from '@web/lib/form-rules';
import { useSessionUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { useQrCode } from '../hooks/use-qr-code';
import { SettingsSection } from './settings-section';

const TOTP_PATTERN = /^\d{6}$/;

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP", easier to type into an app. */
const groupKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function CopyTextButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size="xs"
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
        >
          {copied ? t('auth.account.twoFactor.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** Shown once after enabling: the recovery codes, to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  return (
    <Stack gap="md" role="status">
      <Title order={3} fz={17}>
        {t('auth.account.twoFactor.recoveryTitle')}
      </Title>
      <Text size="sm" c="gray.8">
        {t('auth.account.twoFactor.recoveryBody')}
      </Text>
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <SimpleGrid
          cols={{ base: 2, sm: 3 }}
          spacing="xs"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('auth.account.twoFactor.recoveryTitle')}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="sm" fw={600}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyTextButton value={text} label={t('auth.account.twoFactor.copyCodes')} />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => downloadText(t('auth.account.twoFactor.recoveryFileName'), `${text}\n`)}
        >
          {t('auth.account.twoFactor.downloadCodes')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('auth.account.twoFactor.done')}</Button>
      </Group>
    </Stack>
  );
}

/** Scan the QR code (or type the key), then prove it with a code from the app. */
function SetupStep({ secret, otpauthUrl, onCancel }: { secret: string; otpauthUrl: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const qr = useQrCode(otpauthUrl);
  const enable = useEnableTwoFactor();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (TOTP_PATTERN.test(value.replace(/\s+/g, '')) ? null : t('auth.validation.totp')) },
  });

  if (enable.isSuccess) {
    return (
      <RecoveryCodes
        codes={enable.data.recoveryCodes}
        onDone={() => {
          toasts.success({ summary: 'saved', detail: 'auth.account.twoFactor.enabled' });
          onCancel();
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Text size="sm">{t('auth.account.twoFactor.stepScan')}</Text>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Paper withBorder radius="md" p="xs" w={196} h={196} style={{ flexShrink: 0 }}>
          {qr ? (
            <Image src={qr} alt={t('auth.account.twoFactor.qrAlt')} w={176} h={176} />
          ) : (
            <Skeleton w={176} h={176} />
          )}
        </Paper>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text size="sm" c="gray.7">
            {t('auth.account.twoFactor.manual')}
          </Text>
          <Code block fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
            {groupKey(secret)}
          </Code>
          <Box>
            <CopyTextButton value={secret} label={t('auth.account.twoFactor.copyKey')} />
          </Box>
        </Stack>
      </Group>
      <form
        noValidate
        onSubmit={form.onSubmit(({ code }) => enable.mutate({ code: code.replace(/\s+/g, '') }), focusFirstInvalid)}
      >
        <Stack gap="md">
          <Text size="sm">{t('auth.account.twoFactor.stepConfirm')}</Text>
          <FormError error={enable.error} />
          <TextInput
            label={t('auth.account.twoFactor.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            maw={220}
            required
            withAsterisk={false}
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="gray" onClick={onCancel}>
              {t('auth.account.twoFactor.cancel')}
            </Button>
            <Button type="submit" loading={enable.isPending}>
              {t('auth.account.twoFactor.enable')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim().length >= 6 ? null : t('auth.validation.code')) },
  });
  const submit = form.onSubmit(
    ({ code }) =>
      disable.mutate(
        { code: code.trim() },
        {
          onSuccess: () => toasts.success({ summary: 'saved', detail: 'auth.account.twoFactor.disabled' }),
          onError: () => form.setFieldValue('code', ''),
        },
      ),
    focusFirstInvalid,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          {t('auth.account.twoFactor.disableDescription')}
        </Text>
        <FormError error={disable.error} />
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('auth.account.twoFactor.disableCode')}
            autoComplete="one-time-code"
            required
            withAsterisk={false}
            w={300}
            maw="100%"
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            {t('auth.account.twoFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Two-step verification: turn on (QR code, confirm, recovery codes) or off (with a code). */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const { twoFactorEnabled } = useSessionUser();
  const setup = useSetupTwoFactor();

  const badge = twoFactorEnabled ? (
    <Badge color="teal" variant="light" leftSection={<IconShieldCheck size={12} aria-hidden />}>
      {t('auth.account.twoFactor.statusOn')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('auth.account.twoFactor.statusOff')}
    </Badge>
  );

  let body;
  if (setup.isSuccess)
    body = <SetupStep secret={setup.data.secret} otpauthUrl={setup.data.otpauthUrl} onCancel={() => setup.reset()} />;
  else if (twoFactorEnabled) body = <DisableForm />;
  else
    body = (
      <Stack gap="md" align="flex-start">
        <FormError error={setup.error} />
        <Button
          onClick={() => setup.mutate()}
          loading={setup.isPending}
          leftSection={<IconShieldCheck size={16} aria-hidden />}
        >
          {t('auth.account.twoFactor.start')}
        </Button>
      </Stack>
    );

  return (
    <SettingsSection
      title={t('auth.account.twoFactor.title')}
      description={t('auth.account.twoFactor.description')}
      badge={badge}
    >
      {body}
    </SettingsSection>
  );
}
