import type { StaffMember } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Button, Checkbox, FormError } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { useAssignStaffVenues } from './staffQueries.ts';

interface StaffVenuesDialogProps {
  member: StaffMember;
  venues: readonly { id: string; name: string }[];
  onDone: (message: string) => void;
  onClose: () => void;
}

/** Where a receptionist works: some venues, or none ticked = every venue of the partner. */
export function StaffVenuesDialog({ member, venues, onDone, onClose }: StaffVenuesDialogProps) {
  const assign = useAssignStaffVenues();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(member.venueIds));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      const { message } = await assign.mutateAsync({ staffId: member.id, venueIds: [...chosen] });
      onDone(message);
      onClose();
    } catch (failure) {
      setError(submitErrorMessage(failure));
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('adminStaff.venuesTitle', { name: member.name || member.email })}
      onClose={onClose}
    >
      <p>{t('adminStaff.venuesText')}</p>
      <fieldset className="manage-fieldset">
        <legend>{t('adminStaff.venuesLegend')}</legend>
        {venues.map((venue) => (
          <Checkbox
            key={venue.id}
            name="venueIds"
            value={venue.id}
            label={venue.name}
            checked={chosen.has(venue.id)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setChosen((current) => {
                const next = new Set(current);
                if (checked) next.add(venue.id);
                else next.delete(venue.id);
                return next;
              });
            }}
          />
        ))}
      </fieldset>
      <FormError message={error} />
      <div className="button-row">
        <Button loading={assign.isPending} onClick={save}>
          {t('adminStaff.venuesSave')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('adminStaff.keep')}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
