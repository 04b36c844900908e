import { describe, expect, it } from 'vitest';
import { initI18n } from '@web/lib/i18n/i18n';
import { scheduleSummary } from './schedule-summary';

const i18n = initI18n('en');
const en = i18n.getFixedT('en');
const es = i18n.getFixedT('es');

describe('the schedule sentence', () => {
  it('reads "2 days before check-in at 10:00 AM by e-mail" in English, the time as the guest page writes it', () => {
    expect(scheduleSummary(en, { anchor: 'checkIn', offsetDays: -2, localTime: '10:00', channel: 'email' }, 'en')).toBe(
      '2 days before check-in at 10:00 AM by e-mail',
    );
    expect(scheduleSummary(en, { anchor: 'checkOut', offsetDays: 1, localTime: '18:30', channel: 'sms' }, 'en')).toBe(
      '1 day after check-out at 6:30 PM by SMS',
    );
    expect(
      scheduleSummary(en, { anchor: 'checkOut', offsetDays: 0, localTime: '08:00', channel: 'whatsapp' }, 'en'),
    ).toBe('On the day of check-out at 8:00 AM by WhatsApp');
    expect(scheduleSummary(en, { anchor: 'booking', offsetDays: 0, localTime: '10:00', channel: 'email' }, 'en')).toBe(
      'As soon as the stay is added, by e-mail',
    );
    expect(scheduleSummary(en, { anchor: 'booking', offsetDays: 3, localTime: '10:00', channel: 'email' }, 'en')).toBe(
      '3 days after the stay is added, by e-mail',
    );
  });

  it('reads "2 días antes de la llegada a las 10:00 por correo electrónico" in Spanish', () => {
    expect(scheduleSummary(es, { anchor: 'checkIn', offsetDays: -2, localTime: '10:00', channel: 'email' }, 'es')).toBe(
      '2 días antes de la llegada a las 10:00 por correo electrónico',
    );
    expect(scheduleSummary(es, { anchor: 'checkOut', offsetDays: 1, localTime: '18:30', channel: 'sms' }, 'es')).toBe(
      '1 día después de la salida a las 18:30 por SMS',
    );
    expect(
      scheduleSummary(es, { anchor: 'checkIn', offsetDays: 0, localTime: '12:00', channel: 'whatsapp' }, 'es'),
    ).toBe('El día de la llegada a las 12:00 por WhatsApp');
    expect(scheduleSummary(es, { anchor: 'booking', offsetDays: 0, localTime: '10:00', channel: 'email' }, 'es')).toBe(
      'En cuanto se añade la estancia, por correo electrónico',
    );
  });

  it('keeps a time still being typed as it is', () => {
    expect(scheduleSummary(en, { anchor: 'checkIn', offsetDays: 0, localTime: '--:--', channel: 'email' }, 'en')).toBe(
      'On the day of check-in at --:-- by e-mail',
    );
  });
});
