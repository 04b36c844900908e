import { SharedCopyNotice } from '@web/lib/shared-blocks/shared-copy-notice';
import { useEditorGuide } from './editor-guide';

/**
 * In the section editor, for a section that is a copy of a shared block: where it is shared, where
 * to edit it, and "Detach" (the section becomes this guide's own).
 */
export function SharedSectionNotice({ sharedBlockId, dirty }: { sharedBlockId: number; dirty: boolean }) {
  const guide = useEditorGuide();
  if (!guide) return null;
  return (
    <SharedCopyNotice
      kind="section"
      sharedBlockId={sharedBlockId}
      propertyId={guide.propertyId}
      isCoHost={guide.isCoHost}
      dirty={dirty}
    />
  );
}
