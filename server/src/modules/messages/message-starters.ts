import type { STARTER_TEMPLATES } from '@common/contracts/messages';

type Starter = (typeof STARTER_TEMPLATES)[number];
type Localized = { en: string; es: string };

/**
 * The six messages every host starts with, in both languages, and the schedule each suggests.
 * They are ordinary templates once created: the host edits or deletes them like their own.
 */
export const STARTERS: Record<Starter, { name: Localized; subject: Localized; body: Localized }> = {
  bookingConfirmed: {
    name: { en: 'Booking confirmed', es: 'Reserva confirmada' },
    subject: { en: 'Your stay at {propertyName} is confirmed', es: 'Tu estancia en {propertyName} está confirmada' },
    body: {
      en: 'Hi {guestFirstName},\n\nThank you for booking {propertyName}. We look forward to welcoming you on {checkInDate} from {checkInTime}; check-out is on {checkOutDate} by {checkOutTime}.\n\nEverything you need for your stay is in your guide: {guideLink}\n\n{hostName}',
      es: 'Hola, {guestFirstName}:\n\nGracias por reservar {propertyName}. Te esperamos el {checkInDate} a partir de las {checkInTime}; la salida es el {checkOutDate} antes de las {checkOutTime}.\n\nTodo lo que necesitas para tu estancia está en tu guía: {guideLink}\n\n{hostName}',
    },
  },
  threeDaysBefore: {
    name: { en: '3 days before arrival', es: '3 días antes de la llegada' },
    subject: { en: 'Getting ready for {propertyName}', es: 'Preparando tu llegada a {propertyName}' },
    body: {
      en: 'Hi {guestFirstName},\n\nYour stay at {propertyName} starts in three days. Check-in is from {checkInTime} on {checkInDate}.\n\nHow to get there, parking and check-in are in your guide: {guideLink}\nThe door code appears there two days before you arrive.\n\n{hostName}',
      es: 'Hola, {guestFirstName}:\n\nTu estancia en {propertyName} empieza dentro de tres días. La entrada es a partir de las {checkInTime} del {checkInDate}.\n\nCómo llegar, el aparcamiento y la llegada están en tu guía: {guideLink}\nEl código de la puerta aparece allí dos días antes de tu llegada.\n\n{hostName}',
    },
  },
  arrivalDay: {
    name: { en: 'Arrival day', es: 'Día de llegada' },
    subject: { en: 'Welcome to {propertyName}', es: 'Te damos la bienvenida a {propertyName}' },
    body: {
      en: 'Hi {guestFirstName},\n\nToday is the day! Check-in is from {checkInTime}. Your guide has the door code, the Wi-Fi ({wifiName}) and everything else: {guideLink}\n\nPress "I\'ve arrived" in the guide when you are in, so we know all went well.\n\n{hostName} {hostPhone}',
      es: 'Hola, {guestFirstName}:\n\n¡Hoy es el día! La entrada es a partir de las {checkInTime}. En tu guía tienes el código de la puerta, el wifi ({wifiName}) y todo lo demás: {guideLink}\n\nPulsa «He llegado» en la guía cuando estés dentro, así sabremos que todo ha ido bien.\n\n{hostName} {hostPhone}',
    },
  },
  midStay: {
    name: { en: 'Mid-stay check', es: 'A mitad de la estancia' },
    subject: { en: 'How is everything at {propertyName}?', es: '¿Qué tal todo en {propertyName}?' },
    body: {
      en: 'Hi {guestFirstName},\n\nWe hope you are enjoying {propertyName}. If anything is missing or not working, just reply to this message.\n\nOur local recommendations are in your guide: {guideLink}\n\n{hostName}',
      es: 'Hola, {guestFirstName}:\n\nEsperamos que estés disfrutando de {propertyName}. Si falta algo o algo no funciona, responde a este mensaje.\n\nNuestras recomendaciones de la zona están en tu guía: {guideLink}\n\n{hostName}',
    },
  },
  checkoutMorning: {
    name: { en: 'Check-out morning', es: 'Mañana de salida' },
    subject: { en: 'Check-out today by {checkOutTime}', es: 'Hoy sales antes de las {checkOutTime}' },
    body: {
      en: 'Hi {guestFirstName},\n\nA reminder that check-out is today by {checkOutTime}. The check-out steps are in your guide: {guideLink}\n\nPress "I\'ve checked out" in the guide when you leave. Thank you for staying with us!\n\n{hostName}',
      es: 'Hola, {guestFirstName}:\n\nTe recordamos que la salida es hoy antes de las {checkOutTime}. Los pasos para la salida están en tu guía: {guideLink}\n\nPulsa «He salido» en la guía cuando te vayas. ¡Gracias por alojarte con nosotros!\n\n{hostName}',
    },
  },
  afterStay: {
    name: { en: 'After the stay', es: 'Después de la estancia' },
    subject: { en: 'Thank you for staying at {propertyName}', es: 'Gracias por alojarte en {propertyName}' },
    body: {
      en: 'Hi {guestFirstName},\n\nThank you for staying at {propertyName}. We hope you had a great time, and we would love to welcome you again.\n\nA review would help us a lot.\n\n{hostName}',
      es: 'Hola, {guestFirstName}:\n\nGracias por alojarte en {propertyName}. Esperamos que lo hayas pasado muy bien y nos encantará recibirte de nuevo.\n\nUna reseña nos ayudaría mucho.\n\n{hostName}',
    },
  },
};
