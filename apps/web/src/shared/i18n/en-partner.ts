import type { partnerMessages } from './cs-partner.ts';
import type { Translation } from './translation.ts';

/** The partner (admin) area's management pages in English. */
export const partnerMessagesEn: Translation<typeof partnerMessages> = {
  adminStaff: {
    title: 'Reception',
    lead: 'The people who scan entries at your venues. Invite them by e-mail – they create their account themselves from a link valid for 7 days.',
    inviteTitle: 'Invite to the reception',
    email: 'E-mail',
    name: 'Full name',
    invite: 'Send the invitation',
    membersTitle: 'Reception members',
    membersEmpty: 'Nobody here yet',
    membersEmptyHint: 'Send the first invitation with the form above.',
    memberName: 'Name',
    memberEmail: 'E-mail',
    memberSince: 'Since',
    actions: 'Actions',
    remove: 'Remove',
    removeLabel: 'Remove from the reception: {name}',
    removeTitle: 'Remove the reception member?',
    removeText:
      '{name} will no longer sign in or scan entries. The entries they have already scanned stay in the overview.',
    removeConfirm: 'Remove from the reception',
    invitationsTitle: 'Invitations sent',
    invitationValidUntil: 'Valid until',
    withdraw: 'Withdraw the invitation',
    withdrawLabel: 'Withdraw the invitation for {email}',
    withdrawTitle: 'Withdraw the invitation for {email}?',
    withdrawText: 'The link in the e-mail stops working. You can send the invitation again at any time.',
    withdrawConfirm: 'Withdraw the invitation',
    keep: 'Keep',
    noName: 'no name',
    loadError: 'The reception list could not be loaded.',
    retry: 'Try again',
    venues: 'Venues',
    allVenues: 'All venues',
    venuesButton: 'Venues',
    venuesLabel: 'Choose the venues for {name}',
    venuesTitle: 'Where does {name} work?',
    venuesText:
      'A reception member scans entries only at the chosen venues. If you choose none, they can scan at all your venues.',
    venuesLegend: 'Venues',
    venuesSave: 'Save',
  },
};
