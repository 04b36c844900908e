import type { Attraction } from '@common/contracts/property';
import type { SharedPlace } from '@common/contracts/shared-blocks';
import { nextEditedStamps } from '@common/guide-languages';
import type { SharedBlockRow } from '../../db/schema';

/**
 * What a place copy takes from its block (docs/decisions/047-shared-blocks.md): the recommendation's
 * words and where it is. Its photo (`mediaId`, `imageUrl`) and position stay the guide's own.
 */
export function placeContent(block: SharedBlockRow) {
  const place = block.content as SharedPlace;
  return {
    attractionTypeId: place.attractionTypeId,
    name: place.name,
    description: { ...place.description },
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    url: place.url,
    phone: place.phone,
    sharedBlockId: block.id,
  };
}

/** The place rewritten from the block; the description's language stamps move as a save would move them. */
export function rewritePlace(attraction: Attraction, block: SharedBlockRow, now: string): Attraction {
  const next = { ...attraction, ...placeContent(block) };
  const edited = nextEditedStamps(
    { texts: attraction.description ?? {}, edited: attraction.edited },
    next.description,
    now,
  );
  return { ...next, edited };
}

/** A new copy of the block at the end of a guide's places (no photo yet). */
export function newPlace(block: SharedBlockRow, attractionId: string, now: string): Attraction {
  const content = placeContent(block);
  return {
    attractionId,
    ...content,
    mediaId: null,
    imageUrl: null,
    edited: nextEditedStamps(null, content.description, now),
  };
}

/** The place as a plain one of its guide: same words, no longer following the block. */
export function detachPlace(attraction: Attraction): Attraction {
  const { sharedBlockId: _dropped, ...plain } = attraction;
  return plain;
}
