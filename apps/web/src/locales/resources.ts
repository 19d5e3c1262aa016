import { ERROR_MESSAGES } from '@nexo/shared'
import enAdmin from './en/admin.json'
import enAppointments from './en/appointments.json'
import enAuth from './en/auth.json'
import enCatalogue from './en/catalogue.json'
import enChat from './en/chat.json'
import enCompany from './en/company.json'
import enDashboard from './en/dashboard.json'
import enDeals from './en/deals.json'
import enDirectory from './en/directory.json'
import enFavourites from './en/favourites.json'
import enInputs from './en/inputs.json'
import enMailbox from './en/mailbox.json'
import enMarketplace from './en/marketplace.json'
import enMatches from './en/matches.json'
import enNotifications from './en/notifications.json'
import enMeta from './en/meta.json'
import enSearch from './en/search.json'
import enUsers from './en/users.json'
import enValidation from './en/validation.json'
import enCommon from './en/common.json'
import enErrors from './en/errors.json'
import enHome from './en/home.json'
import enInfo from './en/info.json'
import enInsights from './en/insights.json'
import enMembership from './en/membership.json'
import enEvents from './en/events.json'
import enLegal from './en/legal.json'
import enNav from './en/nav.json'
import enPages from './en/pages.json'
import enReferenceData from './en/referenceData.json'
import enSat69b from './en/sat69b.json'
import esAdmin from './es/admin.json'
import esAppointments from './es/appointments.json'
import esAuth from './es/auth.json'
import esCatalogue from './es/catalogue.json'
import esChat from './es/chat.json'
import esCompany from './es/company.json'
import esDashboard from './es/dashboard.json'
import esDeals from './es/deals.json'
import esDirectory from './es/directory.json'
import esFavourites from './es/favourites.json'
import esInputs from './es/inputs.json'
import esMailbox from './es/mailbox.json'
import esMarketplace from './es/marketplace.json'
import esMatches from './es/matches.json'
import esNotifications from './es/notifications.json'
import esMeta from './es/meta.json'
import esSearch from './es/search.json'
import esUsers from './es/users.json'
import esValidation from './es/validation.json'
import esCommon from './es/common.json'
import esErrors from './es/errors.json'
import esHome from './es/home.json'
import esInfo from './es/info.json'
import esInsights from './es/insights.json'
import esMembership from './es/membership.json'
import esEvents from './es/events.json'
import esLegal from './es/legal.json'
import esNav from './es/nav.json'
import esPages from './es/pages.json'
import esReferenceData from './es/referenceData.json'
import esSat69b from './es/sat69b.json'

/**
 * Every translation, for typing (types/i18next.d.ts) and tests. The app does not bundle
 * this object: lib/i18n.ts loads the active language's files at run time, one chunk per language.
 * One namespace per area; add a namespace here in both languages. The texts of API
 * error codes (`errors:codes.*`) come from @nexo/shared, which the server uses too.
 */
export const resources = {
  en: { appointments: enAppointments, common: enCommon, nav: enNav, home: enHome, errors: { ...enErrors, codes: ERROR_MESSAGES.en }, pages: enPages, info: enInfo, legal: enLegal, validation: enValidation, auth: enAuth, users: enUsers, admin: enAdmin, mailbox: enMailbox, inputs: enInputs, company: enCompany, catalogue: enCatalogue, chat: enChat, dashboard: enDashboard, deals: enDeals, directory: enDirectory, search: enSearch, marketplace: enMarketplace, matches: enMatches, favourites: enFavourites, notifications: enNotifications, meta: enMeta, insights: enInsights, membership: enMembership, events: enEvents, referenceData: enReferenceData, sat69b: enSat69b },
  es: { appointments: esAppointments, common: esCommon, nav: esNav, home: esHome, errors: { ...esErrors, codes: ERROR_MESSAGES.es }, pages: esPages, info: esInfo, legal: esLegal, validation: esValidation, auth: esAuth, users: esUsers, admin: esAdmin, mailbox: esMailbox, inputs: esInputs, company: esCompany, catalogue: esCatalogue, chat: esChat, dashboard: esDashboard, deals: esDeals, directory: esDirectory, search: esSearch, marketplace: esMarketplace, matches: esMatches, favourites: esFavourites, notifications: esNotifications, meta: esMeta, insights: esInsights, membership: esMembership, events: esEvents, referenceData: esReferenceData, sat69b: esSat69b },
} as const

export type Namespace = keyof (typeof resources)['en']
export const NAMESPACES = Object.keys(resources.en) as Namespace[]
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace
