import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Badge,
  Box,
  Collapse,
  Group,
  Paper,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconGripVertical,
  IconLock,
  IconTrash,
} from '@tabler/icons-react';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { hasErrorsUnder, type EditorForm } from '../lib/editor-form';
import { type GuideLocale, type SectionValues } from '../lib/editor-values';
import { NamedIcon } from '../lib/section-icons';
import { sectionLanguageStates } from '../lib/language-marks';
import { SectionEditor } from './section-editor';
import { SharedBadge } from './shared-blocks/shared-badge';
import { LanguageMarks } from '@web/components/language-marks';

/** The title a host recognises a section by: the guide's default language first, then the other. */
export function sectionLabel(section: SectionValues, locale: GuideLocale, untitled: string): string {
  const other: GuideLocale = locale === 'en' ? 'es' : 'en';
  return section.title[locale].trim() || section.title[other].trim() || untitled;
}

export type MoveControl = 'handle' | 'up' | 'down';

interface RowProps {
  form: EditorForm;
  section: SectionValues;
  index: number;
  count: number;
  expanded: boolean;
  onToggle: () => void;
  onMove: (from: number, to: number, control: MoveControl) => void;
  onRemove: () => void;
  registerControl: (control: MoveControl, node: HTMLButtonElement | null) => void;
  instructionsId: string;
}

/** One section in the list: its handle, its title and marks, move and remove, and its editor when open. */
export function SectionRow({
  form,
  section,
  index,
  count,
  expanded,
  onToggle,
  onMove,
  onRemove,
  registerControl,
  instructionsId,
}: RowProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.sectionId,
  });
  const label = sectionLabel(section, form.values.guide.defaultLocale, t('host.editor.sections.untitled'));
  const invalid = hasErrorsUnder(form, `guide.sections.${index}`);

  // Arrow keys on the handle move the section at once: no pick-up step to learn.
  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' && index > 0) {
      event.preventDefault();
      onMove(index, index - 1, 'handle');
    } else if (event.key === 'ArrowDown' && index < count - 1) {
      event.preventDefault();
      onMove(index, index + 1, 'handle');
    }
  };

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        borderColor: invalid ? 'var(--mantine-color-red-6)' : undefined,
      }}
      data-testid="section-row"
      data-section-id={section.sectionId}
    >
      <Group gap={6} p={6} wrap="nowrap">
        <Tooltip label={t('host.editor.sections.dragHint')} openDelay={500}>
          <ActionIcon
            ref={(node) => {
              setActivatorNodeRef(node);
              registerControl('handle', node);
            }}
            variant="subtle"
            color="gray"
            size="lg"
            style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            aria-label={t('host.editor.sections.reorder', { title: label, position: index + 1, count })}
            {...attributes}
            {...listeners}
            // dnd-kit's attributes describe a drag-only button; ours also moves with the arrow keys.
            aria-roledescription={undefined}
            aria-describedby={instructionsId}
            onKeyDown={onHandleKeyDown}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          style={{ flex: 1, minWidth: 0 }}
          py={4}
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" size={34}>
              <NamedIcon name={section.icon} />
            </ThemeIcon>
            <Box style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} size="sm" truncate="end">
                {label}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="gray.7" truncate="end">
                  {t(`host.editor.sectionKinds.${section.kind}`)}
                </Text>
                {section.sensitive ? (
                  <Tooltip label={t('host.editor.sections.sensitive')}>
                    <Badge size="xs" variant="light" color="grape" px={4} style={{ flexShrink: 0 }}>
                      <IconLock size={11} aria-hidden style={{ display: 'block' }} />
                      <VisuallyHidden>{t('host.editor.sections.sensitiveBadge')}</VisuallyHidden>
                    </Badge>
                  </Tooltip>
                ) : null}
                {section.sharedBlockId ? <SharedBadge /> : null}
                <LanguageMarks states={sectionLanguageStates(section)} />
                {invalid ? (
                  <Badge size="xs" color="red" variant="light">
                    {t('host.editor.hasErrors')}
                  </Badge>
                ) : null}
              </Group>
            </Box>
            <IconChevronDown
              size={16}
              aria-hidden
              style={{
                transform: expanded ? 'rotate(180deg)' : undefined,
                transition: 'transform 150ms',
                flexShrink: 0,
              }}
            />
          </Group>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            ref={(node) => registerControl('up', node)}
            variant="subtle"
            color="gray"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1, 'up')}
            aria-label={t('host.editor.sections.moveUp', { title: label })}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            ref={(node) => registerControl('down', node)}
            variant="subtle"
            color="gray"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1, 'down')}
            aria-label={t('host.editor.sections.moveDown', { title: label })}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('host.editor.sections.remove', { title: label })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={expanded} keepMounted={false} id={panelId}>
        <Box px="md" pb="md" pt={4}>
          <SectionEditor form={form} index={index} section={section} />
        </Box>
      </Collapse>
    </Paper>
  );
}
