import type { Report, ReportTable } from '@common/contracts/reports';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

type Cell = string | number | boolean | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge spaces, quotes
 * doubled. Text a guest wrote that starts like a formula (= + - @, tab, CR) is prefixed with an
 * apostrophe so a spreadsheet shows it instead of running it.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const toCsv = (header: string[], rows: Cell[][]) =>
  UTF8_BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** One table of a report as CSV text (BOM, CRLF line ends, a header row). */
export function reportCsv(report: Report, table: ReportTable): string {
  switch (table) {
    case 'opens':
      return toCsv(
        ['day', 'opens', 'unique_opens', 'questions', 'declined'],
        report.days.map((d) => [d.day, d.opens, d.uniqueOpens, d.questions, d.declined]),
      );
    case 'languages':
      return toCsv(
        ['language', 'opens'],
        report.languages.map((l) => [l.locale || 'unknown', l.opens]),
      );
    case 'sections':
      return toCsv(
        ['property_id', 'property', 'section_id', 'section', 'views'],
        report.sections.map((s) => [s.propertyId, s.propertyName, s.sectionId, s.title, s.views]),
      );
    case 'actions':
      return toCsv(
        ['action', 'count'],
        Object.entries(report.actions).map(([action, count]) => [action, count]),
      );
    case 'questions':
      return toCsv(
        ['asked', 'answered', 'declined'],
        [[report.questions.asked, report.questions.answered, report.questions.declined]],
      );
    case 'declined':
      return toCsv(
        ['property_id', 'property', 'question', 'times_asked', 'last_asked_at'],
        report.declined.map((d) => [d.propertyId, d.propertyName, d.question, d.count, d.lastAskedAt]),
      );
    case 'stays':
      return toCsv(
        ['arrivals', 'opened_before_arrival', 'not_opened'],
        [[report.stays.arrivals, report.stays.openedBeforeArrival, report.stays.notOpened]],
      );
    case 'messages':
      return toCsv(
        ['channel', 'sent', 'failed'],
        report.messages.map((m) => [m.channel, m.sent, m.failed]),
      );
    case 'properties':
      return toCsv(
        [
          'property_id',
          'property',
          'time_zone',
          'opens',
          'unique_opens',
          'questions',
          'declined',
          'messages_sent',
          'messages_failed',
        ],
        report.properties.map((p) => [
          p.propertyId,
          p.name,
          p.timeZone,
          p.opens,
          p.uniqueOpens,
          p.questions,
          p.declined,
          p.messagesSent,
          p.messagesFailed,
        ]),
      );
  }
}
