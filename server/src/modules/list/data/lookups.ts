/**
 * The small lookup lists, in English and Spanish. Ids are fixed and referenced by stored data:
 * append new rows with the next id, never renumber or reuse one. Rows are listed in display order.
 * Icons are Tabler icon names without the "Icon" prefix, in kebab case.
 */

export interface NamedSeed {
  id: number;
  code: string;
  en: string;
  es: string;
}

/** Reasons a host picks when writing to support. */
export const REASON_TYPES: readonly NamedSeed[] = [
  { id: 1, code: 'question', en: 'General question', es: 'Pregunta general' },
  { id: 2, code: 'problem', en: 'Something is not working', es: 'Algo no funciona' },
  { id: 3, code: 'guide', en: 'Help with my guide', es: 'Ayuda con mi guía' },
  { id: 4, code: 'account', en: 'My account and sign-in', es: 'Mi cuenta y el acceso' },
  { id: 5, code: 'billing', en: 'Plans and billing', es: 'Planes y facturación' },
  { id: 6, code: 'ai', en: 'AI concierge', es: 'Conserje con IA' },
  { id: 7, code: 'feature', en: 'Suggest an improvement', es: 'Sugerir una mejora' },
  { id: 8, code: 'privacy', en: 'Privacy and my data', es: 'Privacidad y mis datos' },
  { id: 9, code: 'other', en: 'Something else', es: 'Otro asunto' },
];

export interface EmergencyInfoTypeSeed extends NamedSeed {
  icon: string;
}

export const EMERGENCY_INFO_TYPES: readonly EmergencyInfoTypeSeed[] = [
  { id: 1, code: 'emergency', en: 'Emergency number', es: 'Número de emergencias', icon: 'sos' },
  { id: 2, code: 'police', en: 'Police', es: 'Policía', icon: 'shield' },
  { id: 3, code: 'fire', en: 'Fire department', es: 'Bomberos', icon: 'flame' },
  { id: 4, code: 'ambulance', en: 'Ambulance', es: 'Ambulancia', icon: 'ambulance' },
  { id: 5, code: 'hospital', en: 'Hospital', es: 'Hospital', icon: 'building-hospital' },
  { id: 6, code: 'doctor', en: 'Doctor or medical centre', es: 'Médico o centro de salud', icon: 'stethoscope' },
  { id: 7, code: 'pharmacy', en: 'Pharmacy', es: 'Farmacia', icon: 'pill' },
  { id: 8, code: 'dentist', en: 'Dentist', es: 'Dentista', icon: 'dental' },
  { id: 9, code: 'vet', en: 'Veterinarian', es: 'Veterinario', icon: 'paw' },
  { id: 10, code: 'host', en: 'Host', es: 'Anfitrión', icon: 'home-heart' },
  { id: 11, code: 'manager', en: 'Property manager', es: 'Gestor del alojamiento', icon: 'building' },
  { id: 12, code: 'locksmith', en: 'Locksmith', es: 'Cerrajero', icon: 'key' },
  { id: 13, code: 'poison', en: 'Poison control', es: 'Información toxicológica', icon: 'skull' },
  { id: 14, code: 'coastGuard', en: 'Coast guard and sea rescue', es: 'Salvamento marítimo', icon: 'lifebuoy' },
  { id: 15, code: 'electrician', en: 'Electrician', es: 'Electricista', icon: 'bolt' },
  { id: 16, code: 'plumber', en: 'Plumber', es: 'Fontanero', icon: 'droplet' },
  { id: 17, code: 'gas', en: 'Gas emergencies', es: 'Urgencias de gas', icon: 'alert-triangle' },
  { id: 18, code: 'embassy', en: 'Embassy or consulate', es: 'Embajada o consulado', icon: 'building-bank' },
  { id: 19, code: 'other', en: 'Other', es: 'Otro', icon: 'phone' },
];

export interface AttractionTypeSeed extends NamedSeed {
  food: boolean;
  icon: string;
}

export const ATTRACTION_TYPES: readonly AttractionTypeSeed[] = [
  // Food and drink.
  { id: 1, code: 'restaurant', en: 'Restaurant', es: 'Restaurante', food: true, icon: 'tools-kitchen-2' },
  { id: 2, code: 'cafe', en: 'Café', es: 'Cafetería', food: true, icon: 'coffee' },
  { id: 3, code: 'bar', en: 'Bar', es: 'Bar', food: true, icon: 'beer' },
  { id: 4, code: 'bakery', en: 'Bakery', es: 'Panadería', food: true, icon: 'bread' },
  { id: 5, code: 'grocery', en: 'Grocery store', es: 'Supermercado', food: true, icon: 'shopping-cart' },
  { id: 6, code: 'market', en: 'Food market', es: 'Mercado de abastos', food: true, icon: 'building-store' },
  { id: 7, code: 'takeaway', en: 'Takeaway and delivery', es: 'Comida para llevar', food: true, icon: 'pizza' },
  { id: 8, code: 'iceCream', en: 'Ice cream', es: 'Heladería', food: true, icon: 'ice-cream' },
  { id: 9, code: 'winery', en: 'Winery or brewery', es: 'Bodega o cervecería', food: true, icon: 'glass-full' },
  { id: 10, code: 'brunch', en: 'Breakfast and brunch', es: 'Desayunos y brunch', food: true, icon: 'salad' },
  // Everything else.
  { id: 11, code: 'beach', en: 'Beach', es: 'Playa', food: false, icon: 'beach' },
  { id: 12, code: 'museum', en: 'Museum', es: 'Museo', food: false, icon: 'building-monument' },
  { id: 13, code: 'landmark', en: 'Landmark', es: 'Monumento', food: false, icon: 'building-church' },
  { id: 14, code: 'park', en: 'Park or garden', es: 'Parque o jardín', food: false, icon: 'trees' },
  { id: 15, code: 'hike', en: 'Hike or nature walk', es: 'Ruta de senderismo', food: false, icon: 'mountain' },
  { id: 16, code: 'viewpoint', en: 'Viewpoint', es: 'Mirador', food: false, icon: 'binoculars' },
  { id: 17, code: 'shopping', en: 'Shopping', es: 'Compras', food: false, icon: 'shopping-bag' },
  { id: 18, code: 'nightlife', en: 'Nightlife', es: 'Vida nocturna', food: false, icon: 'music' },
  { id: 19, code: 'theatre', en: 'Theatre or cinema', es: 'Teatro o cine', food: false, icon: 'masks-theater' },
  { id: 20, code: 'tour', en: 'Tour or activity', es: 'Excursión o actividad', food: false, icon: 'ticket' },
  { id: 21, code: 'watersports', en: 'Water sports', es: 'Deportes acuáticos', food: false, icon: 'sailboat' },
  { id: 22, code: 'sports', en: 'Gym or sports', es: 'Gimnasio o deporte', food: false, icon: 'barbell' },
  { id: 23, code: 'wellness', en: 'Spa and wellness', es: 'Spa y bienestar', food: false, icon: 'massage' },
  { id: 24, code: 'kids', en: 'For children', es: 'Para niños', food: false, icon: 'mood-kid' },
  { id: 25, code: 'transport', en: 'Public transport', es: 'Transporte público', food: false, icon: 'bus' },
  { id: 26, code: 'airport', en: 'Airport', es: 'Aeropuerto', food: false, icon: 'plane' },
  { id: 27, code: 'station', en: 'Train station', es: 'Estación de tren', food: false, icon: 'train' },
  { id: 28, code: 'carRental', en: 'Car or bike rental', es: 'Alquiler de coches o bicis', food: false, icon: 'car' },
  { id: 29, code: 'parking', en: 'Parking', es: 'Aparcamiento', food: false, icon: 'parking' },
  { id: 30, code: 'laundry', en: 'Laundry', es: 'Lavandería', food: false, icon: 'wash-machine' },
  { id: 31, code: 'bank', en: 'Bank or cash machine', es: 'Banco o cajero', food: false, icon: 'building-bank' },
  { id: 32, code: 'other', en: 'Other', es: 'Otro', food: false, icon: 'map-pin' },
];

/** Short-term rental (structure) types. */
export const STR_TYPES: readonly NamedSeed[] = [
  { id: 1, code: 'apartment', en: 'Apartment', es: 'Apartamento' },
  { id: 2, code: 'house', en: 'House', es: 'Casa' },
  { id: 3, code: 'villa', en: 'Villa', es: 'Villa' },
  { id: 4, code: 'cabin', en: 'Cabin', es: 'Cabaña' },
  { id: 5, code: 'condo', en: 'Condo', es: 'Condominio' },
  { id: 6, code: 'room', en: 'Private room', es: 'Habitación privada' },
  { id: 7, code: 'sharedRoom', en: 'Shared room', es: 'Habitación compartida' },
  { id: 8, code: 'studio', en: 'Studio', es: 'Estudio' },
  { id: 9, code: 'loft', en: 'Loft', es: 'Loft' },
  { id: 10, code: 'townhouse', en: 'Townhouse', es: 'Casa adosada' },
  { id: 11, code: 'cottage', en: 'Cottage', es: 'Casa rural' },
  { id: 12, code: 'chalet', en: 'Chalet', es: 'Chalé' },
  { id: 13, code: 'bungalow', en: 'Bungalow', es: 'Bungaló' },
  { id: 14, code: 'guesthouse', en: 'Guesthouse', es: 'Casa de huéspedes' },
  { id: 15, code: 'bnb', en: 'Bed and breakfast', es: 'Alojamiento con desayuno' },
  { id: 16, code: 'boutiqueHotel', en: 'Boutique hotel', es: 'Hotel boutique' },
  { id: 17, code: 'farmStay', en: 'Farm stay', es: 'Granja' },
  { id: 18, code: 'tinyHouse', en: 'Tiny house', es: 'Minicasa' },
  { id: 19, code: 'boat', en: 'Boat', es: 'Barco' },
  { id: 20, code: 'camper', en: 'Camper or RV', es: 'Autocaravana' },
  { id: 21, code: 'glamping', en: 'Glamping', es: 'Glamping' },
  { id: 22, code: 'treehouse', en: 'Treehouse', es: 'Casa del árbol' },
  { id: 23, code: 'other', en: 'Other', es: 'Otro' },
];

export interface ThemeSeed extends NamedSeed {
  primaryColor: string;
  accentColor: string;
  backgroundColor: string;
  surfaceColor: string;
  textColor: string;
  onPrimaryColor: string;
}

/** Colour themes of the guest guide; the first is the default. Contrast is checked by a test. */
export const THEMES: readonly ThemeSeed[] = [
  { id: 1, code: 'coastal', en: 'Coastal', es: 'Costero', primaryColor: '#0b6e99', accentColor: '#f2a541', backgroundColor: '#f5fafc', surfaceColor: '#ffffff', textColor: '#1d2b36', onPrimaryColor: '#ffffff' },
  { id: 2, code: 'terracotta', en: 'Terracotta', es: 'Terracota', primaryColor: '#a4452c', accentColor: '#e9b872', backgroundColor: '#fbf6f1', surfaceColor: '#ffffff', textColor: '#2e211b', onPrimaryColor: '#ffffff' },
  { id: 3, code: 'forest', en: 'Forest', es: 'Bosque', primaryColor: '#2f6b3f', accentColor: '#c9a227', backgroundColor: '#f4f7f2', surfaceColor: '#ffffff', textColor: '#1f2a22', onPrimaryColor: '#ffffff' },
  { id: 4, code: 'lavender', en: 'Lavender', es: 'Lavanda', primaryColor: '#6a4c93', accentColor: '#f28482', backgroundColor: '#f8f6fb', surfaceColor: '#ffffff', textColor: '#2a2433', onPrimaryColor: '#ffffff' },
  { id: 5, code: 'sunset', en: 'Sunset', es: 'Atardecer', primaryColor: '#b93c0a', accentColor: '#fbbf24', backgroundColor: '#fff8f1', surfaceColor: '#ffffff', textColor: '#2b1d14', onPrimaryColor: '#ffffff' },
  { id: 6, code: 'minimal', en: 'Minimal', es: 'Minimalista', primaryColor: '#222222', accentColor: '#9a9a9a', backgroundColor: '#fafafa', surfaceColor: '#ffffff', textColor: '#1a1a1a', onPrimaryColor: '#ffffff' },
  { id: 7, code: 'midnight', en: 'Midnight', es: 'Medianoche', primaryColor: '#8ab4f8', accentColor: '#f6c177', backgroundColor: '#121826', surfaceColor: '#1c2333', textColor: '#e8ecf4', onPrimaryColor: '#0d1420' },
];

/** Where library photos come from; uploads first (the photo drawer preselects the first). */
export const MEDIA_SOURCES: readonly NamedSeed[] = [
  { id: 1, code: 'uploads', en: 'Uploads', es: 'Fotos subidas' },
  { id: 2, code: 'stock', en: 'Stock photos', es: 'Fotos de archivo' },
];
