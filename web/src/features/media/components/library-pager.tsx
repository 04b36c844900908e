import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { LIBRARY_PAGE_LINKS, LIBRARY_PAGE_SIZE } from '@common/limits';
import { useTranslation } from '@web/lib/i18n/react';

/**
 * The window of page links around the current page, like a classic paginator: `links` pages centred
 * on `page` where possible, shifted to stay inside 0..pageCount-1. Zero-based, inclusive.
 */
export function pageLinkRange(page: number, pageCount: number, links: number = LIBRARY_PAGE_LINKS): [number, number] {
  const visible = Math.min(links, pageCount);
  let start = Math.max(0, Math.ceil(page - visible / 2));
  const end = Math.min(pageCount - 1, start + visible - 1);
  start = Math.max(0, start - (links - (end - start + 1)));
  return [start, end];
}

/**
 * The library pager (docs/product.md, "Photo drawer"): zero-based pages of 15 photos, 3 page links, with
 * first / previous / next / last. Labels show page numbers from 1.
 */
export function LibraryPager({
  page,
  totalCount,
  onChange,
}: {
  page: number;
  totalCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pageCount = Math.ceil(totalCount / LIBRARY_PAGE_SIZE);
  if (pageCount <= 1) return null;
  const [start, end] = pageLinkRange(page, pageCount);
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  const first = page === 0;
  const last = page >= pageCount - 1;

  return (
    <Group component="nav" aria-label={t('host.photos.pager.label')} gap={4} justify="center" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={first}
        onClick={() => onChange(0)}
        aria-label={t('host.photos.pager.first')}
      >
        <IconChevronsLeft size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={first}
        onClick={() => onChange(page - 1)}
        aria-label={t('host.photos.pager.previous')}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      {pages.map((index) => (
        <Button
          key={index}
          size="compact-md"
          miw={36}
          variant={index === page ? 'filled' : 'subtle'}
          aria-current={index === page ? 'page' : undefined}
          aria-label={t('host.photos.pager.page', { page: index + 1 })}
          onClick={() => onChange(index)}
        >
          {index + 1}
        </Button>
      ))}
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={last}
        onClick={() => onChange(page + 1)}
        aria-label={t('host.photos.pager.next')}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={last}
        onClick={() => onChange(pageCount - 1)}
        aria-label={t('host.photos.pager.last')}
      >
        <IconChevronsRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
