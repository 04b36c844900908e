import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { appSettings } from '../../db/schema';

/** The file in the image directory naming which image store it is. */
export const IMAGE_STORE_MARKER = '.image-store-id';
const SETTING = 'image_store_id';

export class ImageStoreMismatchError extends Error {
  constructor(dir: string) {
    super(
      [
        `The image directory ${dir} is not the one the other instances on this database use.`,
        'Instances sharing a PostgreSQL database must share one image directory: mount the same volume at',
        'DATA_DIR/images on every instance (or run a single instance). Otherwise photos uploaded through one',
        'instance are missing on the others. See docs/operations.md.',
      ].join('\n'),
    );
    this.name = 'ImageStoreMismatchError';
  }
}

/** The id written in the directory's marker file, created on first use. */
async function markerOf(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, IMAGE_STORE_MARKER);
  try {
    await writeFile(file, `${randomBytes(16).toString('hex')}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}

/**
 * Several instances on one PostgreSQL database must see the same image files. The first instance
 * records its image directory's id in the database; an instance whose directory carries another id
 * (its own local disk) refuses to start, instead of serving guides with missing photos.
 */
export async function assertSharedImageStore(db: Db, dir: string): Promise<void> {
  const local = await markerOf(dir);
  await db.insert(appSettings).values({ key: SETTING, value: local }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  if (row!.value !== local) throw new ImageStoreMismatchError(dir);
}
