/**
 * The scheduled clean-ups run by the job runner (platform/jobs.ts). Each job calls its owner's service function;
 * none of them is urgent, so hourly or daily is enough and a missed run only leaves rows a little longer.
 */
import type { Db } from './db/client'
import type { JobContext, JobDefinition } from './platform/jobs'
import { MAIL_DELIVERY_JOB } from './platform/mail'
import { purgeStaleSessions } from './platform/auth'
import { purgeExpiredCaptchas } from './platform/captcha'
import { purgeExpiredRateLimits } from './platform/rate-limit-store'
import type { Storage } from './platform/storage'
import { purgeOldUserEvents, USER_EVENTS_KEEP_DAYS } from './platform/user-events'
import { expireEmailChanges, purgeStaleTokens } from './modules/auth/auth.service'
import { purgeUnclaimedSignupLogos } from './modules/files/files.service'
import { purgeRemovedCompanies } from './modules/search/search.service'
import { expireRequirements } from './modules/requirements/requirements.service'
import { SAT69B_IMPORT_JOB, processSat69bImports } from './modules/sat69b/sat69b.service'
import { notifyUnreadMessages } from './modules/chat/chat.service'
import type { NotifyDeps } from './modules/notifications/notifications.service'
import { expireMemberships, sendMembershipReminders } from './modules/memberships/membership-lifecycle.service'
import { expireEventOffers } from './modules/events/events.service'
import { sendDueReminders } from './modules/appointments/appointments.service'
import { matchNewRequirements, sendMatchDigests } from './modules/matching/matching.service'
import { COMPANY_IMPORT_JOB, COMPANY_IMPORT_READ_JOB, processQueuedImports, purgeAbandonedPreviews, readUploadedImports } from './modules/company-import/company-import.service'
import { REGISTRY_IMPORT_JOB, processRegistryImports } from './modules/registry/registry.service'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS

/** Expired or revoked sessions, and used or expired e-mail links, are kept this long before they are deleted. */
export const SESSION_KEEP_DAYS = 30
export const TOKEN_KEEP_DAYS = 30

export interface ScheduledJobDeps {
  db: Db
  storage: Storage
  /** For jobs that notify users (notify() of modules/notifications). */
  notify?: NotifyDeps
}

/** Every scheduled job of the server, registered on app.jobs by buildApp. */
export function scheduledJobs({ db, storage, notify }: ScheduledJobDeps): JobDefinition[] {
  return [
    ...(notify
      ? [
          {
            // Mails written in the transaction of the change that causes them (notifications: ADR 044) reach the SMTP
            // server within seconds; a failed attempt is retried with backoff. Without SMTP_URL nothing is ever pending.
            name: MAIL_DELIVERY_JOB,
            everyMs: 5_000,
            maxRunMs: 2 * 60_000,
            run: (context: JobContext) => notify.mailer.deliverQueued(context),
          },
          {
            // New requirements' best suppliers are found hourly; each supplier hears about them once a day, in one
            // digest (ADR 028).
            name: 'matching.match-new-requirements',
            everyMs: HOUR_MS,
            run: async () => ({ matched: await matchNewRequirements(db) }),
          },
          {
            name: 'matching.send-digests',
            everyMs: DAY_MS,
            run: async () => ({ companies: await sendMatchDigests(notify) }),
          },
        ]
      : []),
    ...(notify
      ? [
          {
            // SAT 69-B lists the platform admin uploaded (the upload also starts this at once): a few MB, read as a
            // stream; when one finishes it is the list in force and every company is checked against it (ADR 056).
            name: SAT69B_IMPORT_JOB,
            everyMs: 10_000,
            maxRunMs: 30 * 60_000,
            run: (context: JobContext) => processSat69bImports({ db, storage, notify }, context),
          },
        ]
      : []),
    ...(notify
      ? [
          {
            // Receivers of chat messages left unread for a while (most likely away) get one notification per chat.
            name: 'chat.notify-unread-messages',
            everyMs: 60_000,
            run: async () => ({ notified: await notifyUnreadMessages({ db, notify }) }),
          },
        ]
      : []),
    ...(notify
      ? [
          {
            // A paid plan's rights end at its expiry date on every read; this withdraws the seats and tells the company
            // within a minute (docs/decisions/032).
            name: 'memberships.expire',
            everyMs: 60_000,
            run: async () => ({ expired: await expireMemberships(notify) }),
          },
          {
            name: 'memberships.remind-expiry',
            everyMs: HOUR_MS,
            run: async () => ({ sent: await sendMembershipReminders(notify) }),
          },
          {
            // A place offered from the waiting list is kept for EVENT_OFFER_HOURS, then goes to the next person (ADR 033).
            name: 'events.expire-offers',
            everyMs: 60_000,
            run: async () => ({ expired: await expireEventOffers(notify) }),
          },
        ]
      : []),
    {
      // Imports the platform admin started (POST …/run also starts this at once); a long file gets a long lease,
      // and a run cut short is resumed after its last committed batch (ADR 036).
      name: COMPANY_IMPORT_JOB,
      everyMs: 10_000,
      maxRunMs: 30 * 60_000,
      run: (context) => processQueuedImports({ db, storage, ...(notify ? { notify } : {}) }, context),
    },
    {
      // Uploaded import files are read here, not in the request (the upload also starts this at once), within the
      // bounds of ADR 046; a read cut short is read again by the next run.
      name: COMPANY_IMPORT_READ_JOB,
      everyMs: 10_000,
      maxRunMs: 10 * 60_000,
      run: (context) => readUploadedImports({ db, storage }, context),
    },
    {
      // DENUE files the platform admin uploaded (the upload also starts this at once), read as a stream; a file of
      // hundreds of thousands of rows takes minutes, and a run cut short resumes after its last batch (ADR 055).
      name: REGISTRY_IMPORT_JOB,
      everyMs: 10_000,
      maxRunMs: 60 * 60_000,
      run: (context) => processRegistryImports({ db, storage }, context),
    },
    {
      // Previews the admin never ran keep their uploaded file: removed after a week (ADR 036).
      name: 'company-imports.purge-abandoned-previews',
      everyMs: DAY_MS,
      run: async () => ({ removed: await purgeAbandonedPreviews({ db, storage }) }),
    },
    {
      // Abandoned sign-up forms leave their uploaded logo behind.
      name: 'files.purge-unclaimed-signup-logos',
      everyMs: HOUR_MS,
      run: async () => ({ removed: await purgeUnclaimedSignupLogos({ db, storage }) }),
    },
    {
      // An e-mail change whose link expired would otherwise show as pending in the profile forever.
      name: 'auth.expire-email-changes',
      everyMs: HOUR_MS,
      run: async () => ({ cleared: await expireEmailChanges(db) }),
    },
    {
      name: 'auth.purge-stale-tokens',
      everyMs: DAY_MS,
      run: async () => ({ removed: await purgeStaleTokens(db, TOKEN_KEEP_DAYS) }),
    },
    {
      name: 'sessions.purge-stale',
      everyMs: DAY_MS,
      run: async () => ({ removed: await purgeStaleSessions(db, SESSION_KEEP_DAYS) }),
    },
    {
      // One row per client and rate-limited route: without this the table grows with every new address.
      name: 'rate-limits.purge-expired',
      everyMs: HOUR_MS,
      run: async () => ({ removed: await purgeExpiredRateLimits(db) }),
    },
    {
      name: 'captchas.purge-expired',
      everyMs: HOUR_MS,
      run: async () => ({ removed: await purgeExpiredCaptchas(db) }),
    },
    {
      // Tombstones of deleted companies older than the previous run's horizon: every search index in use has read
      // them; one older is built again (ADR 049).
      name: 'search.purge-removed-companies',
      everyMs: DAY_MS,
      run: async () => ({ removed: await purgeRemovedCompanies(db) }),
    },
    {
      name: 'user-events.purge-old',
      everyMs: DAY_MS,
      run: async () => ({ removed: await purgeOldUserEvents(db, USER_EVENTS_KEEP_DAYS) }),
    },
    ...(notify
      ? [
          {
            // Both sides of an accepted meeting are reminded the day before (appointments.service REMINDER_LEAD_MS).
            name: 'appointments.send-reminders',
            everyMs: 5 * 60_000,
            run: async () => ({ reminded: await sendDueReminders(notify) }),
          },
        ]
      : []),
    ...(notify
      ? [
          {
            // Reads already show a requirement past its end date as expired (ADR 025); this writes it and tells the owner.
            name: 'requirements.expire',
            everyMs: HOUR_MS,
            run: async () => ({ expired: await expireRequirements(notify) }),
          },
        ]
      : []),
  ]
}
