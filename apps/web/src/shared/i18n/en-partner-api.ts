import type { partnerApiMessages } from './cs-partner-api.ts';
import type { Translation } from './translation.ts';

/** The partner's page "API and webhooks" in English: API keys for their own systems. */
export const partnerApiMessagesEn: Translation<typeof partnerApiMessages> = {
  adminApi: {
    title: 'API and webhooks',
    lead: 'Connect Champions with your booking or reception system. An API key gives your system access to your activities, time slots and entries.',
    startTitle: 'Getting started',
    startText:
      'Create a key, store it and send it in the Authorization header of every call. A key with read and write access can also create, change and cancel time slots – with the same rules as this panel.',
    baseUrl: 'API address',
    example: 'An example call',
    docs: 'Every call described (API documentation)',
    keysTitle: 'API keys',
    empty: 'You have no key yet. Create the first one with the form below.',
    loadError: 'The keys could not be loaded.',
    scopeRead: 'read only',
    scopeWrite: 'read and write',
    allVenues: 'all venues',
    prefix: 'Key starts with',
    scope: 'Access',
    venue: 'Venue',
    created: 'Created',
    lastUsed: 'Last used',
    neverUsed: 'not used yet',
    active: 'Valid',
    revoked: 'Revoked {date}',
    revoke: 'Revoke the key',
    revokeLabel: 'Revoke the key {name}',
    revokeTitle: 'Revoke the key “{name}”?',
    revokeText:
      'The key stops working at once and the systems that use it get the error 401. A revocation cannot be undone; the key stays in the list as revoked.',
    revokeConfirm: 'Revoke the key',
    revokeKeep: 'Keep the key',
    revokedDone: 'The key “{name}” is revoked.',
    createTitle: 'New key',
    name: 'Key name',
    nameHint: 'The name tells you which key it is, e.g. “Booking system”.',
    scopeLabel: 'Key access',
    venueLabel: 'Venue',
    venueHint: 'A key limited to one venue sees nothing of the others.',
    create: 'Create the key',
    createdTitle: 'The key “{name}” is created',
    createdWarning:
      'Copy the key and keep it somewhere safe. We show it only now – once you close this, you will not see it again and will have to create a new one.',
    keyLabel: 'Your new API key',
    copy: 'Copy the key',
    copied: 'The key is copied to the clipboard.',
    copyFailed: 'Copying failed. Select the key in the field and copy it by hand.',
    createdDone: 'I have stored the key',
  },
};
