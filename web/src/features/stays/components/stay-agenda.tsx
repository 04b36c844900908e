import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { type Stay, type StayAgenda as Agenda } from '@common/contracts/stays';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatTime } from '@web/lib/dates';
import { daysBetween, formatDayHeading, formatInstant } from '@web/lib/guest-dates';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useStayAgenda } from '../api/get-stay-agenda';

/** Days of arrivals and departures the dashboard shows, today included. */
export const AGENDA_DAYS = 7;

type Movement = { kind: 'arrival' | 'departure'; stay: Stay; date: string; time: string };

/** Arrivals and departures grouped by local date, in date and time order (a morning departure before an afternoon arrival). */
export function agendaByDay(agenda: Agenda): Array<{ date: string; movements: Movement[] }> {
  const movements: Movement[] = [
    ...agenda.arrivals.map((stay): Movement => ({
      kind: 'arrival',
      stay,
      date: stay.checkInDate,
      time: stay.checkInTime,
    })),
    ...agenda.departures.map((stay): Movement => ({
      kind: 'departure',
      stay,
      date: stay.checkOutDate,
      time: stay.checkOutTime,
    })),
  ];
  const days = new Map<string, Movement[]>();
  for (const movement of movements.sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.kind.localeCompare(b.kind),
  )) {
    days.set(movement.date, [...(days.get(movement.date) ?? []), movement]);
  }
  return [...days.entries()].map(([date, list]) => ({ date, movements: list }));
}

/**
 * The dashboard's "Arrivals and departures": today and the next days, and what guests pressed on
 * their links lately ("I've arrived", "I've checked out").
 */
export function StayAgendaCard({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const agenda = useStayAgenda(AGENDA_DAYS);
  // A day is "Today" when it is today where each of its stays is (the server's clock, each property's zone).
  const dayLabel = (date: string, movements: Movement[]) => {
    if (!agenda.data) return date;
    const { localToday, today } = agenda.data;
    const offsets = new Set(movements.map(({ stay }) => daysBetween(localToday[stay.timeZone] ?? today, date)));
    if (offsets.size === 1 && offsets.has(0)) return t('host.stays.agenda.today');
    if (offsets.size === 1 && offsets.has(1)) return t('host.stays.agenda.tomorrow');
    return formatDayHeading(date, locale);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="stay-agenda-title">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id="stay-agenda-title">
          {t('host.stays.agenda.title')}
        </Title>
        <Anchor component={LocaleLink} to="/home/guide/guests" size="sm" fw={600}>
          {t('host.stays.agenda.allGuests')}
        </Anchor>
      </Group>
      {agenda.isPending ? (
        <Stack gap="xs">
          <Skeleton h={20} w="40%" />
          <Skeleton h={40} />
        </Stack>
      ) : !agenda.data ? (
        <Text size="sm" c="gray.7">
          {t('host.stays.loadFailed')}
        </Text>
      ) : (
        <Stack gap="md">
          {agenda.data.recentGuestActions.length > 0 ? (
            <Stack
              gap={6}
              component="ul"
              aria-label={t('host.stays.agenda.recent')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {agenda.data.recentGuestActions.map(({ stay, action, at }) => (
                <Group key={`${stay.stayId}-${action}`} component="li" gap="xs" wrap="nowrap" align="flex-start">
                  {action === 'arrived' ? (
                    <IconCircleCheck
                      size={18}
                      color="var(--mantine-color-teal-8)"
                      aria-hidden
                      style={{ flexShrink: 0, marginTop: 2 }}
                    />
                  ) : (
                    <IconDoorExit
                      size={18}
                      color="var(--mantine-color-gray-7)"
                      aria-hidden
                      style={{ flexShrink: 0, marginTop: 2 }}
                    />
                  )}
                  <Text size="sm">
                    {t(`host.stays.agenda.${action}`, { name: stay.guestName, property: stay.propertyName })}{' '}
                    <Text span size="sm" c="gray.7">
                      {formatInstant(at, locale)}
                    </Text>
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : null}
          {agendaByDay(agenda.data).length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('host.stays.agenda.empty', { count: AGENDA_DAYS })}
            </Text>
          ) : (
            agendaByDay(agenda.data).map(({ date, movements }) => (
              <Stack key={date} gap={4}>
                <Text size="sm" fw={700}>
                  {dayLabel(date, movements)}
                </Text>
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {movements.map(({ kind, stay, time }) => (
                    <Group key={`${kind}-${stay.stayId}`} component="li" gap="xs" wrap="nowrap">
                      {kind === 'arrival' ? (
                        <IconDoorEnter
                          size={18}
                          color="var(--mantine-color-blue-8)"
                          aria-hidden
                          style={{ flexShrink: 0 }}
                        />
                      ) : (
                        <IconDoorExit
                          size={18}
                          color="var(--mantine-color-orange-8)"
                          aria-hidden
                          style={{ flexShrink: 0 }}
                        />
                      )}
                      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Text span fw={600} size="sm">
                          {formatTime(time, locale)}
                        </Text>{' '}
                        {t(`host.stays.agenda.${kind}`, { name: stay.guestName, property: stay.propertyName })}
                      </Text>
                      {kind === 'arrival' && stay.arrivedAt ? (
                        <Badge size="sm" variant="light" color="teal" style={{ flexShrink: 0 }}>
                          {t('host.stays.arrivedShort')}
                        </Badge>
                      ) : null}
                    </Group>
                  ))}
                </Stack>
              </Stack>
            ))
          )}
        </Stack>
      )}
    </Paper>
  );
}
