import type { Permission } from '../modules/access';

/**
 * Who may call each route: the contract that authorization-matrix.test.ts holds every registered
 * route to (and fuzz.test.ts walks). A route registered without an entry here fails that test, and
 * so does an entry naming a route that no longer exists. Keys are `METHOD /path` exactly as Fastify
 * registers them (API prefix included, `:param` placeholders); HEAD routes Fastify adds for each GET
 * are left out.
 *
 * Access levels:
 * - `public`: anyone, no bearer token needed (guest pages, sign-in, lookup lists...).
 * - `twoFaPending`: a bearer token that proves only the password (role TwoFa), waiting for its
 *   second factor (POST /auth/verify2fa).
 * - `signedIn`: any fully signed-in user, about their own account or their own lists; nothing in
 *   the request names somebody else's data.
 * - `own`: a signed-in user on a record of their own named in the request (a message template, a
 *   support ticket, an invitation they sent): another user's record is a 404.
 * - `coHost`: a property's content: its owner and its co-hosts; any other host gets 404. Lists
 *   whose property filter is optional are called with it (without it they list the caller's own).
 * - `owner`: the property's owner only: a co-host gets 403, any other host 404.
 * - `internal`: staff: the Internal or the Admin role (hosts get 403).
 * - `admin`: the Admin role only (Internal gets 403).
 */
export type Access = 'public' | 'twoFaPending' | 'signedIn' | 'own' | 'coHost' | 'owner' | 'internal' | 'admin';

/**
 * The access policy's permission each `coHost` and `owner` route asks for (server/src/modules/access):
 * a co-host whose role lacks it gets 403. Every such route has an entry (the matrix test checks).
 */
export const ROUTE_PERMISSION: Record<string, Permission> = {
  'PUT /api/property/user': 'guide.update',
  'DELETE /api/property/user/:propertyId': 'property.delete',
  'GET /api/property/user/:propertyId/guide-link': 'property.read',
  'GET /api/property/user/:propertyId/code-attempts': 'property.read',
  'POST /api/property/user/:propertyId/rotate-slug': 'property.rotateLink',
  'POST /api/property/user/:propertyId/duplicate': 'property.duplicate',
  'GET /api/media/library/:page/:mediaSourceId/:propertyId': 'guide.update',
  'POST /api/media/library/:mediaSourceId/:propertyId': 'guide.update',
  'POST /api/media/library/stock/:propertyId': 'guide.update',
  'DELETE /api/media/library/:mediaId/:mediaSourceId': 'guide.update',
  'GET /api/stays': 'stay.read',
  'GET /api/stays/:stayId': 'stay.read',
  'POST /api/stays': 'stay.update',
  'PUT /api/stays': 'stay.update',
  'DELETE /api/stays/:stayId': 'stay.update',
  'POST /api/stays/:stayId/link/revoke': 'stay.update',
  'POST /api/stays/:stayId/link/renew': 'stay.update',
  'POST /api/stays/import/:propertyId': 'stay.update',
  'GET /api/stays/feeds': 'stay.update',
  'POST /api/stays/feeds': 'stay.update',
  'DELETE /api/stays/feeds/:feedId': 'stay.update',
  'POST /api/stays/feeds/:feedId/sync': 'stay.update',
  'POST /api/messages/preview': 'message.manage',
  'POST /api/messages/schedules': 'message.manage',
  'GET /api/messages/log': 'message.manage',
  'POST /api/messages/send': 'message.manage',
  'POST /api/messages/log/:messageId/resend': 'message.manage',
  'POST /api/messages/log/:messageId/sent': 'message.manage',
  'GET /api/messages/failures': 'message.manage',
  'POST /api/messages/failures/:messageId/acknowledge': 'message.manage',
  'GET /api/videos/property/:propertyId': 'property.read',
  'POST /api/videos': 'guide.update',
  'POST /api/videos/upload/:propertyId': 'guide.update',
  'PUT /api/videos': 'guide.update',
  'DELETE /api/videos/:videoId': 'guide.update',
  'POST /api/translation/property/:propertyId/sections': 'guide.update',
  'POST /api/translation/property/:propertyId/items': 'guide.update',
  'GET /api/devices/property/:propertyId': 'property.read',
  'POST /api/devices': 'guide.update',
  'PUT /api/devices': 'guide.update',
  'DELETE /api/devices/:deviceId': 'guide.update',
  'POST /api/devices/:deviceId/manual': 'guide.update',
  'DELETE /api/devices/:deviceId/manual': 'guide.update',
  'POST /api/shared-blocks/:sharedBlockId/detach': 'guide.update',
  'GET /api/cohosts/property/:propertyId': 'cohosts.manage',
  'DELETE /api/cohosts/property/:propertyId/:userId': 'cohosts.manage',
  'PUT /api/cohosts/property/:propertyId/:userId': 'cohosts.manage',
  'POST /api/cohosts/invitations': 'cohosts.manage',
  'GET /api/reports': 'report.read',
  'GET /api/reports/csv/:table': 'report.read',
  'GET /api/property/index/:propertyId/:scope': 'guide.update',
  'GET /api/ai/property/:propertyId': 'guide.update',
  'GET /api/ai/property/:propertyId/settings': 'guide.update',
  'PUT /api/ai/property/:propertyId/settings': 'guide.update',
  'GET /api/ai/property/:propertyId/qa': 'guide.update',
  'POST /api/ai/property/:propertyId/qa': 'guide.update',
  'PUT /api/ai/property/:propertyId/qa/:qaId': 'guide.update',
  'DELETE /api/ai/property/:propertyId/qa/:qaId': 'guide.update',
  'GET /api/ai/property/:propertyId/questions': 'guide.update',
  'POST /api/ai/property/:propertyId/questions/:questionId/qa': 'guide.update',
  'POST /api/ai/property/:propertyId/questions/:questionId/section': 'guide.update',
  'POST /api/ai/property/:propertyId/ask': 'guide.update',
  'GET /api/inbox/property/:propertyId': 'inbox.answer',
  'POST /api/inbox/property/:propertyId/read': 'inbox.answer',
  'POST /api/inbox/property/:propertyId/reply': 'inbox.answer',
};

export const ROUTE_ACCESS: Record<string, Access> = {
  // Health and API documentation
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/config': 'public',

  // Sign-in, sessions and accounts
  'GET /api/auth/botcheck/challenge': 'public',
  'POST /api/auth/issuetoken': 'public',
  'POST /api/auth/verify2fa': 'twoFaPending',
  'POST /api/auth/refreshtoken': 'public',
  'POST /api/auth/IssueTokenGoogle': 'public',
  'POST /api/auth/signout': 'public',
  'POST /api/user/signup': 'public',
  'POST /api/user/signupconfirmation': 'public',
  'GET /api/user/password/:email': 'public',
  'POST /api/user/password/': 'public',
  'GET /api/user/password/account/:email': 'signedIn',
  'POST /api/user/password/account/': 'signedIn',
  'GET /api/user': 'signedIn',
  'PUT /api/user': 'signedIn',
  'GET /api/user/onboard/:value': 'signedIn',
  'GET /api/user/export': 'signedIn',
  'DELETE /api/user': 'signedIn',
  'POST /api/user/2fa/setup': 'signedIn',
  'POST /api/user/2fa/enable': 'signedIn',
  'POST /api/user/2fa/disable': 'signedIn',
  // Only registered without SMTP and with DEV_OUTBOX; answers requests from this machine only.
  'GET /api/dev/outbox': 'public',

  // Lookup lists
  'GET /api/list/countries': 'public',
  'GET /api/list/reasontypes': 'public',
  'GET /api/list/emergencyinfotypes': 'public',
  'GET /api/list/attractionTypes': 'public',
  'GET /api/list/strTypes': 'public',
  'GET /api/list/themes': 'public',
  'GET /api/list/mediasources': 'public',
  'GET /api/list/states/:countryId': 'public',
  'GET /api/list/timezone': 'public',

  // Properties and guide links
  'GET /api/property/user/list': 'signedIn',
  'GET /api/property/user': 'signedIn',
  'POST /api/property/user': 'signedIn',
  'PUT /api/property/user': 'coHost',
  'DELETE /api/property/user/:propertyId': 'owner',
  'GET /api/property/user/:propertyId/guide-link': 'coHost',
  'GET /api/property/user/:propertyId/code-attempts': 'coHost',
  'POST /api/property/user/:propertyId/rotate-slug': 'owner',
  'POST /api/property/user/:propertyId/duplicate': 'owner',

  // Media library and stock photos
  'GET /api/media/library/:page/:mediaSourceId/:propertyId': 'coHost',
  'POST /api/media/library/:mediaSourceId/:propertyId': 'coHost',
  'POST /api/media/library/stock/:propertyId': 'coHost',
  'DELETE /api/media/library/:mediaId/:mediaSourceId': 'coHost',
  'GET /api/media/photos/:searchTerm/:page': 'signedIn',
  'GET /api/media/autocomplete/icon/:text': 'signedIn',

  // The guest guide (published guides; sensitive parts behind the access code or a stay link)
  'GET /api/guide/:slug': 'public',
  'POST /api/guide/:slug/stay/arrived': 'public',
  'POST /api/guide/:slug/stay/checkedout': 'public',
  'GET /api/guide/code/:code': 'public',
  // Public for a published guide; the unpublished one and includeSensitive=1 for owner and co-hosts.
  'GET /api/guide/:slug/pdf': 'public',
  'GET /api/guide/:slug/sign.pdf': 'public',
  'POST /api/guide/:slug/events': 'public',
  'GET /api/guide/:slug/concierge': 'public',
  'POST /api/guide/:slug/ask': 'public',
  'POST /api/guide/:slug/handoff': 'public',
  'POST /api/guide/:slug/handoff/replies': 'public',
  'GET /api/inbox/contact': 'signedIn',
  'PUT /api/inbox/contact': 'signedIn',
  'GET /api/inbox': 'signedIn',
  'GET /api/inbox/property/:propertyId': 'coHost',
  'POST /api/inbox/property/:propertyId/read': 'coHost',
  'POST /api/inbox/property/:propertyId/reply': 'coHost',

  // Stays and calendar feeds
  'GET /api/stays': 'coHost',
  'GET /api/stays/agenda': 'signedIn',
  'GET /api/stays/:stayId': 'coHost',
  'POST /api/stays': 'coHost',
  'PUT /api/stays': 'coHost',
  'DELETE /api/stays/:stayId': 'coHost',
  'POST /api/stays/:stayId/link/revoke': 'coHost',
  'POST /api/stays/:stayId/link/renew': 'coHost',
  'POST /api/stays/import/:propertyId': 'coHost',
  'GET /api/stays/feeds': 'coHost',
  'POST /api/stays/feeds': 'coHost',
  'DELETE /api/stays/feeds/:feedId': 'coHost',
  'POST /api/stays/feeds/:feedId/sync': 'coHost',

  // Guest messages
  'GET /api/messages/templates': 'signedIn',
  'POST /api/messages/templates': 'signedIn',
  'PUT /api/messages/templates': 'own',
  'DELETE /api/messages/templates/:templateId': 'own',
  'POST /api/messages/preview': 'coHost',
  'GET /api/messages/schedules': 'signedIn',
  'POST /api/messages/schedules': 'coHost',
  'PUT /api/messages/schedules': 'own',
  'DELETE /api/messages/schedules/:scheduleId': 'own',
  'GET /api/messages/schedules/:scheduleId/existing-stays': 'own',
  'POST /api/messages/schedules/:scheduleId/existing-stays': 'own',
  'GET /api/messages/log': 'coHost',
  'POST /api/messages/send': 'coHost',
  'POST /api/messages/log/:messageId/resend': 'coHost',
  'POST /api/messages/log/:messageId/sent': 'coHost',
  'GET /api/messages/failures': 'coHost',
  'POST /api/messages/failures/:messageId/acknowledge': 'coHost',

  // Videos and devices
  'GET /api/videos/property/:propertyId': 'coHost',
  'POST /api/videos': 'coHost',
  'POST /api/videos/upload/:propertyId': 'coHost',
  'PUT /api/videos': 'coHost',
  'DELETE /api/videos/:videoId': 'coHost',
  'POST /api/translation/property/:propertyId/sections': 'coHost',
  'POST /api/translation/property/:propertyId/items': 'coHost',
  'GET /api/devices/property/:propertyId': 'coHost',
  'POST /api/devices': 'coHost',
  'PUT /api/devices': 'coHost',
  'DELETE /api/devices/:deviceId': 'coHost',
  'POST /api/devices/:deviceId/manual': 'coHost',
  'DELETE /api/devices/:deviceId/manual': 'coHost',
  // Shared blocks (decision 047): the account's own library; detaching a copy is a change of one guide
  'GET /api/shared-blocks': 'signedIn',
  'POST /api/shared-blocks': 'signedIn',
  'GET /api/shared-blocks/:sharedBlockId': 'own',
  'PUT /api/shared-blocks/:sharedBlockId': 'own',
  'DELETE /api/shared-blocks/:sharedBlockId': 'own',
  'POST /api/shared-blocks/:sharedBlockId/use': 'own',
  'POST /api/shared-blocks/:sharedBlockId/detach': 'coHost',

  // Co-hosts
  'GET /api/cohosts': 'signedIn',
  'GET /api/cohosts/property/:propertyId': 'owner',
  'DELETE /api/cohosts/property/:propertyId/:userId': 'owner',
  'PUT /api/cohosts/property/:propertyId/:userId': 'owner',
  'POST /api/cohosts/invitations': 'owner',
  'DELETE /api/cohosts/invitations/:invitationId': 'own',
  'POST /api/host/confirm/preview': 'public',
  'POST /api/host/confirm': 'signedIn',

  // Reports
  'GET /api/reports': 'coHost',
  'GET /api/reports/csv/:table': 'coHost',

  // AI knowledge base and concierge (host side)
  'GET /api/property/index/:propertyId/:scope': 'coHost',
  'GET /api/ai/property': 'signedIn',
  'GET /api/ai/property/:propertyId': 'coHost',
  'GET /api/ai/property/:propertyId/settings': 'coHost',
  'PUT /api/ai/property/:propertyId/settings': 'coHost',
  'GET /api/ai/property/:propertyId/qa': 'coHost',
  'POST /api/ai/property/:propertyId/qa': 'coHost',
  'PUT /api/ai/property/:propertyId/qa/:qaId': 'coHost',
  'DELETE /api/ai/property/:propertyId/qa/:qaId': 'coHost',
  'GET /api/ai/property/:propertyId/questions': 'coHost',
  'POST /api/ai/property/:propertyId/questions/:questionId/qa': 'coHost',
  'POST /api/ai/property/:propertyId/questions/:questionId/section': 'coHost',
  'POST /api/ai/property/:propertyId/ask': 'coHost',

  // Support
  'POST /api/support/tickets': 'signedIn',
  'GET /api/support/tickets': 'signedIn',
  'GET /api/support/tickets/:ticketId': 'own',
  'POST /api/support/tickets/:ticketId/messages': 'own',
  'POST /api/support/tickets/:ticketId/attachments': 'own',
  'GET /api/support/tickets/:ticketId/attachments/:attachmentId': 'own',
  'GET /api/support/onboarding': 'signedIn',
  'POST /api/support/contact': 'public',

  // Admin area
  'GET /api/admin/overview': 'internal',
  'GET /api/admin/users': 'internal',
  'GET /api/admin/users/:userId': 'internal',
  'POST /api/admin/users/:userId/deactivate': 'admin',
  'POST /api/admin/users/:userId/reactivate': 'admin',
  'POST /api/admin/users/:userId/resend-confirmation': 'internal',
  'POST /api/admin/users/:userId/reset-2fa': 'admin',
  'GET /api/admin/users/:userId/export': 'admin',
  'DELETE /api/admin/users/:userId': 'admin',
  'GET /api/admin/roles': 'internal',
  'POST /api/admin/roles': 'admin',
  'DELETE /api/admin/roles/:userId/:role': 'admin',
  'GET /api/admin/audit': 'internal',
  'GET /api/admin/outbox': 'internal',
  'POST /api/admin/outbox/:mailId/resend': 'admin',
  'GET /api/admin/lists/:list': 'internal',
  'PUT /api/admin/lists/:list/:id': 'admin',
  'POST /api/admin/tools/purge': 'admin',
  'GET /api/admin/ai': 'internal',
  'POST /api/admin/ai/runs/:propertyId/retry': 'admin',
  'GET /api/admin/ai/prompts': 'internal',
  'PUT /api/admin/ai/prompts/:strTypeId': 'admin',
  'GET /api/admin/support/tickets': 'internal',
  'GET /api/admin/support/tickets/:ticketId': 'internal',
  'POST /api/admin/support/tickets/:ticketId/messages': 'internal',
  'PUT /api/admin/support/tickets/:ticketId': 'internal',
  'GET /api/admin/support/tickets/:ticketId/attachments/:attachmentId': 'internal',

  // Files and server-rendered guest pages
  'GET /images/*': 'public',
  'GET /files/*': 'public',
  'GET /guest/img/800/:shard/:file': 'public',
  'GET /guest/icons/:file': 'public',
  'GET /g': 'public',
  'GET /g/*': 'public',
  'GET /g/:slug': 'public',
  'GET /g/:slug/print': 'public',
  'GET /g/:slug/manifest.webmanifest': 'public',
  'GET /g/:slug/:file': 'public',
  'GET /link': 'public',
  'GET /es/g': 'public',
  'GET /es/g/*': 'public',
  'GET /es/g/:slug': 'public',
  'GET /es/g/:slug/print': 'public',
  'GET /es/g/:slug/manifest.webmanifest': 'public',
  'GET /es/link': 'public',
  'GET /robots.txt': 'public',
};
