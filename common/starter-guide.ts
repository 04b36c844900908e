import type { LocalizedText, SectionKind } from './contracts/property';
import { fillerItemHtml, STARTER_FILLER } from './starter-filler';

/**
 * The starter guide a new property begins with (decision 002): content the host owns and edits,
 * written in both languages. It lives in common/ because both sides must recognise it: the server
 * never lets an untouched starter text stand in for what the host wrote in the other language, and
 * the editor marks such a section "not written" (docs/decisions/035-guide-languages.md).
 */

export const STARTER_CHECK_IN = '15:00';
export const STARTER_CHECK_OUT = '11:00';

/**
 * The emergency section's closing paragraph. It promises no number: the emergency card lists the
 * host's phone only when the host shares one (docs/decisions/049-emergency-card-lists-the-host-phone.md).
 */
export const STARTER_EMERGENCY_CLOSING = {
  en: '<p>For anything urgent about the property, contact us at any time.</p>',
  es: '<p>Para cualquier urgencia del alojamiento, contáctanos a cualquier hora.</p>',
} as const;

/**
 * The closing paragraph guides created before it promised "our own phone number listed below",
 * whether or not a number was: untouched, it is shown as STARTER_EMERGENCY_CLOSING.
 */
export const STARTER_EMERGENCY_OLD_CLOSING = {
  en: '<p>The nearest hospital, pharmacy and our own phone number are listed below. For anything urgent about the property, call us at any time.</p>',
  es: '<p>El hospital y la farmacia más cercanos y nuestro teléfono están aquí abajo. Para cualquier urgencia del alojamiento, llámanos a cualquier hora.</p>',
} as const;

export interface StarterSection {
  kind: SectionKind;
  icon: string;
  sensitive: boolean;
  title: Required<LocalizedText>;
  body: Required<LocalizedText>;
}

export const STARTER_SECTIONS: StarterSection[] = [
  {
    kind: 'welcome',
    icon: 'home-heart',
    sensitive: false,
    title: { en: 'Welcome', es: 'Bienvenida' },
    body: {
      en:
        '<p>Welcome, and thank you for staying with us! This guide has everything you need for your stay: how to get in, the Wi-Fi, the house rules and what to do before you leave.</p>' +
        '<p>If anything is missing or not working, please tell us straight away so we can fix it.</p>',
      es:
        '<p>¡Te damos la bienvenida y las gracias por alojarte con nosotros! En esta guía encontrarás todo lo que necesitas para tu estancia: cómo entrar, el wifi, las normas de la casa y qué hacer antes de irte.</p>' +
        '<p>Si falta algo o algo no funciona, avísanos enseguida y lo solucionaremos.</p>',
    },
  },
  {
    kind: 'arrival',
    icon: 'key',
    sensitive: true,
    title: { en: 'Arrival and check-in', es: 'Llegada y entrada' },
    body: {
      en:
        `<p>Check-in is from <strong>${STARTER_CHECK_IN}</strong>. Please let us know your arrival time in advance, especially if you arrive late at night.</p>` +
        // Placeholder lines (common/starter-filler.ts): never shown to guests nor answered from.
        `<ul>${STARTER_FILLER.en.map(fillerItemHtml).join('')}</ul>`,
      es:
        `<p>La entrada es a partir de las <strong>${STARTER_CHECK_IN}</strong>. Avísanos con antelación de tu hora de llegada, sobre todo si llegas tarde por la noche.</p>` +
        `<ul>${STARTER_FILLER.es.map(fillerItemHtml).join('')}</ul>`,
    },
  },
  {
    kind: 'wifi',
    icon: 'wifi',
    sensitive: true,
    title: { en: 'Wi-Fi', es: 'Wifi' },
    body: {
      en: '<p>The network name and password are below. If the connection drops, switch the router off for ten seconds and on again; it usually comes back within two minutes.</p>',
      es: '<p>El nombre de la red y la contraseña están aquí abajo. Si se corta la conexión, apaga el router diez segundos y vuelve a encenderlo; suele volver en un par de minutos.</p>',
    },
  },
  {
    kind: 'rules',
    icon: 'list-check',
    sensitive: false,
    title: { en: 'House rules', es: 'Normas de la casa' },
    body: {
      en:
        '<ul><li>No smoking inside the property.</li>' +
        '<li>Please keep noise down between 22:00 and 08:00: our neighbours will thank you.</li>' +
        '<li>No parties or events.</li>' +
        '<li>Only the guests in the booking may stay overnight.</li>' +
        '<li>Please tell us about anything broken or damaged: accidents happen, and we would rather know.</li></ul>',
      es:
        '<ul><li>No se puede fumar dentro del alojamiento.</li>' +
        '<li>Por favor, evita hacer ruido entre las 22:00 y las 08:00: los vecinos te lo agradecerán.</li>' +
        '<li>No se permiten fiestas ni eventos.</li>' +
        '<li>Solo pueden pernoctar los huéspedes de la reserva.</li>' +
        '<li>Avísanos si algo se rompe o se estropea: los accidentes pasan y preferimos saberlo.</li></ul>',
    },
  },
  {
    kind: 'checkout',
    icon: 'door-exit',
    sensitive: false,
    title: { en: 'Check-out', es: 'Salida' },
    body: {
      en:
        `<p>Check-out is by <strong>${STARTER_CHECK_OUT}</strong>. Before you leave, please:</p>` +
        '<ul><li>Leave used towels in the bathroom.</li><li>Take out the rubbish and wash any dishes.</li>' +
        '<li>Turn off the lights and the heating or air conditioning, and close the windows.</li>' +
        '<li>Lock the door and leave the keys where you found them.</li></ul>' +
        '<p>Thank you for staying with us, and safe travels!</p>',
      es:
        `<p>La salida es antes de las <strong>${STARTER_CHECK_OUT}</strong>. Antes de irte, por favor:</p>` +
        '<ul><li>Deja las toallas usadas en el baño.</li><li>Saca la basura y friega los platos.</li>' +
        '<li>Apaga las luces y la calefacción o el aire acondicionado, y cierra las ventanas.</li>' +
        '<li>Cierra la puerta con llave y deja las llaves donde las encontraste.</li></ul>' +
        '<p>¡Gracias por alojarte con nosotros y buen viaje!</p>',
    },
  },
  {
    kind: 'emergency',
    icon: 'first-aid-kit',
    sensitive: false,
    title: { en: 'Emergencies', es: 'Emergencias' },
    body: {
      en:
        '<p>In an emergency, call the local emergency number: <strong>112</strong> anywhere in Europe, <strong>911</strong> in North America.</p>' +
        STARTER_EMERGENCY_CLOSING.en,
      es:
        '<p>En caso de emergencia, llama al número local de emergencias: el <strong>112</strong> en toda Europa, el <strong>911</strong> en Norteamérica.</p>' +
        STARTER_EMERGENCY_CLOSING.es,
    },
  },
];

/** The starter emergency body as guides created before STARTER_EMERGENCY_CLOSING hold it (still starter text). */
export const STARTER_OLD_BODIES = (['en', 'es'] as const).map((lang) => {
  const emergency = STARTER_SECTIONS.find((section) => section.kind === 'emergency')!;
  return {
    lang,
    html: emergency.body[lang].replace(STARTER_EMERGENCY_CLOSING[lang], STARTER_EMERGENCY_OLD_CLOSING[lang]),
  };
});
