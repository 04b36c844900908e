import type { Database, Db } from './client';

/** The channel the embedded database announces committed changes of a property's row on. */
const CHANNEL = 'guide_revision';

/**
 * Every update or delete of a property row (which is what every guide change ends in: the save, and
 * the triggers of decision 026 for photos, devices, videos and short codes) announces the property's
 * id. A NOTIFY is delivered at commit and never for a rolled-back transaction.
 */
const FUNCTION_BODY = `
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('${CHANNEL}', OLD.id::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('${CHANNEL}', NEW.id::text);
  RETURN NEW;
END `;
const SETUP_SQL = `
CREATE OR REPLACE FUNCTION "guide_revision_notify"() RETURNS trigger LANGUAGE plpgsql AS $$${FUNCTION_BODY}$$;
CREATE OR REPLACE TRIGGER "properties_guide_revision_notify" AFTER UPDATE OR DELETE ON "properties"
FOR EACH ROW EXECUTE FUNCTION "guide_revision_notify"();
`;
/** The trigger as PostgreSQL describes it once SETUP_SQL ran (pg_get_triggerdef). */
const TRIGGER_DEF =
  'CREATE TRIGGER properties_guide_revision_notify AFTER DELETE OR UPDATE ON public.properties ' +
  'FOR EACH ROW EXECUTE FUNCTION guide_revision_notify()';
/**
 * Whether the function and trigger are in place exactly as SETUP_SQL makes them (every start after
 * the first): a catalog read instead of DDL. Anything else (missing, an older body) runs SETUP_SQL.
 */
const INSTALLED_SQL = `
select 1 from pg_proc p join pg_trigger t on t.tgfoid = p.oid
where p.proname = 'guide_revision_notify' and p.pronamespace = 'public'::regnamespace
  and t.tgname = 'properties_guide_revision_notify' and p.prosrc = $1 and pg_get_triggerdef(t.oid) = $2
`;

/** Told the id of a property whose row a commit changed (null: forget everything). */
export type RevisionListener = (propertyId: number | null) => void;

export interface GuideRevisionNotices {
  /** Adds a listener; answers the function that removes it. */
  subscribe(listener: RevisionListener): () => void;
}

const notices = new WeakMap<Db, Promise<GuideRevisionNotices | null>>();

/**
 * Commit notices of property changes, only where this process is the database's only writer: the
 * embedded PGlite (its data directory is locked to one process; decision 026). PGlite hands a
 * commit's notifications to its listeners (in microtasks queued while it reads the COMMIT's answer)
 * before the committing call returns, so no later request of this process can miss one. PostgreSQL
 * answers null: other instances write there too, and the revision must be read from the database.
 * Also null when the set-up fails (a read-only database): callers then read the revision as before.
 */
export function guideRevisionNotices(database: Database): Promise<GuideRevisionNotices | null> {
  let pending = notices.get(database.db);
  if (!pending) {
    pending = listen(database);
    notices.set(database.db, pending);
  }
  return pending;
}

/** The notices of a database already set up by guideRevisionNotices, else null (not embedded, or not yet). */
export function knownGuideRevisionNotices(db: Db): GuideRevisionNotices | null {
  return settled.get(db) ?? null;
}

const settled = new WeakMap<Db, GuideRevisionNotices>();

async function listen(database: Database): Promise<GuideRevisionNotices | null> {
  const client = database.pglite;
  if (database.kind !== 'pglite' || !client) return null;
  const listeners = new Set<RevisionListener>();
  try {
    const installed = await client.query(INSTALLED_SQL, [FUNCTION_BODY, TRIGGER_DEF]);
    if (installed.rows.length === 0) await client.exec(SETUP_SQL);
    await client.listen(CHANNEL, (payload) => {
      const id = Number(payload);
      for (const listener of listeners) listener(Number.isInteger(id) ? id : null);
    });
  } catch {
    return null;
  }
  const result: GuideRevisionNotices = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  settled.set(database.db, result);
  return result;
}
