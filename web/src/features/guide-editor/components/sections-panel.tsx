import {
  closestCenter,
  DndContext,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Menu,
  Paper,
  Stack,
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
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPERTY_LIMITS, SECTION_KINDS, type SectionKind } from '@common/contracts/property';
import { hasErrorsUnder, type EditorForm } from '../lib/editor-form';
import { newSection, type GuideLocale, type SectionValues } from '../lib/editor-values';
import { DEFAULT_SECTION_ICONS, NamedIcon } from '../lib/section-icons';
import { sectionLanguageStates } from '../lib/language-marks';
import { SectionEditor } from './section-editor';
import { UseSharedBlockButton } from './shared-blocks/use-shared-block-button';
import { SharedBadge } from './shared-blocks/shared-badge';
import { LanguageMarks } from '@web/components/language-marks';
import { TAP_THRESHOLD_PX } from '@web/lib/ui-constants';

/** The title a host recognises a section by: the guide's default language first, then the other. */
export function sectionLabel(section: SectionValues, locale: GuideLocale, untitled: string): string {
  const other: GuideLocale = locale === 'en' ? 'es' : 'en';
  return section.title[locale].trim() || section.title[other].trim() || untitled;
}

type MoveControl = 'handle' | 'up' | 'down';

/** Sections move along the list only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

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

function SectionRow({
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

/**
 * The guide's sections: add from the kinds, open one to edit it, remove (with undo), and reorder by
 * dragging the handle, by the arrow keys on the handle, or with the move up / down buttons. Every
 * move is announced to screen readers and keeps the keyboard focus on the moved section.
 */
export function SectionsPanel({
  form,
  expanded,
  onExpandedChange,
}: {
  form: EditorForm;
  expanded: string[];
  onExpandedChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const instructionsId = useId();
  const sections = form.values.guide.sections;
  const [announcement, setAnnouncement] = useState('');
  const [removed, setRemoved] = useState<{ section: SectionValues; index: number } | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  // Where the keyboard focus goes after a move, applied once the list has re-rendered.
  const focusRequest = useRef<{ id: string; control: MoveControl } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: TAP_THRESHOLD_PX } }),
  );

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const node = controls.current.get(`${request.id}:${request.control}`);
    // A move button that became disabled (top or bottom reached) hands the focus to the handle.
    const target = node && !node.disabled ? node : controls.current.get(`${request.id}:handle`);
    target?.focus();
  });

  const move = (from: number, to: number, control: MoveControl | null) => {
    if (to < 0 || to >= sections.length || from === to) return;
    const section = sections[from];
    form.reorderListItem('guide.sections', { from, to });
    setAnnouncement(
      t('host.editor.sections.moved', {
        title: sectionLabel(section, form.values.guide.defaultLocale, t('host.editor.sections.untitled')),
        position: to + 1,
        count: sections.length,
      }),
    );
    if (control) focusRequest.current = { id: section.sectionId, control };
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = sections.findIndex((section) => section.sectionId === active.id);
    const to = sections.findIndex((section) => section.sectionId === over.id);
    move(from, to, null);
  };

  const add = (kind: SectionKind) => {
    const section = newSection(kind);
    form.insertListItem('guide.sections', section);
    onExpandedChange([...expanded, section.sectionId]);
    setRemoved(null);
  };

  const remove = (index: number) => {
    const section = sections[index];
    form.removeListItem('guide.sections', index);
    onExpandedChange(expanded.filter((id) => id !== section.sectionId));
    setRemoved({ section, index });
    setAnnouncement(
      t('host.editor.sections.removed', {
        title: sectionLabel(section, form.values.guide.defaultLocale, t('host.editor.sections.untitled')),
      }),
    );
  };

  const undoRemove = () => {
    if (!removed) return;
    form.insertListItem('guide.sections', removed.section, Math.min(removed.index, sections.length));
    setRemoved(null);
  };

  const toggle = (id: string) =>
    onExpandedChange(expanded.includes(id) ? expanded.filter((item) => item !== id) : [...expanded, id]);
  const full = sections.length >= PROPERTY_LIMITS.sections;

  return (
    <Stack gap="sm">
      <VisuallyHidden id={instructionsId}>{t('host.editor.sections.keyboardHint')}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      {sections.length === 0 ? (
        <Paper withBorder radius="md" p="lg" bg="gray.0">
          <Text c="gray.7" ta="center">
            {t('host.editor.sections.empty')}
          </Text>
        </Paper>
      ) : null}

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('host.editor.sections.keyboardHint') },
          announcements: {
            onDragStart: () => '',
            onDragOver: () => '',
            onDragEnd: () => '',
            onDragCancel: () => '',
          },
        }}
      >
        <SortableContext items={sections.map((section) => section.sectionId)} strategy={verticalListSortingStrategy}>
          <Stack
            gap="xs"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('host.editor.sections.listLabel')}
          >
            {sections.map((section, index) => (
              <li key={section.sectionId}>
                <SectionRow
                  form={form}
                  section={section}
                  index={index}
                  count={sections.length}
                  expanded={expanded.includes(section.sectionId)}
                  onToggle={() => toggle(section.sectionId)}
                  onMove={move}
                  onRemove={() => remove(index)}
                  registerControl={(control, node) => {
                    const key = `${section.sectionId}:${control}`;
                    if (node) controls.current.set(key, node);
                    else controls.current.delete(key);
                  }}
                  instructionsId={instructionsId}
                />
              </li>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>

      {removed ? (
        <Paper withBorder radius="md" p="xs" px="md" bg="yellow.0">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('host.editor.sections.removed', {
                title: sectionLabel(
                  removed.section,
                  form.values.guide.defaultLocale,
                  t('host.editor.sections.untitled'),
                ),
              })}
            </Text>
            <Button size="xs" variant="default" onClick={undoRemove}>
              {t('host.editor.undo')}
            </Button>
          </Group>
        </Paper>
      ) : null}

      <Group gap="sm">
        <Menu position="bottom-start" width={240} withinPortal>
          <Menu.Target>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              variant="light"
              disabled={full}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('host.editor.sections.add')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
            {SECTION_KINDS.map((kind) => {
              return (
                <Menu.Item
                  key={kind}
                  leftSection={<NamedIcon name={DEFAULT_SECTION_ICONS[kind]} size={16} />}
                  onClick={() => add(kind)}
                >
                  {t(`host.editor.sectionKinds.${kind}`)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
        <UseSharedBlockButton
          used={sections.flatMap((s) => (s.sharedBlockId ? [s.sharedBlockId] : []))}
          dirty={form.isDirty()}
          full={full}
        />
      </Group>
    </Stack>
  );
}
