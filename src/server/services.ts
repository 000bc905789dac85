import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { LoginThrottle } from "./auth/login-throttle.ts";
import { SessionStore } from "./auth/sessions.ts";
import { DatabasePortal, type PortalAdapter } from "./adapters/portal.ts";
import { createMailAdapter, type MailAdapter } from "./adapters/mail.ts";
import { createFileStorage, type FileStorage } from "./adapters/file-storage.ts";

/** What route handlers need besides the request: built once per app. */
export interface Services {
  config: Config;
  database: Database;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
  portal: PortalAdapter;
  mail: MailAdapter;
  /** Uploaded files (media library; CMS uploads later). */
  files: FileStorage;
}

export function createServices(config: Config, database: Database): Services {
  return {
    config,
    database,
    sessions: new SessionStore(database, { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours }),
    loginThrottle: new LoginThrottle(database),
    portal: new DatabasePortal(database, config.portalUrl),
    mail: createMailAdapter(config, database),
    files: createFileStorage(config.dataDir),
  };
}
