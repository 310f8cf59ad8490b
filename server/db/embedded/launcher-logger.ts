/** The slice of a pino logger the launcher needs, so tests and scripts can pass console-like loggers. */
export interface LauncherLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
