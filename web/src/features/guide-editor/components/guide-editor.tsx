import { Alert, Badge, Box, Button, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useHotkeys } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { type ApiError } from '@common/contracts/api';
import { type Property, type PropertyUpdate } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { ModalOnDemand } from '@web/components/modal-on-demand';
import { onDemand, useOnDemand } from '@web/components/on-demand';
import { useDocumentTitle } from '@web/lib/document-title';
import { useScreenQuery } from '@web/lib/use-screen-query';
import {
  sameValues,
  toEditorValues,
  toPropertyUpdate,
  type EditorValues,
  type GuideLocale,
} from '../lib/editor-values';
import { type EditorLookups } from '../lib/lookups';
import { itemIndexOf, serverErrorsToForm, tabOfPath, type EditorErrors, type EditorTab } from '../lib/validation';
import { useUnsavedChangesWarning } from '../hooks/use-unsaved-changes';
import { DetailsPanel } from './details-panel';
import { EditorGuideProvider } from './shared-blocks/editor-guide';
import { type GuidePreview } from './guide-preview';
import { GuidePreviewFrame } from './guide-preview-frame';
import { ContactsPanel, GuidePanel, PlacesPanel, preloadPanels, SharingPanel } from './lazy-panels';
import { EditorHeader } from './editor-header';
import { EditorPropertyContext } from '../lib/editor-property';
import { whenFound } from '../lib/when-found';

/** What a save came to (the properties feature's update call answers exactly this). */
export type EditorSaveOutcome =
  | { status: 'saved'; property: Property }
  | { status: 'conflict'; errors: ApiError[] }
  | { status: 'invalid'; errors: ApiError[] }
  | { status: 'failed'; errors: ApiError[] };

export interface GuideEditorProps {
  property: Property;
  lookups: EditorLookups;
  /** The country chosen in the editor changed: the page loads that country's states. */
  onCountryChange: (countryId: number | null) => void;
  /** PUT the whole property; the toasts (docs/api.md) are the caller's. */
  onSave: (update: PropertyUpdate) => Promise<EditorSaveOutcome>;
  /** Fetches the latest saved copy, after a save was refused because someone saved in between. */
  onReloadLatest: () => Promise<Property | null>;
  /** A section to open and scroll to on arrival (a link from the AI area: "In the guide: ..."). */
  openSection?: string | null;
}

const TABS: EditorTab[] = ['details', 'guide', 'contacts', 'places', 'sharing'];

/** The check against the contract, with zod: loaded with the first change (or the first save). */
const loadValidation = () => import('../lib/validate-editor-values');

/** The preview's code (with the section icons and its language switch): asked for when the preview shows. */
const previewCode = onDemand(() => import('./guide-preview').then((m) => ({ Preview: memo(m.GuidePreview) })));

/**
 * The preview follows the working copy at low priority: typing re-renders the form at once and the
 * preview when the browser has time, and only the preview (the deferred value lives down here). Until
 * its code has come and on the first render it is an empty frame of the same size: the form shows
 * first, the whole guide in the phone right after (decision 061).
 */
function LivePreview({ values, ...rest }: Parameters<typeof GuidePreview>[0]) {
  const [loaded, request] = useOnDemand(previewCode);
  useEffect(() => {
    if (!loaded) request();
  }, [loaded, request]);
  const deferred = useDeferredValue<typeof values | null>(values, null);
  return loaded && deferred ? <loaded.Preview values={deferred} {...rest} /> : <GuidePreviewFrame />;
}

/**
 * The property and guide editor: a working copy of the whole property edited across five tabs, a
 * live phone preview, and one Save that sends everything (with the modifyDate it was loaded with).
 * Unsaved edits are guarded against navigation and tab closing; a refused save keeps every edit.
 */
export function GuideEditor({
  property,
  lookups,
  onCountryChange,
  onSave,
  onReloadLatest,
  openSection,
}: GuideEditorProps) {
  const { t } = useTranslation();
  const [base, setBase] = useState(property);
  const [baseValues, setBaseValues] = useState<EditorValues>(() => toEditorValues(property));
  const form = useForm<EditorValues>({ mode: 'controlled', initialValues: baseValues });
  const linked =
    openSection && property.guide.sections.some((section) => section.sectionId === openSection) ? openSection : null;
  // A link to a place (a shared block's copy) opens the places tab.
  const linkedPlace = openSection && property.guide.attractions.some((a) => a.attractionId === openSection);
  const [tab, setTab] = useState<EditorTab>(linked ? 'guide' : linkedPlace ? 'places' : 'details');
  const [expanded, setExpanded] = useState<string[]>(linked ? [linked] : []);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [previewLocale, setPreviewLocale] = useState<GuideLocale>(property.guide.defaultLocale);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewShown, setPreviewShown] = useState(true);
  const wide = useScreenQuery('(min-width: 75em)');
  const dirty = !sameValues(form.values, baseValues);
  const blocker = useUnsavedChangesWarning(dirty);
  // The contract check (zod) loads with the first change, so a save finds it there.
  useEffect(() => {
    if (dirty) loadValidation().catch(() => undefined);
  }, [dirty]);
  const savingRef = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  // Set when errors are shown: once they are on screen, the first invalid input takes the focus.
  const focusInvalid = useRef(false);

  useDocumentTitle(form.values.name.trim() || null);

  /** Starts over from a copy the server sent; `keep` are edits made while it was on its way. */
  const startFrom = useCallback(
    (saved: Property, keep?: EditorValues) => {
      const values = toEditorValues(saved);
      setBase(saved);
      setBaseValues(values);
      form.setValues(keep ?? values);
      form.resetDirty(values);
      form.clearErrors();
      setConflict(false);
      setGeneralError(null);
    },
    [form],
  );

  // A newer copy reached the cache (another tab, a refetch) while nothing is being edited: show it.
  // Only ever forward in time: a copy older than the one the editor holds (e.g. the cache has not
  // caught up with a save yet) is ignored.
  useEffect(() => {
    const newer = Date.parse(property.modifyDate) > Date.parse(base.modifyDate);
    if (newer && !dirty && !savingRef.current) startFrom(property);
  }, [property, base.modifyDate, dirty, startFrom]);

  const showErrors = (errors: EditorErrors) => {
    const { '': general, ...fields } = errors;
    form.setErrors(fields);
    setGeneralError(general ?? (Object.keys(fields).length > 0 ? 'host.editor.checkFields' : null));
    const paths = Object.keys(fields);
    if (paths.length === 0) return;
    if (!paths.some((path) => tabOfPath(path) === tab)) setTab(tabOfPath(paths[0]));
    const sectionIds = paths
      .map((path) => itemIndexOf(path, 'guide.sections'))
      .filter((index): index is number => index !== null)
      .map((index) => form.values.guide.sections[index]?.sectionId)
      .filter((id): id is string => !!id);
    if (sectionIds.length > 0) setExpanded((current) => [...new Set([...current, ...sectionIds])]);
    focusInvalid.current = true;
  };

  useEffect(() => {
    if (!focusInvalid.current) return;
    // Tabs and sections open over a frame or two (a tab's code on its first opening); look for the
    // field until it is there.
    return whenFound(
      () => rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'),
      (field) => {
        focusInvalid.current = false;
        field?.scrollIntoView({ block: 'center' });
        field?.focus({ preventScroll: true });
      },
    );
  });

  // Arrived through a link to one section: bring it into view once the guide tab has laid it out.
  useEffect(() => {
    if (!linked) return;
    return whenFound(
      () => rootRef.current?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(linked)}"]`),
      (row) => {
        row?.scrollIntoView({ block: 'start' });
        row?.querySelector<HTMLElement>('button[aria-expanded]')?.focus({ preventScroll: true });
      },
    );
  }, [linked]);

  useEffect(() => {
    if (!conflict) return;
    conflictRef.current?.scrollIntoView({ block: 'center' });
    conflictRef.current?.focus({ preventScroll: true });
  }, [conflict]);

  const save = async () => {
    if (savingRef.current) return;
    savingRef.current = true;
    let validation: Awaited<ReturnType<typeof loadValidation>>;
    try {
      validation = await loadValidation();
    } catch (error) {
      savingRef.current = false;
      throw error;
    }
    const sent = form.getValues();
    const errors = validation.validateEditorValues(sent, base);
    if (Object.keys(errors).length > 0) {
      savingRef.current = false;
      showErrors(errors);
      return;
    }
    setSaving(true);
    setGeneralError(null);
    try {
      const outcome = await onSave(toPropertyUpdate(sent, base));
      if (outcome.status === 'saved') {
        const current = form.getValues();
        startFrom(outcome.property, sameValues(current, sent) ? undefined : current);
      } else if (outcome.status === 'conflict') {
        setConflict(true);
      } else if (outcome.status === 'invalid') {
        showErrors(serverErrorsToForm(outcome.errors));
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const loadLatest = async () => {
    const latest = await onReloadLatest();
    if (latest) startFrom(latest);
  };

  useHotkeys([['mod+S', () => void save()]], [], true);

  const tabErrors = (name: EditorTab) => Object.keys(form.errors).filter((path) => tabOfPath(path) === name).length;

  const preview = (
    <LivePreview values={form.values} lookups={lookups} locale={previewLocale} onLocaleChange={setPreviewLocale} />
  );

  return (
    <EditorPropertyContext.Provider value={base.propertyId}>
      <Stack gap="md" ref={rootRef}>
        <EditorHeader
          name={form.values.name}
          published={form.values.guide.published}
          isCoHost={base.isCoHost}
          dirty={dirty}
          conflict={conflict}
          saving={saving}
          previewShown={previewShown}
          onTogglePreview={() => setPreviewShown((shown) => !shown)}
          onOpenPreview={() => setPreviewOpen(true)}
          onSave={() => void save()}
        />

        {conflict ? (
          <Alert
            ref={conflictRef}
            tabIndex={-1}
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('host.editor.conflict.title')}
            role="alert"
          >
            <Stack gap="xs">
              <Text size="sm">{t('host.editor.conflict.message')}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => void loadLatest()}>
                  {t('host.editor.conflict.loadLatest')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setConflict(false)}>
                  {t('host.editor.conflict.keepEditing')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}

        {generalError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            withCloseButton
            closeButtonLabel={t('host.editor.dismiss')}
            onClose={() => setGeneralError(null)}
          >
            {t(generalError)}
          </Alert>
        ) : null}

        <Grid gap="lg" align="flex-start">
          {/* Side by side on a wide screen, laid out by CSS: the first render (also a server's) is right on any screen. */}
          <Grid.Col span={{ base: 12, lg: previewShown ? 'auto' : 12 }} style={{ minWidth: 0 }}>
            <Tabs value={tab} onChange={(next) => next && setTab(next as EditorTab)} keepMounted={false}>
              <Box style={{ overflowX: 'auto' }} mb="md">
                <Tabs.List
                  style={{ flexWrap: 'nowrap', minWidth: 'max-content' }}
                  onPointerEnter={() => void preloadPanels()}
                  onFocus={() => void preloadPanels()}
                >
                  {TABS.map((name) => {
                    const count = tabErrors(name);
                    return (
                      <Tabs.Tab
                        key={name}
                        value={name}
                        rightSection={
                          count > 0 ? (
                            <Badge size="xs" color="red" circle aria-label={t('host.editor.tabErrors', { count })}>
                              {count}
                            </Badge>
                          ) : null
                        }
                      >
                        {t(`host.editor.tabs.${name}`)}
                      </Tabs.Tab>
                    );
                  })}
                </Tabs.List>
              </Box>
              <Tabs.Panel value="details">
                <DetailsPanel form={form} lookups={lookups} onCountryChange={onCountryChange} />
              </Tabs.Panel>
              <Tabs.Panel value="guide">
                <EditorGuideProvider guide={{ propertyId: base.propertyId, isCoHost: base.isCoHost }}>
                  <GuidePanel form={form} expanded={expanded} onExpandedChange={setExpanded} />
                </EditorGuideProvider>
              </Tabs.Panel>
              <Tabs.Panel value="contacts">
                <ContactsPanel form={form} lookups={lookups} />
              </Tabs.Panel>
              <Tabs.Panel value="places">
                <EditorGuideProvider guide={{ propertyId: base.propertyId, isCoHost: base.isCoHost }}>
                  <PlacesPanel form={form} attractionTypes={lookups.attractionTypes} />
                </EditorGuideProvider>
              </Tabs.Panel>
              <Tabs.Panel value="sharing">
                <SharingPanel
                  form={form}
                  propertyId={base.propertyId}
                  slug={base.guide.slug}
                  themes={lookups.themes}
                  isCoHost={base.isCoHost}
                />
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          {previewShown ? (
            <Grid.Col
              span="content"
              visibleFrom="lg"
              style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 64px) + 110px)' }}
            >
              <Box component="aside" aria-label={t('host.editor.preview.title')}>
                {wide ? preview : <GuidePreviewFrame />}
              </Box>
            </Grid.Col>
          ) : null}
        </Grid>

        <ModalOnDemand
          opened={previewOpen && !wide}
          onClose={() => setPreviewOpen(false)}
          title={t('host.editor.preview.title')}
          fullScreen
          closeButtonProps={{ 'aria-label': t('host.editor.preview.close') }}
        >
          {preview}
        </ModalOnDemand>

        <ModalOnDemand
          opened={blocker.state === 'blocked'}
          onClose={() => blocker.reset?.()}
          title={t('host.editor.leave.title')}
          centered
        >
          <Stack gap="md">
            <Text size="sm">{t('host.editor.leave.message')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
                {t('host.editor.leave.stay')}
              </Button>
              <Button color="red" onClick={() => blocker.proceed?.()}>
                {t('host.editor.leave.leave')}
              </Button>
            </Group>
          </Stack>
        </ModalOnDemand>
      </Stack>
    </EditorPropertyContext.Provider>
  );
}
