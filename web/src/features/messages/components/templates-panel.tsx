import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type MessageTemplate } from '@common/contracts/messages';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { useScreenQuery } from '@web/lib/use-screen-query';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { type StayOption, TemplateEditor } from './template-editor';

type Editing = { template: MessageTemplate | null } | null;

/** The host's templates (the six starters appear on first visit): open one to edit it with a live preview. */
export function TemplatesPanel({ stays, locale }: { stays: StayOption[]; locale: Locale }) {
  const { t } = useTranslation();
  const narrow = useScreenQuery('(max-width: 48em)');
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<MessageTemplate | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="gray.7" maw={560}>
          {t('host.messages.templates.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ template: null })}>
          {t('host.messages.templates.add')}
        </Button>
      </Group>
      {templates.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={96} radius="md" />
          <Skeleton h={96} radius="md" />
        </SimpleGrid>
      ) : !templates.data ? (
        <Alert color="red" variant="light">
          {t('host.messages.loadFailed')}
        </Alert>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {templates.data.map((template) => (
            <Paper key={template.templateId} withBorder radius="md" p="sm" component="li">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{template.name}</Text>
                    {template.starterKey ? (
                      <Badge size="sm" variant="light" color="gray">
                        {t('host.messages.templates.starter')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="gray.7" lineClamp={2}>
                    {template.subject[locale] || template.body[locale] || template.body.en}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {template.handedOverFrom
                      ? t('host.messages.handedOverFrom', { name: template.handedOverFrom })
                      : t('host.messages.writtenBy', { name: template.authorName })}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('host.messages.edit')} withArrow>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={() => setEditing({ template })}
                      aria-label={t('host.messages.templates.editNamed', { name: template.name })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('host.messages.delete')} withArrow>
                    <ActionIcon
                      variant="default"
                      color="red"
                      size="lg"
                      onClick={() => setToDelete(template)}
                      aria-label={t('host.messages.templates.deleteNamed', { name: template.name })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.template
            ? t('host.messages.templates.editTitle', { name: editing.template.name })
            : t('host.messages.templates.addTitle')
        }
        fullScreen={narrow}
        size="80rem"
      >
        {editing ? (
          <TemplateEditor
            key={editing.template?.templateId ?? 'new'}
            template={editing.template}
            stays={stays}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('host.messages.templates.deleteTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('host.messages.templates.deleteMessage', { name: toDelete?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)} data-autofocus>
              {t('host.messages.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => toDelete && remove.mutate(toDelete.templateId, { onSuccess: () => setToDelete(null) })}
            >
              {t('host.messages.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
