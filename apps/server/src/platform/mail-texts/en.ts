/**
 * The texts of the server's e-mails in English: one key per text, `{name}` for what is filled in. es.ts has the same
 * keys with the same parameters (checked by the type in index.ts and by mail-texts.test.ts). Which paragraphs a mail
 * has, and in what order, is the module's `*.mails.ts`; the words are here.
 */
export const en = {
  // ── every mail ──
  greeting: 'Hello {firstName},',
  greetingNoName: 'Hello,',
  'hours.one': '{count} hour',
  'hours.other': '{count} hours',

  // ── auth: links sent to a mailbox ──
  'activation.subject': 'Activate your Nexo account',
  'activation.intro': 'Thank you for signing up to Nexo. Confirm your e-mail address to activate your account.',
  'activation.action': 'Activate my account',
  'activation.footnote': 'The link expires in {hours} and works only once. If you did not sign up, ignore this e-mail.',
  'passwordReset.subject': 'Change your Nexo password',
  'passwordReset.intro': 'We received a request to change the password of your Nexo account.',
  'passwordReset.action': 'Change my password',
  'passwordReset.footnote': 'The link expires in {hours} and works only once. If you did not ask for it, ignore this e-mail: your password stays the same.',
  'emailChange.subject': 'Confirm your new Nexo e-mail',
  'emailChange.intro': 'You asked to sign in to Nexo with {email}. Confirm it for the change to take effect; until then you keep signing in with your current e-mail.',
  'emailChange.action': 'Confirm my new e-mail',
  'emailChange.footnote': 'The link expires in {hours} and works only once. If you did not ask for it, ignore this e-mail.',
  'emailChangeNotice.subject': 'E-mail change requested on Nexo',
  'emailChangeNotice.requested': 'A change of your Nexo account e-mail to {newEmail} was requested. It only happens once confirmed from that mailbox.',
  'emailChangeNotice.notYou': 'If it was not you, change your password and cancel the change in your profile.',

  // ── admin: a company's review ──
  'companyApproved.subject': '{companyName} was approved on Nexo',
  'companyApproved.approved': 'The Nexo team reviewed and approved {companyName}.',
  'companyApproved.signIn': 'You can now sign in with your e-mail and password.',
  'companyApproved.action': 'Sign in',
  'companyRejected.subject': '{companyName} was not approved on Nexo',
  'companyRejected.reasonFollows': 'The Nexo team reviewed the registration of {companyName} and could not approve it for this reason:',
  'companyRejected.next': 'If you think this is a mistake, or once you have corrected the data, get in touch with your Nexo contact so we can review your registration again.',

  // ── claims of public registry profiles (ADR 055) ──
  'claimConfirmed.subject': 'Your claim of {companyName} on Nexo was confirmed',
  'claimConfirmed.confirmed': 'The Nexo team checked your claim with the public registry\'s data and confirmed it: the profile of {companyName} is yours now and no longer marked "not verified".',
  'claimConfirmed.signIn': 'Sign in to complete it: the data you gave when you signed up is already on it.',
  'claimConfirmed.action': 'Sign in',
  'claimRejected.subject': 'Your claim of {companyName} on Nexo was not confirmed',
  'claimRejected.reasonFollows': 'The Nexo team could not confirm your claim of the profile of {companyName} for this reason:',
  'claimRejected.next': 'If you work there, sign up again from the profile with an e-mail at the company\'s website domain, or get in touch with your Nexo contact with a document that shows it.',

  // ── company users: an account made by the company admin ──
  'companyUserWelcome.subject': 'Your Nexo account at {companyName}',
  'companyUserWelcome.created': '{adminName} created a Nexo account for you as a user of {companyName}.',
  'companyUserWelcome.signIn': 'Sign in with your e-mail {email} and the password your administrator gives you. If you do not have it, you can set a new one from "Recover password": {recoverUrl}',
  'companyUserWelcome.inactive': 'Your account is inactive for now; your administrator will let you know when it is activated.',
  'companyUserWelcome.action': 'Sign in',

  // ── contact: a message sent through Nexo ──
  'contact.subject': '{senderCompany} wants to contact your company',
  'contact.subjectProduct': '{senderCompany} asks about "{productTitle}"',
  'contact.senderWithPosition': '{senderName} ({senderPosition})',
  'contact.intro': '{sender} of {senderCompany} wrote to you through Nexo:',
  'contact.introProduct': '{sender} of {senderCompany} wrote to you through Nexo about "{productTitle}":',
  'contact.reply': 'Reply to this e-mail to answer {senderName} ({senderEmail}) directly.',
  'contact.action': 'View {senderCompany} on Nexo',

  // ── events ──
  'event.online': 'Online',
  'eventRegistration.subject': 'Registration confirmed: {eventTitle}',
  'eventRegistration.confirmed': 'Your place at {eventTitle} is confirmed.',
  'eventRegistration.when': 'When: {when}',
  'eventRegistration.where': 'Where: {where}',
  'eventRegistration.checkIn': 'Your check-in code is {checkInCode}. Show the attached QR code at the entrance. The attached invitation (.ics) adds the event to your calendar.',
  'eventRegistration.cannotAttend': 'If you can no longer attend, cancel your registration so someone else can take your place.',
  'eventRegistration.action': 'See my registration',
  'eventCancellation.subject': 'Registration cancelled: {eventTitle}',
  'eventCancellation.cancelled': 'You cancelled your registration for {eventTitle} ({when}). The attached invitation removes it from your calendar.',
  'eventCancellation.action': 'See events',

  // ── memberships: a Gold request ──
  'goldRequest.field.name': 'Name',
  'goldRequest.field.lastName': 'Last name',
  'goldRequest.field.email': 'E-mail',
  'goldRequest.field.phone': 'Phone',
  'goldRequest.field.company': 'Company',
  'goldRequest.field.address': 'Address',
  'goldRequest.field.country': 'Country',
  'goldRequest.field.state': 'State',
  'goldRequest.field.city': 'City',
  'goldRequest.field.suburb': 'Suburb',
  'goldRequest.field.street': 'Street',
  'goldRequest.field.zip': 'ZIP code',
  'goldRequestCompany.subject': 'We received your Nexo Gold request',
  'goldRequestCompany.received': "We received {companyName}'s request for the Gold personalised matchmaking service. An advisor will contact you within one business day to learn what you need.",
  'goldRequestCompany.formFollows': 'This is what you sent us:',
  'goldRequestAdmin.subject': 'Gold request: {companyName}',
  'goldRequestAdmin.formFollows': '{companyName} asked for the Gold service. Pre-qualification form:',
  'goldRequestAdmin.action': 'Open membership requests',

  // ── notifications sent as e-mail (their title and body: packages/shared notification-texts.ts) ──
  'notification.action': 'View on Nexo',
  'notification.footnote': 'You get this e-mail because e-mail notifications for "{typeLabel}" are on. You can change that at {preferencesUrl}',
} as const
