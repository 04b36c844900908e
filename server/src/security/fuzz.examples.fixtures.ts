import { admin, ids, owner, property } from './fuzz.fixtures';

/**
 * A valid request per route (query and body), the starting point of the near-valid inputs: one or
 * a few fields replaced by hostile values, so the input reaches the services behind the validation.
 */
export const examples = (): Record<string, { query?: Record<string, string>; body?: unknown }> => {
  const propertyId = property.propertyId;
  const stay = {
    propertyId,
    guestName: 'Gus',
    email: 'gus@example.com',
    phone: '+34 600 000 000',
    locale: 'en',
    guestCount: 2,
    checkInDate: '2031-06-01',
    checkInTime: '15:00',
    checkOutDate: '2031-06-03',
    notes: 'Late arrival',
  };
  const template = {
    name: 'Hi',
    subject: { en: 'Hi', es: 'Hola' },
    body: { en: 'Hello {guestName}', es: 'Hola {guestName}' },
  };
  const schedule = {
    templateId: Number(ids.templateId),
    propertyId,
    anchor: 'checkIn',
    offsetDays: -1,
    localTime: '10:00',
    channel: 'email',
    active: true,
  };
  const sharedBlock = {
    name: 'House rules',
    sectionKind: 'rules',
    title: { en: 'House rules', es: 'Normas' },
    body: { en: '<p>Quiet after ten</p>' },
  };
  const device = {
    name: 'Dishwasher',
    category: 'dishwasher',
    location: 'Kitchen',
    brand: 'Bosch',
    model: 'S4',
    howTo: { en: '<p>Press start</p>' },
    troubleshooting: {},
    mediaIds: [],
    videoId: null,
  };
  const report = { propertyId: String(propertyId), from: '2026-01-01', to: '2026-01-31', tz: 'Europe/Madrid' };
  return {
    'POST /api/auth/issuetoken': {
      body: { email: owner.email, password: 'a password that is long', rememberMe: false, botToken: 'x' },
    },
    'POST /api/auth/verify2fa': { body: { code: '123456' } },
    'POST /api/auth/refreshtoken': {
      body: { token: owner.headers.authorization.slice(7), refreshToken: 'x'.repeat(43) },
    },
    'POST /api/auth/signout': { body: { refreshToken: 'x'.repeat(43) } },
    'POST /api/user/signup': {
      body: {
        email: 'new@example.com',
        password: 'a password that is long',
        firstName: 'Ana',
        lastName: 'Host',
        locale: 'en',
        botToken: 'x',
      },
    },
    'POST /api/user/signupconfirmation': { body: { email: 'new@example.com', code: '12345678' } },
    'POST /api/user/password/': { body: { email: owner.email, code: '12345678', password: 'a password that is long' } },
    'POST /api/user/password/account/': { body: { code: '12345678', password: 'a password that is long' } },
    'DELETE /api/user': { body: { password: 'not the password of anyone' } },
    'PUT /api/user': {
      body: {
        firstName: 'Olga',
        lastName: 'Owner',
        phoneNumber: '+34 611 222 333',
        profileImageMediaId: null,
        locale: 'es',
      },
    },
    'POST /api/user/2fa/enable': { body: { code: '123456' } },
    'POST /api/user/2fa/disable': { body: { code: '123456' } },
    'PUT /api/property/user': { body: property },
    'POST /api/media/library/stock/:propertyId': {
      body: { url: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg' },
    },
    'GET /api/guide/:slug': { query: { locale: 'es' } },
    'GET /api/guide/:slug/pdf': { query: { locale: 'en', paper: 'letter', includeSensitive: '1' } },
    'GET /api/guide/:slug/sign.pdf': { query: { locale: 'es', paper: 'a4', wifi: '1' } },
    'POST /api/guide/:slug/events': {
      body: {
        events: [
          { type: 'open', locale: 'es' },
          { type: 'section_view', sectionId: '1' },
        ],
      },
    },
    'POST /api/guide/:slug/ask': { body: { question: 'When is check-out?', locale: 'en' } },
    'GET /api/stays': {
      query: { propertyId: String(propertyId), status: 'upcoming', q: 'Gina', page: '1', pageSize: '25' },
    },
    'GET /api/stays/agenda': { query: { days: '7' } },
    'POST /api/stays': { body: stay },
    'POST /api/property/user/:propertyId/duplicate': { body: { name: 'Beach flat 2' } },
    'PUT /api/stays': { body: { ...stay, stayId: Number(ids.stayId), modifyDate: new Date().toISOString() } },
    'POST /api/stays/import/:propertyId': {
      body: { csv: 'guest name,check-in,check-out\nHugo,2031-07-01,2031-07-03\n' },
    },
    'POST /api/stays/feeds': { body: { propertyId, name: 'Airbnb', url: 'http://127.0.0.1:9/feed.ics' } },
    'POST /api/messages/templates': { body: template },
    'PUT /api/messages/templates': { body: { ...template, templateId: Number(ids.templateId) } },
    'POST /api/messages/preview': { body: { stayId: Number(ids.stayId), templateId: Number(ids.templateId) } },
    'POST /api/messages/schedules': { body: schedule },
    'PUT /api/messages/schedules': { body: { ...schedule, scheduleId: Number(ids.scheduleId) } },
    'GET /api/messages/log': {
      query: { status: 'sent', propertyId: String(propertyId), stayId: ids.stayId, page: '1', pageSize: '20' },
    },
    'POST /api/messages/send': {
      body: { stayId: Number(ids.stayId), templateId: Number(ids.templateId), channel: 'whatsapp' },
    },
    'POST /api/videos': {
      body: {
        propertyId,
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: { en: 'Tour', es: 'Visita' },
        posterMediaId: null,
      },
    },
    'PUT /api/videos': { body: { videoId: Number(ids.videoId), title: { en: 'Renamed' }, posterMediaId: null } },
    'POST /api/devices': { body: { ...device, propertyId } },
    'PUT /api/devices': { body: { ...device, deviceId: Number(ids.deviceId) } },
    'POST /api/shared-blocks': { body: sharedBlock },
    'PUT /api/shared-blocks/:sharedBlockId': { body: sharedBlock },
    'POST /api/shared-blocks/:sharedBlockId/use': { body: { propertyId } },
    'POST /api/shared-blocks/:sharedBlockId/detach': { body: { propertyId } },
    'POST /api/cohosts/invitations': {
      body: { propertyIds: [propertyId], email: 'helper@example.com', message: 'Welcome' },
    },
    'POST /api/translation/property/:propertyId/sections': {
      body: { from: 'en', to: 'es', sections: [{ sectionId: 's1', title: 'Parking', body: '<p>Behind {{x}}.</p>' }] },
    },
    'POST /api/translation/property/:propertyId/items': {
      body: {
        from: 'en',
        to: 'es',
        sections: [{ sectionId: 's1', title: 'Parking', body: '<p>Behind {{x}}.</p>' }],
        places: [{ attractionId: 'a1', description: '<p>Tapas</p>' }],
        devices: [{ deviceId: 0, howTo: '<p>Press</p>', troubleshooting: '' }],
      },
    },
    'POST /api/host/confirm/preview': { body: { token: 'A'.repeat(22) } },
    'POST /api/host/confirm': { body: { token: 'A'.repeat(22) } },
    'GET /api/reports': { query: report },
    'GET /api/reports/csv/:table': { query: report },
    'PUT /api/ai/property/:propertyId/settings': {
      body: {
        tone: 'friendly',
        instructions: 'Be brief',
        topicsToAvoid: ['parties'],
        escalation: { name: 'Olga', phone: '+34 600 000 000', email: 'olga@example.com' },
      },
    },
    'POST /api/ai/property/:propertyId/qa': { body: { question: 'Is there a cot?', answer: 'Yes.', locale: 'en' } },
    'PUT /api/ai/property/:propertyId/qa/:qaId': {
      body: { question: 'Where is the key?', answer: 'Under the mat.', locale: 'es' },
    },
    'POST /api/ai/property/:propertyId/questions/:questionId/qa': { body: { answer: 'Yes, in the closet.' } },
    'POST /api/ai/property/:propertyId/questions/:questionId/section': {
      body: { title: 'Cot', body: '<p>In the closet.</p>' },
    },
    'POST /api/ai/property/:propertyId/ask': {
      body: { question: 'Where is the key?', locale: 'en', withAccessCode: true },
    },
    'POST /api/support/tickets': {
      body: { reasonTypeId: 1, subject: 'Help', body: 'Please', propertyId, botToken: 'x' },
    },
    'GET /api/support/tickets': { query: { page: '1', pageSize: '10' } },
    'POST /api/support/tickets/:ticketId/messages': { body: { body: 'More detail' } },
    'POST /api/support/contact': {
      body: {
        name: 'Pat',
        email: 'pat@example.com',
        reasonTypeId: 1,
        subject: 'Hello',
        body: 'A question',
        locale: 'es',
        botToken: 'x',
      },
    },
    'GET /api/admin/users': { query: { q: 'olga', page: '1', pageSize: '20' } },
    'POST /api/admin/roles': { body: { email: owner.email, role: 'Internal' } },
    'GET /api/admin/audit': { query: { page: '1', pageSize: '20' } },
    'GET /api/admin/outbox': { query: { page: '1', pageSize: '20' } },
    'PUT /api/admin/lists/:list/:id': { body: { nameEn: 'Uploads', nameEs: 'Subidas' } },
    'POST /api/admin/tools/purge': { body: { olderThanDays: 3650 } },
    'PUT /api/admin/ai/prompts/:strTypeId': { body: { instructionsEn: 'Be brief.', instructionsEs: 'Sé breve.' } },
    'GET /api/admin/support/tickets': {
      query: { status: 'open', assignee: 'me', q: 'help', page: '1', pageSize: '10' },
    },
    'POST /api/admin/support/tickets/:ticketId/messages': { body: { body: 'A note', internal: true } },
    'PUT /api/admin/support/tickets/:ticketId': { body: { status: 'waiting', assigneeUserId: admin.userId } },
  };
};
