import { type SharedBlockKind } from '@common/contracts/shared-blocks';
import { UseSharedBlockMenu } from '@web/lib/shared-blocks/use-shared-block-menu';
import { useEditorGuide } from './editor-guide';

/**
 * "Use a shared block" under the guide's sections (or places): adds a copy of one of the host's
 * blocks of that kind at the end of this guide. Owners only.
 */
export function UseSharedBlockButton({
  kind = 'section',
  used,
  dirty,
  full,
}: {
  kind?: SharedBlockKind;
  used: number[];
  dirty: boolean;
  full: boolean;
}) {
  const guide = useEditorGuide();
  if (!guide) return null;
  return (
    <UseSharedBlockMenu
      kind={kind}
      propertyId={guide.propertyId}
      isCoHost={guide.isCoHost}
      used={used}
      dirty={dirty}
      full={full}
    />
  );
}
