/** The request rows of the authorization matrix (authorization-matrix.test.ts). */
import { inboxQuestions, mailOutbox, users } from '../db/schema';
import { waitIndexed } from '../modules/concierge/ai.fixtures';
import { makeImage } from '../modules/media/media.fixtures';
import { createHost } from '../modules/property/property.fixtures';
import { PropertyRepository } from '../modules/property/property.repository';
import {
  api,
  type Build,
  calendarUrl,
  feedFor,
  hosts,
  invitationProperty,
  multipart,
  newDevice,
  newSharedBlock,
  newInvitation,
  newPhoto,
  newQaPair,
  newQuestion,
  newSchedule,
  newStay,
  newTemplate,
  newTicket,
  newVideo,
  ownerTicket,
  readProperty,
  sharedInvitation,
  staff,
  t,
  target,
  whatsappMessage,
} from './authorization-matrix.fixtures';

/** Rows that need more than the path filled in from the shared fixtures. */
export const BUILD: Record<string, Build> = {
  'POST /api/auth/verify2fa': () => ({ payload: { code: '123456' } }),
  'GET /api/user/password/account/:email': (c) => ({
    url: `/api/user/password/account/${encodeURIComponent(c.who?.email ?? 'nobody@example.com')}`,
  }),
  'POST /api/user/password/account/': () => ({
    payload: { code: '12345678', password: 'a new password that is long' },
  }),
  'PUT /api/user': () => ({ payload: { firstName: 'Ana', lastName: 'Host' } }),
  // A wrong password: the route is reached (400), and no caller of the matrix loses its account.
  'DELETE /api/user': () => ({ payload: { password: 'not the password of anyone' } }),
  'POST /api/user/2fa/enable': () => ({ payload: { code: '123456' } }),
  'POST /api/user/2fa/disable': () => ({ payload: { code: '123456' } }),

  'PUT /api/property/user': async (c) => ({
    payload: { ...(await readProperty(c.property.propertyId)), name: `Saved by ${c.caller}` },
  }),
  'POST /api/media/library/:mediaSourceId/:propertyId': async (c) =>
    multipart(`/api/media/library/1/${c.property.propertyId}`, { name: 'a.png', data: await makeImage('png') }),
  'POST /api/media/library/stock/:propertyId': (c) => ({
    url: `/api/media/library/stock/${c.property.propertyId}`,
    payload: { url: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg' },
  }),
  'DELETE /api/media/library/:mediaId/:mediaSourceId': async (c) => ({
    url: `/api/media/library/${await newPhoto(c)}/1`,
  }),
  'GET /api/guide/:slug/pdf': (c) => ({ url: `/api/guide/${c.property.guide.slug}/pdf?includeSensitive=1` }),
  'POST /api/property/user/:propertyId/duplicate': (c) => ({
    url: `/api/property/user/${c.property.propertyId}/duplicate`,
    payload: { name: `Copied by ${c.caller}` },
  }),

  'GET /api/stays': async (c) => {
    await newStay(c);
    return { url: `/api/stays?propertyId=${c.property.propertyId}` };
  },
  'GET /api/stays/:stayId': async (c) => ({ url: `/api/stays/${(await newStay(c)).stayId}` }),
  'POST /api/stays': (c) => ({
    payload: {
      propertyId: c.property.propertyId,
      guestName: 'Gus',
      checkInDate: '2031-06-01',
      checkOutDate: '2031-06-03',
    },
  }),
  'PUT /api/stays': async (c) => {
    const stay = await newStay(c);
    return {
      payload: {
        stayId: stay.stayId,
        modifyDate: stay.modifyDate,
        propertyId: c.property.propertyId,
        guestName: 'Renamed',
        checkInDate: '2031-05-01',
        checkOutDate: '2031-05-05',
      },
    };
  },
  'DELETE /api/stays/:stayId': async (c) => ({ url: `/api/stays/${(await newStay(c)).stayId}` }),
  'POST /api/stays/:stayId/link/revoke': async (c) => ({ url: `/api/stays/${(await newStay(c)).stayId}/link/revoke` }),
  'POST /api/stays/:stayId/link/renew': async (c) => ({ url: `/api/stays/${(await newStay(c)).stayId}/link/renew` }),
  'POST /api/stays/import/:propertyId': (c) => ({
    url: `/api/stays/import/${c.property.propertyId}`,
    payload: { csv: 'guest name,check-in,check-out\nHugo,2031-07-01,2031-07-03\n' },
  }),
  'GET /api/stays/feeds': (c) => ({ url: `/api/stays/feeds?propertyId=${c.property.propertyId}` }),
  'POST /api/stays/feeds': (c) => ({
    payload: { propertyId: c.property.propertyId, name: `Feed ${c.caller}`, url: `${calendarUrl}/${c.caller}.ics` },
  }),
  'DELETE /api/stays/feeds/:feedId': async (c) => ({ url: `/api/stays/feeds/${(await feedFor(c)).feedId}` }),
  'POST /api/stays/feeds/:feedId/sync': async (c) => ({ url: `/api/stays/feeds/${(await feedFor(c)).feedId}/sync` }),

  'POST /api/messages/templates': () => ({
    payload: { name: 'Hi', subject: { en: 'Hi', es: 'Hola' }, body: { en: 'Hello', es: 'Hola' } },
  }),
  'PUT /api/messages/templates': async () => ({
    payload: {
      templateId: (await newTemplate(hosts.owner)).templateId,
      name: 'Renamed',
      subject: { en: 'Hi', es: 'Hola' },
      body: { en: 'Hello', es: 'Hola' },
    },
  }),
  'DELETE /api/messages/templates/:templateId': async () => ({
    url: `/api/messages/templates/${(await newTemplate(hosts.owner)).templateId}`,
  }),
  'POST /api/messages/preview': async (c) => ({
    payload: { stayId: (await newStay(c)).stayId, subject: 'Hi', body: 'Hello' },
  }),
  'POST /api/messages/schedules': async (c) => ({
    payload: {
      templateId: (await newTemplate(c.who ?? hosts.owner)).templateId,
      propertyId: c.property.propertyId,
      anchor: 'checkIn',
      offsetDays: -1,
      localTime: '10:00',
      channel: 'email',
    },
  }),
  'PUT /api/messages/schedules': async (c) => {
    const schedule = await newSchedule(c);
    return {
      payload: {
        scheduleId: schedule.scheduleId,
        templateId: schedule.templateId,
        propertyId: c.property.propertyId,
        anchor: 'checkIn',
        offsetDays: -2,
        localTime: '11:00',
        channel: 'email',
      },
    };
  },
  'DELETE /api/messages/schedules/:scheduleId': async (c) => ({
    url: `/api/messages/schedules/${(await newSchedule(c)).scheduleId}`,
  }),
  'GET /api/messages/schedules/:scheduleId/existing-stays': async (c) => ({
    url: `/api/messages/schedules/${(await newSchedule(c)).scheduleId}/existing-stays`,
  }),
  'POST /api/messages/schedules/:scheduleId/existing-stays': async (c) => ({
    url: `/api/messages/schedules/${(await newSchedule(c)).scheduleId}/existing-stays`,
  }),
  'GET /api/messages/log': async (c) => {
    await whatsappMessage(c);
    return { url: `/api/messages/log?propertyId=${c.property.propertyId}` };
  },
  'POST /api/messages/send': async (c) => ({
    payload: {
      stayId: (await newStay(c)).stayId,
      templateId: (await newTemplate(c.who ?? hosts.owner)).templateId,
      channel: 'whatsapp',
    },
  }),
  'POST /api/messages/log/:messageId/resend': async (c) => ({
    url: `/api/messages/log/${await whatsappMessage(c)}/resend`,
  }),
  'POST /api/messages/log/:messageId/sent': async (c) => ({
    url: `/api/messages/log/${await whatsappMessage(c)}/sent`,
  }),
  'GET /api/messages/failures': (c) => ({ url: `/api/messages/failures?propertyId=${c.property.propertyId}` }),
  'POST /api/messages/failures/:messageId/acknowledge': async (c) => ({
    url: `/api/messages/failures/${await whatsappMessage(c)}/acknowledge`,
  }),

  'POST /api/translation/property/:propertyId/sections': () => ({
    payload: {
      from: 'en',
      to: 'es',
      sections: [{ sectionId: 's1', title: 'Parking', body: '<p>Behind the house.</p>' }],
    },
  }),

  'POST /api/translation/property/:propertyId/items': () => ({
    payload: {
      from: 'en',
      to: 'es',
      sections: [{ sectionId: 's1', title: 'Parking', body: '<p>Behind the house.</p>' }],
      places: [{ attractionId: 'a1', description: '<p>The best tapas.</p>' }],
      devices: [{ deviceId: 0, howTo: '<p>Press the big button.</p>', troubleshooting: '' }],
    },
  }),

  'POST /api/videos': (c) => ({
    payload: { propertyId: c.property.propertyId, url: 'https://vimeo.com/76979871', title: { en: `By ${c.caller}` } },
  }),
  'POST /api/videos/upload/:propertyId': (c) =>
    multipart(`/api/videos/upload/${c.property.propertyId}`, {
      name: 'clip.mp4',
      data: Buffer.from('not really a video'),
    }),
  'PUT /api/videos': async (c) => ({
    payload: { videoId: (await newVideo(c)).videoId, title: { en: 'Renamed' }, posterMediaId: null },
  }),
  'DELETE /api/videos/:videoId': async (c) => ({ url: `/api/videos/${(await newVideo(c)).videoId}` }),
  'POST /api/devices': (c) => ({
    payload: { propertyId: c.property.propertyId, name: `Oven of ${c.caller}`, category: 'oven' },
  }),
  'PUT /api/devices': async (c) => ({
    payload: { deviceId: (await newDevice(c)).deviceId, name: 'Dishwasher (kitchen)', category: 'dishwasher' },
  }),
  'DELETE /api/devices/:deviceId': async (c) => ({ url: `/api/devices/${(await newDevice(c)).deviceId}` }),
  'POST /api/devices/:deviceId/manual': async (c) =>
    multipart(`/api/devices/${(await newDevice(c)).deviceId}/manual`, {
      name: 'manual.pdf',
      data: Buffer.from('%PDF-1.4 not really'),
      type: 'application/pdf',
    }),
  'DELETE /api/devices/:deviceId/manual': async (c) => ({
    url: `/api/devices/${(await newDevice(c)).deviceId}/manual`,
  }),
  'POST /api/shared-blocks': () => ({ payload: { name: 'Rules', title: { en: 'House rules' } } }),
  'GET /api/shared-blocks/:sharedBlockId': async () => ({
    url: `/api/shared-blocks/${(await newSharedBlock()).sharedBlockId}`,
  }),
  'PUT /api/shared-blocks/:sharedBlockId': async () => ({
    url: `/api/shared-blocks/${(await newSharedBlock()).sharedBlockId}`,
    payload: { name: 'Renamed', title: { en: 'House rules' } },
  }),
  'DELETE /api/shared-blocks/:sharedBlockId': async () => ({
    url: `/api/shared-blocks/${(await newSharedBlock()).sharedBlockId}`,
  }),
  'POST /api/shared-blocks/:sharedBlockId/use': async (c) => ({
    url: `/api/shared-blocks/${(await newSharedBlock()).sharedBlockId}/use`,
    payload: { propertyId: c.property.propertyId },
  }),
  'POST /api/shared-blocks/:sharedBlockId/detach': async (c) => {
    const { sharedBlockId } = await newSharedBlock();
    await api(hosts.owner, 'POST', `/api/shared-blocks/${sharedBlockId}/use`, { propertyId: c.property.propertyId });
    return { url: `/api/shared-blocks/${sharedBlockId}/detach`, payload: { propertyId: c.property.propertyId } };
  },

  'DELETE /api/cohosts/property/:propertyId/:userId': async (c) => {
    const other = await createHost(t);
    await new PropertyRepository(t.database.db).addCoHost(c.property.propertyId, other.userId);
    return { url: `/api/cohosts/property/${c.property.propertyId}/${other.userId}` };
  },
  'PUT /api/cohosts/property/:propertyId/:userId': (c) => ({
    url: `/api/cohosts/property/${c.property.propertyId}/${hosts.coHost.userId}`,
    payload: { role: 'manager' },
  }),
  'POST /api/cohosts/invitations': (c) => ({
    payload: { propertyIds: [c.property.propertyId], email: `invitee.${c.caller}@example.com` },
  }),
  'DELETE /api/cohosts/invitations/:invitationId': async (c) => ({
    url: `/api/cohosts/invitations/${(await (c.caller === 'owner' ? newInvitation(invitationProperty) : sharedInvitation())).invitationId}`,
  }),
  'POST /api/host/confirm/preview': async () => ({ payload: { token: (await sharedInvitation()).token } }),
  'POST /api/host/confirm': async () => ({ payload: { token: (await newInvitation(invitationProperty)).token } }),

  'GET /api/reports': (c) => ({ url: `/api/reports?propertyId=${c.property.propertyId}` }),
  'GET /api/reports/csv/:table': (c) => ({ url: `/api/reports/csv/stays?propertyId=${c.property.propertyId}` }),

  // A run still going (the new property's first index) answers 409: the call waits for it.
  'GET /api/property/index/:propertyId/:scope': async (c) => {
    await waitIndexed(t, c.property.propertyId);
    return { url: `/api/property/index/${c.property.propertyId}/all` };
  },
  'PUT /api/ai/property/:propertyId/settings': (c) => ({
    payload: { tone: 'friendly', instructions: `By ${c.caller}` },
  }),
  'POST /api/ai/property/:propertyId/qa': () => ({
    payload: { question: 'Is there a cot?', answer: 'Yes, in the closet.', locale: 'en' },
  }),
  'PUT /api/ai/property/:propertyId/qa/:qaId': async (c) => ({
    url: `/api/ai/property/${c.property.propertyId}/qa/${await newQaPair(c)}`,
    payload: { question: 'Where is the key?', answer: 'Under the mat.', locale: 'en' },
  }),
  'DELETE /api/ai/property/:propertyId/qa/:qaId': async (c) => ({
    url: `/api/ai/property/${c.property.propertyId}/qa/${await newQaPair(c)}`,
  }),
  'POST /api/ai/property/:propertyId/questions/:questionId/qa': async (c) => ({
    url: `/api/ai/property/${c.property.propertyId}/questions/${await newQuestion(c)}/qa`,
    payload: { answer: 'Yes, in the bathroom.' },
  }),
  'POST /api/ai/property/:propertyId/questions/:questionId/section': async (c) => ({
    url: `/api/ai/property/${c.property.propertyId}/questions/${await newQuestion(c)}/section`,
    payload: { title: 'Hair dryer', body: '<p>In the bathroom drawer.</p>' },
  }),
  'POST /api/ai/property/:propertyId/ask': () => ({ payload: { question: 'When is check-out?', locale: 'en' } }),
  'POST /api/inbox/property/:propertyId/reply': async (c) => {
    const values = { propertyId: c.property.propertyId, question: 'Hair dryer?', guestKeyHash: 'x' };
    const [row] = await t.database.db.insert(inboxQuestions).values(values).returning();
    return { payload: { questionId: row!.id, reply: 'In the bathroom.' } };
  },

  'POST /api/support/tickets': () => ({ payload: { reasonTypeId: 1, subject: 'Help', body: 'Please' } }),
  'GET /api/support/tickets/:ticketId': async () => ({ url: `/api/support/tickets/${await newTicket()}` }),
  'POST /api/support/tickets/:ticketId/messages': async () => ({
    url: `/api/support/tickets/${await newTicket()}/messages`,
    payload: { body: 'More detail' },
  }),
  'POST /api/support/tickets/:ticketId/attachments': async () =>
    multipart(`/api/support/tickets/${await newTicket()}/attachments`, {
      name: 'shot.png',
      data: await makeImage('png'),
    }),
  'GET /api/support/tickets/:ticketId/attachments/:attachmentId': async () => {
    const { ticketId, attachmentId } = await ownerTicket();
    return { url: `/api/support/tickets/${ticketId}/attachments/${attachmentId}` };
  },
  'GET /api/admin/support/tickets/:ticketId/attachments/:attachmentId': async () => {
    const { ticketId, attachmentId } = await ownerTicket();
    return { url: `/api/admin/support/tickets/${ticketId}/attachments/${attachmentId}` };
  },
  'POST /api/support/contact': () => ({
    payload: { name: 'Pat', email: 'pat@example.com', reasonTypeId: 1, subject: 'Hello', body: 'A question' },
  }),

  'GET /api/admin/users/:userId': async () => ({ url: `/api/admin/users/${(await target()).userId}` }),
  'POST /api/admin/users/:userId/deactivate': async () => ({
    url: `/api/admin/users/${(await target()).userId}/deactivate`,
  }),
  'POST /api/admin/users/:userId/reactivate': async () => ({
    url: `/api/admin/users/${(await target()).userId}/reactivate`,
  }),
  'POST /api/admin/users/:userId/resend-confirmation': async () => {
    const [unconfirmed] = await t.database.db
      .insert(users)
      .values({
        email: `unconfirmed.${Math.random().toString(36).slice(2)}@example.com`,
        firstName: 'Uma',
        emailConfirmed: false,
      })
      .returning();
    return { url: `/api/admin/users/${unconfirmed!.id}/resend-confirmation` };
  },
  'POST /api/admin/users/:userId/reset-2fa': async () => ({
    url: `/api/admin/users/${(await target()).userId}/reset-2fa`,
  }),
  'GET /api/admin/users/:userId/export': async () => ({ url: `/api/admin/users/${(await target()).userId}/export` }),
  'DELETE /api/admin/users/:userId': async () => ({ url: `/api/admin/users/${(await target()).userId}` }),
  'POST /api/admin/roles': async () => ({ payload: { email: (await target()).email, role: 'Internal' } }),
  'DELETE /api/admin/roles/:userId/:role': async () => ({
    url: `/api/admin/roles/${(await staff(['Internal'])).userId}/Internal`,
  }),
  'POST /api/admin/outbox/:mailId/resend': async () => {
    const [mail] = await t.database.db
      .insert(mailOutbox)
      .values({ toAddress: 'x@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })
      .returning();
    return { url: `/api/admin/outbox/${mail!.id}/resend` };
  },
  'PUT /api/admin/lists/:list/:id': () => ({
    url: '/api/admin/lists/mediaSources/1',
    payload: { nameEn: 'Uploads', nameEs: 'Subidas' },
  }),
  'GET /api/admin/lists/:list': () => ({ url: '/api/admin/lists/strTypes' }),
  'PUT /api/admin/ai/prompts/:strTypeId': () => ({
    url: '/api/admin/ai/prompts/0',
    payload: { instructionsEn: 'Be brief.', instructionsEs: 'Sé breve.' },
  }),
  'POST /api/admin/tools/purge': () => ({ payload: { olderThanDays: 30 } }),
  'GET /api/admin/support/tickets/:ticketId': async () => ({ url: `/api/admin/support/tickets/${await newTicket()}` }),
  'POST /api/admin/support/tickets/:ticketId/messages': async () => ({
    url: `/api/admin/support/tickets/${await newTicket()}/messages`,
    payload: { body: 'A note', internal: true },
  }),
  'PUT /api/admin/support/tickets/:ticketId': async () => ({
    url: `/api/admin/support/tickets/${await newTicket()}`,
    payload: { status: 'waiting' },
  }),
};
