import type { SharedDevice } from '@common/contracts/shared-blocks';
import { deviceTexts, nextEditedStamps } from '@common/guide-languages';
import type { DeviceRow, NewDeviceRow, SharedBlockRow } from '../../db/schema';

/**
 * What a device copy takes from its block (docs/decisions/047-shared-blocks.md): what the device is
 * and how it works. Where it is in the home (`location`), photos, video and the PDF manual stay the
 * property's own.
 */
export function deviceContent(block: SharedBlockRow) {
  const device = block.content as SharedDevice;
  return {
    name: device.name,
    category: device.category,
    brand: device.brand,
    model: device.model,
    howTo: { ...device.howTo },
    troubleshooting: { ...device.troubleshooting },
  };
}

/** The columns that rewrite a device copy; its language stamps move as a save would move them. */
export function rewriteDevice(device: DeviceRow, block: SharedBlockRow, modifyDate: Date): Partial<NewDeviceRow> {
  const content = deviceContent(block);
  const textEdited = nextEditedStamps(
    { texts: deviceTexts(device), edited: device.textEdited },
    deviceTexts(content),
    modifyDate.toISOString(),
  );
  return { ...content, textEdited, modifyDate };
}

/** A new device of the property that is a copy of the block (no location, photos, video or manual yet). */
export function newDevice(block: SharedBlockRow, propertyId: number, now: Date): NewDeviceRow {
  const content = deviceContent(block);
  return {
    ...content,
    propertyId,
    sharedBlockId: block.id,
    textEdited: nextEditedStamps(null, deviceTexts(content), now.toISOString()),
    createDate: now,
    modifyDate: now,
  };
}

/** True when the device already says what the block says (a rewrite would change nothing). */
export function deviceMatches(device: DeviceRow, block: SharedBlockRow): boolean {
  const content = deviceContent(block);
  return (Object.keys(content) as (keyof typeof content)[]).every(
    (key) => JSON.stringify(device[key]) === JSON.stringify(content[key]),
  );
}
