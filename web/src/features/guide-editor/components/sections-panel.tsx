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
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Menu, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PROPERTY_LIMITS, SECTION_KINDS, type SectionKind } from '@common/contracts/property-constants';
import { useTranslation } from '@web/lib/i18n/react';
import { type EditorForm } from '../lib/editor-form';
import { newSection, type SectionValues } from '../lib/editor-values';
import { DEFAULT_SECTION_ICONS, NamedIcon } from '../lib/section-icons';
import { sectionLabel, SectionRow, type MoveControl } from './section-row';
import { UseSharedBlockButton } from './shared-blocks/use-shared-block-button';
import { TAP_THRESHOLD_PX } from '@web/lib/ui-constants';

/** Sections move along the list only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

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
