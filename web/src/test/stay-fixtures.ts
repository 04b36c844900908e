import { type GuestMessage, type MessageSchedule, type MessageTemplate } from '@common/contracts/messages';
import { type Stay } from '@common/contracts/stays';

/** A complete stay as the API answers it. */
export function makeStay(overrides: Partial<Stay> = {}): Stay {
  return {
    stayId: 41,
    propertyId: 7,
    propertyName: 'Casa Azul',
    guestName: 'Jane Smith',
    email: 'jane@example.com',
    phone: '+44 7700 900123',
    locale: 'en',
    guestCount: 2,
    checkInDate: '2027-03-10',
    checkInTime: '15:00',
    checkOutDate: '2027-03-14',
    checkOutTime: '11:00',
    timeZone: 'Europe/Madrid',
    notes: '',
    reservationCode: null,
    phoneLast4: null,
    reservationUrl: null,
    source: 'manual',
    status: 'upcoming',
    link: {
      url: '/g/casa-azul?s=token-41',
      revoked: false,
      unlocksAt: '2027-03-08T14:00:00.000Z',
      locksAt: '2027-03-14T10:00:00.000Z',
      firstOpenedAt: null,
      lastOpenedAt: null,
      openCount: 0,
    },
    arrivedAt: null,
    checkedOutAt: null,
    createDate: '2027-01-01T10:00:00.000Z',
    modifyDate: '2027-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A template as GET /messages/templates answers it. */
export function makeTemplate(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    templateId: 3,
    name: 'Arrival day',
    starterKey: 'arrivalDay',
    subject: { en: 'Welcome to {propertyName}', es: 'Bienvenida a {propertyName}' },
    body: {
      en: 'Hi {guestFirstName}, check-in is from {checkInTime}.',
      es: 'Hola, {guestFirstName}: la entrada es a partir de las {checkInTime}.',
    },
    createDate: '2027-01-01T10:00:00.000Z',
    modifyDate: '2027-01-01T10:00:00.000Z',
    authorUserId: '6d3f1c1e-0000-4000-8000-00000000000a',
    authorName: 'Olga Owner',
    handedOverFrom: null,
    ...overrides,
  };
}

/** A schedule as GET /messages/schedules answers it. */
export function makeSchedule(overrides: Partial<MessageSchedule> = {}): MessageSchedule {
  return {
    scheduleId: 5,
    templateId: 3,
    templateName: 'Arrival day',
    propertyId: null,
    propertyName: null,
    anchor: 'checkIn',
    offsetDays: -2,
    localTime: '10:00',
    channel: 'email',
    active: true,
    authorUserId: '6d3f1c1e-0000-4000-8000-00000000000a',
    authorName: 'Olga Owner',
    handedOverFrom: null,
    awaitingReview: false,
    ...overrides,
  };
}

/** A message of the log. */
export function makeMessage(overrides: Partial<GuestMessage> = {}): GuestMessage {
  return {
    messageId: 90,
    stayId: 41,
    propertyId: 7,
    propertyName: 'Casa Azul',
    guestName: 'Jane Smith',
    scheduleId: 5,
    templateName: 'Arrival day',
    channel: 'email',
    to: 'jane@example.com',
    locale: 'en',
    subject: 'Welcome to Casa Azul',
    body: 'Hi Jane, check-in is from 15:00.',
    status: 'sent',
    dueAt: '2027-03-08T09:00:00.000Z',
    sentAt: '2027-03-08T09:00:05.000Z',
    attempts: 1,
    error: null,
    whatsappUrl: null,
    ...overrides,
  };
}
