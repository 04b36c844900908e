import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AiIndexStatus } from '@common/contracts/ai';
import { initI18n } from '@web/lib/i18n/i18n';
import { PublicConfigProvider, setPublicConfig } from '@web/lib/public-config';
import { createQueryClient } from '@web/lib/query-client';
import { testPublicConfig } from '@web/test/fixtures';
import { IndexStatusCard } from './index-status-card';

const status = (overrides: Partial<AiIndexStatus> = {}): AiIndexStatus => ({
  propertyId: 7,
  name: 'Casa',
  isCoHost: false,
  published: true,
  isIndexing: false,
  lastIndexDate: '2026-03-01T10:00:00.000Z',
  outOfDate: false,
  passageCount: 12,
  lastRun: null,
  mode: 'extractive',
  embeddings: false,
  fillerSectionIds: [],
  ...overrides,
});

function renderCard(value: AiIndexStatus) {
  render(
    <PublicConfigProvider config={testPublicConfig}>
      <MantineProvider env="test">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/home/guide/ai']}>
            <IndexStatusCard status={value} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </PublicConfigProvider>,
  );
}

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
});

describe('index status card', () => {
  it('warns while sections still hold the starter template placeholder lines', () => {
    renderCard(status({ fillerSectionIds: ['s1', 's4'] }));
    expect(screen.getByTestId('filler-warning')).toHaveTextContent('2 sections still hold the starter template');
  });

  it('says nothing about starter text once every section is the host’s own', () => {
    renderCard(status());
    expect(screen.getByTestId('index-state')).toHaveTextContent('Up to date');
    expect(screen.queryByTestId('filler-warning')).not.toBeInTheDocument();
  });
});
