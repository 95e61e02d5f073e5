import { type BackofficeCategory, type CategoryBody, categoryBody } from '@champions/contract';
import { CATEGORY_ICONS, type CategoryIcon } from '@champions/domain';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { CategoryIconView } from './categoryIcons.tsx';

interface CategoryFormProps {
  /** The category edited, or none for a new one. */
  category?: BackofficeCategory;
  submitLabel: string;
  /** Saves; resolves when saved (the form then empties), throws the API's error otherwise. */
  onSave: (body: CategoryBody) => Promise<void>;
  onCancel?: () => void;
}

/** Name and icon of a category, validated with the contract's schema; the icon select shows its preview. */
export function CategoryForm({ category, submitLabel, onSave, onCancel }: CategoryFormProps) {
  const form = useForm(categoryBody);
  const [icon, setIcon] = useState<CategoryIcon | ''>(category?.icon ?? '');
  return (
    <form
      ref={form.formRef}
      className="category-form"
      noValidate
      onSubmit={form.handleSubmit(
        (data) => ({ name: formText(data, 'name'), icon: formText(data, 'icon') }),
        async (body) => {
          await onSave(body);
          if (!category) {
            form.formRef.current?.reset();
            setIcon('');
          }
        },
      )}
    >
      <TextField
        name="name"
        label={t('superadminArea.categoryName')}
        defaultValue={category?.name ?? ''}
        maxLength={60}
        error={form.errors.name}
        onChange={() => form.clearError('name')}
        required
      />
      <div className="category-form__icon">
        <SelectField
          name="icon"
          label={t('superadminArea.categoryIcon')}
          value={icon}
          error={form.errors.icon}
          onChange={(event) => {
            setIcon(event.target.value as CategoryIcon | '');
            form.clearError('icon');
          }}
          required
        >
          <option value="">{t('superadminArea.categoryIconPick')}</option>
          {CATEGORY_ICONS.map((name) => (
            <option key={name} value={name}>
              {t(`superadminArea.icon.${name}`)}
            </option>
          ))}
        </SelectField>
        <span className="category-form__preview" aria-hidden="true">
          <CategoryIconView icon={icon || null} />
        </span>
      </div>
      <FormError message={form.formError} id={form.errorId} />
      <div className="button-row">
        <Button type="submit" loading={form.pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('superadminArea.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
