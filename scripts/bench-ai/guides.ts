/**
 * The long guide of the latency figure (npm run bench:ai). The benchmark's guides themselves are data:
 * scripts/bench-ai/data/guides/*.json, loaded by data.ts.
 */
import type { Attraction, GuideSection } from '../../common/contracts/property';
import type { BenchGuide } from './data';

const section = (sectionId: string, title: string, body: string): GuideSection => ({
  sectionId,
  kind: 'custom',
  icon: null,
  sensitive: false,
  sortOrder: 0,
  title: { en: title },
  body: { en: body },
  mediaIds: [],
  imageUrls: [],
});

const place = (attractionId: string, attractionTypeId: number, name: string, description: string): Attraction => ({
  attractionId,
  attractionTypeId,
  name,
  description: { en: description },
  address: null,
  latitude: null,
  longitude: null,
  url: null,
  phone: null,
  mediaId: null,
  imageUrl: null,
});

/**
 * A guide grown to 200+ passages for the latency figure: an English guide (the Lisbon one) plus a
 * long tail of recommendations and extra sections, as a host with a very thorough guide might have.
 */
export function bigGuide(base: BenchGuide): BenchGuide {
  const extraSections: GuideSection[] = [];
  const topics = [
    'Markets',
    'Museums',
    'Viewpoints',
    'Day trips',
    'Rainy days',
    'Kids',
    'Nightlife',
    'Shopping',
    'Running routes',
    'Local customs',
  ];
  topics.forEach((topic, i) => {
    const paragraphs = Array.from(
      { length: 6 },
      (_, p) =>
        `<p>${topic} tip ${p + 1}: locals recommend visiting on a weekday morning when it is quieter. The route starts near the cathedral and continues along the river for about ${p + 2} kilometres, with cafés, benches and small shops on the way. Bring water, comfortable shoes and some cash for the smaller places.</p>`,
    ).join('');
    extraSections.push(section(`extra-${i}`, topic, paragraphs));
  });
  const extraPlaces: Attraction[] = Array.from({ length: 60 }, (_, i) =>
    place(
      `extra-place-${i}`,
      (i % 32) + 1,
      `Recommended spot ${i + 1}`,
      `<p>A favourite of ours number ${i + 1}: friendly staff, fair prices and a view of the old town. Open from ${8 + (i % 4)} am.</p>`,
    ),
  );
  return {
    ...base,
    key: `${base.key}-long`,
    name: `${base.name} (long guide)`,
    sections: [...base.sections, ...extraSections],
    attractions: [...base.attractions, ...extraPlaces],
  };
}
