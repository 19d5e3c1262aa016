/** The texts of the server's e-mails in Spanish: the keys and parameters of en.ts. */
export const es = {
  // ── every mail ──
  greeting: 'Hola, {firstName}:',
  greetingNoName: 'Hola:',
  'hours.one': '{count} hora',
  'hours.other': '{count} horas',

  // ── auth: links sent to a mailbox ──
  'activation.subject': 'Activa tu cuenta de Nexo',
  'activation.intro': 'Gracias por registrarte en Nexo. Confirma tu correo electrónico para activar tu cuenta.',
  'activation.action': 'Activar mi cuenta',
  'activation.footnote': 'El enlace vence en {hours} y solo se puede usar una vez. Si no te registraste, ignora este correo.',
  'passwordReset.subject': 'Cambia tu contraseña de Nexo',
  'passwordReset.intro': 'Recibimos una solicitud para cambiar la contraseña de tu cuenta de Nexo.',
  'passwordReset.action': 'Cambiar mi contraseña',
  'passwordReset.footnote': 'El enlace vence en {hours} y solo se puede usar una vez. Si no lo solicitaste, ignora este correo: tu contraseña no cambia.',
  'emailChange.subject': 'Confirma tu nuevo correo de Nexo',
  'emailChange.intro': 'Pediste usar {email} para entrar a Nexo. Confírmalo para que el cambio tenga efecto; hasta entonces sigues entrando con tu correo actual.',
  'emailChange.action': 'Confirmar mi nuevo correo',
  'emailChange.footnote': 'El enlace vence en {hours} y solo se puede usar una vez. Si no lo pediste, ignora este correo.',
  'emailChangeNotice.subject': 'Solicitud de cambio de correo en Nexo',
  'emailChangeNotice.requested': 'Se pidió cambiar el correo de tu cuenta de Nexo a {newEmail}. El cambio solo ocurre si se confirma desde ese buzón.',
  'emailChangeNotice.notYou': 'Si no fuiste tú, cambia tu contraseña y cancela el cambio en tu perfil.',

  // ── admin: a company's review ──
  'companyApproved.subject': '{companyName} fue aprobada en Nexo',
  'companyApproved.approved': 'El equipo de Nexo revisó y aprobó a {companyName}.',
  'companyApproved.signIn': 'Ya puedes iniciar sesión con tu correo y contraseña.',
  'companyApproved.action': 'Iniciar sesión',
  'companyRejected.subject': '{companyName} no fue aprobada en Nexo',
  'companyRejected.reasonFollows': 'El equipo de Nexo revisó el registro de {companyName} y no pudo aprobarlo por este motivo:',
  'companyRejected.next': 'Si crees que es un error, o cuando hayas corregido los datos, comunícate con tu contacto en Nexo para que revisemos de nuevo tu registro.',

  // ── solicitudes para reclamar perfiles del registro público (ADR 055) ──
  'claimConfirmed.subject': 'Confirmamos tu solicitud para reclamar {companyName} en Nexo',
  'claimConfirmed.confirmed': 'El equipo de Nexo verificó tu solicitud con los datos del registro público y la confirmó: el perfil de {companyName} ya es tuyo y deja de estar marcado como «sin verificar».',
  'claimConfirmed.signIn': 'Inicia sesión para completarlo: los datos que diste al registrarte ya están en él.',
  'claimConfirmed.action': 'Iniciar sesión',
  'claimRejected.subject': 'No pudimos confirmar tu solicitud para reclamar {companyName} en Nexo',
  'claimRejected.reasonFollows': 'El equipo de Nexo no pudo confirmar tu solicitud para reclamar el perfil de {companyName} por este motivo:',
  'claimRejected.next': 'Si trabajas ahí, regístrate de nuevo desde el perfil con un correo del dominio del sitio web de la empresa, o escribe a tu contacto en Nexo con un documento que lo demuestre.',

  // ── company users: an account made by the company admin ──
  'companyUserWelcome.subject': 'Tu cuenta de Nexo en {companyName}',
  'companyUserWelcome.created': '{adminName} creó una cuenta para ti en Nexo como usuario de {companyName}.',
  'companyUserWelcome.signIn': 'Inicia sesión con tu correo {email} y la contraseña que te dé tu administrador. Si no la tienes, puedes crear una nueva desde "Recuperar contraseña": {recoverUrl}',
  'companyUserWelcome.inactive': 'Tu cuenta está inactiva por ahora; tu administrador te avisará cuando la active.',
  'companyUserWelcome.action': 'Iniciar sesión',

  // ── contact: a message sent through Nexo ──
  'contact.subject': '{senderCompany} quiere contactar a tu empresa',
  'contact.subjectProduct': '{senderCompany} pregunta por «{productTitle}»',
  'contact.senderWithPosition': '{senderName} ({senderPosition})',
  'contact.intro': '{sender}, de {senderCompany}, te escribió a través de Nexo:',
  'contact.introProduct': '{sender}, de {senderCompany}, te escribió a través de Nexo sobre «{productTitle}»:',
  'contact.reply': 'Responde a este correo para contestar directamente a {senderName} ({senderEmail}).',
  'contact.action': 'Ver {senderCompany} en Nexo',

  // ── events ──
  'event.online': 'En línea',
  'eventRegistration.subject': 'Registro confirmado: {eventTitle}',
  'eventRegistration.confirmed': 'Tu lugar en {eventTitle} está confirmado.',
  'eventRegistration.when': 'Cuándo: {when}',
  'eventRegistration.where': 'Dónde: {where}',
  'eventRegistration.checkIn': 'Tu código de acceso es {checkInCode}. Muestra el código QR adjunto en la entrada. La invitación adjunta (.ics) agrega el evento a tu calendario.',
  'eventRegistration.cannotAttend': 'Si ya no puedes asistir, cancela tu registro para que otra persona tome tu lugar.',
  'eventRegistration.action': 'Ver mi registro',
  'eventCancellation.subject': 'Registro cancelado: {eventTitle}',
  'eventCancellation.cancelled': 'Cancelaste tu registro en {eventTitle} ({when}). La invitación adjunta lo quita de tu calendario.',
  'eventCancellation.action': 'Ver eventos',

  // ── memberships: a Gold request ──
  'goldRequest.field.name': 'Nombre',
  'goldRequest.field.lastName': 'Apellido',
  'goldRequest.field.email': 'Correo',
  'goldRequest.field.phone': 'Teléfono',
  'goldRequest.field.company': 'Empresa',
  'goldRequest.field.address': 'Dirección',
  'goldRequest.field.country': 'País',
  'goldRequest.field.state': 'Estado',
  'goldRequest.field.city': 'Ciudad',
  'goldRequest.field.suburb': 'Colonia',
  'goldRequest.field.street': 'Calle',
  'goldRequest.field.zip': 'Código postal',
  'goldRequestCompany.subject': 'Recibimos tu solicitud de Nexo Gold',
  'goldRequestCompany.received': 'Recibimos la solicitud de {companyName} para el servicio de matchmaking personalizado Gold. Un asesor te contactará en un día hábil para conocer tus necesidades.',
  'goldRequestCompany.formFollows': 'Estos son los datos que nos enviaste:',
  'goldRequestAdmin.subject': 'Solicitud Gold: {companyName}',
  'goldRequestAdmin.formFollows': '{companyName} solicitó el servicio Gold. Formulario de precalificación:',
  'goldRequestAdmin.action': 'Ver solicitudes de membresía',

  // ── notifications sent as e-mail (their title and body: packages/shared notification-texts.ts) ──
  'notification.action': 'Ver en Nexo',
  'notification.footnote': 'Recibes este correo porque tienes activados los avisos por correo de «{typeLabel}». Puedes cambiarlo en {preferencesUrl}',
} as const
