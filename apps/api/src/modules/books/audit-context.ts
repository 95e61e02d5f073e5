/** What an invariant may ask of the audit's run: the time it reconciles at (a check with a stated delay). */
export interface AuditContext {
  now: Date;
}
