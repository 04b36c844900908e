import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconDeviceMobile,
  IconEye,
  IconEyeOff,
  IconPointFilled,
} from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n/locale-link';

interface EditorHeaderProps {
  name: string;
  published: boolean;
  isCoHost: boolean;
  dirty: boolean;
  conflict: boolean;
  saving: boolean;
  /** Whether the preview beside the form is shown (on a wide screen; a narrower one opens it in a window). */
  previewShown: boolean;
  onTogglePreview: () => void;
  onOpenPreview: () => void;
  onSave: () => void;
}

/** The editor's sticky bar: back link, the property's name and state, saved or not, preview and Save. */
export function EditorHeader({
  name,
  published,
  isCoHost,
  dirty,
  conflict,
  saving,
  previewShown,
  onTogglePreview,
  onOpenPreview,
  onSave,
}: EditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      px={{ base: 'sm', sm: 'md' }}
      shadow="xs"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 64px) + 8px)', zIndex: 20 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Anchor component={LocaleLink} to="/home/guide/properties" size="sm" c="gray.7">
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              {t('host.editor.backToProperties')}
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 20, sm: 24 }} style={{ minWidth: 0, overflowWrap: 'anywhere' }} lineClamp={1}>
              {name.trim() || t('host.editor.untitledProperty')}
            </Title>
            <Badge color={published ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {published ? t('host.properties.published') : t('host.properties.draft')}
            </Badge>
            {isCoHost ? (
              <Badge color="grape" variant="light" style={{ flexShrink: 0 }}>
                {t('host.properties.coHost')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c={dirty ? 'yellow.9' : 'teal.8'} role="status" aria-live="polite">
            <Group gap={4} component="span" wrap="nowrap">
              {dirty ? <IconPointFilled size={14} aria-hidden /> : <IconCircleCheck size={14} aria-hidden />}
              {dirty ? t('host.editor.unsaved') : t('host.editor.allSaved')}
            </Group>
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          {/* The preview beside the form on a wide screen (shown or hidden), in a window on a smaller one. */}
          <Button
            variant="default"
            visibleFrom="lg"
            leftSection={previewShown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            onClick={onTogglePreview}
          >
            {previewShown ? t('host.editor.preview.hide') : t('host.editor.preview.show')}
          </Button>
          <Button
            variant="default"
            hiddenFrom="lg"
            leftSection={<IconDeviceMobile size={16} aria-hidden />}
            onClick={onOpenPreview}
          >
            {t('host.editor.preview.open')}
          </Button>
          <Button onClick={onSave} loading={saving} disabled={!dirty && !conflict} aria-keyshortcuts="Control+S Meta+S">
            {t('host.editor.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
