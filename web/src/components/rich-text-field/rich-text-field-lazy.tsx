import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { type RichTextFieldProps } from './rich-text-field';

const RichTextFieldImpl = lazy(() => import('./rich-text-field').then((module) => ({ default: module.RichTextField })));

/** The rich-text input, fetched on first use: Tiptap and ProseMirror stay out of every other page. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<Skeleton height={196} radius="md" role="status" aria-busy="true" aria-label={props.label} />}>
      <RichTextFieldImpl {...props} />
    </Suspense>
  );
}
