/** What the invitation link carries besides the e-mail. */
export type InvitationData = { adminId?: string; name?: string | null } | null;

export const displayName = (account: { name: string | null; email: string }) => account.name || account.email;
