import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@web/lib/toasts';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { makeSchedule, makeTemplate } from '@web/test/stay-fixtures';
import { SchedulesPanel } from './schedules-panel';
import { TemplatesPanel } from './templates-panel';

beforeEach(() => {
  vi.spyOn(toasts, 'success').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CORA = '6d3f1c1e-0000-4000-8000-0000000000c0';
const byCoHost = makeSchedule({
  scheduleId: 8,
  templateName: 'Door code',
  propertyId: 7,
  propertyName: 'Casa Azul',
  authorUserId: CORA,
  authorName: 'Cora CoHost',
});
const handedOver = makeSchedule({
  scheduleId: 9,
  templateName: 'Late check-out offer',
  propertyId: 7,
  propertyName: 'Casa Azul',
  active: false,
  awaitingReview: true,
  authorName: 'Rita Removed',
  handedOverFrom: 'Rita Removed',
});

describe("the owner's schedules list", { timeout: 30_000 }, () => {
  it("shows a co-host's schedule with its author, and the owner pauses it from the list", async () => {
    const api = mockApi({
      'GET /messages/schedules': { result: [makeSchedule(), byCoHost, handedOver] },
      'GET /messages/templates': { result: [makeTemplate()] },
      'PUT /messages/schedules': { result: { ...byCoHost, active: false } },
    });
    const user = userEvent.setup();
    renderComponent(<SchedulesPanel properties={[]} />);

    const row = (await screen.findByText('Door code')).closest('li')!;
    expect(row).toHaveTextContent('Written by Cora CoHost');
    expect(within(row).getByText('Casa Azul')).toBeInTheDocument();
    const other = screen.getByText('Late check-out offer').closest('li')!;
    expect(other).toHaveTextContent('Written by Rita Removed');
    expect(other).toHaveTextContent('Paused: a removed co-host wrote it. Review it, then switch it on');

    await user.click(within(row).getByRole('switch', { name: /Door code/ }));
    await vi.waitFor(() => expect(api.callsTo('PUT /messages/schedules')).toHaveLength(1));
    const body = api.callsTo('PUT /messages/schedules')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ scheduleId: 8, active: false });
    // Only the writable fields go back.
    expect(body).not.toHaveProperty('authorName');
    expect(body).not.toHaveProperty('awaitingReview');
  });
});

describe("the owner's templates list", { timeout: 30_000 }, () => {
  it('names who wrote each template, and marks one passed on by a removed co-host', async () => {
    mockApi({
      'GET /messages/templates': {
        result: [
          makeTemplate({ templateId: 4, name: 'Door code', starterKey: null, authorName: 'Cora CoHost' }),
          makeTemplate({ templateId: 5, name: 'Parking', starterKey: null, handedOverFrom: 'Rita Removed' }),
        ],
      },
    });
    renderComponent(<TemplatesPanel stays={[]} locale="en" />);
    expect((await screen.findByText('Door code')).closest('li')).toHaveTextContent('Written by Cora CoHost');
    expect(screen.getByText('Parking').closest('li')).toHaveTextContent(
      'Written by Rita Removed, who no longer co-hosts: now yours',
    );
  });
});
